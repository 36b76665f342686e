import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers';

/** The year in Dubai, as the promotion card decides whether to name it. */
const dubaiYear = (instant: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai', year: 'numeric' }).format(instant));

test('the home page arrives with its offer and its attractions, each with a "from" price and duration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const root = html.slice(html.indexOf('<div id="root"'));
  // Rendered by the server, not filled in after a request of the browser.
  expect(root).toMatch(/<aside class="promo" aria-label="Current offer">[\s\S]*WELCOME10/);
  expect(root).toMatch(/from <strong>RM\s?169\.00<\/strong>/);

  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/single' || path === '/api/v1/products/hostName') asked.push(path);
    // Nothing on the home page can raise a toast: the toast area's code stays on the server.
    if (/\/static\/AppToaster-/.test(path)) asked.push(path);
  });
  await page.goto('/');
  const offer = page.getByRole('complementary', { name: 'Current offer' });
  await expect(offer).toContainText('WELCOME10');
  // WELCOME10 runs for a year from the day the demo was loaded: its last day is next year's, and
  // the card says so instead of reading as today.
  const lastDay = new Date(Date.now() + 365 * 86_400_000);
  const otherYear = dubaiYear(lastDay) !== dubaiYear(new Date());
  const expected = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: 'numeric',
    month: 'long',
    ...(otherYear ? { year: 'numeric' } : {}),
  }).format(lastDay);
  await expect(offer.locator('.promo-until')).toHaveText(`Valid until ${expected}`);

  const burj = page.locator('.product-card').filter({ hasText: 'Burj Khalifa' });
  await expect(burj).toContainText(/from RM\s?169\.00/);
  await expect(burj).toContainText('1 h 30 min to 2 hours');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expectAccessible(page);
});

test('a ticket card says how long the visit lasts, where it starts and the ages of its child tickets', async ({
  page,
}) => {
  await page.goto('/burj-khalifa');
  const card = page
    .locator('article.ticket-card')
    .filter({ has: page.getByRole('heading', { name: 'At the Top, Levels 124 & 125' }) });
  await expect(card).toContainText('About 1 h 30 min');
  await expect(card).toContainText('Child tickets are for ages 4 to 12.');
  await expect(card).toContainText('Meeting point: At the Top entrance');
});

import { expect, test } from '@playwright/test';
import { addDays, chooseTicket, dubaiToday, expectAccessible, pickDate, setPeople } from './helpers';

test('any other path shows the not-found page outside the layout', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page).toHaveTitle(/not found/i);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse attractions' }).click();
  await expect(page.locator('.site-header')).toBeVisible();
});

for (const path of ['/a/b/c', '/no-such-product']) {
  test(`${path} answers 404 with the server-rendered not-found page, and hydrates it`, async ({
    page,
    request,
  }) => {
    // What a search engine or a monitor reads: the status and the HTML, no script run.
    const res = await request.get(path, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<div id="root" data-ssr>(<!--\$-->)?<main class="standalone">/);
    expect(html).toMatch(/<h1>Page not found<\/h1>/);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('class="site-header"');

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(m.text())) problems.push(m.text());
    });
    await page.route(`**${path}`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('<h1', '<h1 data-from-server');
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    await expect(heading).toHaveAttribute('data-from-server');
    await expect(page).toHaveTitle('Page not found | Dubai Attractions');
    await page.getByRole('link', { name: 'Help center' }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.locator('.site-header')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a link to a product that does not exist shows the not-found page in the browser too', async ({
  page,
}) => {
  await page.goto('/help-center');
  // The router follows client navigations once the page has rendered, as it has when a visitor clicks.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.site-header')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-product');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
});

test('the server HTML of / and a product carries their own head, share card and structured data', async ({
  request,
}) => {
  const heads = [];
  for (const path of ['/', '/burj-khalifa']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = (key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)
        .exec(head)?.[1]
        ?.replace(/&amp;/g, '&');
    expect(head.match(/<title>/g)).toHaveLength(1);
    const card = meta('og:image')!;
    const image = await request.get(card);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)!;
    heads.push({
      title: /<title>([^<]*)/.exec(head)![1],
      card,
      canonical: /rel="canonical" href="([^"]+)"/.exec(head)![1],
      ld: JSON.parse(ld[1]!),
    });
  }
  expect(heads[0]!.title).not.toBe(heads[1]!.title);
  expect(heads[0]!.card).not.toBe(heads[1]!.card);
  expect(heads.map((h) => new URL(h.canonical!).pathname)).toEqual(['/', '/burj-khalifa']);
  const product = heads[1]!.ld['@graph'].find((n: { '@type': string }) => n['@type'] === 'Product');
  expect(product.offers.priceCurrency).toBe('MYR');
  expect(product.offers.lowPrice).toMatch(/^\d+\.\d\d$/);
});

for (const [path, heading] of [
  ['/', 'Dubai’s best attractions and tours, booked in minutes'],
  ['/burj-khalifa', 'Burj Khalifa: At the Top'],
] as const) {
  test(`${path} arrives rendered by the server and hydrates without replacing it`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(m.text())) problems.push(m.text());
    });
    // The server's heading, marked before any script runs, must be the one on screen afterwards.
    await page.route(`**${path}`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace('<h1', '<h1 data-from-server');
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-from-server');
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    // Hydrated: the page reacts (the product page's tickets appear either way; the home page's
    // attraction cards come from the browser's own request).
    await expect(page.locator(path === '/' ? '#attractions a' : '.ticket-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveAttribute('data-from-server');
    expect(problems).toEqual([]);
  });
}

test("the product page's controls are disabled in the server HTML and work once hydrated", async ({
  page,
  request,
}) => {
  // A click before React adopts the page would be lost, so the server sends the controls disabled.
  const html = await (await request.get('/burj-khalifa', { headers: { accept: 'text/html' } })).text();
  const chooseButtons = html.match(/<button[^>]*>Choose date<\/button>/g) ?? [];
  expect(chooseButtons.length).toBeGreaterThan(0);
  for (const button of chooseButtons) expect(button).toMatch(/\sdisabled=""/);

  await page.goto('/burj-khalifa');
  const choose = page.getByRole('button', { name: 'Choose date' }).first();
  await expect(choose).toBeEnabled();
  await choose.click();
  await expect(page).toHaveURL(/\/date-select$/);
});

const STATIC_PAGES = [
  ['/', /Things to do in Dubai/],
  ['/burj-khalifa', /Choose your ticket/],
  ['/terms-condition', /Arbitration/],
  ['/privacy-policy', /Your rights/],
  ['/company-details', /Our role/],
  ['/help-center', /Cancellations and refunds/],
  ['/failed', /payment was not completed/],
  ['/success?token=0000000000000000000000', /could not show this booking/],
] as const;

for (const [path, text] of STATIC_PAGES) {
  test(`${path} has a title, a description, its content and no serious accessibility problem`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text);
    await expect(page).toHaveTitle(/\S.{8,}/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expectAccessible(page);
  });
}

test('the terms list every section and state the age rule', async ({ page }) => {
  await page.goto('/terms-condition');
  for (const section of [
    'Limited License',
    'Our Relationship',
    'Legal Compliance',
    'Eligibility and Registration',
    'DMCA Compliance',
    'Intellectual Property',
    'Linking',
    'Links to Other Websites',
    'Data Protection',
    'Warranty Disclaimer',
    'Limitation of Liability',
    'Arbitration',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  }
  await expect(page.getByText(/at least 18 years old, or between 13 and 18/)).toBeVisible();
  await expect(page.getByText(/Each party bears half of the arbitration fees/)).toBeVisible();
});

test('the booking steps have no serious accessibility problem, the pax dialog included', async ({ page }) => {
  // Four full axe scans of the steps: on a loaded machine they outlast the usual minute.
  test.slow();
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await expectAccessible(page);
  await pickDate(page, addDays(dubaiToday(), 27));
  const dialog = await setPeople(page, 1, 1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await expectAccessible(page);
});

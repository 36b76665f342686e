import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from './helpers';

// The storefront's reads on core's query cache, in a real browser: the server's answers handed over
// with the page, and the specification's 60 s keep of unused answers.

const PRODUCT_READ = '/api/v1/products/slug/burj-khalifa';
const PRODUCT_HEADING = 'Burj Khalifa: At the Top';

function requestsTo(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

test('a product page arrives with its answers: the browser asks for neither the product nor its tickets', async ({
  page,
}) => {
  const reads = requestsTo(page, /^\/api\/v1\/(products\/slug\/|tickets\/service)/);
  await page.goto('/burj-khalifa');
  await expect(page.locator('.ticket-card').first()).toBeVisible();
  // Hydrated: the controls the server sent disabled now work.
  await expect(page.getByRole('button', { name: 'Choose date' }).first()).toBeEnabled();
  expect(reads).toEqual([]);
});

test('a product read is shared, kept while it is 60 s unused at most, then asked again', async ({ page }) => {
  await page.clock.install();
  const reads = requestsTo(page, new RegExp(`^${PRODUCT_READ}$`));
  await page.goto('/');
  const card = page.locator('#attractions a[href="/burj-khalifa"]');
  const heading = page.getByRole('heading', { level: 1, name: PRODUCT_HEADING });

  await untilHydrated(card);
  await card.click();
  await expect(heading).toBeVisible();
  // The layout (is it a not-found page?) and the page read the product through one request.
  expect(reads).toHaveLength(1);

  await page.goBack();
  await page.clock.fastForward('00:50');
  await card.click();
  await expect(heading).toBeVisible();
  expect(reads).toHaveLength(1);

  await page.goBack();
  await expect(card).toBeVisible();
  await page.clock.fastForward('01:01');
  await card.click();
  await expect(heading).toBeVisible();
  await expect.poll(() => reads.length).toBe(2);
});

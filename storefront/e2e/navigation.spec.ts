import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';

/** A navigation inside the app, as a link would make it once the page has rendered. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a path that cannot be a product is the not-found page in the browser, as the server says', async ({
  page,
  request,
}) => {
  const res = await request.get('/Burj-Khalifa', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/<h1>Page not found<\/h1>/);

  const productReads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/products/slug/')) productReads.push(r.url());
  });
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, '/Burj-Khalifa');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  // Not a slug the API would accept: the browser does not even ask.
  expect(productReads).toEqual([]);
});

test('"Choose date" whose code fails to load shows the route error, and trying again works', async ({
  page,
}) => {
  await page.goto('/burj-khalifa');
  const choose = page.getByRole('button', { name: 'Choose date' }).first();
  await expect(choose).toBeEnabled();
  // The booking store's chunk (loaded on the first "Choose date") cannot be fetched.
  await page.route('**/static/stores-*.js', (route) => route.abort('connectionreset'));
  await choose.click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
  await expect(page.getByText(/Part of this page could not be loaded/)).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/static/stores-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  await expect(page).toHaveURL(/\/date-select$/);
  await expect(page.getByRole('heading', { name: 'Choose your date' })).toBeVisible();
});

test('"Manage booking" is reachable from the header, the footer and the help center', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Manage booking' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { name: 'Find your booking' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Help center' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/booking$/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/help-center');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your booking', level: 1 })).toBeVisible();
  await expectAccessible(page);
});

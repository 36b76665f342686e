import { expect, test } from '@playwright/test';

test('a product page without a promotion shows no banner and logs no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/single') asked.push(r.url());
  });
  await page.goto('/burj-khalifa');
  // The server handed the page the API's answer (null: no offer), so the browser need not ask.
  const seeds = JSON.parse((await page.locator('#catalogue-data').textContent())!) as Record<string, unknown>;
  expect(seeds['/api/v1/single?service=burj-khalifa']).toBeNull();
  await expect(page.locator('.ticket-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: 'Current offer' })).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test('a product page with a promotion shows its banner', async ({ page }) => {
  await page.goto('/red-dune-desert-safari');
  const banner = page.getByRole('complementary', { name: 'Current offer' });
  await expect(banner).toContainText('SAFARI15');
  await expect(banner).toContainText('15% off at checkout');
});

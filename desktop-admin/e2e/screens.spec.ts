import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { signIn } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

async function check(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.state-loading')).toHaveCount(0, { timeout: 15_000 });
  const size = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
    name,
  ).toEqual([]);
}

for (const size of SIZES) {
  test(`every screen at ${size.width}x${size.height}: screenshot and axe`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await check(page, '01-login');

    await page.getByLabel('E-mail').fill(E2E.adminEmail);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check(page, '02-login-error');

    await signIn(page, 'bookings');
    await check(page, '03-bookings');
    await page.getByRole('table', { name: 'Bookings' }).locator('tbody tr').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, '04-booking-detail');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Report' }).click();
    await expect(page.getByLabel('Summary')).toBeVisible();
    await check(page, '05-bookings-report');

    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('heading', { name: 'Tickets', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, '06-tickets');
    await page
      .getByRole('table')
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, '07-ticket-editor');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Save changes/ })
      .focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await page
      .getByRole('dialog', { name: 'New ticket' })
      .getByRole('button', { name: 'Create ticket' })
      .click();
    await check(page, '08-ticket-validation');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Alt+3');
    await expect(page.getByRole('heading', { name: 'Dates & slots', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
    await check(page, '09-dates-slots');

    await page.keyboard.press('Alt+4');
    await expect(page.getByRole('heading', { name: 'Send tickets', level: 1 })).toBeVisible();
    await check(page, '10-send-tickets');
    const sendButton = page.getByRole('button', { name: /^Send ticket for / }).first();
    if (await sendButton.isVisible()) {
      await sendButton.click();
      await expect(page.getByRole('dialog', { name: 'Send ticket' })).toBeVisible();
      await check(page, '11-send-ticket-dialog');
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /^Notify / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Send notification' })).toBeVisible();
      await check(page, '12-notification-dialog');
      await page.keyboard.press('Escape');
    }

    await page.keyboard.press('Alt+5');
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await check(page, '13-coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    await check(page, '14-coupon-editor');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Alt+6');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await check(page, '15-promotions');
    await page.getByRole('button', { name: 'New promotion' }).click();
    await check(page, '16-promotion-editor');
    await page.keyboard.press('Escape');

    await page.keyboard.press('Alt+7');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await check(page, '17-settings');

    // Session expiry: the current screen stays behind the sign-in dialog.
    await page.keyboard.press('Alt+1');
    await page.evaluate(() => sessionStorage.setItem('toursAdmin.token', 'revoked-token-0000000000000000'));
    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
    await check(page, '18-session-expired');
  });
}

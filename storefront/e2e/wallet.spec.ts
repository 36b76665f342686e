import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makeTestAppleChain, makeTestGoogleAccount } from '@tours/api/wallet-testing';
import {
  addDays,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  expectNoSidewaysScroll,
  fillContact,
  payOnProvider,
  pickDate,
  setPeople,
} from './helpers';
import { SHOP_START_TIMEOUT_MS, startShop, SUITE_PORT, type Shop } from './serve';

/**
 * A shop with both wallets configured (a certificate chain and a service account made here, as an
 * operator's would be), on its own server beside the suite's, which has none: there the buttons
 * are absent.
 */
const port = SUITE_PORT + 6;
const walletURL = `http://localhost:${port}`;
let server: Shop;

test.beforeAll(async () => {
  // A second server boots its own database: longer than a test's minute on a busy machine.
  test.setTimeout(SHOP_START_TIMEOUT_MS);
  const apple = makeTestAppleChain();
  const google = makeTestGoogleAccount();
  server = await startShop({ port, workers: false, env: { ...apple.env, ...google.env } });
});
test.afterAll(async () => {
  await server?.close();
});

/** Books a Dubai Frame visit through the pages and pays; answers on the success page. */
async function bookAndPay(page: Page, email: string) {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 23));
  const dialog = await setPeople(page, 2, 1);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Omar Saleh', email, mobile: '501234888' });
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('with wallet settings', () => {
  test.use({ baseURL: walletURL });

  test('the success and manage pages offer both wallets, and the Apple pass downloads', async ({ page }) => {
    await bookAndPay(page, 'omar.wallet@example.com');
    const apple = page.getByRole('link', { name: 'Add to Apple Wallet' });
    const google = page.getByRole('link', { name: 'Save to Google Wallet' });
    await expect(apple).toBeVisible();
    await expect(google).toHaveAttribute(
      'href',
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    const download = page.waitForEvent('download');
    await apple.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^DXB-[A-Z0-9]+\.pkpass$/);
    const saved = (await file.path())!;
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
    const listing = execFileSync('unzip', ['-l', saved]).toString();
    for (const name of ['pass.json', 'manifest.json', 'signature', 'icon.png'])
      expect(listing).toContain(name);
    const pass = JSON.parse(execFileSync('unzip', ['-p', saved, 'pass.json']).toString());
    expect(pass.eventTicket.primaryFields[0].value).toBe('Dubai Frame');

    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('success-wallet-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('success-wallet-360.png'), fullPage: true });

    // The manage page (the confirmation mail's link) offers them too.
    const mail = await server
      .db('mail_outbox')
      .where({ to: 'omar.wallet@example.com', kind: 'confirmation' })
      .first();
    expect(mail.html).toContain('Add to Apple Wallet');
    const manage = /http:\/\/localhost:\d+(\/booking\?token=[\w.-]+)/.exec(mail.text as string)![1]!;
    await page.goto(manage);
    await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Save to Google Wallet' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('manage-wallet-360.png'), fullPage: true });
  });
});

test('without wallet settings the buttons are absent', async ({ page }) => {
  const links = page.waitForResponse((r) => r.url().includes('/api/v1/bookings/wallet?'));
  await bookAndPay(page, 'omar.nowallet@example.com');
  const answer = await links;
  expect(await answer.json()).toEqual({ appleUrl: null, googleUrl: null });
  await expect(page.getByRole('link', { name: 'Download voucher (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Save to Google Wallet' })).toHaveCount(0);
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import {
  addDays,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  fillContact,
  pickDate,
  setPeople,
} from './helpers';
import { SHOP_START_TIMEOUT_MS, startShop, SUITE_PORT, type Shop } from './serve';

/**
 * A shop that turned its CAPTCHA on (Turnstile): its own server beside the suite's (the others have
 * none), the provider's script answered by a stand-in in the browser, and siteverify by a local
 * server that passes one token. The checkout shows the widget and sends its token; the home page
 * loads nothing of the provider's.
 */
const port = SUITE_PORT + 7;
const baseURL = `http://localhost:${port}`;
const tokensSeen: string[] = [];
let verifier: http.Server;
let server: Shop;

/** window.turnstile as the page uses it: a checkbox-like button that solves the challenge. */
const FAKE_TURNSTILE = `
  window.turnstile = {
    render(container, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Verify you are human';
      button.onclick = () => { button.textContent = 'Verified'; options.callback('solved-' + Date.now()); };
      container.append(button);
      return 'widget-1';
    },
    remove() {},
  };`;

test.use({ baseURL });

test.beforeAll(async () => {
  // A second server boots its own database: longer than a test's minute on a busy machine.
  test.setTimeout(SHOP_START_TIMEOUT_MS);
  verifier = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('response') ?? '';
      tokensSeen.push(token);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: token.startsWith('solved-') }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', () => resolve()));
  server = await startShop({
    port,
    workers: false,
    env: {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      CAPTCHA_SECRET_KEY: 'the-shops-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
    },
  });
});
test.afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => verifier?.close(resolve));
});

test('the checkout shows the CAPTCHA and pays with its token; the home page loads none of it', async ({
  page,
}) => {
  const providerRequests: string[] = [];
  await page.route('https://challenges.cloudflare.com/**', (route) => {
    providerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_TURNSTILE });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dubai');
  expect(providerRequests).toEqual([]);

  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 22));
  const dialog = await setPeople(page, 2, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillContact(page, { name: 'Noura Ali', email: 'noura@example.com', mobile: '501234999' });
  await page.getByLabel(/I accept the/).check();
  const verify = page.getByRole('button', { name: 'Verify you are human' });
  await expect(verify).toBeVisible();
  expect(providerRequests).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit']);

  // Paying before the challenge is solved asks for it, and nothing is sent.
  const pay = page.locator('.pay-actions').getByRole('button', { name: /^Pay / });
  await pay.click();
  await expect(page.getByText('Complete the security check above the pay button first.')).toBeVisible();
  expect(tokensSeen).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('checkout-captcha.png'), fullPage: true });
  await expectAccessible(page);

  await verify.click();
  await expect(page.getByRole('button', { name: 'Verified' })).toBeVisible();
  // On a phone the widget fits: no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Verified' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('checkout-captcha-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await pay.click();
  await page.waitForURL(/\/payments\/local\//);
  expect(tokensSeen).toHaveLength(1);
  expect(tokensSeen[0]).toMatch(/^solved-/);
});

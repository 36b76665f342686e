/* global document */
// Screenshots of every storefront route on a phone (360x740) and a desktop (1280x800).
// Usage: node scripts/screenshots.mjs [baseUrl=http://localhost:5173] [outDir=/tmp/storefront-shots]
// The booking steps are reached by clicking through the flow, as a visitor would.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:5173';
const out = process.argv[3] ?? '/tmp/storefront-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const viewports = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport });
  // Long pages are saved in parts (-1, -2, ...) so that each image stays readable.
  const shot = async (label, full = true) => {
    await page.waitForTimeout(400);
    if (!full) return page.screenshot({ path: `${out}/${name}-${label}.png` });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = viewport.height * 2;
    for (let y = 0, i = 1; y < height; y += part, i++) {
      const clip = { x: 0, y, width: viewport.width, height: Math.min(part, height - y) };
      await page.screenshot({ path: `${out}/${name}-${label}-${i}.png`, fullPage: true, clip });
    }
  };
  for (const [label, path] of [
    ['home', '/'],
    ['terms', '/terms-condition'],
    ['privacy', '/privacy-policy'],
    ['company', '/company-details'],
    ['help', '/help-center'],
    ['not-found', '/no/such/page'],
    ['failed', '/failed'],
    ['success-missing', '/success'],
  ]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await shot(label);
  }
  // The booking flow.
  await page.goto(base + '/burj-khalifa', { waitUntil: 'networkidle' });
  await shot('service');
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  await page.waitForURL('**/date-select');
  await page.waitForLoadState('networkidle');
  await shot('date-select');
  const day = page.locator('.rdp-day:not(.rdp-disabled) button').nth(2);
  await day.click();
  await page.waitForLoadState('networkidle');
  await shot('date-select-slots');
  await page.locator('.slot:not(:has(input:disabled)) input').first().check();
  await page
    .getByRole('button', { name: /participants/i })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add 1 adult' }).click();
  await page.getByRole('button', { name: 'Add 1 adult' }).click();
  await page.getByRole('button', { name: 'Add 1 child' }).click();
  await shot('pax-modal', false);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.waitForLoadState('networkidle');
  await shot('checkout');
  await page.locator('.pay-actions button').click();
  await shot('checkout-errors');
  // Pay on the local test provider and show the confirmation (needs the real API, not a mock).
  await page.getByLabel('Full name').fill('Layla Haddad');
  await page.getByLabel('Email').fill('layla@example.com');
  await page.getByLabel('Mobile number').fill('501234567');
  await page.getByLabel(/I accept the/).check();
  await page.locator('.pay-actions button').click();
  await page.waitForURL(/\/payments\/local\//);
  await shot('provider');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30000 });
  await shot('success');
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}`);

import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { addDays, signIn, todayDubai, weekdayOf } from './helpers';

/*
 * Staff connect a reseller (name, commission, the tickets it may sell), copy its key from the one
 * dialog that shows it, the reseller books over OCTO with it, the booking appears in the back office
 * with who sold it, and staff revoke the key: the next OCTO call is refused.
 */

const BURJ_AT_THE_TOP = '5b0c1a2e-0000-4000-8000-000000000001';
const SHOTS = process.env['SHOTS_DIR'];

async function axeClean(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help}`),
    name,
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
}

/** Calls /octo as the reseller. */
async function octo(key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${new URL(E2E.apiUrl).origin}/octo${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('staff connect a reseller, see its booking with its channel, and revoke its key', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'resellers');
  await expect(page.getByRole('heading', { name: 'Resellers', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New reseller' }).click();
  const editor = page.getByRole('dialog', { name: 'New reseller' });
  await editor.getByLabel('Name').fill('Klook E2E');
  await editor.getByLabel('Commission (%)').fill('20');
  await editor.getByRole('checkbox', { name: 'At the Top, Levels 124 & 125' }).check();
  await axeClean(page, 'reseller editor');
  await shoot(page, 'resellers-editor');
  await editor.getByRole('button', { name: 'Create and show key' }).click();

  const keyDialog = page.getByRole('dialog', { name: 'Key for Klook E2E' });
  await expect(keyDialog).toBeVisible();
  const key = await keyDialog.getByLabel('API key').inputValue();
  expect(key).toMatch(/^octo_live_/);
  await expect(keyDialog.getByLabel('OCTO endpoint')).toHaveValue(`${new URL(E2E.apiUrl).origin}/octo`);
  await axeClean(page, 'key dialog');
  await shoot(page, 'resellers-key');
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Klook E2E/ });
  await expect(row).toContainText('20 %');
  await expect(row).toContainText(`…${key.slice(-4)}`);
  await shoot(page, 'resellers-list');

  // The reseller books with the key: reserve, then confirm with its own reference.
  let date = addDays(todayDubai(), 12);
  while (['Saturday', 'Sunday'].includes(weekdayOf(date))) date = addDays(date, 1);
  const reserved = await octo(key, 'POST', '/bookings', {
    productId: BURJ_AT_THE_TOP,
    optionId: 'DEFAULT',
    availabilityId: `${date}T11:00:00+04:00`,
    unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
  });
  expect(reserved.status).toBe(200);
  const confirmed = await octo(key, 'POST', `/bookings/${String(reserved.body['uuid'])}/confirm`, {
    resellerReference: 'KLE2E-4455',
    contact: { fullName: 'Octo Guest', emailAddress: 'octo.guest@example.com' },
  });
  expect(confirmed.body['status']).toBe('CONFIRMED');
  const reference = String(confirmed.body['supplierReference']);

  // In the bookings list, found by the reseller's reference, with who sold it.
  await page.keyboard.press('Alt+1');
  await page.getByRole('searchbox').fill('kle2e-44');
  const bookingRow = page.getByRole('row', { name: new RegExp(`Booking ${reference}`) });
  await expect(bookingRow).toContainText('Klook E2E · KLE2E-4455');
  await shoot(page, 'bookings-reseller');
  await bookingRow.click();
  const detail = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(detail).toContainText('Klook E2E (their reference KLE2E-4455)');
  await page.keyboard.press('Escape');

  // Revoked: the reseller's next call is refused at once.
  await page.keyboard.press('Alt+9');
  await page.getByRole('button', { name: 'Revoke the key of Klook E2E' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByRole('row', { name: /Klook E2E/ })).toContainText('revoked');
  const refused = await octo(key, 'GET', '/products');
  expect(refused.status).toBe(401);
  expect(refused.body['error']).toBe('UNAUTHORIZED');
  await axeClean(page, 'resellers list');
});

test('the Resellers screen at 360 px: its table scrolls inside its panel, the editor fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'resellers');
  await expect(page.getByRole('heading', { name: 'Resellers', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'resellers-list');
  await page.getByRole('button', { name: 'New reseller' }).click();
  const editor = page.getByRole('dialog', { name: 'New reseller' });
  await expect(editor).toBeVisible();
  // The dialog is as wide as the window at most: nothing of the form is out of reach.
  const box = (await editor.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await shoot(page, 'resellers-editor');
  await axeClean(page, 'editor at 360');
});

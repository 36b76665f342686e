import { expect, test } from '@playwright/test';
import { adminToken, api, signIn } from './helpers';

interface Coupon {
  _id: string;
  code: string;
  discountValue: number;
  maxRedemptions: number | null;
  validFrom: string | null;
  validUntil: string | null;
  service: string | null;
  active: boolean;
}
interface Promotion {
  _id: string;
  title: string;
  couponCode: string | null;
  validFrom: string | null;
  validUntil: string | null;
  service: string | null;
  active: boolean;
}

test('create, edit and deactivate a coupon; create and delete a promotion', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Discount (%)').fill('150');
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(dialog.getByLabel('Discount (%)')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Discount (%)').fill('12');
  await dialog.getByLabel('Redemption limit').fill('50');
  await dialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByText(`Coupon ${code} saved`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12 %');
  await expect(row).toContainText('0 / 50');
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit coupon ${code}` });
  await edit.getByLabel('Discount (%)').fill('15');
  await edit.getByRole('button', { name: 'Save coupon' }).click();
  await expect(row).toContainText('15 %');

  const token = await adminToken();
  const coupons = await api<Coupon[]>('GET', '/admin/coupons', { token });
  expect(coupons.body.find((c) => c.code === code)).toMatchObject({
    discountValue: 15,
    maxRedemptions: 50,
    active: true,
  });

  // A promotion advertising it.
  const title = `E2E promotion ${code}`;
  await page.keyboard.press('Alt+6');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const promo = page.getByRole('dialog', { name: 'New promotion' });
  await promo.getByLabel('Title').fill(title);
  await promo.getByLabel('Message').fill('Fifteen percent off any experience this week.');
  await promo.getByLabel('Coupon').selectOption(code);
  await promo.getByLabel('Host name').fill('localhost');
  await promo.getByRole('button', { name: 'Save promotion' }).click();
  await expect(page.getByText('Promotion saved')).toBeVisible();
  const promoRow = page.getByRole('row').filter({ hasText: title });
  await expect(promoRow).toContainText(`${code} (15 %)`);
  const promotions = await api<Promotion[]>('GET', '/admin/promotions', { token });
  expect(promotions.body.find((p) => p.title === title)).toMatchObject({ couponCode: code, active: true });

  // Deleting asks first; keeping it changes nothing.
  await promoRow.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this promotion?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(promoRow).toHaveCount(1);
  await promoRow.getByRole('button', { name: `Delete ${title}` }).click();
  await confirm.getByRole('button', { name: 'Delete promotion' }).click();
  await expect(page.getByText(`Deleted “${title}”`)).toBeVisible();
  await expect(promoRow).toHaveCount(0);
  const remaining = await api<Promotion[]>('GET', '/admin/promotions', { token });
  expect(remaining.body.find((p) => p.title === title)).toBeUndefined();

  // Deactivate the coupon.
  await page.keyboard.press('Alt+5');
  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(row).toContainText('inactive');
  const after = await api<Coupon[]>('GET', '/admin/coupons', { token });
  expect(after.body.find((c) => c.code === code)?.active).toBe(false);
});

test('delete a ticket after confirming', async ({ page }) => {
  await signIn(page, 'tickets');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: /New ticket/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  const title = `E2E throwaway ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  for (const label of ['weekday adult', 'weekday child', 'weekend adult', 'weekend child']) {
    await dialog.getByLabel(`Standard ${label} price in RM`).fill('10');
  }
  await dialog.getByRole('button', { name: 'Create ticket' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this ticket?' });
  await confirm.getByRole('button', { name: 'Delete ticket' }).click();
  await expect(page.getByText(`Deleted “${title}”`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** Dubai midnight on 1 February 2027, as the API returns it. */
const FROM = '2027-01-31T20:00:00.000Z';
/** The last instant of 28 February 2027 in Dubai. */
const UNTIL = '2027-02-28T19:59:59.999Z';

// The back office runs wherever its user is; the dates it shows and saves are Dubai dates.
for (const timezoneId of ['UTC', 'Asia/Kuala_Lumpur', 'America/Los_Angeles']) {
  test.describe(`validity dates on a machine in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a coupon and a promotion saved unchanged keep their dates', async ({ page }) => {
      const token = await adminToken();
      const code = `TZ${Date.now().toString(36).toUpperCase()}`;
      const title = `Dates ${code}`;
      const coupon = await api<Coupon>('POST', '/admin/coupons', {
        token,
        body: { code, discountValue: 5, validFrom: FROM, validUntil: UNTIL, service: 'dubai-frame' },
      });
      expect(coupon.status).toBe(201);
      const promotion = await api<Promotion>('POST', '/admin/promotions', {
        token,
        body: {
          title,
          message: 'Same dates after every save.',
          couponCode: code,
          service: 'dubai-frame',
          hostName: 'dates.example.com',
          validFrom: FROM,
          validUntil: UNTIL,
        },
      });
      expect(promotion.status).toBe(201);
      try {
        await signIn(page, 'coupons');
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
        const row = page.getByRole('row').filter({ hasText: code });
        await expect(row).toContainText('2027-02-01 → 2027-02-28');
        for (let save = 0; save < 2; save++) {
          await row.getByRole('button', { name: `Edit ${code}` }).click();
          const editor = page.getByRole('dialog', { name: `Edit coupon ${code}` });
          // The list of services arrives after the editor opens; the choice must show once it has.
          await expect(editor.getByLabel('Service').locator('option:checked')).toHaveText('Dubai Frame');
          await expect(editor.getByLabel('Valid from')).toHaveValue('2027-02-01');
          await expect(editor.getByLabel('Valid until')).toHaveValue('2027-02-28');
          await editor.getByRole('button', { name: 'Save coupon' }).click();
          await expect(editor).toBeHidden();
          await expect(row).toContainText('2027-02-01 → 2027-02-28');
        }
        const coupons = await api<Coupon[]>('GET', '/admin/coupons', { token });
        // Nothing else moved either: the service select showed (and saved) the coupon's service.
        expect(coupons.body.find((c) => c.code === code)).toMatchObject({
          service: 'dubai-frame',
          validFrom: FROM,
          validUntil: UNTIL,
        });

        await page.keyboard.press('Alt+6');
        const promoRow = page.getByRole('row').filter({ hasText: title });
        await expect(promoRow).toContainText('2027-02-01 → 2027-02-28');
        for (let save = 0; save < 2; save++) {
          await promoRow.getByRole('button', { name: `Edit ${title}` }).click();
          const editor = page.getByRole('dialog', { name: 'Edit promotion' });
          await expect(editor.getByLabel('Coupon').locator('option:checked')).toHaveText(`${code} (5 %)`);
          await expect(editor.getByLabel('Service').locator('option:checked')).toHaveText('Dubai Frame');
          await expect(editor.getByLabel('Valid from')).toHaveValue('2027-02-01');
          await expect(editor.getByLabel('Valid until')).toHaveValue('2027-02-28');
          await editor.getByRole('button', { name: 'Save promotion' }).click();
          await expect(editor).toBeHidden();
          await expect(promoRow).toContainText('2027-02-01 → 2027-02-28');
        }
        const promotions = await api<Promotion[]>('GET', '/admin/promotions', { token });
        expect(promotions.body.find((p) => p.title === title)).toMatchObject({
          couponCode: code,
          service: 'dubai-frame',
          validFrom: FROM,
          validUntil: UNTIL,
        });
      } finally {
        await api('DELETE', `/admin/promotions/${promotion.body._id}`, { token });
        await api('DELETE', `/admin/coupons/${coupon.body._id}`, { token });
      }
    });
  });
}

import { expect, test } from '@playwright/test';
import { adminToken, api, signIn } from './helpers';

interface Coupon {
  _id: string;
  code: string;
  discountValue: number;
  maxRedemptions: number | null;
  active: boolean;
}
interface Promotion {
  _id: string;
  title: string;
  couponCode: string | null;
  active: boolean;
}

test('create, edit and deactivate a coupon and a promotion', async ({ page }) => {
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
  await promoRow.getByRole('button', { name: `Deactivate ${title}` }).click();
  await expect(promoRow).toContainText('inactive');
  const promotions = await api<Promotion[]>('GET', '/admin/promotions', { token });
  expect(promotions.body.find((p) => p.title === title)).toMatchObject({ couponCode: code, active: false });

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

import { expect, test } from '@playwright/test';
import {
  addDays,
  chooseTicket,
  dubaiToday,
  expectAccessible,
  fillContact,
  payOnProvider,
  pickDate,
  setPeople,
  visibleButton,
} from './helpers';

test('the whole journey: home, product, ticket, date, slot, people, checkout, payment, confirmed booking', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Dubai Attractions/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dubai');
  await page.getByRole('link', { name: 'Burj Khalifa: At the Top' }).click();
  await expect(page).toHaveURL(/\/burj-khalifa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Burj Khalifa: At the Top' })).toBeVisible();

  const card = page.locator('article.ticket-card').filter({ hasText: 'At the Top, Levels 124 & 125' });
  await expect(card).toContainText('from');
  await card.getByLabel('Fast-track entry').check();
  await card.getByRole('button', { name: 'Choose date' }).click();
  await expect(page).toHaveURL(/\/date-select$/);

  const date = addDays(dubaiToday(), 20);
  await pickDate(page, date);
  await page.getByRole('radio', { name: '11:00' }).check({ force: true });
  const dialog = await setPeople(page, 2, 1);
  const total = dialog.getByTestId('pax-total');
  await expect(total).not.toHaveText('RM 0.00');
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.summary-card')).toContainText('Fast-track entry');
  await expect(page.locator('.summary-card')).toContainText('11:00');
  await fillContact(page);
  await payOnProvider(page, 'Pay');

  await expect(page).toHaveURL(/\/success\?token=/);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('booking-reference')).toHaveText(/^DXB-[A-Z0-9]{6}$/);
  await expect(page.locator('.booking-facts')).toContainText('2 adults, 1 child');
  await expectAccessible(page);
});

test('the failed path keeps the booking, and a retry pays', async ({ page }) => {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 21));
  const dialog = await setPeople(page, 1, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await fillContact(page, { name: 'Omar Saleh', email: 'omar@example.com', mobile: '501112233' });
  await payOnProvider(page, 'Decline');

  await expect(page).toHaveURL(/\/failed/);
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  await expect(page.getByText('nothing was charged')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Omar Saleh');
  await expect(page.getByLabel('Mobile number')).toHaveValue('501112233');
  await payOnProvider(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 30_000,
  });
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the same journey works with the bottom bar', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Dubai Aquarium & Underwater Zoo' }).click();
    const card = page.locator('article.ticket-card').filter({ hasText: 'Aquarium Tunnel & Underwater Zoo' });
    await card.getByRole('button', { name: 'Choose date' }).click();
    await pickDate(page, addDays(dubaiToday(), 22));
    // Nothing may stick out sideways on a narrow phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await visibleButton(page, 'Select participants').click();
    const dialog = page.getByRole('dialog', { name: 'Participants' });
    await dialog.getByRole('button', { name: 'Add 1 adult' }).click();
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await fillContact(page);
    await page.getByLabel(/I accept the/).check();
    await page.locator('.bottom-bar').getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/payments\/local\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 30_000,
    });
  });
});

import { expect, test } from '@playwright/test';
import {
  addDays,
  chooseTicket,
  dubaiToday,
  fillContact,
  pickDate,
  setPeople,
  visibleButton,
} from './helpers';

test('buy-one-get-one counts move in pairs, and every screen says what a pair costs', async ({ page }) => {
  await page.goto('/dubai-aquarium');
  const card = page
    .locator('article.ticket-card')
    .filter({ has: page.getByRole('heading', { name: 'Glass-Bottom Boat Ride' }) });
  // Both people of a pair are charged, so nothing may call one of them free.
  await expect(card.locator('.ticket-badges')).toContainText(/Sold in pairs · 2 adults from RM\s?198\.00/);
  await expect(page.locator('main')).not.toContainText(/get 1 free|get one free/i);

  await chooseTicket(page, 'dubai-aquarium', 'Glass-Bottom Boat Ride');
  await pickDate(page, addDays(dubaiToday(), 23));
  await page.getByRole('radio', { name: '14:30' }).check({ force: true });
  await visibleButton(page, 'Select participants').click();
  const dialog = page.getByRole('dialog', { name: 'Participants' });
  const adults = dialog.getByRole('group', { name: 'Adults' });
  const pair = /Sold in pairs · 2 adults for (RM\s?\d+\.\d{2})/;
  await expect(adults).toContainText(pair);
  await expect(dialog).not.toContainText(/free/i);
  await dialog.getByRole('button', { name: 'Add 2 adults' }).click();
  await expect(adults.locator('output')).toHaveText('2');
  // One pair costs what the sheet said a pair costs.
  const pairPrice = pair.exec((await adults.textContent()) ?? '')![1]!;
  await expect(dialog.getByTestId('pax-total')).toHaveText(pairPrice);
  await expect(page.locator('.summary-card li').filter({ hasText: 'Sold in pairs' })).toContainText(
    `2 adults for ${pairPrice}`,
  );
  await dialog.getByRole('button', { name: 'Add 2 adults' }).click();
  await expect(adults.locator('output')).toHaveText('4');
  await dialog.getByRole('button', { name: 'Remove 2 adults' }).click();
  await expect(adults.locator('output')).toHaveText('2');
  // Children have no offer on this ticket: one at a time.
  await dialog.getByRole('button', { name: 'Add 1 child' }).click();
  await expect(dialog.getByRole('group', { name: 'Children' }).locator('output')).toHaveText('1');
  await dialog.getByRole('button', { name: 'Remove 2 adults' }).click();
  await expect(adults.locator('output')).toHaveText('0');
  await expect(dialog.getByRole('button', { name: 'Remove 2 adults' })).toBeDisabled();

  // Escape closes the dialog and focus comes back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a valid coupon lowers the total; an unknown or expired one is refused alike', async ({ page }) => {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 24));
  const dialog = await setPeople(page, 2, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const total = page.getByTestId('summary-total');
  const before = await total.textContent();

  await page.getByLabel('Coupon code').fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#coupon-error')).toContainText('This coupon code is not valid.');
  await expect(total).toHaveText(before!);

  // An expired code reads as one that does not exist: guessing cannot find old codes.
  await page.getByLabel('Coupon code').fill('SUMMER25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#coupon-error')).toContainText('This coupon code is not valid.');

  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(page.locator('.coupon-applied')).toContainText('10% off');
  await expect(total).not.toHaveText(before!);
  await expect(page.locator('.summary-discount')).toContainText('WELCOME10');
  // The toast area came with the checkout's code (the first that can toast), and shows the toast.
  await expect(page.getByRole('status').filter({ hasText: 'Coupon WELCOME10 applied' })).toBeVisible();
});

test('with a coupon, the pax sheet, the summary, the bottom bar and the pay button show one total', async ({
  page,
}) => {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 30));
  const people = await setPeople(page, 2, 1);
  await people.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('.coupon-applied')).toContainText('10% off');

  // 2 × RM 59.00 + RM 29.00 = RM 147.00, less 10 % (RM 14.70): RM 132.30 everywhere.
  const due = /^RM\s?132\.30$/;
  await expect(page.getByTestId('summary-total')).toHaveText(due);
  await expect(page.getByTestId('bottom-bar-total')).toHaveText(due);
  await expect(page.locator('.pay-actions').getByRole('button', { name: /^Pay / })).toHaveText(
    /^Pay RM\s?132\.30$/,
  );

  // A ticket valid all day: the link does not speak of a time.
  await page.getByRole('link', { name: 'Change date or participants' }).click();
  await expect(page).toHaveURL(/\/date-select$/);
  await visibleButton(page, 'Change participants').click();
  const sheet = page.getByRole('dialog', { name: 'Participants' });
  await expect(sheet.getByTestId('pax-total')).toHaveText(due);
  await expect(sheet.locator('.summary-discount')).toContainText('WELCOME10');
  await expect(sheet.locator('.summary-discount')).toContainText(/RM\s?14\.70/);
  await expect(page.getByTestId('summary-total')).toHaveText(due);
  await expect(page.getByTestId('bottom-bar-total')).toHaveText(due);
});

test('contact errors show inline and nothing typed is lost', async ({ page }) => {
  await chooseTicket(page, 'dubai-frame', 'Dubai Frame Entry');
  await pickDate(page, addDays(dubaiToday(), 25));
  const dialog = await setPeople(page, 1, 0);
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.locator('.pay-actions').getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await expect(page.getByText(/Enter a valid email address/)).toBeVisible();
  await expect(page.getByText('Please accept the terms to continue.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toBeFocused();
  await fillContact(page, { name: 'Priya Nair', email: 'priya@example.com', mobile: '12' });
  await page.getByLabel('Mobile number').blur();
  await expect(page.getByText(/valid mobile number/)).toBeVisible();
});

test('the booking survives a reload mid-booking', async ({ page }) => {
  await chooseTicket(page, 'burj-khalifa', 'At the Top, Levels 124 & 125');
  const date = addDays(dubaiToday(), 26);
  await pickDate(page, date);
  await page.getByRole('radio', { name: '15:00' }).check({ force: true });
  const dialog = await setPeople(page, 3, 0);
  await page.reload();
  // The dialog state is part of the booking; the choices are all still there.
  await expect(page.locator(`td[data-day="${date}"]`)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByRole('radio', { name: '15:00' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Adults' }).locator('output')).toHaveText('3');
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.getByLabel('Full name').fill('Sara Lindqvist');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Sara Lindqvist');
  await expect(page.locator('.summary-card')).toContainText('3 × adult');

  // Cancel booking asks first, then resets everything.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Choose a ticket first' })).toBeVisible();
});

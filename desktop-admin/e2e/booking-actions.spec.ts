import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@tours/core/domain';
import { paidVoucher, slotTicket } from './checkin-support';
import { adminToken, api, signIn, todayDubai, addDays, weekdayOf } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');

interface History {
  bookingStatus: string;
  paid: number;
  refundedAmount: number;
  entries: { action: string; actor: string; amount: number | null; reason: string | null }[];
}

/** No serious or critical accessibility problem in the open dialog of this size. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Opens a booking's detail from the list, found by its reference, and waits for its history. */
async function openBooking(page: Page, reference: string) {
  await page.getByLabel('Search').fill(reference);
  const table = page.getByRole('table', { name: 'Bookings' });
  await table.getByRole('row', { name: new RegExp(reference) }).click();
  const detail = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(detail.getByRole('heading', { name: 'History' })).toBeVisible();
  return detail;
}

test('staff cancel a booking with a partial refund and a reason; it shows in its history', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Cancel ${Date.now()}`);
  const booking = await paidVoucher(ticket._id, 12, 2, 'Omar Cancel');
  const before = await api<History>('GET', `/admin/bookings/${booking._id}/history`, { token });
  const paid = formatMoney(before.body.paid, 'myr');
  const rm = (minor: number) => formatMoney(minor, 'myr');

  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingId}?` });
  await expect(dialog).toBeVisible();
  // 12 days ahead: the default policy (24 hours free) refunds everything, preselected.
  await expect(dialog.getByRole('radio', { name: `The policy's refund now: ${paid} (100 %)` })).toBeChecked();
  await expect(dialog.getByRole('button', { name: `Cancel and refund ${paid}` })).toBeVisible();

  await dialog.getByRole('radio', { name: 'Another amount' }).check();
  const amount = dialog.getByLabel('Refund amount (MYR)');
  await amount.fill(String(before.body.paid / 100 + 1));
  await expect(dialog.getByText(`at most ${paid} is left to refund`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await amount.fill('30.00');
  // The reason is required before anything happens.
  await dialog.getByRole('button', { name: `Cancel and refund ${rm(3000)}` }).click();
  await expect(dialog.getByText('say why, in a few words')).toBeVisible();
  await dialog.getByLabel('Internal note').fill('Guest fell ill, goodwill partial refund');
  await expectAccessible(page, 'dialog.dialog-md');
  // Keyboard: from the reason field, Tab reaches the buttons of the dialog (Keep, then Cancel and refund).
  await dialog.getByLabel('Message to the customer (optional)').focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep the booking' })).toBeFocused();
  await page.screenshot({ path: path.join(SHOTS, 'cancel-dialog-partial-1280x800.png') });
  await dialog.getByRole('button', { name: `Cancel and refund ${rm(3000)}` }).click();
  await expect(dialog).toBeHidden();

  // A partial refund leaves the booking cancelled (a full one would make it refunded).
  await expect(detail.getByText('cancelled', { exact: true })).toBeVisible();
  const historyTable = detail.getByRole('table', { name: 'Booking history' });
  await expect(historyTable).toContainText('Cancelled: Guest fell ill, goodwill partial refund');
  await expect(historyTable).toContainText(rm(3000));
  await expect(detail.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await page.screenshot({ path: path.join(SHOTS, 'booking-history-cancelled-1280x800.png') });

  const history = await api<History>('GET', `/admin/bookings/${booking._id}/history`, { token });
  expect(history.body.bookingStatus).toBe('cancelled');
  expect(history.body.refundedAmount).toBe(3000);
  const cancel = history.body.entries.find((e) => e.action === 'booking.cancel');
  expect(cancel?.reason).toBe('Guest fell ill, goodwill partial refund');

  // The list: the cancelled booking under its status, its refund beside what it cost.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await page.getByLabel('Status').selectOption('cancelled');
  const row = page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row', { name: new RegExp(booking.bookingId) });
  await expect(row).toContainText(`−${rm(3000)} refunded`);
  // The report of its ticket, cancelled bookings: the money given back.
  await page.getByRole('tab', { name: 'Report' }).click();
  await page.getByLabel('Ticket title').selectOption(ticket.title);
  await page.getByLabel('Status').selectOption('cancelled');
  const refunded = page.getByLabel('Summary').locator('.stat').filter({ hasText: 'Refunded' });
  await expect(refunded.locator('.stat-value')).toHaveText(rm(3000));
  await page.screenshot({ path: path.join(SHOTS, 'report-cancelled-refunded-1280x800.png') });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const lines = readFileSync((await (await downloading).path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));
  const at = lines[0]!.indexOf('Refunded');
  expect(lines.find((l) => l[0] === booking.bookingId)?.[at]).toBe('30.00');
  await expect(page.getByLabel('Summary').locator('.stat').first().locator('.stat-value')).toHaveText('1');
});

test('staff move a booking to another slot and resend its confirmation; both show in its history', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Move ${Date.now()}`);
  const booking = await paidVoucher(ticket._id, 12, 1, 'Sara Move');

  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  await detail.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the date of ${booking.bookingId}` });
  await expect(dialog.getByLabel('New date')).toHaveValue(booking.bookingDate);
  const slot = dialog.getByLabel('Time slot');
  await expect(slot.locator('option', { hasText: /^11:00: available/ })).toHaveCount(1);
  await slot.selectOption('11:00');
  await page.screenshot({ path: path.join(SHOTS, 'reschedule-dialog-1280x800.png') });
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail).toContainText(/Visit[^]*at 11:00/);
  const historyTable = detail.getByRole('table', { name: 'Booking history' });
  await expect(historyTable).toContainText(
    `Date changed from ${booking.bookingDate} 09:00 to ${booking.bookingDate} 11:00`,
  );

  await detail.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(historyTable).toContainText('Confirmation sent again');
  const history = await api<History>('GET', `/admin/bookings/${booking._id}/history`, { token });
  expect(history.body.entries.map((e) => e.action)).toEqual(
    expect.arrayContaining(['booking.reschedule', 'booking.resend_confirmation']),
  );
});

test('staff cancel all bookings of a slot after a confirmation naming how many and how much; each shows it', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Storm ${Date.now()}`);
  const first = await paidVoucher(ticket._id, 15, 2, 'Ali Storm');
  const second = await paidVoucher(ticket._id, 15, 1, 'Mona Storm');
  const date = addDays(todayDubai(), 15);
  const preview = await api<{ count: number; refundTotal: number }>(
    'GET',
    `/admin/slots/cancel-preview?ticketId=${ticket._id}&bookingDate=${date}&timeSlot=09:00`,
    { token },
  );
  expect(preview.body.count).toBe(2);
  const total = formatMoney(preview.body.refundTotal, 'myr');
  const services = await api<{ service: string; name: string }[]>('GET', '/get-service');
  const serviceName = services.body.find((s) => s.service === ticket.service)!.name;

  await signIn(page, 'schedule');
  await page.getByLabel('Service').selectOption({ label: serviceName });
  await page.getByLabel('Ticket').selectOption({ label: ticket.title });
  const day = page.locator(`[data-day="${date}"] button`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await page.getByRole('button', { name: /next month/i }).click();
  await day.click();

  await page.getByRole('button', { name: 'Cancel all bookings of slot 09:00' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel all bookings of E2E Storm .* at 09:00\?$/ });
  await expect(dialog).toContainText(`This cancels 2 paid bookings with a full refund of ${total} in all`);
  const confirm = dialog.getByRole('button', { name: `Cancel 2 bookings and refund ${total}` });
  await confirm.click();
  await expect(dialog.getByText('say why, in a few words')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sandstorm warning, attraction closed');
  await page.screenshot({ path: path.join(SHOTS, 'cancel-slot-dialog-1280x800.png') });
  await confirm.click();

  const done = page.getByRole('dialog', { name: /^Cancelled: E2E Storm/ });
  await expect(done).toContainText(`2 bookings cancelled, ${total} refunded`);
  const list = done.getByRole('list', { name: 'Cancelled bookings' });
  await expect(list).toContainText(first.bookingId);
  await expect(list).toContainText(second.bookingId);
  await page.screenshot({ path: path.join(SHOTS, 'cancel-slot-result-1280x800.png') });
  await done.getByRole('button', { name: 'Done' }).click();
  // The slot is closed for sale.
  const slotRow = page
    .getByRole('table')
    .filter({ hasText: 'Seats left' })
    .getByRole('row')
    .filter({ hasText: '09:00' });
  await expect(slotRow.getByText('Blocked', { exact: true })).toBeVisible();

  // Each booking: refunded in full, with the reason in its history; the list finds it by status.
  await page.getByRole('link', { name: 'Bookings' }).click();
  await page.getByLabel('Status').selectOption('refunded');
  const detail = await openBooking(page, first.bookingId);
  await expect(detail.getByText('refunded', { exact: true })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Booking history' })).toContainText(
    'Cancelled: Sandstorm warning, attraction closed',
  );
  for (const b of [first, second]) {
    const history = await api<History>('GET', `/admin/bookings/${b._id}/history`, { token });
    expect(history.body.bookingStatus).toBe('refunded');
    expect(history.body.refundedAmount).toBe(history.body.paid);
  }
});

test('a move to a dearer day shows the difference first; waived, it shows in the history and claims no payment', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Waive ${Date.now()}`);
  // A weekday visit (RM 50) moved to the next Saturday (RM 60).
  const weekend = (d: string) => ['Saturday', 'Sunday'].includes(weekdayOf(d));
  let ahead = 10;
  while (weekend(addDays(todayDubai(), ahead))) ahead += 1;
  const booking = await paidVoucher(ticket._id, ahead, 1, 'Huda Waive');
  let saturday = booking.bookingDate;
  while (weekdayOf(saturday) !== 'Saturday') saturday = addDays(saturday, 1);

  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  await detail.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the date of ${booking.bookingId}` });
  await dialog.getByLabel('New date').fill(saturday);
  await expect(dialog.getByText(`adult ${formatMoney(6000, 'myr')}`)).toBeVisible();
  await dialog.getByLabel('Time slot').selectOption('09:00');
  // The difference before anything changes, and the choice of charging or waiving it.
  await expect(dialog.getByTestId('move-difference')).toHaveText(
    `The new visit costs ${formatMoney(6000, 'myr')}: ${formatMoney(1000, 'myr')} more. Charge it to the customer, or waive it.`,
  );
  await expect(dialog.getByRole('radio', { name: /^Charge the customer/ })).toBeChecked();
  await expect(
    dialog.getByRole('button', { name: `Send a payment link for ${formatMoney(1000, 'myr')}` }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'reschedule-dearer-1280x800.png') });
  await dialog.getByRole('radio', { name: /^Waive it/ }).check();
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('table', { name: 'Booking history' })).toContainText(
    `Date changed from ${booking.bookingDate} 09:00 to ${saturday} 09:00 (difference waived)`,
  );
  // Paid stays what was paid; the price is the new one.
  const row = (label: string) =>
    detail.locator('.detail-row').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Paid').locator('dd')).toHaveText(formatMoney(5000, 'myr'));
  await expect(row('Price').locator('dd')).toHaveText(formatMoney(6000, 'myr'));
});

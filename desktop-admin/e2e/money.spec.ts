import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@tours/core/domain';
import { paidVoucher, slotTicket } from './checkin-support';
import { addDays, adminToken, api, signIn, todayDubai, waitForMail, weekdayOf } from './helpers';

// Money shown right in the back office: the staff date change charged through a mailed payment
// link, the internal note kept out of the customer's mail, toasts above dialogs, and why an action
// is off. Screens are saved at 1280x800 and 360x740 for people to look at.
const SHOTS =
  process.env['SHOTS_DIR'] ?? path.resolve(import.meta.dirname, '../../test-results/admin-screens');
const rm = (minor: number) => formatMoney(minor, 'myr');

async function openBooking(page: Page, reference: string): Promise<Locator> {
  await page.getByLabel('Search').fill(reference);
  await page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row', { name: new RegExp(reference) })
    .click();
  const detail = page.getByRole('dialog', { name: `Booking ${reference}` });
  await expect(detail.getByRole('heading', { name: 'History' })).toBeVisible();
  return detail;
}

/** Both screen sizes of what is on screen now. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280x800.png`) });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360x740.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A weekday visit this many days ahead or a little later, and the Saturday after it. */
function weekdayAndSaturday(ahead: number): [number, string] {
  const weekend = (d: string) => ['Saturday', 'Sunday'].includes(weekdayOf(d));
  while (weekend(addDays(todayDubai(), ahead))) ahead += 1;
  let saturday = addDays(todayDubai(), ahead);
  while (weekdayOf(saturday) !== 'Saturday') saturday = addDays(saturday, 1);
  return [ahead, saturday];
}

test('staff charge a dearer date: the customer is mailed a payment link, and the move lands when paid', async ({
  page,
}) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Charge ${Date.now()}`);
  const [ahead, saturday] = weekdayAndSaturday(11);
  const booking = await paidVoucher(ticket._id, ahead, 1, 'Rania Charge');

  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  // The booking and who sold it, then who (in which language), what, when, money: the service by its
  // name, not its slug.
  const labels = await detail.locator('.detail-row dt').allTextContents();
  expect(labels.slice(0, 12)).toEqual([
    'Reference',
    'Status',
    'Sold by',
    'Guest',
    'Language',
    'E-mail',
    'Mobile',
    'Service',
    'Ticket',
    'Preference',
    'Guests',
    'Visit',
  ]);
  const services = await api<{ service: string; name: string }[]>('GET', '/get-service');
  const serviceName = services.body.find((s) => s.service === ticket.service)!.name;
  await expect(
    detail
      .locator('.detail-row')
      .filter({ hasText: /^Service/ })
      .locator('dd'),
  ).toHaveText(serviceName);
  await shots(page, 'booking-detail');

  await detail.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the date of ${booking.bookingId}` });
  await dialog.getByLabel('New date').fill(saturday);
  await dialog.getByLabel('Time slot').selectOption('09:00');
  await expect(dialog.getByTestId('move-difference')).toContainText(`${rm(1000)} more`);
  await shots(page, 'reschedule-charge');
  await dialog.getByRole('button', { name: `Send a payment link for ${rm(1000)}` }).click();
  await expect(dialog).toBeHidden();
  // The toast is drawn above the booking's dialog, not under its backdrop.
  const toast = page.getByRole('status').filter({ hasText: 'Payment link for' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`moves to ${saturday} at 09:00 when it is paid`);
  await expect.poll(() => isOnTop(toast), { timeout: 3000 }).toBe(true);

  const history = await api<{ email?: string; entries: { action: string }[] }>(
    'GET',
    `/admin/bookings/${booking._id}/history`,
    { token },
  );
  expect(history.body.entries.map((e) => e.action)).toContain('booking.reschedule_payment_requested');
  const mail = await waitForMail(
    (m) => m.subject.includes(booking.bookingId) && m.subject.startsWith('Pay '),
  );
  const link = /(https?:\/\/\S+\/payments\/local\/\S+)/.exec(mail.text)![1]!;
  const paid = await fetch(`${link}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await expect(async () => {
    const now = await api<{ bookingDate: string; amountPaid: number }>(
      'GET',
      `/admin/bookings/${booking._id}`,
      {
        token,
      },
    );
    expect(now.body).toMatchObject({ bookingDate: saturday, amountPaid: 6000 });
  }).toPass({ timeout: 15_000 });
});

/**
 * Whether the toast is drawn in the browser's top layer above everything: inside the modal dialog
 * opened last (a modal dialog covers the page and every dialog opened before it), or in the page
 * when no dialog is open.
 */
async function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const open = [...document.querySelectorAll('dialog[open]')];
    return open.length === 0 ? !el.closest('dialog') : el.closest('dialog[open]') === open.at(-1);
  });
}

test('a staff cancellation mails the customer message, never the internal note', async ({ page }) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Note ${Date.now()}`);
  const booking = await paidVoucher(ticket._id, 13, 1, 'Salem Note');
  const note = 'Customer called: flight delayed, goodwill refund above policy';

  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  await detail.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.bookingId}?` });
  await dialog.getByLabel('Internal note').fill(note);
  await expect(dialog.getByText('never sent to the customer')).toBeVisible();
  await dialog.getByLabel('Message to the customer (optional)').fill('We are sorry your flight was delayed.');
  await shots(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: /^Cancel and refund/ }).click();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(
    (m) => m.subject.startsWith('Booking cancelled') && m.subject.includes(booking.bookingId),
  );
  expect(mail.text).toContain('We are sorry your flight was delayed.');
  expect(mail.text).not.toContain('goodwill');
  // Staff still read the note in the history; the statement lists the payment and its refund.
  await expect(detail.getByRole('table', { name: 'Booking history' })).toContainText(note);
  const money = detail.getByRole('table', { name: 'Payments and refunds' });
  await expect(money.locator('tbody tr')).toHaveCount(2);
  await expect(money.locator('tfoot')).toContainText(`kept${rm(0)}`);

  // A cancelled booking's actions that are off say why, in words on screen.
  const cancel = detail.getByRole('button', { name: 'Cancel booking' });
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAccessibleDescription(/Cancel: a refunded booking cannot be cancelled\./);
  await expect(detail.getByText('Change date: only a confirmed booking can move.')).toBeVisible();
  await shots(page, 'booking-detail-refunded');
});

test('a toast raised while a dialog is open is drawn above it', async ({ page }) => {
  const token = await adminToken();
  const ticket = await slotTicket(token, `E2E Toast ${Date.now()}`);
  const booking = await paidVoucher(ticket._id, 14, 1, 'Nadia Toast');
  await signIn(page, 'bookings');
  const detail = await openBooking(page, booking.bookingId);
  await detail.getByRole('button', { name: 'Resend confirmation' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Confirmation sent again' });
  await expect(toast).toBeVisible();
  await expect(detail).toBeVisible();
  await expect.poll(() => isOnTop(toast), { timeout: 3000 }).toBe(true);
});

test('the bookings list and the report at both sizes', async ({ page }) => {
  await signIn(page, 'bookings');
  await expect(page.getByRole('table', { name: 'Bookings' })).toBeVisible();
  await shots(page, 'bookings-list');
  await page.getByRole('tab', { name: 'Report' }).click();
  await expect(page.getByLabel('Summary')).toBeVisible();
  await expect(page.getByRole('img', { name: /Bookings per visit date/ })).toBeVisible();
  await shots(page, 'report');
});

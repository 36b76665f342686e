import { expect, test, type Page } from '@playwright/test';
import { cancelledVoucher, paidVoucher, slotTicket } from './checkin-support';
import { E2E } from './env';
import { adminToken, api, signIn } from './helpers';

async function openGate(page: Page, ticketTitle: string, date: string): Promise<void> {
  await signIn(page, 'checkin');
  await page.getByLabel('Service', { exact: true }).selectOption('dubai-frame');
  await page.getByLabel('Ticket', { exact: true }).selectOption({ label: ticketTitle });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time slot', { exact: true }).selectOption('09:00');
}

async function scanTyped(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Voucher code or booking reference');
  await field.fill(code);
  await field.press('Enter');
}

const result = (page: Page) => page.getByRole('region', { name: 'Scan result' });

test('a supervisor admits a party that came on the wrong day, with a reason, and it is recorded; a cancelled booking is never offered it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const ticket = await slotTicket(token, `Override test ${Date.now()}`);
  const today = await paidVoucher(ticket._id, 3, 1, 'Layla Haddad');
  const tomorrow = await paidVoucher(ticket._id, 4, 2, 'Omar Saleh');
  const cancelled = await cancelledVoucher(token);

  await openGate(page, ticket.title, today.bookingDate);
  await expect(page.getByRole('row').filter({ hasText: today.bookingId })).toBeVisible();

  await scanTyped(page, cancelled.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'cancelled');
  await expect(result(page).getByRole('button', { name: 'Admit anyway…' })).toHaveCount(0);

  await scanTyped(page, tomorrow.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'wrong_date');
  await result(page).getByRole('button', { name: 'Admit anyway…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admit anyway?' });
  await expect(dialog).toContainText('Wrong date: this voucher is for');
  await expect(dialog).toContainText(`Omar Saleh · ${tomorrow.bookingId} · 2 of 2 still to come`);
  // A reason is required.
  await dialog.getByRole('button', { name: 'Admit anyway' }).click();
  await expect(dialog.getByText('say why, in a few words')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Flight landed late; the deck has room');
  await dialog.getByRole('button', { name: 'Admit anyway' }).click();
  await expect(dialog).toBeHidden();

  await expect(result(page)).toHaveAttribute('data-outcome', 'admitted');
  await expect(result(page)).toContainText('Admit 2 people. Admitted anyway: Wrong date');
  await expect(result(page)).toContainText(
    `Admitted anyway by ${E2E.adminEmail} despite the wrong date: “Flight landed late; the deck has room”`,
  );
  // Used up: scanned again it is refused (still the wrong day, and everyone is in), with no override offered.
  await scanTyped(page, tomorrow.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'wrong_date');
  await expect(result(page)).toContainText('2 of 2 in');
  await expect(result(page).getByRole('button', { name: 'Admit anyway…' })).toHaveCount(0);

  const history = await api<{
    entries: { action: string; actor: string; reason: string | null; details: Record<string, unknown> }[];
  }>('GET', `/admin/bookings/${tomorrow._id}/history`, { token });
  expect(history.status).toBe(200);
  expect(history.body.entries.find((e) => e.action === 'checkin.override')).toMatchObject({
    actor: E2E.adminEmail,
    reason: 'Flight landed late; the deck has room',
    details: { overridden: 'wrong_date', admitted: 2 },
  });
  const booking = await api<{ bookingStatus: string }>('GET', `/admin/bookings/${tomorrow._id}`, { token });
  expect(booking.body.bookingStatus).toBe('redeemed');
});

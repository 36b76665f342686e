import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from './env';
import { addDays, adminToken, api, signIn, todayDubai, waitForMail } from './helpers';

interface Booking {
  _id: string;
  bookingId: string;
  ticketTitle: string;
  email: string;
  ticketSentAt: string | null;
  adultCount: number;
  childCount: number;
  ticketId: string;
}

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/admin-screens');

// A 1×1 PNG: the provider's "ticket" files.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('send a notification and a ticket; the mail arrives and the send list refreshes', async ({ page }) => {
  const token = await adminToken();
  const list = await api<{ bookings: Booking[] }>(
    'GET',
    '/admin/all-bookings?bookingStatus=confirmed&page=1&pageSize=100',
    { token },
  );
  const booking = list.body.bookings.find((b) => !b.ticketSentAt);
  test.skip(!booking, 'no confirmed booking is waiting for its ticket in the demo data');
  const ticket = await api<{ adultQrCount: number; childQrCount: number }>(
    'GET',
    `/admin/get-ticket?id=${booking!.ticketId}`,
    { token },
  );
  const expected =
    booking!.adultCount * ticket.body.adultQrCount + booking!.childCount * ticket.body.childQrCount;
  expect(expected, 'the demo booking’s ticket expects provider files').toBeGreaterThan(0);

  await signIn(page, 'send');
  await page.getByLabel('Ticket title').selectOption(booking!.ticketTitle);
  const row = page.getByRole('row').filter({ hasText: booking!.bookingId });
  await expect(row).toBeVisible();

  // Notification.
  await row.getByRole('button', { name: `Notify ${booking!.bookingId}` }).click();
  const notifyDialog = page.getByRole('dialog', { name: 'Send notification' });
  await expect(notifyDialog).toContainText(booking!.email);
  const subject = `Pick-up time changed ${Date.now()}`;
  await notifyDialog.getByLabel('Subject').fill(subject);
  await notifyDialog.getByLabel('Message').fill('Your driver will now meet you at 15:30 in the hotel lobby.');
  await notifyDialog.getByRole('button', { name: 'Preview' }).click();
  await expect(notifyDialog.getByLabel('Preview')).toContainText('15:30 in the hotel lobby');
  await notifyDialog.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText(`Notification sent to ${booking!.email}`)).toBeVisible();
  const note = await waitForMail(
    (m) => m.subject.includes(subject) || m.text.includes('15:30 in the hotel lobby'),
  );
  expect(note.to).toContain(booking!.email);

  // Ticket with the provider's files.
  await row.getByRole('button', { name: `Send ticket for ${booking!.bookingId}` }).click();
  const ticketDialog = page.getByRole('dialog', { name: 'Send ticket' });
  await expect(ticketDialog.getByRole('status').filter({ hasText: 'expected' })).toContainText(
    `0 of ${expected} expected`,
  );
  const files = Array.from({ length: expected }, (_, i) => ({
    name: `qr-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
  await ticketDialog.getByLabel('Provider ticket files').setInputFiles(files);
  await expect(ticketDialog.getByRole('status').filter({ hasText: 'expected' })).toContainText(
    `${expected} of ${expected} expected`,
  );
  await ticketDialog.getByLabel('Message (optional)').fill('Enjoy the show!');
  await ticketDialog.getByRole('button', { name: /^Send ticket/ }).click();
  await expect(
    page.getByText(new RegExp(`Ticket sent to ${booking!.email.replace(/[.+]/g, '\\$&')}`)),
  ).toBeVisible();

  // The send-ticket list was invalidated and reloaded: the booking no longer waits.
  await expect(row).toHaveCount(0);
  // The ticket's mail is the one with the provider's files: the notification above, and any
  // confirmation another test resent to this customer, carry our voucher PDF too.
  const isProviderFile = (a: { filename?: string }) => a.filename?.startsWith('qr-') ?? false;
  const mail = await waitForMail((m) => m.to.includes(booking!.email) && m.attachments.some(isProviderFile));
  expect(mail.attachments.filter(isProviderFile).length).toBe(expected);
});

/** A ticket of its own with the given QR counts, and one paid booking of it through the local provider. */
async function paidBookingOfNewTicket(
  token: string,
  qr: { adultQrCount: number; childQrCount: number },
  email: string,
): Promise<Booking> {
  const title = `E2E Send ${qr.adultQrCount}/${qr.childQrCount} ${Date.now()}`;
  const created = await api<{ _id: string }>('POST', '/create', {
    token,
    body: {
      service: 'dubai-frame',
      title,
      ticketType: 'general-admission',
      pricing: [
        {
          preference: 'Standard',
          weekDays: { adult: 5000, child: 3000 },
          weekEnds: { adult: 6000, child: 4000 },
        },
      ],
      currency: 'myr',
      ...qr,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const checkout = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId: created.body._id,
      preferenceIndex: 0,
      bookingDate: addDays(todayDubai(), 10),
      adultCount: 2,
      childCount: 1,
      name: 'Layla Haddad',
      email,
      mobileNumber: '+971501234567',
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBeLessThan(400);
  const found = await api<{ bookings: Booking[] }>(
    'GET',
    `/admin/all-bookings?search=${checkout.body.bookingId}`,
    { token },
  );
  return found.body.bookings[0]!;
}

test('a ticket that expects no provider file is sent with our voucher alone', async ({ page }) => {
  const token = await adminToken();
  const email = `voucher-only-${Date.now()}@example.com`;
  const booking = await paidBookingOfNewTicket(token, { adultQrCount: 0, childQrCount: 0 }, email);

  await signIn(page, 'send');
  await page.getByLabel('Ticket title').selectOption(booking.ticketTitle);
  const row = page.getByRole('row').filter({ hasText: booking.bookingId });
  await row.getByRole('button', { name: `Send ticket for ${booking.bookingId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send ticket' });
  await expect(dialog.getByRole('status').filter({ hasText: 'provider file' })).toContainText(
    'This ticket needs no provider file',
  );
  await expect(dialog.getByText('PDF, PNG, JPEG, GIF or WebP, up to 5 MB each')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'send-dialog-no-file-1280x800.png') });
  await dialog.getByRole('button', { name: 'Send ticket', exact: true }).click();
  await expect(page.getByText(`Ticket sent to ${email} (0 files)`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Your tickets'));
  expect(mail.attachments.map((a) => a.filename)).toEqual([`voucher-${booking.bookingId}.pdf`]);
});

test('"Only bookings still waiting" off lists sent bookings, and Resend mails a new copy', async ({
  page,
}) => {
  const token = await adminToken();
  const email = `resend-${Date.now()}@example.com`;
  // 2 adults × 1 QR code: two files expected.
  const booking = await paidBookingOfNewTicket(token, { adultQrCount: 1, childQrCount: 0 }, email);
  const form = new FormData();
  form.set('bookingId', booking._id);
  for (const name of ['first-1.png', 'first-2.png']) form.append('files', new Blob([PNG]), name);
  const first = await fetch(`${E2E.apiUrl}/booking/admin/send-ticket`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(first.status).toBe(200);
  const firstSentAt = ((await first.json()) as { booking: Booking }).booking.ticketSentAt!;

  await signIn(page, 'send');
  await page.getByLabel('Ticket title').selectOption(booking.ticketTitle);
  const onlyWaiting = page.getByLabel('Only bookings still waiting for tickets');
  await expect(onlyWaiting).toBeChecked();
  await expect(page.getByText('Every booking of this ticket has its tickets')).toBeVisible();

  await onlyWaiting.uncheck();
  const row = page.getByRole('row').filter({ hasText: booking.bookingId });
  await expect(row).toBeVisible();
  const resend = row.getByRole('button', { name: `Send ticket for ${booking.bookingId}` });
  await expect(resend).toHaveText('Resend');
  await resend.click();
  const dialog = page.getByRole('dialog', { name: 'Send ticket' });
  await expect(dialog).toContainText('Tickets were sent on');
  await expect(dialog.getByRole('status').filter({ hasText: 'expected' })).toContainText('0 of 2 expected');
  await dialog
    .getByLabel('Provider ticket files')
    .setInputFiles(
      ['again-1.png', 'again-2.png'].map((name) => ({ name, mimeType: 'image/png', buffer: PNG })),
    );
  await expect(dialog.getByRole('status').filter({ hasText: 'expected' })).toContainText('2 of 2 expected');
  await page.screenshot({ path: path.join(SHOTS, 'send-dialog-resend-1280x800.png') });
  await dialog.getByRole('button', { name: 'Resend ticket (2 files)' }).click();
  await expect(page.getByText(`Ticket sent to ${email} (2 files)`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await api<Booking>('GET', `/admin/bookings/${booking._id}`, { token });
  expect(Date.parse(after.body.ticketSentAt!)).toBeGreaterThan(Date.parse(firstSentAt));
  const again = await waitForMail(
    (m) => m.to.includes(email) && m.attachments.some((a) => a.filename === 'again-1.png'),
  );
  expect(again.attachments.map((a) => a.filename)).toEqual([
    'again-1.png',
    'again-2.png',
    `voucher-${booking.bookingId}.pdf`,
  ]);
  await expect(row).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'send-list-all-1280x800.png') });
});

import { expect, test } from '@playwright/test';
import { adminToken, api, signIn, waitForMail } from './helpers';

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
  await expect(ticketDialog.getByRole('status')).toContainText(`0 of ${expected} expected`);
  const files = Array.from({ length: expected }, (_, i) => ({
    name: `qr-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));
  await ticketDialog.getByLabel('Provider ticket files').setInputFiles(files);
  await expect(ticketDialog.getByRole('status')).toContainText(`${expected} of ${expected} expected`);
  await ticketDialog.getByLabel('Message (optional)').fill('Enjoy the show!');
  await ticketDialog.getByRole('button', { name: /^Send ticket/ }).click();
  await expect(
    page.getByText(new RegExp(`Ticket sent to ${booking!.email.replace(/[.+]/g, '\\$&')}`)),
  ).toBeVisible();

  // The send-ticket list was invalidated and reloaded: the booking no longer waits.
  await expect(row).toHaveCount(0);
  const mail = await waitForMail((m) => m.to.includes(booking!.email) && m.attachments.length >= expected);
  expect(mail.attachments.filter((a) => a.filename?.startsWith('qr-')).length).toBe(expected);
});

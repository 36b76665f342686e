import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SEND_TICKET_PAGE_SIZE } from '@tours/core/domain';
import { addDays, adminToken, api, signIn, todayDubai, waitForMail } from './helpers';

// A 1×1 PNG: the provider's "ticket" file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function ticketOfOurOwn(token: string, title: string): Promise<string> {
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
      adultQrCount: 1,
      childQrCount: 0,
      maxPerBooking: 100,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body._id;
}

const SHOTS = process.env['ADMIN_SHOTS'] ?? path.join(os.tmpdir(), 'admin-office-shots');
mkdirSync(SHOTS, { recursive: true });

/** A screenshot at the desktop size and a phone's, each with no serious or critical axe finding. */
async function look(page: Page, name: string): Promise<void> {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      name,
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A booking through the local provider: paid (confirmed) or left at its checkout (pending). */
async function booking(
  ticketId: string,
  n: number,
  pay: boolean,
): Promise<{ bookingId: string; email: string }> {
  const email = `pages-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const checkout = await api<{ url: string; bookingId: string }>('POST', '/payments/create-checkout', {
    body: {
      ticketId,
      preferenceIndex: 0,
      bookingDate: addDays(todayDubai(), 3 + (n % 4)),
      adultCount: 1,
      childCount: 0,
      name: `Guest ${String(n).padStart(2, '0')}`,
      email,
      mobileNumber: '+971501234567',
    },
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
  if (pay) {
    const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBeLessThan(400);
  }
  return { bookingId: checkout.body.bookingId, email };
}

test('the send-ticket list pages through every booking of a busy ticket, and says "1 file"', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken();
  const title = `E2E Busy ${Date.now()}`;
  const ticketId = await ticketOfOurOwn(token, title);
  const count = SEND_TICKET_PAGE_SIZE + 1;
  for (let from = 0; from < count; from += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, count - from) }, (_, i) => booking(ticketId, from + i, true)),
    );

  await signIn(page, 'send');
  await page.getByLabel('Ticket title').selectOption(title);
  const rows = page.getByRole('region', { name: 'Bookings to send tickets for' }).locator('tbody tr');
  await expect(rows).toHaveCount(SEND_TICKET_PAGE_SIZE);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(`1–${SEND_TICKET_PAGE_SIZE} of ${count} bookings`);
  const firstPage = await rows.locator('td.mono').allTextContents();
  await look(page, 'office-send-pages');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`${count}–${count} of ${count} bookings`);
  await expect(rows).toHaveCount(1);
  const last = (await rows.locator('td.mono').textContent())!;
  expect(firstPage).not.toContain(last);

  // Send the last one its one file: the toast counts it as one file.
  await rows.getByRole('button', { name: `Send ticket for ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send ticket' });
  await expect(dialog.getByRole('status')).toContainText('0 of 1 expected file');
  await dialog
    .getByLabel('Provider ticket files')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Send ticket (1 file)' }).click();
  await expect(page.getByText(/^Ticket sent to .* \(1 file\)$/)).toBeVisible();
  // The emptied last page gives way to the one before.
  await expect(pager).toHaveCount(0);
  await expect(rows).toHaveCount(SEND_TICKET_PAGE_SIZE);
});

test('a notification to an unpaid booking says it goes without a voucher, and it does', async ({ page }) => {
  const token = await adminToken();
  const title = `E2E Unpaid ${Date.now()}`;
  const ticketId = await ticketOfOurOwn(token, title);
  const pending = await booking(ticketId, 1, false);

  await signIn(page, 'bookings');
  await page.getByLabel('Search').fill(pending.bookingId);
  await page
    .getByRole('table', { name: 'Bookings' })
    .getByRole('row')
    .filter({ hasText: pending.bookingId })
    .click();
  const detail = page.getByRole('dialog', { name: `Booking ${pending.bookingId}` });
  await detail.getByRole('button', { name: 'Send notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send notification' });
  await expect(dialog.getByRole('status')).toHaveText(
    `No voucher goes with this message: booking ${pending.bookingId} is not paid yet (its checkout is still open). Only a paid booking's mail carries its check-in QR code.`,
  );
  await look(page, 'office-notification-unpaid');
  await dialog
    .getByLabel('Message')
    .fill('Your payment did not go through; the seats are held a little longer.');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByLabel('Preview')).toContainText('Attachments: none.');
  await dialog.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText(`Notification sent to ${pending.email}, without a voucher`)).toBeVisible();
  const mail = await waitForMail(
    (m) => m.to.includes(pending.email) && m.text.includes('did not go through'),
  );
  expect(mail.attachments).toEqual([]);
});

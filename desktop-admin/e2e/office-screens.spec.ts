import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { paidVoucher, slotTicket } from './checkin-support';
import { addDays, adminToken, api, signIn, todayDubai } from './helpers';

/**
 * The back-office screens of tickets, dates & slots, sending, check-in and settings in the states
 * staff meet them, on a phone-sized window and a desktop one: a screenshot of each to look at, no
 * serious or critical axe finding, and no sideways scroll of the page.
 */
const SHOTS = process.env['ADMIN_SHOTS'] ?? path.join(os.tmpdir(), 'admin-office-shots');
mkdirSync(SHOTS, { recursive: true });

// A real 1×1 PNG, uploaded as a ticket picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

async function check(page: Page, name: string): Promise<void> {
  await expect(page.locator('.state-loading')).toHaveCount(0, { timeout: 15_000 });
  const size = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${size.width}x${size.height}.png`) });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
    name,
  ).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Opens a screen from the menu (the sidebar may be a bar at the top on a narrow window). */
async function go(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();
}

for (const size of SIZES) {
  test(`tickets, dates & slots, sending, check-in and settings at ${size.width}x${size.height}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const token = await adminToken();
    const ticket = await slotTicket(token, `E2E Screens ${size.width} ${Date.now()}`);
    const slotDate = addDays(todayDubai(), 3);
    const guest = await paidVoucher(ticket._id, 3, 2, 'Aisha Rahman');
    await paidVoucher(ticket._id, 3, 1, 'Wei Chen');
    const wrongDay = await paidVoucher(ticket._id, 4, 1, 'Omar Saleh');
    for (const [timeSlot, reason] of [
      ['11:00', 'Private event on the deck'],
      [null, 'Lifts under maintenance'],
    ] as const) {
      const res = timeSlot
        ? await api('POST', '/block-time-slot', {
            token,
            body: { service: 'dubai-frame', ticketId: ticket._id, date: slotDate, timeSlot, reason },
          })
        : await api('POST', '/block-date', {
            token,
            body: { service: 'dubai-frame', ticketId: ticket._id, blockedDate: addDays(slotDate, 2), reason },
          });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await page.setViewportSize(size);

    // Tickets and the editor.
    await signIn(page, 'tickets');
    await page.getByLabel('Service').first().selectOption('dubai-frame');
    await page.getByLabel('Search').fill(ticket.title);
    await check(page, 'office-01-tickets');
    await page.getByRole('button', { name: `Edit ${ticket.title}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ticket: ${ticket.title}` });
    await expect(editor).toBeVisible();
    await check(page, 'office-02-ticket-editor');
    await editor.getByLabel('Max. people per booking').fill('150');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByText('Up to 100 people.')).toBeVisible();
    await editor.getByLabel('Max. people per booking').scrollIntoViewIfNeeded();
    await check(page, 'office-03-ticket-validation');
    await editor
      .getByLabel('Upload pictures')
      .setInputFiles({ name: 'deck.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.getByRole('list', { name: 'Pictures' }).locator('img')).toBeVisible();
    await editor.getByRole('group', { name: 'Images' }).scrollIntoViewIfNeeded();
    await check(page, 'office-04-ticket-images');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    await check(page, 'office-05-ticket-discard');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(editor).toBeHidden();

    // Dates & slots: the blocks with their reasons, the block dialog, the cancel preview's guests.
    await go(page, 'Dates & slots');
    await page.getByLabel('Service').selectOption('dubai-frame');
    await page.getByLabel('Ticket').selectOption({ label: ticket.title });
    const day = page.locator(`[data-day="${slotDate}"] button`);
    for (let i = 0; i < 2 && !(await day.isVisible()); i++)
      await page.getByRole('button', { name: /next month/i }).click();
    await day.click();
    await expect(page.getByRole('list', { name: 'Upcoming blocks' }).getByRole('listitem')).toHaveCount(2);
    await check(page, 'office-06-schedule');
    await page.getByRole('list', { name: 'Upcoming blocks' }).scrollIntoViewIfNeeded();
    await check(page, 'office-07-schedule-upcoming');
    await page.getByRole('button', { name: 'Block this date' }).click();
    await expect(page.getByRole('dialog', { name: 'Block this date?' })).toBeVisible();
    await check(page, 'office-08-block-dialog');
    await page.getByRole('button', { name: 'Keep it open' }).click();
    await page.getByRole('button', { name: 'Cancel all bookings of slot 09:00' }).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel all bookings of/ });
    await expect(cancel.getByRole('table', { name: 'Bookings it cancels' }).locator('tbody tr')).toHaveCount(
      2,
    );
    await check(page, 'office-09-slot-cancel-guests');
    await cancel.getByRole('button', { name: 'Keep the bookings' }).click();

    // Send tickets and the notification's voucher note.
    await go(page, 'Send tickets');
    await page.getByLabel('Ticket title').selectOption(ticket.title);
    await expect(page.getByRole('row').filter({ hasText: guest.bookingId })).toBeVisible();
    await check(page, 'office-10-send-tickets');
    await page.getByRole('button', { name: `Notify ${guest.bookingId}` }).click();
    const notify = page.getByRole('dialog', { name: 'Send notification' });
    await expect(notify.getByRole('status')).toContainText(
      'Our voucher PDF with the check-in QR code goes with this message.',
    );
    await check(page, 'office-11-notification');
    await page.keyboard.press('Escape');

    // Check-in: a wrong date, and the supervisor's "admit anyway".
    await go(page, 'Check-in');
    await page.getByLabel('Service', { exact: true }).selectOption('dubai-frame');
    await page.getByLabel('Ticket', { exact: true }).selectOption({ label: ticket.title });
    await page.getByLabel('Date', { exact: true }).fill(guest.bookingDate);
    await page.getByLabel('Time slot', { exact: true }).selectOption('09:00');
    const field = page.getByLabel('Voucher code or booking reference');
    await field.fill(wrongDay.secret);
    await field.press('Enter');
    const verdict = page.getByRole('region', { name: 'Scan result' });
    await expect(verdict).toHaveAttribute('data-outcome', 'wrong_date');
    await verdict.scrollIntoViewIfNeeded();
    await check(page, 'office-12-checkin-wrong-date');
    await page.getByRole('button', { name: 'Admit anyway…' }).click();
    await expect(page.getByRole('dialog', { name: 'Admit anyway?' })).toBeVisible();
    await check(page, 'office-13-admit-anyway');
    await page.getByRole('button', { name: 'Do not admit' }).click();

    // Settings: the shortcut line counts the menu's sections.
    await go(page, 'Settings');
    const links = await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').count();
    await expect(page.getByText(/sections ·/)).toContainText(`Alt+1…${Math.min(links, 10) % 10} sections`);
    await check(page, 'office-14-settings');
  });
}

// The keys run along the number row, 1 to 9 then 0: ten sections or more end on Alt+0.
test('the Settings shortcut line names as many sections as the menu has', async ({ page }) => {
  await signIn(page, 'bookings');
  await go(page, 'Settings');
  const links = await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').count();
  expect(links).toBeGreaterThan(1);
  await expect(page.getByText(/sections ·/)).toContainText(`Alt+1…${Math.min(links, 10) % 10} sections`);
});

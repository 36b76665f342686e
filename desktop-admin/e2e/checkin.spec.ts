import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cancelledVoucher, paidVoucher, slotTicket, writeQrVideo, type Voucher } from './checkin-support';
import { adminToken, api, signIn } from './helpers';

const SHOTS = process.env['CHECKIN_SHOTS'] ?? path.join(os.tmpdir(), 'admin-checkin-shots');
mkdirSync(SHOTS, { recursive: true });
/** Chromium reads the fake camera's video when the page asks for the camera, not at launch. */
const CAMERA_VIDEO = path.join(os.tmpdir(), `admin-e2e-checkin-camera-${process.pid}.y4m`);
writeQrVideo(CAMERA_VIDEO, []);

test.use({
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

async function openGate(page: Page, ticketTitle: string, date: string): Promise<void> {
  await signIn(page, 'checkin');
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  await page.getByLabel('Service', { exact: true }).selectOption('dubai-frame');
  await page.getByLabel('Ticket', { exact: true }).selectOption({ label: ticketTitle });
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time slot', { exact: true }).selectOption('09:00');
}

const stat = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Arrivals' })
    .locator('.checkin-stat')
    .filter({ hasText: name })
    .locator('.checkin-stat-value');

async function scanTyped(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Voucher code or booking reference');
  await field.fill(code);
  await field.press('Enter');
}

const result = (page: Page) => page.getByRole('region', { name: 'Scan result' });

test('scanner and typed reference: admits once, refuses a used voucher, another day and a cancelled booking; a group in parts; undo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const ticket = await slotTicket(token, `Gate test ${Date.now()}`);
  const valid = await paidVoucher(ticket._id, 3, 3, 'Layla Haddad');
  const otherDay = await paidVoucher(ticket._id, 4, 1, 'Omar Saleh');
  const group = await paidVoucher(ticket._id, 3, 2, 'Priya Nair');
  const cancelled = await cancelledVoucher(token);
  expect(valid.secret).not.toContain(valid.bookingId);

  await openGate(page, ticket.title, valid.bookingDate);
  await expect(stat(page, 'Expected')).toHaveText('5');
  await expect(stat(page, 'Arrived')).toHaveText('0');
  await expect(page.getByRole('row').filter({ hasText: valid.bookingId })).toContainText('0 of 3');

  // A handheld scanner types the secret and Enter into the focused field.
  await scanTyped(page, valid.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'admitted');
  await expect(result(page)).toContainText('Admit');
  await expect(result(page)).toContainText('Admit 3 people.');
  await expect(result(page)).toContainText('Layla Haddad');
  await expect(stat(page, 'Arrived')).toHaveText('3');
  await expect(stat(page, 'Missing')).toHaveText('2');
  await page.screenshot({ path: path.join(SHOTS, 'checkin-admitted-1280x800.png') });

  await scanTyped(page, valid.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'already_checked_in');
  await expect(result(page)).toContainText('Already used');
  await expect(result(page)).toContainText('Already checked in: this voucher has been used.');
  await expect(result(page)).toContainText('by e2e-admin@example.com');
  await page.screenshot({ path: path.join(SHOTS, 'checkin-already-used-1280x800.png') });

  await scanTyped(page, otherDay.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'wrong_date');
  await expect(result(page)).toContainText('Wrong date: this voucher is for');
  await expect(result(page)).toContainText(otherDay.bookingId);

  await scanTyped(page, cancelled.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'cancelled');
  await expect(result(page)).toContainText('Cancelled booking: this voucher is not valid');
  await page.screenshot({ path: path.join(SHOTS, 'checkin-cancelled-1280x800.png') });

  // A person types the reference; lower case is fine.
  await scanTyped(page, valid.bookingId.toLowerCase());
  await expect(result(page)).toHaveAttribute('data-outcome', 'already_checked_in');

  // One of a group of two arrives; the wrong scan is undone from the keyboard.
  await page.getByLabel('People arriving now').fill('1');
  await page.getByLabel('Voucher code or booking reference').focus();
  await scanTyped(page, group.secret);
  await expect(result(page)).toContainText('Admit 1 person (1 of 2 still to come).');
  await expect(stat(page, 'Arrived')).toHaveText('4');
  await page.keyboard.press('Alt+u');
  await expect(result(page)).toContainText('Undone');
  await expect(result(page)).toContainText('0 of 2 in');
  await expect(result(page)).toContainText(`Check-in undone: 1 person of ${group.bookingId} not admitted.`);
  await expect(stat(page, 'Arrived')).toHaveText('3');

  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'checkin-undone-800x900.png'), fullPage: true });

  const audit = await api<{ outcome: string }>('POST', '/admin/checkin', {
    token,
    body: { code: valid.secret, ticketId: ticket._id, bookingDate: valid.bookingDate, timeSlot: '09:00' },
  });
  expect(audit.body.outcome).toBe('already_checked_in');
});

test('camera: a fake camera showing vouchers admits once, then refuses the used one, another day and a cancelled booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const ticket = await slotTicket(token, `Camera test ${Date.now()}`);
  const valid = await paidVoucher(ticket._id, 3, 2, 'Hana Yusuf');
  const otherDay = await paidVoucher(ticket._id, 5, 1, 'Karim Aziz');
  const cancelled = await cancelledVoucher(token);
  // The voucher held up, taken away and shown again, then the two that must be refused.
  writeQrVideo(CAMERA_VIDEO, [valid.modules, valid.modules, otherDay.modules, cancelled.modules]);

  await openGate(page, ticket.title, valid.bookingDate);
  await expect(stat(page, 'Expected')).toHaveText('2');
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByText('Camera on: hold the voucher’s QR code in front of it.')).toBeVisible();

  const log = page.getByRole('list', { name: 'Scan log' });
  const entries = (outcome: string) => log.locator(`li[data-outcome="${outcome}"]`);
  await expect(entries('admitted')).toHaveCount(1, { timeout: 30_000 });
  await expect(entries('admitted')).toContainText('Admit 2 people.');
  await expect(entries('already_checked_in').first()).toContainText('Already checked in', {
    timeout: 30_000,
  });
  await expect(entries('wrong_date').first()).toContainText('Wrong date: this voucher is for', {
    timeout: 30_000,
  });
  await expect(entries('cancelled').first()).toContainText('Cancelled booking', { timeout: 30_000 });
  await page.screenshot({ path: path.join(SHOTS, 'checkin-camera-1280x800.png') });
  // However often the video loops, the voucher was admitted once.
  await expect(entries('admitted')).toHaveCount(1);
  await expect(stat(page, 'Arrived')).toHaveText('2');
  await page.getByRole('button', { name: 'Stop camera' }).click();
});

test('offline: scans while the API is unreachable are checked against the list, queued, sent when it returns; a double admission is reported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const ticket = await slotTicket(token, `Offline test ${Date.now()}`);
  const first: Voucher = await paidVoucher(ticket._id, 3, 2, 'Fatima Zahra');
  const second: Voucher = await paidVoucher(ticket._id, 3, 1, 'Yusuf Ali');
  await openGate(page, ticket.title, first.bookingDate);
  await expect(stat(page, 'Expected')).toHaveText('3');
  await expect(page.getByText(/List saved for offline use at/)).toBeVisible();

  // The network to the API goes down.
  await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await scanTyped(page, first.secret);
  await expect(page.getByRole('alert').filter({ hasText: 'The API cannot be reached.' })).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-outcome', 'admitted');
  await expect(result(page)).toContainText('Decided offline against the downloaded list');
  await scanTyped(page, second.bookingId);
  await expect(result(page)).toContainText('Admit 1 person.');
  // The same voucher again at this desk: refused from the local list.
  await scanTyped(page, first.secret);
  await expect(result(page)).toHaveAttribute('data-outcome', 'already_checked_in');
  await expect(page.getByText('2 scans waiting to be sent.')).toBeVisible();
  await expect(stat(page, 'Arrived')).toHaveText('3');
  await page.screenshot({ path: path.join(SHOTS, 'checkin-offline-1280x800.png') });

  // Meanwhile another gate, online, admitted the first voucher.
  const elsewhere = await api<{ outcome: string }>('POST', '/admin/checkin', {
    token,
    body: {
      code: first.secret,
      ticketId: ticket._id,
      bookingDate: first.bookingDate,
      timeSlot: '09:00',
      device: 'North gate',
      source: 'camera',
    },
  });
  expect(elsewhere.body.outcome).toBe('admitted');

  // The API is back: the queue goes out, the double admission is shown, not lost.
  await page.unroute('**/api/v1/**');
  const conflicts = page.getByRole('region', { name: /Conflicts/ });
  await expect(conflicts).toBeVisible({ timeout: 20_000 });
  await expect(conflicts).toContainText(first.bookingId);
  await expect(conflicts).toContainText('Already checked in');
  await expect(conflicts).toContainText('at North gate');
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'checkin-conflict-1280x800.png') });

  const list = await api<{ arrivals: { bookingId: string; admitted: number }[] }>(
    'GET',
    `/admin/checkin/arrivals?ticketId=${ticket._id}&bookingDate=${first.bookingDate}&timeSlot=09:00`,
    { token },
  );
  expect(list.body.arrivals.find((a) => a.bookingId === second.bookingId)?.admitted).toBe(1);
  expect(list.body.arrivals.find((a) => a.bookingId === first.bookingId)?.admitted).toBe(2);
});

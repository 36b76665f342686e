import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { paidVoucher, slotTicket } from './checkin-support';
import { adminToken, api, signIn, waitForMail } from './helpers';

const SHOTS = process.env['STAFF_SHOTS'] ?? path.join(os.tmpdir(), 'admin-staff-shots');
mkdirSync(SHOTS, { recursive: true });

/** The code an authenticator app shows for the secret, computed here with otpauth (RFC 6238). */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const DESK_PASSWORD = 'gate tablet passphrase 2026';

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The desk's session token, as the web build keeps it (sessionStorage), to call the API as them. */
const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('toursAdmin.token'));

test('an owner invites a desk user, who signs in with a TOTP code, checks a guest in, is refused a refund and an export, and is ended by the owner', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const deskEmail = `gate-${Date.now()}@example.com`;
  const ownerToken = await adminToken();
  const ticket = await slotTicket(ownerToken, `Staff gate ${Date.now()}`);
  const guest = await paidVoucher(ticket._id, 3, 2, 'Noura Al Mansoori');

  // The owner invites a desk user from the Staff screen.
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Staff & account', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail to invite').fill(deskEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('desk');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${deskEmail}`)).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(deskEmail));
  const code = /Invitation code: ([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  await page.screenshot({ path: path.join(SHOTS, 'staff-owner-1280x800.png'), fullPage: true });

  // The desk user accepts on their own device, sets a password and enrols an authenticator.
  const gate = await browser.newContext({ baseURL: page.url().split('#')[0] });
  const desk = await gate.newPage();
  await desk.goto('/#/bookings');
  await desk.getByRole('link', { name: 'Accept an invitation' }).click();
  await desk.getByLabel('Invitation code').fill(code);
  await desk.getByLabel('Your name').fill('Gate Tablet');
  await desk.getByLabel('Choose a password').fill(DESK_PASSWORD);
  await desk.getByRole('button', { name: 'Set my password' }).click();
  await expect(desk.getByRole('status')).toContainText(deskEmail);
  await desk.getByRole('link', { name: 'Sign in' }).click();
  await signInAs(desk, deskEmail, DESK_PASSWORD);
  await expect(desk.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await desk.getByRole('link', { name: /Staff/ }).click();
  await desk.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(desk.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await desk.getByTestId('totp-secret').textContent())!.trim();
  await desk.getByLabel('Code from the app').fill(totpCode(secret));
  await desk.getByRole('button', { name: 'Turn on' }).click();
  await expect(desk.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await desk.setViewportSize({ width: 360, height: 800 });
  await desk.screenshot({ path: path.join(SHOTS, 'staff-recovery-codes-360.png'), fullPage: true });
  await desk.setViewportSize({ width: 1280, height: 800 });
  await desk.getByRole('button', { name: 'I have saved them' }).click();
  await desk.getByRole('button', { name: 'Sign out' }).click();

  // Signing in again asks for the code; the one of the next 30-second step (the enrolment used this one).
  await signInAs(desk, deskEmail, DESK_PASSWORD);
  await expect(desk.getByLabel('Authenticator code')).toBeVisible();
  await desk.getByLabel('Authenticator code').fill(totpCode(secret, 1));
  await desk.getByRole('button', { name: 'Verify and sign in' }).click();
  const nav = desk.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: /Check-in/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Tickets/ })).toHaveCount(0);
  await expect(nav).toContainText('not for the Desk role');

  // The desk checks a guest in.
  await nav.getByRole('link', { name: /Check-in/ }).click();
  await desk.getByLabel('Service', { exact: true }).selectOption('dubai-frame');
  await desk.getByLabel('Ticket', { exact: true }).selectOption({ label: ticket.title });
  await desk.getByLabel('Date', { exact: true }).fill(guest.bookingDate);
  await desk.getByLabel('Time slot', { exact: true }).selectOption('09:00');
  const field = desk.getByLabel('Voucher code or booking reference');
  await field.fill(guest.secret);
  await field.press('Enter');
  const result = desk.getByRole('region', { name: 'Scan result' });
  await expect(result).toHaveAttribute('data-outcome', 'admitted');
  await expect(result).toContainText('Noura Al Mansoori');

  // A refund and an export are off with the reason, and the API refuses them.
  await nav.getByRole('link', { name: /Bookings/ }).click();
  const exportButton = desk.getByRole('button', { name: /Export CSV/ });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAttribute(
    'title',
    /for managers and owners; you are signed in as desk staff/,
  );
  await desk.getByRole('row').filter({ hasText: guest.bookingId }).first().click();
  await expect(desk.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  await expect(desk.getByRole('dialog')).toContainText('Cancelling and refunding is for managers and owners');
  const deskToken = (await tokenOf(desk))!;
  const refund = await api<{ error: { code: string } }>('POST', `/admin/bookings/${guest._id}/cancel`, {
    token: deskToken,
    body: { refundAmount: 0, reason: 'refund attempt from the gate' },
  });
  expect([refund.status, refund.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
  const exported = await api<{ error: { code: string } }>('GET', '/admin/bookings-export', {
    token: deskToken,
  });
  expect([exported.status, exported.body.error.code]).toEqual([403, 'FORBIDDEN_ROLE']);
  const axe = await new AxeBuilder({ page: desk }).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await desk.keyboard.press('Escape');

  // The owner disables the account: its session ends at once.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: deskEmail });
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Disable ${deskEmail}` }).click();
  await expect(row).toContainText('Disabled');
  expect((await api('GET', '/admin/me', { token: deskToken })).status).toBe(401);
  // Its next call is refused, and the tablet asks for a sign-in.
  await nav.getByRole('link', { name: /Check-in/ }).click();
  await expect(desk.getByRole('dialog', { name: 'Your session has expired' })).toBeVisible();
  const ownerAxe = await new AxeBuilder({ page }).analyze();
  expect(
    ownerAxe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'staff-owner-360.png'), fullPage: true });
  await gate.close();
});

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { WalletLinksSchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { GOOGLE_SAVE_URL } from './google-pass';
import { makeTestAppleChain, makeTestGoogleAccount, type TestAppleChain } from './testing/certificates';

let t: TestApp;
let apple: TestAppleChain;
const google = makeTestGoogleAccount();
let ticket: TicketRow;
const TUESDAY = nextDate('Tuesday', 4);

beforeAll(async () => {
  apple = makeTestAppleChain();
  t = await createTestApp({
    config: { publicUrl: 'http://shop.test' },
    env: { ...apple.env, ...google.env },
  });
  ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
  await t
    .db('products')
    .where({ slug: ticket.service })
    .update({ name: 'Burj Khalifa', location: 'Downtown Dubai', latitude: 25.1972, longitude: 55.2744 });
});
afterAll(async () => {
  await t?.close();
});

/** A booking paid through the checkout and the local provider; its success token and mail's manage token. */
async function paidBooking(overrides: Record<string, unknown> = {}) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { bookingDate: TUESDAY, timeSlot: '10:00', ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  const paid = await fetch(`${t.baseUrl}${new URL(created.body.url as string).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const successToken = new URL(paid.headers.get('location')!, t.baseUrl).searchParams.get('token')!;
  const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
  const mail = await t
    .db('mail_outbox')
    .where({ dedupe_key: `confirmation:${booking.id}` })
    .first();
  const manageToken = /\/booking\?token=([\w.-]+)/.exec(mail.text)![1]!;
  const secret = (await t.db('checkin_passes').where({ booking_id: booking.id }).first()).secret as string;
  return { booking, successToken, manageToken, secret, mail };
}

async function linksOf(token: string) {
  const res = await t.request('GET', '/bookings/wallet', { query: { token } });
  expect(res.status, res.text).toBe(200);
  return WalletLinksSchema.parse(res.body);
}

/** Downloads a URL of the API as bytes. */
async function download(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.baseUrl}${new URL(url).pathname}${new URL(url).search}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Unzips a .pkpass into a fresh folder and answers it. */
function unzip(pkpass: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
  fs.writeFileSync(path.join(dir, 'pass.pkpass'), pkpass);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'pass'], { cwd: dir });
  return path.join(dir, 'pass');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pass.json as Apple defines it
const passJsonOf = (dir: string): any => JSON.parse(fs.readFileSync(path.join(dir, 'pass.json'), 'utf8'));

describe('the Apple Wallet pass', () => {
  it('is a signed event ticket whose every file is in the manifest and whose signature verifies', async () => {
    const { booking, successToken, manageToken, secret } = await paidBooking({
      adultCount: 2,
      childCount: 1,
    });
    const links = await linksOf(successToken);
    expect(links.appleUrl).toMatch(/^http:\/\/shop\.test\/api\/v1\/bookings\/wallet\/apple\?token=/);
    expect(await linksOf(manageToken)).toMatchObject({ appleUrl: expect.any(String) });

    const { res, bytes } = await download(links.appleUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const dir = unzip(bytes);

    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(
      expect.arrayContaining(['icon.png', 'logo.png', 'manifest.json', 'pass.json', 'signature']),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(manifest).sort()).toEqual(
      files.filter((f) => f !== 'manifest.json' && f !== 'signature'),
    );
    for (const [name, sha1] of Object.entries(manifest))
      expect(
        createHash('sha1')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
        name,
      ).toBe(sha1);

    // The detached PKCS#7 signature of the manifest, by the pass certificate, chained to the root.
    fs.writeFileSync(path.join(dir, '..', 'root.pem'), apple.rootPem);
    const verified = execFileSync(
      'openssl',
      ['smime', '-verify', '-inform', 'DER', '-binary', '-in', 'signature', '-content', 'manifest.json',
        '-CAfile', '../root.pem', '-purpose', 'any', '-out', '/dev/null'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    ); // prettier-ignore
    expect(verified).toBeDefined();
    // A manifest changed after signing no longer verifies.
    fs.appendFileSync(path.join(dir, 'manifest.json'), ' ');
    expect(
      () =>
      execFileSync('openssl', ['smime', '-verify', '-inform', 'DER', '-binary', '-in', 'signature',
        '-content', 'manifest.json', '-CAfile', '../root.pem', '-purpose', 'any', '-out', '/dev/null'],
        { cwd: dir, stdio: 'pipe' }), // prettier-ignore
    ).toThrow();

    const pass = passJsonOf(dir);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      organizationName: 'Dubai Attractions',
      webServiceURL: 'http://shop.test/api/v1/wallet/apple',
      voided: false,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: secret, altText: booking.booking_id }],
      locations: [{ latitude: 25.1972, longitude: 55.2744 }],
      relevantDate: new Date(`${TUESDAY}T10:00:00+04:00`).toISOString(),
      expirationDate: new Date(`${TUESDAY}T20:00:00Z`).toISOString(),
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const fields = Object.fromEntries(
      ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields']
        .flatMap((k) => pass.eventTicket[k] as { key: string; value: unknown; label: string }[])
        .map((f) => [f.key, f]),
    );
    expect(fields.visit).toMatchObject({
      value: `${TUESDAY}T10:00:00+04:00`,
      ignoresTimeZone: true,
      label: 'Date',
    });
    expect(fields.attraction?.value).toBe('Burj Khalifa');
    expect(fields.ticket?.value).toBe(booking.ticket_title);
    expect(fields.adults?.value).toBe(2);
    expect(fields.children?.value).toBe(1);
    expect(fields.ref?.value).toBe(booking.booking_id);
    expect(fields.status).toBeUndefined();
  });

  it("speaks the booking's language", async () => {
    const { manageToken } = await paidBooking({ locale: 'ms' });
    const { bytes } = await download((await linksOf(manageToken)).appleUrl!);
    const pass = passJsonOf(unzip(bytes));
    expect(pass.eventTicket.headerFields[0].label).toBe('Tarikh');
    expect(pass.eventTicket.primaryFields[0].label).toBe('Tarikan');
  });

  it('is refused for a wrong token, and for a booking not paid', async () => {
    const link = new URL((await linksOf((await paidBooking()).manageToken)).appleUrl!);
    const forged = `${link.searchParams.get('token')!.slice(0, -2)}xx`;
    expect((await t.request('GET', '/bookings/wallet/apple', { query: { token: forged } })).status).toBe(404);
    expect((await t.request('GET', '/bookings/wallet', { query: { token: 'x'.repeat(40) } })).status).toBe(
      404,
    );
  });
});

describe('the Google Wallet link', () => {
  it('carries an RS256 JWT, signed by the service account, with the event ticket and the check-in code', async () => {
    const { booking, successToken, secret } = await paidBooking({ adultCount: 3 });
    const { googleUrl } = await linksOf(successToken);
    expect(googleUrl!.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const jwt = googleUrl!.slice(GOOGLE_SAVE_URL.length);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, google.publicKey, {
      issuer: google.account.client_email,
      audience: 'google',
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['http://shop.test'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Google's payload shape
    const body = payload.payload as any;
    const pass = await t.db('wallet_passes').where({ booking_id: booking.id }).first();
    expect(body.eventTicketClasses[0]).toMatchObject({
      id: `${google.issuerId}.ticket-${ticket.id}`,
      eventName: { defaultValue: { language: 'en', value: 'Burj Khalifa' } },
    });
    expect(body.eventTicketObjects[0]).toMatchObject({
      id: `${google.issuerId}.${pass.serial_number}`,
      classId: `${google.issuerId}.ticket-${ticket.id}`,
      state: 'ACTIVE',
      ticketNumber: booking.booking_id,
      barcode: { type: 'QR_CODE', value: secret },
      validTimeInterval: { start: { date: `${TUESDAY}T10:00:00+04:00` } },
      locations: [{ latitude: 25.1972, longitude: 55.2744 }],
    });
    const modules = Object.fromEntries(
      (body.eventTicketObjects[0].textModulesData as { id: string; body: string }[]).map((m) => [
        m.id,
        m.body,
      ]),
    );
    expect(modules).toMatchObject({ ticket: booking.ticket_title, time: '10:00', adults: '3' });
    // Signed by another key, it does not verify.
    await expect(jwtVerify(jwt, makeTestGoogleAccount().publicKey)).rejects.toThrow();
  });
});

describe('without wallet settings', () => {
  it('offers no links and no pass, and nothing fails', async () => {
    const plain = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
    try {
      const res = await plain.request('GET', '/bookings/wallet', { query: { token: 'x'.repeat(40) } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ appleUrl: null, googleUrl: null });
      const pass = await plain.request('GET', '/bookings/wallet/apple', { query: { token: 'x'.repeat(40) } });
      expect(pass.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

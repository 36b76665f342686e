import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { dubaiToday, insertBooking } from '../../test/fixtures';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { makeTestAppleChain, makeTestGoogleAccount, type TestAppleChain } from './testing/certificates';
import { RecordingWalletSender } from './testing/recording-sender';
import { WalletPushWorker } from './worker';
import { walletRepository } from './repository';

let t: TestApp;
let apple: TestAppleChain;
const google = makeTestGoogleAccount();
let ticket: TicketRow;
const sender = new RecordingWalletSender();
let worker: WalletPushWorker;
const TUESDAY = nextDate('Tuesday', 4);
const WEDNESDAY = addDays(TUESDAY, 1);
const DEVICE = 'a1b2c3d4e5f6device';
const PUSH_TOKEN = 'f00dfacef00dfacef00dface';

beforeAll(async () => {
  apple = makeTestAppleChain();
  t = await createTestApp({
    config: { publicUrl: 'http://shop.test' },
    env: { ...apple.env, ...google.env },
  });
  ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
  worker = new WalletPushWorker({ db: t.db, wallet: t.config.wallet, sender, retryBaseSeconds: 0 });
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pass.json as Apple defines it
function passJsonOf(pkpass: Buffer): any {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkpass-'));
  fs.writeFileSync(path.join(dir, 'p.pkpass'), pkpass);
  return JSON.parse(execFileSync('unzip', ['-p', 'p.pkpass', 'pass.json'], { cwd: dir }).toString('utf8'));
}

async function paidBooking() {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { bookingDate: TUESDAY, timeSlot: '10:00' }),
  });
  expect(created.status, created.text).toBe(201);
  await fetch(`${t.baseUrl}${new URL(created.body.url as string).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
  const mail = await t
    .db('mail_outbox')
    .where({ dedupe_key: `confirmation:${booking.id}` })
    .first();
  const token = /\/booking\?token=([\w.-]+)/.exec(mail.text)![1]!;
  return { booking, token };
}

/** What Apple's wallet does with a new pass: download it and register the device for its updates. */
async function addToWallet(token: string) {
  const links = await t.request('GET', '/bookings/wallet', { query: { token } });
  const link = new URL(links.body.appleUrl as string);
  const res = await fetch(`${t.baseUrl}${link.pathname}${link.search}`);
  const pass = passJsonOf(Buffer.from(await res.arrayBuffer()));
  const auth = { authorization: `ApplePass ${pass.authenticationToken as string}` };
  const registration = `/wallet/apple/v1/devices/${DEVICE}/registrations/${apple.passTypeId}/${pass.serialNumber as string}`;
  return { pass, auth, registration, lastModified: res.headers.get('last-modified')! };
}

const latest = (serial: string, headers: Record<string, string>) =>
  fetch(`${t.apiUrl}/wallet/apple/v1/passes/${apple.passTypeId}/${serial}`, { headers });

const updatedSince = (since?: string) =>
  t.request('GET', `/wallet/apple/v1/devices/${DEVICE}/registrations/${apple.passTypeId}`, {
    query: since ? { passesUpdatedSince: since } : {},
  });

describe("Apple's pass web service", () => {
  it("registers a device only with the pass's token, once, and unregisters it", async () => {
    const { token } = await paidBooking();
    const { auth, registration } = await addToWallet(token);
    const body = { pushToken: PUSH_TOKEN };
    expect((await t.request('POST', registration, { body })).status).toBe(401);
    expect((await t.request('POST', registration, { body, headers: { authorization: 'ApplePass wrong-token-0123456789' } })).status).toBe(401); // prettier-ignore
    expect((await t.request('POST', registration, { body, headers: auth })).status).toBe(201);
    expect((await t.request('POST', registration, { body, headers: auth })).status).toBe(200);
    expect((await t.request('DELETE', registration, { headers: auth })).status).toBe(200);
    expect((await t.request('GET', `/wallet/apple/v1/devices/${DEVICE}-none/registrations/${apple.passTypeId}`)).status).toBe(404); // prettier-ignore
    expect((await t.request('POST', '/wallet/apple/v1/log', { body: { logs: ['a problem'] } })).status).toBe(
      200,
    );
  });

  it('serves a registered device the pass after a reschedule, and pushes both wallets', async () => {
    const { booking, token } = await paidBooking();
    const { pass, auth, registration, lastModified } = await addToWallet(token);
    await t.request('POST', registration, { body: { pushToken: PUSH_TOKEN }, headers: auth });
    const first = await updatedSince();
    expect(first.body.serialNumbers).toEqual([pass.serialNumber]);
    const tag = first.body.lastUpdated as string;
    expect((await updatedSince(tag)).status).toBe(204);
    expect((await latest(pass.serialNumber, { ...auth, 'if-modified-since': lastModified })).status).toBe(
      304,
    );
    expect((await latest(pass.serialNumber, {})).status).toBe(401);

    const moved = await t.request('POST', '/bookings/manage/reschedule', {
      body: { token, bookingDate: WEDNESDAY, timeSlot: '14:00', expectedPriceDifference: 0 },
    });
    expect(moved.status, moved.text).toBe(200);

    // The wallets are told: Apple's device is woken on the pass type's topic, Google's object rewritten.
    await worker.drain();
    expect(sender.applePushes).toContainEqual({ topic: apple.passTypeId, pushTokens: [PUSH_TOKEN] });
    const object = sender.googleUpdates.at(-1)!;
    expect(object).toMatchObject({
      id: `${google.issuerId}.${pass.serialNumber as string}`,
      state: 'ACTIVE',
      validTimeInterval: { start: { date: `${WEDNESDAY}T14:00:00+04:00` } },
    });

    // The device asks what changed since its tag, then fetches the new pass.
    const changed = await updatedSince(tag);
    expect(changed.body.serialNumbers).toEqual([pass.serialNumber]);
    expect(Number(changed.body.lastUpdated)).toBeGreaterThan(Number(tag));
    const res = await latest(pass.serialNumber, { ...auth, 'if-modified-since': lastModified });
    expect(res.status).toBe(200);
    expect(Date.parse(res.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
    const now = passJsonOf(Buffer.from(await res.arrayBuffer()));
    expect(now.serialNumber).toBe(pass.serialNumber);
    expect(now.relevantDate).toBe(new Date(`${WEDNESDAY}T14:00:00+04:00`).toISOString());
    expect(now.eventTicket.headerFields[0].value).toBe(`${WEDNESDAY}T14:00:00+04:00`);
    expect(now.barcodes[0].message).toBe(pass.barcodes[0].message);
    expect(now.voided).toBe(false);
    expect(booking.id).toBeDefined();
  });

  it('voids the pass of a cancelled booking, in both wallets', async () => {
    const { token } = await paidBooking();
    const { pass, auth, registration } = await addToWallet(token);
    await t.request('POST', registration, { body: { pushToken: PUSH_TOKEN }, headers: auth });
    const view = await t.request('GET', '/bookings/manage', { query: { token } });
    const cancelled = await t.request('POST', '/bookings/manage/cancel', {
      body: { token, expectedRefund: view.body.refundQuote.amount },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const pushes = sender.applePushes.length;
    await worker.drain();
    expect(sender.applePushes.length).toBe(pushes + 1);
    expect(sender.googleUpdates.at(-1)).toMatchObject({ state: 'INACTIVE' });
    const now = passJsonOf(Buffer.from(await (await latest(pass.serialNumber, auth)).arrayBuffer()));
    expect(now.voided).toBe(true);
    expect(now.eventTicket.secondaryFields).toContainEqual(
      expect.objectContaining({ key: 'status', value: 'Cancelled: not valid for entry' }),
    );
    // The visitor is no longer offered a pass for it.
    expect((await t.request('GET', '/bookings/wallet', { query: { token } })).body).toEqual({
      appleUrl: null,
      googleUrl: null,
    });
  });

  it('marks the pass used once the party is checked in', async () => {
    const dayTicket = await createTicket(t.db, {});
    const today = dubaiToday();
    const { id } = await insertBooking(t.db, { ticketId: dayTicket.id, service: dayTicket.service, bookingDate: today, amountPaid: 20000 }); // prettier-ignore
    const { serial_number: serial } = await walletRepository.ensurePass(t.db, id);
    const { secret } = await t.db('checkin_passes').where({ booking_id: id }).first();
    const admin = await t.loginAsAdmin();
    const scan = await t.request('POST', '/admin/checkin', {
      token: admin,
      body: { code: secret, ticketId: dayTicket.id, bookingDate: today },
    });
    expect(scan.status, scan.text).toBe(200);
    expect(scan.body.outcome).toBe('admitted');
    await worker.drain();
    expect(sender.googleUpdates.at(-1)).toMatchObject({ state: 'COMPLETED' });
    const { authentication_token: authToken } = (await walletRepository.findPass(t.db, id))!;
    const now = passJsonOf(
      Buffer.from(await (await latest(serial, { authorization: `ApplePass ${authToken}` })).arrayBuffer()),
    );
    expect(now.voided).toBe(true);
    expect(now.eventTicket.secondaryFields).toContainEqual(
      expect.objectContaining({ key: 'status', value: 'Checked in' }),
    );
  });

  it('keeps a push owed when a wallet service is down, and sends it on a later pass', async () => {
    const { token } = await paidBooking();
    await addToWallet(token);
    const view = await t.request('GET', '/bookings/manage', { query: { token } });
    await t.request('POST', '/bookings/manage/cancel', { body: { token, expectedRefund: view.body.refundQuote.amount } }); // prettier-ignore
    sender.failNext = 1;
    const before = sender.googleUpdates.length;
    await worker.runOnce();
    expect(sender.googleUpdates.length).toBe(before);
    await worker.drain();
    expect(sender.googleUpdates.length).toBe(before + 1);
  });
});

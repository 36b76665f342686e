import { createHash, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArrivalListSchema, CheckInResultSchema, type CheckInResult } from '@tours/core/schemas';
import { expectError, expectValidation } from '../../test/expect';
import { dubaiDate, dubaiToday, insertBooking } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutContext } from '../checkout/context';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';
import { checkoutEvent, signPayload } from '../payments/events';
import { renderBookingVoucher } from '../bookings/voucher';
import { qrTextOfVoucher } from '../../test/voucher-qr';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const today = () => dubaiToday();

async function slotTicket(capacityPerSlot: number | null = null) {
  return createTicket(t.db, { timeSlots: ['10:00', '12:00'], capacityPerSlot });
}

async function booking(
  ticket: { id: string; title: string; service: string },
  over: Partial<Parameters<typeof insertBooking>[1]> = {},
) {
  const row = await insertBooking(t.db, {
    ticketId: ticket.id,
    ticketTitle: ticket.title,
    service: ticket.service,
    bookingDate: today(),
    timeSlot: '10:00',
    adultCount: 3,
    childCount: 2,
    name: 'Layla Haddad',
    ...over,
  });
  const pass = await t.db('checkin_passes').where({ booking_id: row.id }).first();
  return { ...row, secret: pass?.secret as string | undefined };
}

async function scan(body: Record<string, unknown>, auth: string | null = token) {
  return t.request<CheckInResult>('POST', '/admin/checkin', { body, token: auth });
}

const gateOf = (ticket: { id: string }, over: Record<string, unknown> = {}) => ({
  ticketId: ticket.id,
  bookingDate: today(),
  timeSlot: '10:00',
  ...over,
});

describe('check-in passes', () => {
  it('every confirmed booking gets its own random secret of at least 128 bits; a pending one none', async () => {
    const ticket = await slotTicket();
    const a = await booking(ticket);
    const b = await booking(ticket);
    const pending = await booking(ticket, { status: 'pending' });
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.secret).not.toBe(b.secret);
    expect(a.secret).not.toContain(a.booking_id);
    expect(pending.secret).toBeUndefined();
    // Confirming it later (the webhook's UPDATE) issues the pass.
    await t.db('bookings').where({ id: pending.id }).update({ booking_status: 'confirmed' });
    expect(await t.db('checkin_passes').where({ booking_id: pending.id }).first()).toBeTruthy();
  });

  it("the voucher's QR code carries the secret, never the reference", async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const row = await t.db('bookings').where({ id: b.id }).first();
    const pdf = await renderBookingVoucher(t.db, row);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Read back from the squares the page draws, as the desk's camera would.
    expect(qrTextOfVoucher(pdf)).toBe(b.secret);
    expect(b.secret).not.toContain(row.booking_id);
  });

  it('a booking with no pass gets a voucher with no code to scan', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const row = await t.db('bookings').where({ id: b.id }).first();
    await t.db('checkin_passes').where({ booking_id: b.id }).delete();
    expect(qrTextOfVoucher(await renderBookingVoucher(t.db, row))).toBeNull();
  });
});

describe('POST /admin/checkin', () => {
  it('admits a valid voucher once with who, what and how many; the second scan says when and by whom', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const first = await scan({ code: b.secret, ...gateOf(ticket), source: 'camera', device: 'North gate' });
    expect(first.status, first.text).toBe(200);
    expect(CheckInResultSchema.parse(first.body)).toBeTruthy();
    expect(first.body).toMatchObject({
      outcome: 'admitted',
      admittedNow: 5,
      remaining: 0,
      message: 'Admit 5 people.',
      booking: {
        bookingId: b.booking_id,
        name: 'Layla Haddad',
        ticketTitle: ticket.title,
        timeSlot: '10:00',
        adultCount: 3,
        childCount: 2,
        partySize: 5,
        admitted: 5,
        bookingStatus: 'redeemed',
      },
      checkIn: { admitted: 5, source: 'camera', device: 'North gate', by: 'admin@example.com' },
    });
    expect(first.body).not.toHaveProperty('booking.secret');
    expect((await t.db('bookings').where({ id: b.id }).first()).booking_status).toBe('redeemed');

    const second = await scan({ code: b.secret, ...gateOf(ticket) });
    expect(second.body).toMatchObject({
      outcome: 'already_checked_in',
      admittedNow: 0,
      message: 'Already checked in: this voucher has been used.',
      lastCheckIn: { _id: first.body.checkIn!._id, by: 'admin@example.com', device: 'North gate' },
    });
    const audit = await t.db('audit_log').where({ entity_id: b.id, action: 'checkin.admit' });
    expect(audit).toHaveLength(1);
    expect(audit[0].admin_email).toBe('admin@example.com');
  });

  it('admits a group in parts: 3 of 5, then the other 2; more than are left is refused', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const three = await scan({ code: b.secret, ...gateOf(ticket), count: 3 });
    expect(three.body).toMatchObject({ outcome: 'admitted', admittedNow: 3, remaining: 2 });
    expect(three.body.message).toBe('Admit 3 people (2 of 5 still to come).');
    const tooMany = await scan({ code: b.secret, ...gateOf(ticket), count: 3 });
    expect(tooMany.body).toMatchObject({ outcome: 'too_many', remaining: 2, admittedNow: 0 });
    const rest = await scan({ code: b.secret, ...gateOf(ticket) });
    expect(rest.body).toMatchObject({ outcome: 'admitted', admittedNow: 2, remaining: 0 });
    expect((await t.db('checkin_passes').where({ booking_id: b.id }).first()).admitted).toBe(5);
  });

  it('refuses a voucher for another day, slot or ticket, naming the one it is for', async () => {
    const ticket = await slotTicket();
    const other = await slotTicket();
    const tomorrow = await booking(ticket, { bookingDate: dubaiDate(1) });
    const noon = await booking(ticket, { timeSlot: '12:00' });
    const elsewhere = await booking(other);
    const wrongDate = await scan({ code: tomorrow.secret, ...gateOf(ticket) });
    expect(wrongDate.body.outcome).toBe('wrong_date');
    expect(wrongDate.body.message).toContain(wrongDate.body.booking!.bookingDateString);
    expect(wrongDate.body.booking!.bookingDate).toBe(dubaiDate(1));
    const wrongSlot = await scan({ code: noon.secret, ...gateOf(ticket) });
    expect(wrongSlot.body).toMatchObject({ outcome: 'wrong_slot', booking: { timeSlot: '12:00' } });
    expect(wrongSlot.body.message).toContain('12:00');
    const wrongTicket = await scan({ code: elsewhere.secret, ...gateOf(ticket) });
    expect(wrongTicket.body.outcome).toBe('wrong_ticket');
    expect(wrongTicket.body.message).toContain(other.title);
    // Nothing was admitted or audited.
    expect(await t.db('checkins').whereIn('booking_id', [tomorrow.id, noon.id, elsewhere.id])).toHaveLength(
      0,
    );
  });

  it('refuses a cancelled booking, an unpaid one and an unknown code', async () => {
    const ticket = await slotTicket();
    const cancelled = await booking(ticket);
    await t.db('bookings').where({ id: cancelled.id }).update({ booking_status: 'cancelled' });
    const res = await scan({ code: cancelled.secret, ...gateOf(ticket) });
    expect(res.body).toMatchObject({ outcome: 'cancelled', booking: { bookingStatus: 'cancelled' } });
    expect(res.body.message).toMatch(/^Cancelled booking/);

    const pending = await booking(ticket, { status: 'pending' });
    expect((await scan({ code: pending.booking_id, ...gateOf(ticket) })).body.outcome).toBe('not_paid');

    const unknown = await scan({ code: 'x'.repeat(43), ...gateOf(ticket) });
    expect(unknown.body).toMatchObject({ outcome: 'unknown', booking: null });
    // Only the exact secret matches.
    expect((await scan({ code: `${cancelled.secret}x`, ...gateOf(ticket) })).body.outcome).toBe('unknown');
  });

  it('takes a typed booking reference, in any case', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket, { adultCount: 1, childCount: 0 });
    const res = await scan({ code: ` ${b.booking_id.toLowerCase()} `, ...gateOf(ticket), source: 'typed' });
    expect(res.body).toMatchObject({ outcome: 'admitted', admittedNow: 1, message: 'Admit 1 person.' });
  });

  it('admits any booking of the day at a ticket sold without slots', async () => {
    const ticket = await createTicket(t.db, {});
    const b = await booking(ticket, { timeSlot: null, adultCount: 2, childCount: 0 });
    const res = await scan({ code: b.secret, ticketId: ticket.id, bookingDate: today(), timeSlot: null });
    expect(res.body).toMatchObject({ outcome: 'admitted', admittedNow: 2 });
  });

  it('answers 401 without a token and 400 naming a bad field, writing nothing', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    expectError(await scan({ code: b.secret, ...gateOf(ticket) }, null), 401);
    expectValidation(await scan({ code: b.secret, ...gateOf(ticket), count: 0 }), 'count');
    expectValidation(
      await scan({ code: b.secret, ...gateOf(ticket), bookingDate: '2026-13-01' }),
      'bookingDate',
    );
    expectValidation(await scan({ code: b.secret, ...gateOf(ticket), admitted: 99 }));
    expect(await t.db('checkins').where({ booking_id: b.id })).toHaveLength(0);
  });

  it('a checked-in party keeps its seats in the slot counter', async () => {
    const ticket = await slotTicket(10);
    const b = await booking(ticket);
    const seats = () =>
      t
        .db('slot_occupancy')
        .where({ ticket_id: ticket.id, booking_date: today(), time_slot: '10:00' })
        .first()
        .then((r) => r?.seats);
    expect(await seats()).toBe(5);
    await scan({ code: b.secret, ...gateOf(ticket) });
    expect(await seats()).toBe(5);
  });
});

describe('payment events after check-in', () => {
  it('a replayed payment event leaves a checked-in booking redeemed, its seats held and no second mail', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const row = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    expect(row.booking_status).toBe('confirmed');
    const admitted = await scan({
      code: row.booking_id,
      ticketId: ticket.id,
      bookingDate: row.booking_date,
      timeSlot: '10:00',
    });
    expect(admitted.body.outcome).toBe('admitted');

    const { local } = checkoutContext(t.app.context.deps);
    const session = (await local!.findSession(created.body.sessionId))!;
    const secret = 'whsec_checkin_replay_test';
    const { webhooks } = checkoutContext({
      ...t.app.context.deps,
      config: { ...t.config, stripeWebhookSecret: secret },
    });
    const payload = checkoutEvent(
      'checkout.session.completed',
      {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount_total,
        currency: session.currency,
        metadata: session.metadata,
        payment_intent: 'pi_local_test',
        payment_status: 'paid',
        status: 'complete',
      },
      'evt_replay_after_checkin',
    );
    const outcome = await webhooks.handle(payload, signPayload(payload, secret));
    expect(outcome.outcome).toBe('already_settled');
    expect((await t.db('bookings').where({ id: row.id }).first()).booking_status).toBe('redeemed');
    expect(await t.db('mail_outbox').where({ booking_id: row.id })).toHaveLength(1);
    const seats = await t
      .db('slot_occupancy')
      .where({ ticket_id: ticket.id, booking_date: row.booking_date, time_slot: '10:00' })
      .first();
    expect(seats.seats).toBe(row.adult_count + row.child_count);
  });
});

describe('admit anyway', () => {
  const because = { reason: 'Flight landed late; supervisor Omar agreed' };

  it('lets staff admit a party refused for the wrong date or slot, recording who and why', async () => {
    const ticket = await slotTicket();
    const tomorrow = await booking(ticket, { bookingDate: dubaiDate(1), adultCount: 2, childCount: 0 });
    const noon = await booking(ticket, { timeSlot: '12:00', adultCount: 1, childCount: 1 });

    const refused = await scan({ code: tomorrow.secret, ...gateOf(ticket) });
    expect(refused.body.outcome).toBe('wrong_date');
    const anyway = await scan({ code: tomorrow.secret, ...gateOf(ticket), override: because });
    expect(anyway.status, anyway.text).toBe(200);
    expect(CheckInResultSchema.parse(anyway.body)).toMatchObject({
      outcome: 'admitted',
      admittedNow: 2,
      checkIn: {
        admitted: 2,
        by: 'admin@example.com',
        override: { outcome: 'wrong_date', reason: because.reason },
      },
      booking: { bookingStatus: 'redeemed', admitted: 2 },
    });
    expect(anyway.body.message).toMatch(/^Admit 2 people\. Admitted anyway: Wrong date/);
    const row = await t.db('checkins').where({ booking_id: tomorrow.id }).first();
    expect(row).toMatchObject({ override_outcome: 'wrong_date', override_reason: because.reason });
    const audit = await t
      .db('audit_log')
      .where({ entity_id: tomorrow.id, action: 'checkin.override' })
      .first();
    expect(audit).toMatchObject({ admin_email: 'admin@example.com' });
    expect(typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details).toMatchObject({
      overridden: 'wrong_date',
      reason: because.reason,
      admitted: 2,
      gate: { bookingDate: today(), timeSlot: '10:00' },
    });
    // Used up like any admission: a second scan, even overruled, admits nobody.
    const again = await scan({ code: tomorrow.secret, ...gateOf(ticket), override: because });
    expect(again.body).toMatchObject({ outcome: 'already_checked_in', admittedNow: 0 });

    const slot = await scan({ code: noon.secret, ...gateOf(ticket), count: 1, override: because });
    expect(slot.body).toMatchObject({
      outcome: 'admitted',
      admittedNow: 1,
      remaining: 1,
      checkIn: { override: { outcome: 'wrong_slot' } },
    });
    // A plain admission records no override.
    const plain = await booking(ticket);
    const ok = await scan({ code: plain.secret, ...gateOf(ticket), override: because });
    expect(ok.body).toMatchObject({ outcome: 'admitted', checkIn: { override: null } });
    expect(await t.db('audit_log').where({ entity_id: plain.id, action: 'checkin.override' })).toHaveLength(
      0,
    );
  });

  it('never overrules a cancelled, refunded or unpaid booking, a used voucher, too many people or another ticket', async () => {
    const ticket = await slotTicket();
    const other = await slotTicket();
    const cancelled = await booking(ticket, { bookingDate: dubaiDate(1) });
    await t.db('bookings').where({ id: cancelled.id }).update({ booking_status: 'cancelled' });
    const refunded = await booking(ticket);
    await t.db('bookings').where({ id: refunded.id }).update({ booking_status: 'refunded' });
    const pending = await booking(ticket, { status: 'pending' });
    const expired = await booking(ticket, { status: 'expired' });
    const elsewhere = await booking(other);
    const small = await booking(ticket, { adultCount: 1, childCount: 0 });
    const cases: [string | undefined, string, number?][] = [
      [cancelled.secret, 'cancelled'],
      [refunded.secret, 'cancelled'],
      [pending.booking_id, 'not_paid'],
      [expired.booking_id, 'not_paid'],
      [elsewhere.secret, 'wrong_ticket'],
      [small.secret, 'too_many', 3],
    ];
    for (const [code, outcome, count] of cases) {
      const res = await scan({ code, ...gateOf(ticket), ...(count ? { count } : {}), override: because });
      expect(res.body, outcome).toMatchObject({ outcome, admittedNow: 0, checkIn: null });
    }
    await scan({ code: small.secret, ...gateOf(ticket) });
    const used = await scan({ code: small.secret, ...gateOf(ticket), override: because });
    expect(used.body.outcome).toBe('already_checked_in');
    const ids = [cancelled, refunded, pending, expired, elsewhere].map((b) => b.id);
    expect(await t.db('checkins').whereIn('booking_id', ids)).toHaveLength(0);
    expect(
      await t.db('audit_log').whereIn('entity_id', ids).where({ action: 'checkin.override' }),
    ).toHaveLength(0);
  });

  it('needs a reason, and is never taken from a scan made offline', async () => {
    const ticket = await slotTicket();
    const tomorrow = await booking(ticket, { bookingDate: dubaiDate(1) });
    expectValidation(
      await scan({ code: tomorrow.secret, ...gateOf(ticket), override: { reason: ' ' } }),
      'override.reason',
    );
    expectValidation(
      await scan({ code: tomorrow.secret, ...gateOf(ticket), override: {} }),
      'override.reason',
    );
    expectValidation(
      await scan({ code: tomorrow.secret, ...gateOf(ticket), offline: true, override: because }),
      'override',
    );
    expectError(await scan({ code: tomorrow.secret, ...gateOf(ticket), override: because }, null), 401);
    expect(await t.db('checkins').where({ booking_id: tomorrow.id })).toHaveLength(0);
  });
});

describe('undo', () => {
  it('takes back a wrong scan within a minute: the booking is confirmed again and it is audited', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const admitted = await scan({ code: b.secret, ...gateOf(ticket), count: 2 });
    const id = admitted.body.checkIn!._id;
    expect(Date.parse(admitted.body.undoUntil!) - Date.parse(admitted.body.checkIn!.recordedAt)).toBe(60_000);
    const undo = await t.request('POST', `/admin/checkin/${id}/undo`, { token });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toMatchObject({
      booking: { admitted: 0, bookingStatus: 'confirmed' },
      undone: { _id: id, admitted: 2 },
    });
    expect((await t.db('bookings').where({ id: b.id }).first()).booking_status).toBe('confirmed');
    expect(await t.db('audit_log').where({ entity_id: b.id, action: 'checkin.undo' })).toHaveLength(1);
    expectError(
      await t.request('POST', `/admin/checkin/${id}/undo`, { token }),
      409,
      'CHECKIN_ALREADY_UNDONE',
    );
    // The voucher admits again.
    expect((await scan({ code: b.secret, ...gateOf(ticket) })).body.admittedNow).toBe(5);
  });

  it('refuses after the minute, and for an unknown id', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const admitted = await scan({ code: b.secret, ...gateOf(ticket) });
    const id = admitted.body.checkIn!._id;
    await t
      .db('checkins')
      .where({ id })
      .update({ recorded_at: t.db.raw("now() - interval '61 seconds'") });
    expectError(await t.request('POST', `/admin/checkin/${id}/undo`, { token }), 409, 'CHECKIN_UNDO_EXPIRED');
    expect((await t.db('checkin_passes').where({ booking_id: b.id }).first()).admitted).toBe(5);
    expectError(await t.request('POST', `/admin/checkin/${randomUUID()}/undo`, { token }), 404);
    expectError(await t.request('POST', `/admin/checkin/${id}/undo`), 401);
  });
});

describe('scans queued offline', () => {
  it('count once when sent again, keep their scan time, and report a voucher admitted elsewhere', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const scanId = randomUUID();
    const scannedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const queued = { code: b.secret, ...gateOf(ticket), scanId, scannedAt, offline: true, count: 5 };
    const first = await scan({ ...queued, device: 'South gate' });
    expect(first.body).toMatchObject({ outcome: 'admitted', admittedNow: 5, replayed: false });
    expect(first.body.checkIn).toMatchObject({ scannedAt, offline: true });
    // The desk lost the answer and sends the same scan again: the same admission, not a conflict.
    const again = await scan({ ...queued, device: 'South gate' });
    expect(again.body).toMatchObject({ outcome: 'admitted', replayed: true, admittedNow: 5 });
    expect(again.body.checkIn!._id).toBe(first.body.checkIn!._id);
    expect(await t.db('checkins').where({ booking_id: b.id })).toHaveLength(1);

    // Another desk, offline too, let the same voucher in: shown as a conflict, recorded for review.
    const otherDesk = await scan({ ...queued, scanId: randomUUID(), device: 'North gate' });
    expect(otherDesk.body).toMatchObject({
      outcome: 'already_checked_in',
      lastCheckIn: { device: 'South gate', offline: true },
    });
    const conflicts = await t.db('audit_log').where({ entity_id: b.id, action: 'checkin.conflict' });
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].details).toMatchObject({ device: 'North gate', requested: 5 });
  });

  it('never date a scan in the future', async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await scan({ code: b.secret, ...gateOf(ticket), scannedAt: future, offline: true });
    expect(Date.parse(res.body.checkIn!.scannedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /admin/checkin/arrivals', () => {
  it("lists the slot's bookings with expected, arrived and missing, and each secret only as its SHA-256", async () => {
    const ticket = await slotTicket();
    const a = await booking(ticket, { name: 'Amal' });
    const b = await booking(ticket, { name: 'Bilal', adultCount: 2, childCount: 0 });
    const c = await booking(ticket, { name: 'Chen' });
    await t.db('bookings').where({ id: c.id }).update({ booking_status: 'cancelled' });
    await booking(ticket, { name: 'Noon', timeSlot: '12:00' });
    await booking(ticket, { name: 'Unpaid', status: 'pending' });
    await scan({ code: a.secret, ...gateOf(ticket), count: 3 });

    const res = await t.request('GET', '/admin/checkin/arrivals', {
      token,
      query: { ticketId: ticket.id, bookingDate: today(), timeSlot: '10:00' },
    });
    expect(res.status, res.text).toBe(200);
    const list = ArrivalListSchema.parse(res.body);
    expect(list).toMatchObject({ ticketTitle: ticket.title, expected: 7, arrived: 3, missing: 4 });
    expect(list.arrivals.map((r) => [r.name, r.bookingStatus, r.admitted])).toEqual([
      ['Amal', 'redeemed', 3],
      ['Bilal', 'confirmed', 0],
      ['Chen', 'cancelled', 0],
    ]);
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(list.arrivals[0]!.secretHash).toBe(sha(a.secret!));
    expect(list.arrivals[1]!.secretHash).toBe(sha(b.secret!));
    expect(res.text).not.toContain(a.secret);
    expect(list.arrivals[0]!.lastCheckInAt).toBeTruthy();

    expectError(
      await t.request('GET', '/admin/checkin/arrivals', {
        token,
        query: { ticketId: randomUUID(), bookingDate: today() },
      }),
      404,
    );
    expectError(
      await t.request('GET', '/admin/checkin/arrivals', {
        query: { ticketId: ticket.id, bookingDate: today() },
      }),
      401,
    );
  });
});

describe('GET /admin/checkin/qr/:id', () => {
  it("gives an admin a booking's QR code, including a cancelled one's, and nobody else", async () => {
    const ticket = await slotTicket();
    const b = await booking(ticket, { status: 'cancelled' });
    expect(b.secret).toBeTruthy();
    const qr = await t.request('GET', `/admin/checkin/qr/${b.id}`, { token });
    expect(qr.status, qr.text).toBe(200);
    expect(qr.text).toBe(
      await QRCode.toString(b.secret!, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );
    expectError(await t.request('GET', `/admin/checkin/qr/${b.id}`), 401);
    const pending = await booking(ticket, { status: 'pending' });
    expectError(await t.request('GET', `/admin/checkin/qr/${pending.id}`, { token }), 404);
  });
});

describe('GET /bookings/success/qr', () => {
  it("shows a paid booking's check-in QR code to the holder of its success token only", async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'] });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    expect(created.status, created.text).toBe(201);
    const paid = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const successToken = new URL(paid.headers.get('location')!, t.baseUrl).searchParams.get('token')!;
    expect(successToken).toBeTruthy();

    const qr = await t.request('GET', '/bookings/success/qr', { query: { token: successToken } });
    expect(qr.status, qr.text).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(qr.headers.get('cache-control')).toBe('no-store');
    const row = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    const pass = await t.db('checkin_passes').where({ booking_id: row.id }).first();
    expect(qr.text).toBe(
      await QRCode.toString(pass.secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );

    expectError(await t.request('GET', '/bookings/success/qr', { query: { token: 'A'.repeat(43) } }), 404);
    // Once the success token has lapsed it opens nothing, the QR code included.
    await t
      .db('bookings')
      .where({ id: row.id })
      .update({ created_at: t.db.raw(`now() - interval '${t.config.successTokenDays + 1} days'`) });
    expectError(await t.request('GET', '/bookings/success/qr', { query: { token: successToken } }), 404);
    expectValidation(await t.request('GET', '/bookings/success/qr'), 'token');
  });
});

describe('GET /bookings/success/voucher', () => {
  it('downloads the voucher of a paid booking, carrying its check-in code, for its success token only', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'] });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    expect(created.status, created.text).toBe(201);
    const sessionPath = new URL(created.body.url).pathname;
    const row = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    const paid = await fetch(`${t.baseUrl}${sessionPath}/pay`, { method: 'POST', redirect: 'manual' });
    const successToken = new URL(paid.headers.get('location')!, t.baseUrl).searchParams.get('token')!;

    const res = await fetch(`${t.apiUrl}/bookings/success/voucher?token=${successToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="voucher-${created.body.bookingId}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const pass = await t.db('checkin_passes').where({ booking_id: row.id }).first();
    expect(qrTextOfVoucher(Buffer.from(await res.arrayBuffer()))).toBe(pass.secret);

    expectError(
      await t.request('GET', '/bookings/success/voucher', { query: { token: 'A'.repeat(43) } }),
      404,
    );
    await t.db('bookings').where({ id: row.id }).update({ booking_status: 'cancelled' });
    expectError(await t.request('GET', '/bookings/success/voucher', { query: { token: successToken } }), 404);
    expectValidation(await t.request('GET', '/bookings/success/voucher'), 'token');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingHistorySchema,
  CancelResultSchema,
  SlotCancelPreviewSchema,
  TicketSchema,
} from '@tours/core/schemas';
import { addDays, todayIn, type CancellationPolicy } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { cancelByCustomer } from './cancellation';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const HALF_BACK: CancellationPolicy = { freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } };

async function ticketWith(policy?: CancellationPolicy, capacityPerSlot = 20): Promise<TicketRow> {
  const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot });
  if (policy) {
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({ cancellation_policy: JSON.stringify(policy) });
  }
  return ticket;
}

/** A booking paid through the local provider (checkout, then Pay on its page). */
async function paidBooking(ticket: TicketRow, overrides: Record<string, unknown> = {}) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, overrides),
  });
  expect(created.status, created.text).toBe(201);
  const pay = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
  expect(booking.booking_status).toBe('confirmed');
  return booking as { id: string; booking_id: string; amount_paid: number; ticket_id: string };
}

async function seatsHeld(ticketId: string): Promise<number> {
  const row = await t
    .db('slot_occupancy')
    .where({ ticket_id: ticketId })
    .sum({ n: 'seats' })
    .first<{ n: string | number | null }>();
  return Number(row?.n ?? 0);
}

const cancel = (id: string, body: Record<string, unknown>, auth: string | undefined = token) =>
  t.request('POST', `/admin/bookings/${id}/cancel`, { token: auth, body });

describe('access and validation', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['POST', `/admin/bookings/${id}/cancel`],
    ['GET', `/admin/bookings/${id}/history`],
    ['POST', `/admin/bookings/${id}/resend-confirmation`],
    ['GET', '/admin/slots/cancel-preview'],
    ['POST', '/admin/slots/cancel'],
  ])('%s %s answers 401 without an admin session', async (method, path) => {
    expectError(await t.request(method, path, method === 'POST' ? { body: {} } : {}), 401, 'UNAUTHORIZED');
  });

  it('names the field of a bad request', async () => {
    expectValidation(await cancel(id, {}), 'reason');
    expectValidation(await cancel(id, { reason: 'weather', refundAmount: -1 }), 'refundAmount');
    expectValidation(await cancel('nope', { reason: 'weather' }), 'id');
    expectValidation(await cancel(id, { reason: 'weather', extra: 1 }));
    expectValidation(
      await t.request('GET', '/admin/slots/cancel-preview', { token, query: { bookingDate: '2026-12-01' } }),
      'ticketId',
    );
    expectValidation(
      await t.request('POST', '/admin/slots/cancel', {
        token,
        body: {
          ticketId: id,
          bookingDate: '2026-12-01',
          reason: 'storm',
          expectedCount: 1,
          expectedAmount: -5,
        },
      }),
      'expectedAmount',
    );
  });

  it('answers 404 for an unknown booking or ticket', async () => {
    expectError(await cancel(id, { reason: 'weather' }), 404, 'NOT_FOUND');
    expectError(await t.request('GET', `/admin/bookings/${id}/history`, { token }), 404, 'NOT_FOUND');
    expectError(
      await t.request('GET', '/admin/slots/cancel-preview', {
        token,
        query: { ticketId: id, bookingDate: '2026-12-01' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the ticket cancellation policy', () => {
  const input = (policy?: unknown) => ({
    service: 'test-policy-service',
    title: 'Policy ticket',
    ticketType: 'attraction',
    pricing: [
      { preference: 'Standard', weekDays: { adult: 100, child: 50 }, weekEnds: { adult: 100, child: 50 } },
    ],
    currency: 'myr',
    ...(policy === undefined ? {} : { cancellationPolicy: policy }),
  });

  beforeAll(async () => {
    await t
      .db('products')
      .insert({ slug: 'test-policy-service', name: 'Policy', product_group: 'x', host_name: 'localhost' });
  });

  it('defaults to 24 hours free, stores the one given, and refuses an incoherent one', async () => {
    const plain = await t.request('POST', '/create', { token, body: input() });
    expect(plain.status, plain.text).toBe(201);
    expect(TicketSchema.parse(plain.body).cancellationPolicy).toEqual({ freeUntilHours: 24, partial: null });

    const half = await t.request('POST', '/create', { token, body: input(HALF_BACK) });
    const read = await t.request('GET', `/tickets/${half.body._id}`);
    expect(read.body.cancellationPolicy).toEqual(HALF_BACK);

    // The partial window must end closer to the visit than the free one.
    expectValidation(
      await t.request('POST', '/create', {
        token,
        body: input({ freeUntilHours: 6, partial: { untilHours: 24, refundPercent: 50 } }),
      }),
      'cancellationPolicy',
    );
  });

  it('is snapshot on the booking: a later change of the ticket does not alter a sold booking', async () => {
    const ticket = await ticketWith(HALF_BACK);
    const booking = await paidBooking(ticket);
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({ cancellation_policy: JSON.stringify({ freeUntilHours: null, partial: null }) });
    const history = BookingHistorySchema.parse(
      (await t.request('GET', `/admin/bookings/${booking.id}/history`, { token })).body,
    );
    expect(history.policy).toEqual(HALF_BACK);
    expect(history.policyText).toMatch(
      /^Free cancellation until \d\d:\d\d on \w+ \d+ \w+; 50 % refund until/,
    );
  });
});

describe('POST /admin/bookings/:id/cancel', () => {
  it("cancels with the policy's refund: refunded through the provider, seats back, mail, history", async () => {
    const ticket = await ticketWith();
    const booking = await paidBooking(ticket);
    expect(await seatsHeld(ticket.id)).toBe(3);
    const before = BookingHistorySchema.parse(
      (await t.request('GET', `/admin/bookings/${booking.id}/history`, { token })).body,
    );
    expect(before).toMatchObject({
      cancellable: true,
      paid: booking.amount_paid,
      refundable: booking.amount_paid,
    });
    expect(before.quote).toMatchObject({ window: 'free', amount: booking.amount_paid, percent: 100 });

    const res = await cancel(booking.id, {
      reason: 'Family flight moved',
      customerMessage: 'We are sorry your plans changed; we hope to see you another time.',
      expectedRefund: before.quote.amount,
    });
    expect(res.status, res.text).toBe(200);
    const result = CancelResultSchema.parse(res.body);
    expect(result).toMatchObject({ bookingStatus: 'refunded', refundedAmount: booking.amount_paid });
    // The local provider settles at once and says so through the signed webhook.
    expect(result.refund).toMatchObject({
      amount: booking.amount_paid,
      status: 'succeeded',
      actor: 'admin@example.com',
    });
    expect(await seatsHeld(ticket.id)).toBe(0);

    const mails = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id, dedupe_key: `cancellation:${booking.id}` });
    expect(mails).toHaveLength(1);
    // The reason is staff's internal note; the customer reads only the message written for them.
    expect(mails[0].text).not.toContain('Family flight moved');
    expect(mails[0].text).toContain('We are sorry your plans changed');
    expect(mails[0].text).toMatch(/is being refunded/);

    const history = BookingHistorySchema.parse(
      (await t.request('GET', `/admin/bookings/${booking.id}/history`, { token })).body,
    );
    expect(history).toMatchObject({ bookingStatus: 'refunded', refundable: 0, cancellable: false });
    expect(history.refunds).toHaveLength(1);
    const actions = history.entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['booking.cancel', 'booking.refund', 'booking.refund_succeeded']),
    );
    const cancelEntry = history.entries.find((e) => e.action === 'booking.cancel')!;
    expect(cancelEntry).toMatchObject({
      actor: 'admin@example.com',
      amount: booking.amount_paid,
      reason: 'Family flight moved',
    });

    // Cancelled once: a second try is refused and refunds nothing more.
    expectError(await cancel(booking.id, { reason: 'again' }), 409, 'NOT_CANCELLABLE');
    expect(await t.db('refunds').where({ booking_id: booking.id })).toHaveLength(1);
  });

  it('cancels with a refund staff choose: the booking is cancelled and keeps the partial refund', async () => {
    const booking = await paidBooking(await ticketWith({ freeUntilHours: null, partial: null }));
    const res = await cancel(booking.booking_id, {
      reason: 'Goodwill, half back',
      refundAmount: 1000,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ bookingStatus: 'cancelled', refundedAmount: 1000 });
    const list = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { bookingStatus: 'cancelled', search: booking.booking_id },
    });
    expect(list.body.bookings).toHaveLength(1);
    expect(list.body.bookings[0]).toMatchObject({ bookingStatus: 'cancelled', refundedAmount: 1000 });
    // The report counts the refund beside its unchanged figures.
    const title = (await t.db('bookings').where({ id: booking.id }).first()).ticket_title;
    const report = await t.request('GET', '/admin/all-bookings', { token, query: { ticketTitle: title } });
    // Revenue is money taken: what was paid minus the refund; the value booked is unchanged.
    expect(report.body.summary).toMatchObject({
      bookings: 1,
      revenue: booking.amount_paid - 1000,
      paid: booking.amount_paid,
      refunds: 1000,
    });
    const paidOnly = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { ticketTitle: title, bookingStatus: 'paid' },
    });
    expect(paidOnly.body.summary).toMatchObject({ bookings: 0, revenue: 0, refunds: 0 });
  });

  it('refuses a refund over what was paid (422) and a policy refund that moved (409), writing nothing', async () => {
    const booking = await paidBooking(await ticketWith());
    expectError(
      await cancel(booking.id, { reason: 'Too much', refundAmount: booking.amount_paid + 1 }),
      422,
      'REFUND_TOO_LARGE',
    );
    const moved = expectError(
      await cancel(booking.id, { reason: 'Stale', expectedRefund: 1 }),
      409,
      'REFUND_CHANGED',
    );
    expect((moved.details as { refund: { amount: number } }).refund.amount).toBe(booking.amount_paid);
    const row = await t.db('bookings').where({ id: booking.id }).first();
    expect(row).toMatchObject({ booking_status: 'confirmed', refunded_amount: 0 });
    expect(await t.db('refunds').where({ booking_id: booking.id })).toHaveLength(0);
  });

  it('gives a sold-out slot its seats back at once: it sells again', async () => {
    const ticket = await ticketWith(undefined, 3);
    const booking = await paidBooking(ticket);
    const full = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { adultCount: 1, childCount: 0 }),
    });
    expect(full.status).toBe(409);
    expect((await cancel(booking.id, { reason: 'Cancelled by phone' })).status).toBe(200);
    const again = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    expect(again.status, again.text).toBe(201);
  });
});

describe('cancelByCustomer (the manage page calls it)', () => {
  it('refunds the policy window at that moment, guarded by the figure shown, and refuses outside the windows', async () => {
    const ticket = await ticketWith(HALF_BACK);
    const bookingDate = addDays(todayIn(), 3);
    const booking = await paidBooking(ticket, { bookingDate });
    const visit = Date.parse(`${bookingDate}T10:00:00+04:00`);
    const inPartial = new Date(visit - 10 * 3_600_000);
    const half = Math.round(booking.amount_paid / 2);

    const stale = await t.db
      .transaction((trx) => cancelByCustomer(trx, booking.id, booking.amount_paid, inPartial))
      .catch((e) => e);
    expect(stale).toMatchObject({ status: 409, code: 'REFUND_CHANGED' });

    const tooLate = new Date(visit - 3_600_000);
    const refused = await t.db
      .transaction((trx) => cancelByCustomer(trx, booking.id, 0, tooLate))
      .catch((e) => e);
    expect(refused).toMatchObject({ status: 409, code: 'NOT_CANCELLABLE' });

    const done = await t.db.transaction((trx) => cancelByCustomer(trx, booking.id, half, inPartial));
    expect(done).toMatchObject({ bookingStatus: 'cancelled', refundedAmount: half });
    expect(done.refund).toMatchObject({ actor: 'customer', status: 'pending' });
    const audit = await t.db('audit_log').where({ entity_id: booking.id, action: 'booking.cancel' }).first();
    expect(audit.admin_id).toBeNull();
    expect(audit.details).toMatchObject({ actor: 'customer', amount: half });
  });
});

describe('cancelling a slot', () => {
  it('previews count and money, refuses stale figures, then closes the slot and refunds every booking in full', async () => {
    const ticket = await ticketWith();
    const bookingDate = addDays(todayIn(), 4);
    const a = await paidBooking(ticket, { bookingDate });
    const b = await paidBooking(ticket, { bookingDate, adultCount: 1, childCount: 0 });
    const slot = { ticketId: ticket.id, bookingDate, timeSlot: '10:00' };
    const preview = await t.request('GET', '/admin/slots/cancel-preview', { token, query: slot });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({
      count: 2,
      refundTotal: a.amount_paid + b.amount_paid,
      currency: 'myr',
    });

    const body = {
      ...slot,
      reason: 'Sandstorm warning',
      expectedCount: 2,
      expectedAmount: preview.body.refundTotal,
    };
    expectError(
      await t.request('POST', '/admin/slots/cancel', { token, body: { ...body, expectedCount: 1 } }),
      409,
      'SLOT_CHANGED',
    );
    expect(
      await t.db('bookings').whereIn('id', [a.id, b.id]).where({ booking_status: 'confirmed' }),
    ).toHaveLength(2);

    const done = await t.request('POST', '/admin/slots/cancel', { token, body });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ cancelled: 2, refundTotal: preview.body.refundTotal });
    const rows = await t.db('bookings').whereIn('id', [a.id, b.id]);
    expect(rows.map((r) => r.booking_status)).toEqual(['refunded', 'refunded']);
    expect(await t.db('blocked_time_slots').where({ ticket_id: ticket.id, time_slot: '10:00' })).toHaveLength(
      1,
    );
    expect(
      await t
        .db('mail_outbox')
        .whereIn('booking_id', [a.id, b.id])
        .where('dedupe_key', 'like', 'cancellation:%'),
    ).toHaveLength(2);
    const after = await t.request('GET', '/admin/slots/cancel-preview', { token, query: slot });
    expect(after.body).toMatchObject({ count: 0, refundTotal: 0 });
  });
});

describe('the slot-cancel preview', () => {
  it('lists each guest it would cancel: name, party, reference and refund; the closed slot keeps the reason', async () => {
    const ticket = await ticketWith();
    const bookingDate = addDays(todayIn(), 5);
    const a = await paidBooking(ticket, { bookingDate, name: 'Aisha Rahman', adultCount: 2, childCount: 1 });
    const b = await paidBooking(ticket, { bookingDate, name: 'Wei Chen', adultCount: 1, childCount: 0 });
    const slot = { ticketId: ticket.id, bookingDate, timeSlot: '10:00' };
    const preview = await t.request('GET', '/admin/slots/cancel-preview', { token, query: slot });
    expect(preview.status, preview.text).toBe(200);
    expect(SlotCancelPreviewSchema.parse(preview.body).bookings).toEqual([
      {
        bookingId: a.id,
        reference: a.booking_id,
        name: 'Aisha Rahman',
        adultCount: 2,
        childCount: 1,
        refund: a.amount_paid,
      },
      {
        bookingId: b.id,
        reference: b.booking_id,
        name: 'Wei Chen',
        adultCount: 1,
        childCount: 0,
        refund: b.amount_paid,
      },
    ]);

    const done = await t.request('POST', '/admin/slots/cancel', {
      token,
      body: {
        ...slot,
        reason: 'Sandstorm warning',
        expectedCount: 2,
        expectedAmount: preview.body.refundTotal,
      },
    });
    expect(done.status, done.text).toBe(200);
    const closed = await t
      .db('blocked_time_slots')
      .where({ ticket_id: ticket.id, date: bookingDate })
      .first();
    expect(closed.reason).toBe('Sandstorm warning');
    const after = await t.request('GET', '/admin/slots/cancel-preview', { token, query: slot });
    expect(after.body.bookings).toEqual([]);
  });
});

describe('the confirmation mail of a paid booking', () => {
  it('states the policy the booking was sold with, with its cut-offs', async () => {
    const booking = await paidBooking(await ticketWith(HALF_BACK));
    const mail = await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'confirmation' }).first();
    expect(mail.text).toMatch(
      /Free cancellation until 10:00 on \w+ \d+ \w+; 50 % refund until 04:00 on \w+ \d+ \w+\./,
    );
  });
});

describe('a payment for a slot cancelled while the visitor paid', () => {
  it('is refunded, not confirmed into the closed slot', async () => {
    const ticket = await ticketWith();
    const bookingDate = addDays(todayIn(), 5);
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate }),
    });
    expect(created.status, created.text).toBe(201);
    const slot = { ticketId: ticket.id, bookingDate, timeSlot: '10:00' };
    const closed = await t.request('POST', '/admin/slots/cancel', {
      token,
      body: { ...slot, reason: 'Sandstorm warning', expectedCount: 0, expectedAmount: 0 },
    });
    expect(closed.status, closed.text).toBe(200);

    const pay = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    expect(booking.booking_status).toBe('refunded');
    expect(await seatsHeld(ticket.id)).toBe(0);
    // The payment and its refund are both on record: money taken is nothing.
    const history = BookingHistorySchema.parse(
      (await t.request('GET', `/admin/bookings/${booking.id}/history`, { token })).body,
    );
    expect(history.statement).toMatchObject({
      paid: booking.amount_paid,
      refunded: booking.amount_paid,
      balance: 0,
    });
    expect(history.statement.lines.at(-1)).toMatchObject({ kind: 'refund', status: 'succeeded' });
    // The visitor is told, once: no booking, the money back.
    const mails = await t.db('mail_outbox').where({ booking_id: booking.id });
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking not made, payment refunded/),
    ]);
    expect(mails[0].text).toMatch(/closed while you were paying/);
  });
});

describe('POST /admin/bookings/:id/resend-confirmation', () => {
  it('mails the confirmation again as another message, and refuses a booking that is not paid', async () => {
    const booking = await paidBooking(await ticketWith());
    const res = await t.request('POST', `/admin/bookings/${booking.id}/resend-confirmation`, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ sent: true, to: 'aisha@example.com' });
    expect(await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'confirmation' })).toHaveLength(2);

    await cancel(booking.id, { reason: 'Cancelled' });
    // The same refusal as the visitor's resend on the manage page.
    expectError(
      await t.request('POST', `/admin/bookings/${booking.id}/resend-confirmation`, { token }),
      409,
      'NOT_ALLOWED',
    );
  });
});

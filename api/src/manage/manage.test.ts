import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, rescheduleDeadline, type CancellationPolicy } from '@tours/core/domain';
import {
  MANAGE_LOOKUP_MESSAGE,
  ManageBookingViewSchema,
  RescheduleQuoteSchema,
  RescheduleResultSchema,
} from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { checkoutBody, createCoupon, createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { createManageToken } from '../lib/manage-token';
import { refundService } from '../cancellations/context';
import { checkoutContext } from '../checkout/context';
import { checkinQrPng } from '../lib/checkin-qr';
import { MoveService } from './move-service';
import { ManageService } from './service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
  admin = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const TUESDAY = nextDate('Tuesday', 4);
const WEDNESDAY = addDays(TUESDAY, 1);
const SATURDAY = nextDate('Saturday', 4);
// PRICING (checkout fixtures), 2 adults + 1 child: weekday 39,000, weekend 47,000.
const WEEKDAY_TOTAL = 2 * 15000 + 9000;
const WEEKEND_TOTAL = 2 * 18000 + 11000;

async function ticketWith(capacityPerSlot: number | null = 20, policy?: CancellationPolicy) {
  const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot });
  if (policy)
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({ cancellation_policy: JSON.stringify(policy) });
  return ticket;
}

/** Pays a local provider session as the visitor would (its page's Pay button). */
async function pay(url: string) {
  const res = await fetch(`${t.baseUrl}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
}

/** A booking paid through the checkout and the local provider, and the token of its mail's link. */
async function paidBooking(ticket: TicketRow, overrides: Record<string, unknown> = {}) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { bookingDate: TUESDAY, ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  await pay(created.body.url);
  const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
  expect(booking.booking_status).toBe('confirmed');
  const mail = await t
    .db('mail_outbox')
    .where({ dedupe_key: `confirmation:${booking.id}` })
    .first();
  // English bookings' links are unprefixed; another language's carry its prefix (/ms/booking).
  const link = /http:\/\/shop\.test\/(?:(?:ms|ar|zh)\/)?booking\?token=([\w.-]+)/.exec(mail.text);
  expect(link, 'the confirmation mail has the manage link').not.toBeNull();
  return { booking, token: link![1]! };
}

const view = (token: string) => t.request('GET', '/bookings/manage', { query: { token } });

async function seats(ticketId: string, date: string, slot: string): Promise<number> {
  const row = await t
    .db('slot_occupancy')
    .where({ ticket_id: ticketId, booking_date: date, time_slot: slot })
    .first('seats');
  return row?.seats ?? 0;
}

const historyOf = (bookingId: string) =>
  t.db('audit_log').where({ entity: 'booking', entity_id: bookingId }).orderBy('created_at');

describe('the manage token', () => {
  it('links in the booking’s language: a Malay booking’s mail opens /ms/booking, and its token the booking', async () => {
    const ticket = await ticketWith();
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: TUESDAY, locale: 'ms' }),
    });
    expect(created.status, created.text).toBe(201);
    await pay(created.body.url);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    const link = /http:\/\/shop\.test\/ms\/booking\?token=([\w.-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect((await view(link![1]!)).status).toBe(200);
  });

  it('comes in the confirmation mail (HTML too) and opens the booking with its policy and options', async () => {
    const ticket = await ticketWith();
    const { booking, token } = await paidBooking(ticket);
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    expect(mail.html).toContain(`http://shop.test/booking?token=${token}`);
    const res = await view(token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = ManageBookingViewSchema.parse(res.body);
    expect(body.booking.bookingId).toBe(booking.booking_id);
    expect(body).toMatchObject({
      paidAmount: WEEKDAY_TOTAL,
      refundedAmount: 0,
      canCancel: true,
      cancelReason: null,
      canReschedule: true,
      hasVoucher: true,
      refundQuote: { amount: WEEKDAY_TOTAL, window: 'free' },
    });
    expect(body.policy).toMatch(/^Free cancellation until 10:00 on /);
    expect(body.rescheduleDeadline).toBe(
      rescheduleDeadline({ freeUntilHours: 24, partial: null }, { bookingDate: TUESDAY, timeSlot: '10:00' }),
    );
  });

  it('comes in the confirmation of a booking with nothing to pay too', async () => {
    const ticket = await ticketWith();
    await createCoupon(t.db, { code: 'ALLFREE100', discountValue: 100 });
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: TUESDAY, couponCode: 'ALLFREE100' }),
    });
    expect(created.status, created.text).toBe(201);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    const link = /booking\?token=([\w.-]+)/.exec(mail.text)!;
    const opened = ManageBookingViewSchema.parse((await view(link[1]!)).body);
    expect(opened).toMatchObject({ paidAmount: 0, canCancel: true, refundQuote: { amount: 0 } });
  });

  it('opens nothing when forged, edited, for another secret or expired', async () => {
    const ticket = await ticketWith();
    const { booking, token } = await paidBooking(ticket);
    const [payload, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), x: 4102444800 }),
    ).toString('base64url');
    const secret = t.config.manageToken.secret;
    for (const bad of [
      `${edited}.${signature}`,
      createManageToken('another secret of at least 32 chars!!', booking.id, new Date(Date.now() + 60_000)),
      createManageToken(secret, booking.id, new Date(Date.now() - 1000)),
    ]) {
      expectError(await view(bad), 404, 'NOT_FOUND');
    }
    expect((await view(createManageToken(secret, booking.id, new Date(Date.now() + 60_000)))).status).toBe(
      200,
    );
    expectValidation(await view('not a token'), 'token');
  });
});

describe('POST /bookings/manage/lookup', () => {
  it('answers the same whether or not the booking exists, and mails the link only on a match', async () => {
    const ticket = await ticketWith();
    const { booking } = await paidBooking(ticket);
    const matched = await t.request('POST', '/bookings/manage/lookup', {
      body: { reference: booking.booking_id.toLowerCase(), email: ' AISHA@example.com ' },
    });
    const unknown = await t.request('POST', '/bookings/manage/lookup', {
      body: { reference: 'DXB-ZZZZZZ', email: 'aisha@example.com' },
    });
    const wrongEmail = await t.request('POST', '/bookings/manage/lookup', {
      body: { reference: booking.booking_id, email: 'someone@example.com' },
    });
    for (const res of [matched, unknown, wrongEmail]) {
      expect(res.status, res.text).toBe(202);
      expect(res.body).toEqual({ message: MANAGE_LOOKUP_MESSAGE });
    }
    const mails = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id })
      .where('dedupe_key', 'like', 'manage-link:%');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('aisha@example.com');
    const link = /booking\?token=([\w.-]+)/.exec(mails[0].text)!;
    expect((await view(link[1]!)).status).toBe(200);
    expect((await historyOf(booking.id)).map((r) => r.action)).toContain('booking.manage_link_sent');
  });

  it("keeps the booking's language in every manage link: the confirmation, the look-up and a move", async () => {
    const ticket = await ticketWith(20);
    const { booking, token } = await paidBooking(ticket, { locale: 'ms', email: 'siti@example.com' });
    expect(booking.locale).toBe('ms');
    const confirmation = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    expect(confirmation.text).toContain(`http://shop.test/ms/booking?token=${token}`);
    expect(confirmation.html).toContain(`http://shop.test/ms/booking?token=${token}`);
    await t.request('POST', '/bookings/manage/lookup', {
      body: { reference: booking.booking_id, email: 'siti@example.com' },
    });
    const lookup = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id })
      .where('dedupe_key', 'like', 'manage-link:%')
      .first();
    expect(lookup.text).toMatch(/http:\/\/shop\.test\/ms\/booking\?token=[\w.-]+/);
    const moved = await t.request('POST', '/bookings/manage/reschedule', {
      body: { token, bookingDate: WEDNESDAY, timeSlot: '14:00', expectedPriceDifference: 0 },
    });
    expect(moved.status, moved.text).toBe(200);
    const rescheduled = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id })
      .where('dedupe_key', 'like', 'reschedule:%')
      .first();
    expect(rescheduled.text).toMatch(/http:\/\/shop\.test\/ms\/booking\?token=[\w.-]+/);
    expect(rescheduled.text).not.toMatch(/shop\.test\/booking\?/);
  });

  it('names a bad field and limits look-ups per e-mail', async () => {
    expectValidation(
      await t.request('POST', '/bookings/manage/lookup', {
        body: { reference: 'DXB-1', email: 'x@example.com' },
      }),
      'reference',
    );
    expectValidation(
      await t.request('POST', '/bookings/manage/lookup', {
        body: { reference: 'DXB-ABCDEF', email: 'nope' },
      }),
      'email',
    );
    const body = { reference: 'DXB-ABCDEF', email: 'limited@example.com' };
    for (let i = 0; i < 5; i++)
      expect((await t.request('POST', '/bookings/manage/lookup', { body })).status).toBe(202);
    const refused = expectError(
      await t.request('POST', '/bookings/manage/lookup', { body }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(refused.details).toMatchObject({ retryAfterSeconds: expect.any(Number) });
  });
});

describe('voucher and resend', () => {
  it('states the same policy in the mail as on the page for a booking sold before bookings kept their own', async () => {
    const ticket = await ticketWith(20, {
      freeUntilHours: 72,
      partial: { untilHours: 24, refundPercent: 50 },
    });
    const { booking, token } = await paidBooking(ticket);
    // Sold before the policy was copied onto each booking: the ticket's policy is the booking's.
    await t.db('bookings').where({ id: booking.id }).update({ cancellation_policy: null });
    const page = ManageBookingViewSchema.parse((await view(token)).body);
    expect(page.policy).toContain('50 % refund');
    expect((await t.request('POST', '/bookings/manage/resend', { body: { token } })).status).toBe(202);
    const resent = await t
      .db('mail_outbox')
      .where('dedupe_key', 'like', `confirmation:${booking.id}:resend:%`)
      .first();
    expect(resent.text).toContain(page.policy);
  });

  it('downloads the voucher PDF and mails the confirmation again, limited per booking', async () => {
    const ticket = await ticketWith();
    const { booking, token } = await paidBooking(ticket);
    const pdf = await fetch(`${t.apiUrl}/bookings/manage/voucher?token=${token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(booking.booking_id);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/bookings/manage/resend', { body: { token } });
      expect(res.status, res.text).toBe(202);
    }
    expectError(await t.request('POST', '/bookings/manage/resend', { body: { token } }), 429);
    const confirmations = await t.db('mail_outbox').where({ booking_id: booking.id, kind: 'confirmation' });
    expect(confirmations).toHaveLength(4);
    const resends = (await historyOf(booking.id)).filter((r) => r.action === 'booking.resend_confirmation');
    expect(resends).toHaveLength(3);
    expect(resends[0].admin_id).toBeNull();
    expect(resends[0].details).toMatchObject({ actor: 'customer' });
  });
});

describe('the confirmation mail of a paid booking', () => {
  it('shows the check-in QR code inside the message and says where to meet', async () => {
    const ticket = await ticketWith();
    await t.db('tickets').where({ id: ticket.id }).update({ meeting_point: 'Gate 3 of Zabeel Park' });
    const { booking } = await paidBooking(ticket);
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    expect(mail.text).toContain('Meeting point: Gate 3 of Zabeel Park');
    expect(mail.html).toContain('Meeting point: Gate 3 of Zabeel Park');
    expect(mail.html).toContain('<img src="cid:checkin-qr@tours"');
    const attachments = await t.db('mail_attachments').where({ mail_id: mail.id }).orderBy('position');
    expect(attachments.map((a) => [a.filename, a.content_type, a.cid])).toEqual([
      [`voucher-${booking.booking_id}.pdf`, 'application/pdf', null],
      ['check-in-code.png', 'image/png', 'checkin-qr@tours'],
    ]);
    const pass = await t.db('checkin_passes').where({ booking_id: booking.id }).first();
    expect(Buffer.compare(Buffer.from(attachments[1].content), checkinQrPng(pass.secret))).toBe(0);
  });
});

describe('GET /bookings/manage/qr', () => {
  it("shows a paid booking's check-in QR code to its manage token only, and none once cancelled", async () => {
    const ticket = await ticketWith();
    const { booking, token } = await paidBooking(ticket);
    const qr = await t.request('GET', '/bookings/manage/qr', { query: { token } });
    expect(qr.status, qr.text).toBe(200);
    expect(qr.headers.get('content-type')).toContain('image/svg+xml');
    expect(qr.headers.get('cache-control')).toBe('no-store');
    expect(qr.headers.get('referrer-policy')).toBe('no-referrer');
    const pass = await t.db('checkin_passes').where({ booking_id: booking.id }).first();
    expect(qr.text).toBe(
      await QRCode.toString(pass.secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    );

    // Another booking's token shows that booking's code; a forged one nothing.
    const other = await paidBooking(ticket, { email: 'other.qr@example.com' });
    const otherQr = await t.request('GET', '/bookings/manage/qr', { query: { token: other.token } });
    expect(otherQr.text).not.toBe(qr.text);
    const [payload] = token.split('.') as [string, string];
    expectError(
      await t.request('GET', '/bookings/manage/qr', {
        query: { token: `${payload}.AAAAAAAAAAAAAAAAAAAAAA` },
      }),
      404,
    );
    expectValidation(await t.request('GET', '/bookings/manage/qr'), 'token');

    const quote = await view(token);
    await t.request('POST', '/bookings/manage/cancel', {
      body: { token, expectedRefund: quote.body.refundQuote.amount },
    });
    expectError(await t.request('GET', '/bookings/manage/qr', { query: { token } }), 404);
  });
});

describe('POST /bookings/manage/cancel', () => {
  it('refuses a refund the visitor was not shown, then cancels with it and frees the seats', async () => {
    const ticket = await ticketWith(20);
    const { booking, token } = await paidBooking(ticket);
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(3);
    const changed = expectError(
      await t.request('POST', '/bookings/manage/cancel', { body: { token, expectedRefund: 1 } }),
      409,
      'REFUND_CHANGED',
    );
    expect(changed.details).toMatchObject({ refund: { amount: WEEKDAY_TOTAL } });
    const res = await t.request('POST', '/bookings/manage/cancel', {
      body: { token, expectedRefund: WEEKDAY_TOTAL },
    });
    expect(res.status, res.text).toBe(200);
    const after = ManageBookingViewSchema.parse(res.body);
    expect(after.booking.bookingStatus).toBe('refunded');
    expect(after.refundedAmount).toBe(WEEKDAY_TOTAL);
    expect(after).toMatchObject({ canCancel: false, canReschedule: false, hasVoucher: false });
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(0);
    const cancel = (await historyOf(booking.id)).find((r) => r.action === 'booking.cancel');
    expect(cancel.details).toMatchObject({ actor: 'customer' });
  });
});

describe('rescheduling', () => {
  const move = (token: string, body: Record<string, unknown>) =>
    t.request('POST', '/bookings/manage/reschedule', { body: { token, ...body } });

  it('quotes a move: the difference, the currency and whether seats are left', async () => {
    const ticket = await ticketWith(3);
    const { token } = await paidBooking(ticket);
    const res = await t.request('GET', '/bookings/manage/reschedule-quote', {
      query: { token, bookingDate: SATURDAY, timeSlot: '14:00' },
    });
    expect(res.status, res.text).toBe(200);
    expect(RescheduleQuoteSchema.parse(res.body)).toEqual({
      bookingDate: SATURDAY,
      timeSlot: '14:00',
      newTotal: WEEKEND_TOTAL,
      priceDifference: WEEKEND_TOTAL - WEEKDAY_TOTAL,
      currency: 'myr',
      available: true,
    });
    expectError(
      await t.request('GET', '/bookings/manage/reschedule-quote', {
        query: { token, bookingDate: SATURDAY, timeSlot: '11:11' },
      }),
      409,
      'DATE_UNAVAILABLE',
    );
  });

  it('moves at once for the same price: the seats, a new voucher by mail and an audit row', async () => {
    const ticket = await ticketWith(20);
    const { booking, token } = await paidBooking(ticket);
    expectError(
      await move(token, { bookingDate: WEDNESDAY, timeSlot: '14:00', expectedPriceDifference: 500 }),
      409,
      'PRICE_CHANGED',
    );
    const res = await move(token, { bookingDate: WEDNESDAY, timeSlot: '14:00', expectedPriceDifference: 0 });
    expect(res.status, res.text).toBe(200);
    expect(RescheduleResultSchema.parse(res.body)).toMatchObject({
      outcome: 'moved',
      priceDifference: 0,
      refundAmount: 0,
      booking: { bookingDate: WEDNESDAY, timeSlot: '14:00' },
    });
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(0);
    expect(await seats(ticket.id, WEDNESDAY, '14:00')).toBe(3);
    const mail = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id })
      .where('dedupe_key', 'like', 'reschedule:%')
      .first();
    expect(mail.subject).toMatch(/^New date confirmed/);
    const entry = (await historyOf(booking.id)).find((r) => r.action === 'booking.reschedule');
    expect(entry.admin_id).toBeNull();
    expect(entry.details).toMatchObject({
      actor: 'customer',
      from: { bookingDate: TUESDAY, timeSlot: '10:00' },
      to: { bookingDate: WEDNESDAY, timeSlot: '14:00' },
    });
    // Staff see it in the booking's history.
    const history = await t.request('GET', `/admin/bookings/${booking.id}/history`, { token: admin });
    expect(history.status, history.text).toBe(200);
    expect(history.body.entries).toContainEqual(
      expect.objectContaining({ action: 'booking.reschedule', actor: 'customer' }),
    );
  });

  it('refunds the difference of a cheaper date', async () => {
    const ticket = await ticketWith(20);
    const { booking, token } = await paidBooking(ticket, { bookingDate: SATURDAY });
    const res = await move(token, {
      bookingDate: TUESDAY,
      timeSlot: '10:00',
      expectedPriceDifference: WEEKDAY_TOTAL - WEEKEND_TOTAL,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'moved', refundAmount: WEEKEND_TOTAL - WEEKDAY_TOTAL });
    const refunds = await t.db('refunds').where({ booking_id: booking.id });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: WEEKEND_TOTAL - WEEKDAY_TOTAL, actor: 'customer' });
    const after = ManageBookingViewSchema.parse((await view(token)).body);
    expect(after.refundedAmount).toBe(WEEKEND_TOTAL - WEEKDAY_TOTAL);
    expect(after.booking.totalDiscountAmount).toBe(WEEKDAY_TOTAL);
    // Cancelling now gives back what is left: the new, lower price.
    expect(after.refundQuote.amount).toBe(WEEKDAY_TOTAL);
  });

  it('asks for a higher price through the provider and moves when the payment lands', async () => {
    const ticket = await ticketWith(20);
    const { booking, token } = await paidBooking(ticket);
    const diff = WEEKEND_TOTAL - WEEKDAY_TOTAL;
    const res = await move(token, {
      bookingDate: SATURDAY,
      timeSlot: '14:00',
      expectedPriceDifference: diff,
    });
    expect(res.status, res.text).toBe(200);
    const result = RescheduleResultSchema.parse(res.body);
    expect(result).toMatchObject({ outcome: 'paymentRequired', priceDifference: diff });
    // Nothing moved before the payment; the page shows the change waiting for it.
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(3);
    expect(ManageBookingViewSchema.parse((await view(token)).body).pendingReschedule).toMatchObject({
      bookingDate: SATURDAY,
      amount: diff,
    });
    // The provider's page shows the change (the local provider's look-alike of Stripe's).
    const page = await fetch(`${t.baseUrl}${new URL((result as { url: string }).url).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Date change:');
    await pay((result as { url: string }).url);
    const moved = await t.db('bookings').where({ id: booking.id }).first();
    expect(moved).toMatchObject({ booking_date: SATURDAY, time_slot: '14:00', amount_paid: WEEKEND_TOTAL });
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(0);
    expect(await seats(ticket.id, SATURDAY, '14:00')).toBe(3);
    expect(
      await t.db('mail_outbox').where({ booking_id: booking.id }).where('dedupe_key', 'like', 'reschedule:%'),
    ).toHaveLength(1);
    expect(ManageBookingViewSchema.parse((await view(token)).body).pendingReschedule).toBeNull();
  });

  it('opens a dearer change’s session that Stripe accepts: 30 minutes or more, whatever the shorter hold', async () => {
    expect(t.config.holdMinutes).toBeLessThan(30);
    const ticket = await ticketWith(20);
    const { token } = await paidBooking(ticket);
    const requestedAt = Date.now();
    const res = await move(token, {
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      expectedPriceDifference: WEEKEND_TOTAL - WEEKDAY_TOTAL,
    });
    // Stripe received the request before the answer came back: a session lasting 30 minutes after
    // the answer lasts 30 minutes after Stripe got the request, wherever it took its time.
    const answeredAt = Date.now();
    expect(res.status, res.text).toBe(200);
    const result = RescheduleResultSchema.parse(res.body) as { url: string; expiresAt: string };
    const sessionId = new URL(result.url).pathname.split('/').at(-1)!;
    const session = await t.db('payment_local_sessions').where({ id: sessionId }).first();
    expect(session.expires_at.getTime()).toBeGreaterThanOrEqual(answeredAt + 30 * 60_000);
    // The offer itself lasts the configured hold, as a checkout's seats do.
    const offered = Date.parse(result.expiresAt) - requestedAt;
    expect(offered).toBeGreaterThanOrEqual(t.config.holdMinutes * 60_000);
    expect(offered).toBeLessThan(t.config.holdMinutes * 60_000 + 60_000);
  });

  it('refunds the paid difference and keeps the booking when the new slot filled meanwhile', async () => {
    const ticket = await ticketWith(3);
    const { booking, token } = await paidBooking(ticket);
    const other = await paidBooking(ticket, { bookingDate: WEDNESDAY, adultCount: 1, childCount: 0 });
    const diff = WEEKEND_TOTAL - WEEKDAY_TOTAL;
    const res = await move(token, {
      bookingDate: SATURDAY,
      timeSlot: '14:00',
      expectedPriceDifference: diff,
    });
    const { url } = res.body as { url: string };
    // Another visitor takes the slot before the difference is paid.
    await paidBooking(ticket, { bookingDate: SATURDAY, timeSlot: '14:00', adultCount: 1, childCount: 0 });
    await paidBooking(ticket, { bookingDate: SATURDAY, timeSlot: '14:00', adultCount: 1, childCount: 0 });
    await pay(url);
    expect(await t.db('bookings').where({ id: booking.id }).first()).toMatchObject({
      booking_date: TUESDAY,
      time_slot: '10:00',
      amount_paid: WEEKDAY_TOTAL,
    });
    const change = await t.db('booking_reschedules').where({ booking_id: booking.id }).first();
    expect(change.status).toBe('refunded');
    const session = await t.db('payment_local_sessions').where({ id: change.payment_session_id }).first();
    expect(session.refunded).toBe(true);
    expect(await seats(ticket.id, SATURDAY, '14:00')).toBe(2);
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(3);
    expect((await historyOf(booking.id)).map((r) => r.action)).toContain('booking.reschedule_refunded');
    expect(other.booking.booking_status).toBe('confirmed');
  });

  it('refuses a full slot with SLOT_FULL and leaves the seats where they were', async () => {
    const ticket = await ticketWith(3);
    const { token } = await paidBooking(ticket);
    await paidBooking(ticket, { bookingDate: WEDNESDAY, timeSlot: '14:00', adultCount: 1, childCount: 0 });
    expectError(
      await move(token, { bookingDate: WEDNESDAY, timeSlot: '14:00', expectedPriceDifference: 0 }),
      409,
      'SLOT_FULL',
    );
    expect(await seats(ticket.id, TUESDAY, '10:00')).toBe(3);
    expect(await seats(ticket.id, WEDNESDAY, '14:00')).toBe(1);
  });

  it('enforces the cut-off at the exact instant', async () => {
    const ticket = await ticketWith(20);
    const { booking } = await paidBooking(ticket);
    const deadline = new Date(
      rescheduleDeadline({ freeUntilHours: 24, partial: null }, { bookingDate: TUESDAY, timeSlot: '10:00' })!,
    );
    const deps = t.app.context.deps;
    const options = {
      db: t.db,
      provider: checkoutContext(deps).provider,
      refunds: refundService(deps),
      links: { ...t.config.manageToken, publicUrl: 'http://shop.test' },
      logger: deps.logger,
    };
    const at = (ms: number) => () => new Date(deadline.getTime() + ms);
    const late = new MoveService({ ...options, now: at(1) });
    const actor = { admin: null, requestId: null, ip: null };
    await expect(
      late.rescheduleByCustomer(booking.id, { bookingDate: WEDNESDAY, timeSlot: '10:00' }, 0, actor),
    ).rejects.toMatchObject({ status: 409, code: 'NOT_ALLOWED' });
    const lateView = await new ManageService({ ...options, now: at(1) }).view(t.db, booking);
    expect(lateView.rescheduleReason).toMatch(/^Date changes ended at 10:00 on /);
    const onTime = new MoveService({ ...options, now: at(0) });
    const result = await onTime.rescheduleByCustomer(
      booking.id,
      { bookingDate: WEDNESDAY, timeSlot: '10:00' },
      0,
      actor,
    );
    expect(result.outcome).toBe('moved');
  });
});

describe('POST /admin/bookings/:id/reschedule', () => {
  const adminMove = (id: string, body: Record<string, unknown>, token: string | null = admin) =>
    t.request('POST', `/admin/bookings/${id}/reschedule`, { token, body });

  it('needs an admin, and a waiver for a higher price', async () => {
    const ticket = await ticketWith(20);
    const { booking } = await paidBooking(ticket);
    expectError(await adminMove(booking.id, { bookingDate: SATURDAY, timeSlot: '10:00' }, null), 401);
    expectValidation(await adminMove(booking.id, { bookingDate: 'soon', timeSlot: '10:00' }), 'bookingDate');
    expectError(
      await adminMove(booking.id, { bookingDate: SATURDAY, timeSlot: '10:00' }),
      409,
      'PRICE_CHANGED',
    );
    const res = await adminMove(booking.booking_id, {
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      waiveDifference: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'moved', booking: { bookingDate: SATURDAY } });
    const entry = (await historyOf(booking.id)).find((r) => r.action === 'booking.reschedule');
    expect(entry.admin_email).toBe('admin@example.com');
    expect(entry.details).toMatchObject({ waived: true, priceDifference: WEEKEND_TOTAL - WEEKDAY_TOTAL });
  });

  it('never refunds a waived difference: moved back to the cheaper date, nothing was overpaid', async () => {
    const ticket = await ticketWith(20);
    const { booking } = await paidBooking(ticket);
    const up = await adminMove(booking.booking_id, {
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      waiveDifference: true,
    });
    expect(up.status, up.text).toBe(200);
    const back = await adminMove(booking.booking_id, { bookingDate: WEDNESDAY, timeSlot: '10:00' });
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({
      outcome: 'moved',
      priceDifference: WEEKDAY_TOTAL - WEEKEND_TOTAL,
      refundAmount: 0,
    });
    expect(await t.db('refunds').where({ booking_id: booking.id })).toHaveLength(0);
  });
});

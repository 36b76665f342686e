import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tours/core/domain';
import {
  BookingHistorySchema,
  BookingReportSchema,
  BookingSchema,
  ManageBookingViewSchema,
  RescheduleQuoteSchema,
  RescheduleResultSchema,
} from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/expect';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { MailWorker } from '../mail/worker';
import { smtpTransport } from '../mail/transport';
import { SmtpSink } from '../mail/testing/smtp-sink';

/*
 * Money taken kept apart from the value booked, through the real flows: checkouts paid on the
 * local provider, date changes both ways (a cheaper one refunded, a dearer one paid, a dearer one
 * waived by staff, a dearer one charged by staff through a mailed link), cancellations.
 */

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
// After TUESDAY whatever today is, so that a report from TUESDAY covers both days.
const SATURDAY = addDays(TUESDAY, 4);
// PRICING (checkout fixtures), 2 adults + 1 child: weekday 39,000, weekend 47,000.
const WEEKDAY_TOTAL = 2 * 15000 + 9000;
const WEEKEND_TOTAL = 2 * 18000 + 11000;
const DIFF = WEEKEND_TOTAL - WEEKDAY_TOTAL;

async function pay(url: string) {
  const res = await fetch(`${t.baseUrl}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
}

async function paidBooking(ticket: TicketRow, bookingDate = TUESDAY) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { bookingDate, timeSlot: '10:00' }),
  });
  expect(created.status, created.text).toBe(201);
  await pay(created.body.url);
  const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
  expect(booking.booking_status).toBe('confirmed');
  const mail = await t
    .db('mail_outbox')
    .where({ dedupe_key: `confirmation:${booking.id}` })
    .first();
  const token = /http:\/\/shop\.test\/booking\?token=([\w.-]+)/.exec(mail.text)![1]!;
  return { id: booking.id as string, reference: booking.booking_id as string, token };
}

const customerMove = (token: string, bookingDate: string, expectedPriceDifference: number) =>
  t.request('POST', '/bookings/manage/reschedule', {
    body: { token, bookingDate, timeSlot: '10:00', expectedPriceDifference },
  });
const adminMove = (id: string, body: Record<string, unknown>) =>
  t.request('POST', `/admin/bookings/${id}/reschedule`, { token: admin, body });
const detail = async (id: string) =>
  BookingSchema.parse((await t.request('GET', `/admin/bookings/${id}`, { token: admin })).body);
const history = async (id: string) =>
  BookingHistorySchema.parse(
    (await t.request('GET', `/admin/bookings/${id}/history`, { token: admin })).body,
  );
const rescheduleMail = async (id: string) =>
  t.db('mail_outbox').where({ booking_id: id }).where('dedupe_key', 'like', 'reschedule:%').first();

describe('a waived dearer move', () => {
  it('keeps amountPaid at what was paid, and mails no claim of payment', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    const booking = await paidBooking(ticket);
    const res = await adminMove(booking.id, {
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      waiveDifference: true,
    });
    expect(res.status, res.text).toBe(200);
    const after = await detail(booking.id);
    expect(after).toMatchObject({
      totalDiscountAmount: WEEKEND_TOTAL,
      amountPaid: WEEKDAY_TOTAL,
      refundedAmount: 0,
    });
    const mail = await rescheduleMail(booking.id);
    expect(mail.text).not.toMatch(/You paid/);
    expect(mail.text).toMatch(/waived the difference/);
    // Its facts say what it is worth and, apart, what was paid.
    expect(mail.text).toMatch(/Total: RM\s470\.00/);
    expect(mail.text).toMatch(/Paid: RM\s390\.00/);
    expect(mail.text).not.toMatch(/Total paid/);
    // The history: one payment, nothing of the waived difference as money.
    const h = await history(booking.id);
    expect(h.statement).toMatchObject({ paid: WEEKDAY_TOTAL, refunded: 0, balance: WEEKDAY_TOTAL });
    expect(h.statement.lines).toHaveLength(1);
    expect(h.entries.find((e) => e.action === 'booking.reschedule')).toMatchObject({ amount: null });
  });
});

describe('a paid date change', () => {
  it('is a payment of its own in the statement and the history, with its amount', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    const booking = await paidBooking(ticket);
    const res = RescheduleResultSchema.parse((await customerMove(booking.token, SATURDAY, DIFF)).body);
    expect(res.outcome).toBe('paymentRequired');
    await pay((res as { url: string }).url);
    expect(await detail(booking.id)).toMatchObject({
      amountPaid: WEEKEND_TOTAL,
      totalDiscountAmount: WEEKEND_TOTAL,
    });
    const h = await history(booking.id);
    expect(h.statement.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Payment', WEEKDAY_TOTAL],
      ['Date change payment', DIFF],
    ]);
    expect(h.entries.find((e) => e.action === 'booking.reschedule')).toMatchObject({ amount: DIFF });
    expect((await rescheduleMail(booking.id)).text).toMatch(/You paid the difference of RM\s80\.00/);
  });
});

describe('the manage page statement', () => {
  it('after a cheaper move and a cancel: what was paid, each refund, balance zero, never more refunded than paid', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    const booking = await paidBooking(ticket, SATURDAY);
    const moved = await customerMove(booking.token, TUESDAY, -DIFF);
    expect(moved.status, moved.text).toBe(200);
    const view = ManageBookingViewSchema.parse(
      (await t.request('GET', '/bookings/manage', { query: { token: booking.token } })).body,
    );
    const cancelled = await t.request('POST', '/bookings/manage/cancel', {
      body: { token: booking.token, expectedRefund: view.refundQuote.amount },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const { statement, booking: after } = ManageBookingViewSchema.parse(cancelled.body);
    expect(statement.lines.map((l) => [l.kind, l.label, l.amount])).toEqual([
      ['payment', 'Payment', WEEKEND_TOTAL],
      ['refund', 'Refund: date changed to a cheaper visit', DIFF],
      ['refund', 'Refund: booking cancelled', WEEKDAY_TOTAL],
    ]);
    expect(statement).toMatchObject({ paid: WEEKEND_TOTAL, refunded: WEEKEND_TOTAL, balance: 0 });
    expect(after).toMatchObject({ amountPaid: WEEKEND_TOTAL, refundedAmount: WEEKEND_TOTAL });
    expect(statement.refunded).toBeLessThanOrEqual(statement.paid);
  });
});

describe('staff date change', () => {
  it('quotes the difference, then charges it through a payment link mailed to the customer', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    const booking = await paidBooking(ticket);
    const quote = await t.request('GET', `/admin/bookings/${booking.reference}/reschedule-quote`, {
      token: admin,
      query: { bookingDate: SATURDAY, timeSlot: '10:00' },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(RescheduleQuoteSchema.parse(quote.body)).toMatchObject({ priceDifference: DIFF, available: true });
    // The figure staff saw guards the change, as the visitor's does.
    expectError(
      await adminMove(booking.id, {
        bookingDate: SATURDAY,
        timeSlot: '10:00',
        chargeDifference: true,
        expectedPriceDifference: DIFF - 1,
      }),
      409,
      'PRICE_CHANGED',
    );
    const res = await adminMove(booking.id, {
      bookingDate: SATURDAY,
      timeSlot: '10:00',
      chargeDifference: true,
      expectedPriceDifference: DIFF,
    });
    expect(res.status, res.text).toBe(200);
    const result = RescheduleResultSchema.parse(res.body);
    expect(result).toMatchObject({ outcome: 'paymentRequired', priceDifference: DIFF });
    const url = (result as { url: string }).url;
    const mail = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id })
      .where('dedupe_key', 'like', 'reschedule-payment:%')
      .first();
    expect(mail.text).toContain(url);
    expect(mail.text).toMatch(/costs RM\s80\.00 more/);
    // Nothing moved or was paid yet; the customer pays from the mail and the move lands.
    expect(await detail(booking.id)).toMatchObject({ bookingDate: TUESDAY, amountPaid: WEEKDAY_TOTAL });
    await pay(url);
    expect(await detail(booking.id)).toMatchObject({ bookingDate: SATURDAY, amountPaid: WEEKEND_TOTAL });
    expectError(
      await adminMove(booking.id, {
        bookingDate: WEDNESDAY,
        timeSlot: '10:00',
        waiveDifference: true,
        chargeDifference: true,
      }),
      400,
    );
  });
});

describe('staff cancellation', () => {
  it('keeps the internal note out of the customer’s mail, delivered over SMTP', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    const booking = await paidBooking(ticket);
    const note = 'Customer called: flight delayed, goodwill refund above policy';
    const res = await t.request('POST', `/admin/bookings/${booking.id}/cancel`, {
      token: admin,
      body: {
        reason: note,
        customerMessage: 'We are sorry your flight was delayed.',
        refundAmount: WEEKDAY_TOTAL,
      },
    });
    expect(res.status, res.text).toBe(200);
    const sink = new SmtpSink();
    await sink.start(0);
    try {
      const worker = new MailWorker({
        db: t.db,
        transport: smtpTransport(sink.url),
        from: 'bookings@example.com',
      });
      while ((await worker.runOnce()) > 0);
      const mail = sink.messages.find(
        (m) => m.subject?.startsWith('Booking cancelled') && m.subject.includes(booking.reference),
      );
      expect(mail, 'the cancellation mail was delivered').toBeDefined();
      expect(mail!.text).toContain('We are sorry your flight was delayed.');
      expect(mail!.text).not.toContain('flight delayed, goodwill');
      expect(mail!.html || '').not.toContain('goodwill');
    } finally {
      await sink.stop();
    }
    // The note stays in the history.
    expect((await history(booking.id)).entries.find((e) => e.action === 'booking.cancel')?.reason).toBe(note);
  });
});

describe('the report', () => {
  it('counts money taken as payments minus refunds after moves both ways, beside the value booked', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 20 });
    // Cheaper move with a refund; dearer move paid; dearer move waived; one untouched.
    const cheaper = await paidBooking(ticket, SATURDAY);
    expect((await customerMove(cheaper.token, TUESDAY, -DIFF)).status).toBe(200);
    const dearer = await paidBooking(ticket);
    const pending = RescheduleResultSchema.parse((await customerMove(dearer.token, SATURDAY, DIFF)).body);
    await pay((pending as { url: string }).url);
    const waived = await paidBooking(ticket);
    expect(
      (await adminMove(waived.id, { bookingDate: SATURDAY, timeSlot: '10:00', waiveDifference: true }))
        .status,
    ).toBe(200);
    await paidBooking(ticket, WEDNESDAY);

    // What the payment provider itself recorded: every session paid, less every refund it made.
    const ids = (await t.db('bookings').where({ ticket_id: ticket.id }).pluck('id')) as string[];
    const changeIds = (await t.db('booking_reschedules').whereIn('booking_id', ids).pluck('id')) as string[];
    const sessions = await t
      .db('payment_local_sessions')
      .whereIn('booking_id', [...ids, ...changeIds])
      .where({ payment_status: 'paid' });
    const providerPaid = sessions.reduce((s, r) => s + Number(r.amount_total), 0);
    const providerRefunded = (
      await t.db('payment_local_refunds').whereIn(
        'session_id',
        sessions.map((s) => s.id),
      )
    ).reduce((s, r) => s + Number(r.amount), 0);
    expect(providerPaid).toBe(4 * WEEKDAY_TOTAL + WEEKEND_TOTAL - WEEKDAY_TOTAL + DIFF);
    expect(providerRefunded).toBe(DIFF);

    const res = await t.request('GET', '/admin/bookings-report', {
      token: admin,
      query: { dateFrom: TUESDAY, dateTo: addDays(TUESDAY, 30), ticketTitle: ticket.title },
    });
    expect(res.status, res.text).toBe(200);
    const report = BookingReportSchema.parse(res.body);
    expect(report.summary).toMatchObject({
      bookings: 4,
      paid: providerPaid,
      refunded: providerRefunded,
      moneyTaken: providerPaid - providerRefunded,
      // Two on a weekday (the cheaper move, the untouched one), two on Saturday (paid and waived).
      valueBooked: 2 * WEEKDAY_TOTAL + 2 * WEEKEND_TOTAL,
    });
    // The waived difference is value booked, never money taken.
    expect(report.summary.valueBooked - report.summary.moneyTaken).toBe(DIFF);
    // The table and the chart come from the same aggregate as the figures.
    expect(report.tickets).toEqual([
      { ticketTitle: ticket.title, service: ticket.service, ...report.summary },
    ]);
    const sum = (k: 'moneyTaken' | 'bookings' | 'refunded') => report.days.reduce((s, d) => s + d[k], 0);
    expect([sum('moneyTaken'), sum('bookings'), sum('refunded')]).toEqual([
      report.summary.moneyTaken,
      4,
      providerRefunded,
    ]);
    expect(report.days).toHaveLength(31);
    // The list's summary of the ticket says the same: revenue is money taken.
    const list = await t.request('GET', '/admin/all-bookings', {
      token: admin,
      query: { ticketTitle: ticket.title },
    });
    expect(list.body.summary).toMatchObject({
      revenue: providerPaid - providerRefunded,
      paid: providerPaid,
      refunds: providerRefunded,
      valueBooked: report.summary.valueBooked,
    });
  });

  it('covers every ticket over a date range, with refunds per ticket, and refuses a bad range', async () => {
    const a = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 20 });
    const b = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 20 });
    await paidBooking(a);
    const gone = await paidBooking(b);
    await t.request('POST', `/admin/bookings/${gone.id}/cancel`, {
      token: admin,
      body: { reason: 'Operator closed', refundAmount: 1000 },
    });
    const report = BookingReportSchema.parse(
      (
        await t.request('GET', '/admin/bookings-report', {
          token: admin,
          query: { dateFrom: TUESDAY, dateTo: TUESDAY },
        })
      ).body,
    );
    const rowOf = (title: string) => report.tickets.find((r) => r.ticketTitle === title);
    expect(rowOf(a.title)).toMatchObject({ paid: WEEKDAY_TOTAL, refunded: 0 });
    expect(rowOf(b.title)).toMatchObject({
      paid: WEEKDAY_TOTAL,
      refunded: 1000,
      moneyTaken: WEEKDAY_TOTAL - 1000,
    });
    expect(report.summary.refunded).toBe(report.tickets.reduce((s, r) => s + r.refunded, 0));
    const bad = await t.request('GET', '/admin/bookings-report', {
      token: admin,
      query: { dateFrom: TUESDAY, dateTo: addDays(TUESDAY, 400) },
    });
    expect(bad.status).toBe(400);
    expectError(
      await t.request('GET', '/admin/bookings-report', { query: { dateFrom: TUESDAY, dateTo: TUESDAY } }),
      401,
    );
  });
});

describe('bookings of a renamed or deleted ticket', () => {
  it('stay reachable: their title is listed and reported', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 20 });
    await paidBooking(ticket);
    const oldTitle = ticket.title;
    await t
      .db('tickets')
      .where({ id: ticket.id })
      .update({ title: `${oldTitle} (new name)` });
    const other = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 20 });
    await paidBooking(other);
    await t.db('tickets').where({ id: other.id }).update({ deleted_at: new Date() });
    const titles = (await t.request('GET', '/admin/bookings-titles', { token: admin })).body as {
      ticketTitle: string;
      live: boolean;
    }[];
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ticketTitle: oldTitle, live: false }),
        expect.objectContaining({ ticketTitle: `${oldTitle} (new name)`, live: true }),
        expect.objectContaining({ ticketTitle: other.title, live: false }),
      ]),
    );
    const sendList = await t.request('GET', '/admin/all-bookings-send-ticket', {
      token: admin,
      query: { ticketTitle: other.title },
    });
    expect(sendList.body.bookings).toHaveLength(1);
  });
});

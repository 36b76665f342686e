import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tours/core/domain';
import { createTestApp, type TestApp, type TestResponse } from '../../test/harness';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { createManageToken } from '../lib/manage-token';

/*
 * A slot cancelled for the weather stays closed: date changes that planned before the cancellation
 * committed, and a dearer change whose payment lands after it, never leave a confirmed booking on it.
 */

const DATABASE_URL = process.env.DATABASE_URL;
const TUESDAY = nextDate('Tuesday', 4);
const WEDNESDAY = addDays(TUESDAY, 1);
const SATURDAY = nextDate('Saturday', 4);

describe.skipIf(!DATABASE_URL)('a cancelled slot on Postgres', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { databasePoolMax: 20 } });
    admin = await t.loginAsAdmin();
  });
  afterAll(async () => {
    await t?.close();
  });

  const token = (bookingId: string) =>
    createManageToken(t.config.manageToken.secret, bookingId, new Date(Date.now() + 30 * 86_400_000));

  async function pay(url: string) {
    const res = await fetch(`${t.baseUrl}${new URL(url).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
  }

  /** A booking paid through the checkout and the local provider (a real payment to refund). */
  async function paidBooking(ticket: TicketRow, bookingDate: string, timeSlot: string, email: string) {
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate, timeSlot, adultCount: 1, childCount: 0, email }),
    });
    expect(created.status, created.text).toBe(201);
    await pay(created.body.url);
    return (await t.db('bookings').where({ booking_id: created.body.bookingId }).first()) as {
      id: string;
      amount_paid: number;
    };
  }

  /**
   * Staff's preview, then the cancellation with its figures, again while the figures moved (each
   * date change that lands before it changes them; under load they land one by one for seconds).
   */
  async function cancelSlot(slot: { ticketId: string; bookingDate: string; timeSlot: string }) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- error answers read as JSON
    const answers: TestResponse<any>[] = [];
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const preview = await t.request('GET', '/admin/slots/cancel-preview', { token: admin, query: slot });
      expect(preview.status, preview.text).toBe(200);
      const done = await t.request('POST', '/admin/slots/cancel', {
        token: admin,
        body: {
          ...slot,
          reason: 'Sandstorm warning',
          expectedCount: preview.body.count,
          expectedAmount: preview.body.refundTotal,
        },
      });
      answers.push(done);
      if (done.status !== 409) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return answers;
  }

  /** Waits (bounded) until `n` of this database's sessions wait on a row lock. */
  async function waitForLockWaiters(n: number) {
    for (let i = 0; i < 200; i++) {
      const { rows } = (await t.db.raw(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as { rows: { n: number }[] };
      if (rows[0]!.n >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`fewer than ${n} sessions waited on a lock`);
  }

  /** The slot's bookings that still hold seats, and whether each paid booking on it got its money back. */
  async function slotState(ticketId: string, date: string, timeSlot: string) {
    const rows = (await t
      .db('bookings')
      .where({ ticket_id: ticketId, booking_date: date, time_slot: timeSlot })
      .select('id', 'booking_status', 'amount_paid', 'refunded_amount')) as {
      id: string;
      booking_status: string;
      amount_paid: number;
      refunded_amount: number;
    }[];
    return {
      confirmed: rows.filter((r) => ['pending', 'confirmed', 'redeemed'].includes(r.booking_status)),
      unrefunded: rows.filter((r) => (r.refunded_amount ?? 0) < (r.amount_paid ?? 0)),
      rows,
    };
  }

  /**
   * 10 paid bookings on Tuesday move to Wednesday 10:00 (same price) while staff cancel that slot,
   * which already has 2 paid bookings. The moment of the race is made wide: a transaction holds the
   * slot's seat counter, so the moves plan (the slot is still open) and then wait for it, and so does
   * the cancellation; `first` says who queued first for the counter.
   */
  async function race(first: 'cancellation' | 'changes') {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 40 });
    const target = { ticketId: ticket.id, bookingDate: WEDNESDAY, timeSlot: '10:00' };
    for (const email of ['first@example.com', 'second@example.com'])
      await paidBooking(ticket, WEDNESDAY, '10:00', email);
    const movers: { id: string; amount_paid: number }[] = [];
    for (let i = 0; i < 10; i++) {
      movers.push(await paidBooking(ticket, TUESDAY, i % 2 ? '10:00' : '14:00', `mover${i}@example.com`));
    }
    const blocker = await t.db.transaction();
    await blocker.raw(
      `SELECT seats FROM slot_occupancy WHERE ticket_id = ? AND booking_date = ? AND time_slot = ? FOR UPDATE`,
      [target.ticketId, target.bookingDate, target.timeSlot],
    );
    const startMoves = () =>
      movers.map((m) =>
        t.request('POST', '/bookings/manage/reschedule', {
          body: { token: token(m.id), bookingDate: WEDNESDAY, timeSlot: '10:00', expectedPriceDifference: 0 },
        }),
      );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- error answers read as JSON
    let moves: Promise<TestResponse<any>>[];
    let cancelled: ReturnType<typeof cancelSlot>;
    if (first === 'cancellation') {
      cancelled = cancelSlot(target);
      await waitForLockWaiters(1);
      moves = startMoves();
    } else {
      moves = startMoves();
      await waitForLockWaiters(10);
      cancelled = cancelSlot(target);
    }
    await waitForLockWaiters(11);
    await blocker.rollback();
    const [moveAnswers, cancelAnswers] = await Promise.all([Promise.all(moves), cancelled]);

    const last = cancelAnswers.at(-1)!;
    expect(last.status, last.text).toBe(200);
    for (const answer of cancelAnswers.slice(0, -1)) expect(answer.body.error.code).toBe('SLOT_CHANGED');
    const outcomes = moveAnswers.map((a) =>
      a.status === 200 ? 'moved' : `${a.status} ${a.body.error.code}`,
    );
    for (const outcome of outcomes) expect(['moved', '409 DATE_UNAVAILABLE']).toContain(outcome);

    // The slot ends with no booking holding a seat, and every payment made for it given back.
    const state = await slotState(ticket.id, WEDNESDAY, '10:00');
    expect(state.confirmed, JSON.stringify(outcomes)).toEqual([]);
    expect(state.unrefunded).toEqual([]);
    expect(state.rows.length).toBe(2 + outcomes.filter((o) => o === 'moved').length);
    const counter = await t
      .db('slot_occupancy')
      .where({ ticket_id: ticket.id, booking_date: WEDNESDAY, time_slot: '10:00' })
      .first();
    expect(counter?.seats ?? 0).toBe(0);
    // A refused change leaves its booking confirmed where it was, its payment untouched.
    const stayed = await t
      .db('bookings')
      .whereIn(
        'id',
        movers.map((m) => m.id),
      )
      .where({ booking_date: TUESDAY, booking_status: 'confirmed', refunded_amount: 0 });
    expect(stayed.length).toBe(outcomes.filter((o) => o !== 'moved').length);
    return { outcomes, cancellations: cancelAnswers.map((a) => a.status) };
  }

  it('10 date changes waiting behind the cancellation of their new slot are refused, none lands on it', async () => {
    const { outcomes, cancellations } = await race('cancellation');
    expect(cancellations).toEqual([200]);
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => '409 DATE_UNAVAILABLE'));
  }, 120_000);

  it('date changes that took the slot before its cancellation make staff confirm new figures, then are refunded', async () => {
    const { outcomes, cancellations } = await race('changes');
    expect(cancellations[0]).toBe(409);
    expect(cancellations.at(-1)).toBe(200);
    expect(outcomes.filter((o) => o === 'moved').length).toBeGreaterThan(0);
  }, 120_000);

  it('a dearer change paid after its new slot closed is refunded with a mail, and the booking keeps its date', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 40 });
    const booking = await paidBooking(ticket, TUESDAY, '10:00', 'dearer@example.com');
    const there = await paidBooking(ticket, SATURDAY, '10:00', 'there@example.com');
    const quote = await t.request('GET', '/bookings/manage/reschedule-quote', {
      query: { token: token(booking.id), bookingDate: SATURDAY, timeSlot: '10:00' },
    });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.priceDifference).toBeGreaterThan(0);
    const asked = await t.request('POST', '/bookings/manage/reschedule', {
      body: {
        token: token(booking.id),
        bookingDate: SATURDAY,
        timeSlot: '10:00',
        expectedPriceDifference: quote.body.priceDifference,
      },
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.outcome).toBe('paymentRequired');

    const cancelAnswers = await cancelSlot({ ticketId: ticket.id, bookingDate: SATURDAY, timeSlot: '10:00' });
    expect(cancelAnswers.at(-1)!.status).toBe(200);
    await pay(asked.body.url);

    const after = await t.db('bookings').where({ id: booking.id }).first();
    expect(after).toMatchObject({
      booking_status: 'confirmed',
      booking_date: TUESDAY,
      time_slot: '10:00',
      amount_paid: booking.amount_paid,
    });
    const change = await t.db('booking_reschedules').where({ booking_id: booking.id }).first();
    expect(change.status).toBe('refunded');
    const session = await t.db('payment_local_sessions').where({ id: change.payment_session_id }).first();
    expect(session.refunded).toBe(true);
    const mail = await t
      .db('mail_outbox')
      .where({ booking_id: booking.id, dedupe_key: `reschedule-refunded:${change.id}` })
      .first();
    expect(mail?.subject).toMatch(/Date change not made/);
    expect(mail?.text).toMatch(/is being refunded/);

    const state = await slotState(ticket.id, SATURDAY, '10:00');
    expect(state.confirmed).toEqual([]);
    expect(state.unrefunded).toEqual([]);
    expect(state.rows.map((r) => r.id)).toEqual([there.id]);
  }, 60_000);
});

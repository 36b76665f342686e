import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settlement } from '../src/checkout/settlement';
import { createTicket, nextDate } from '../src/checkout/testing/fixtures';
import { DATED_TOTALS, TICKET_TOTALS, type TotalsRollup } from '../src/db/migration-triggers';
import type { Logger } from '../src/logger';
import type { PaymentProvider } from '../src/payments/provider';
import { cancelSlot } from '../src/cancellations/cancellation';
import { createTestApp, type TestApp } from './harness';
import { insertBooking } from './fixtures';

/**
 * booking_totals and booking_ticket_totals are taken at COMMIT by deferred triggers (20261127093000,
 * 20261128090000), in the order a transaction changed its bookings. Two transactions that change
 * several bookings each, reaching the same two rollup rows the other way round, used to deadlock
 * there (40P01, issue 16 follow-up). Each test holds one rollup row in a third transaction so that
 * both commits reach their first rows before either goes on, then lets them go: both must commit,
 * without a retry, and the rollups must equal the bookings summed afresh.
 */
const DATABASE_URL = process.env.DATABASE_URL;

const ADMIN = { admin: null, requestId: null, ip: null };

describe.skipIf(!DATABASE_URL)('multi-booking commits and the booking rollups on Postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { databasePoolMax: 10 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Backends of this database waiting for a lock: the commits held back by the blocker, then by each other. */
  async function untilWaiting(count: number, running: Promise<unknown>[]): Promise<void> {
    let settled = false;
    void Promise.allSettled(running).then(() => (settled = true));
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      const { rows } = (await t.db.raw(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as { rows: { n: number }[] };
      if (rows[0]!.n >= count || settled) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${count} transactions waiting for a lock after 10 s`);
  }

  /**
   * Starts `first`, lets it stop on the blocker's row, starts `second`, lets it stop too, then ends
   * the blocker and answers how both ended.
   */
  async function raceAgainstHeldRow(
    lockRow: (blocker: Knex.Transaction) => Promise<unknown>,
    first: () => Promise<unknown>,
    second: () => Promise<unknown>,
  ): Promise<PromiseSettledResult<unknown>[]> {
    const blocker = await t.db.transaction();
    await lockRow(blocker);
    const one = first();
    await untilWaiting(1, [one]);
    const two = second();
    await untilWaiting(2, [one, two]);
    await blocker.rollback();
    return Promise.allSettled([one, two]);
  }

  /** Groups where a rollup and the bookings summed afresh differ (emptied groups hold zeros). */
  async function strayGroups({ table, key }: TotalsRollup): Promise<unknown[]> {
    const columns = key.join(', ');
    const { rows } = (await t.db.raw(`
      WITH kept AS (
        SELECT ${columns}, bookings::bigint, adults::bigint, children::bigint, revenue::bigint
          FROM ${table} WHERE bookings <> 0
      ), counted AS (
        SELECT ${columns}, count(*), sum(adult_count), sum(child_count), sum(total_discount_amount)::bigint
          FROM bookings WHERE booking_status <> 'pending' GROUP BY ${columns}
      )
      (SELECT 'kept' AS side, * FROM kept EXCEPT SELECT 'kept', * FROM counted)
      UNION ALL
      (SELECT 'counted', * FROM counted EXCEPT SELECT 'counted', * FROM kept)`)) as { rows: unknown[] };
    return rows;
  }

  async function expectRollupsInStep() {
    for (const rollup of [TICKET_TOTALS, DATED_TOTALS])
      expect(await strayGroups(rollup), rollup.table).toEqual([]);
  }

  const outcomes = (settled: PromiseSettledResult<unknown>[]) =>
    settled.map((s) =>
      s.status === 'fulfilled' ? s.value : `${(s.reason as { code?: string }).code} ${String(s.reason)}`,
    );

  it("two sweeps expiring two tickets' lapsed holds in opposite orders both commit", async () => {
    const [first, second] = [nextDate(undefined, 5), nextDate(undefined, 6)];
    const [p, q] = [await createTicket(t.db), await createTicket(t.db)];
    const of = (ticket: typeof p) => ({
      ticketId: ticket.id,
      ticketTitle: ticket.title,
      service: ticket.service,
    });
    // An expired booking of p, so that its (expired, first date) row of booking_totals exists to be held.
    await insertBooking(t.db, { ...of(p), bookingDate: first, status: 'expired' });
    // Lapsed holds by expiry: the first sweep claims p's then q's holds on the first date, the second
    // q's then p's on the second date. Their slot counters and dated rows differ; each ticket's
    // expired row of booking_ticket_totals, shared by every date, is the same.
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    for (const [ticket, bookingDate, lapsed] of [
      [p, first, 40],
      [q, first, 30],
      [q, second, 20],
      [p, second, 10],
    ] as const) {
      await insertBooking(t.db, {
        ...of(ticket),
        bookingDate,
        status: 'pending',
        holdExpiresAt: minutesAgo(lapsed),
      });
    }
    // A sweep's UPDATE changes its holds in the order of the index the planner walks. On this small
    // table that is bookings_pending_hold_idx, in ticket_id order, the same for every sweep; with
    // more holds it may walk the expiry index or the primary key instead, whose order differs from
    // sweep to sweep. Without the first index the expiry index is walked, in the order claimed.
    await t.db.raw('DROP INDEX bookings_pending_hold_idx');
    const retries: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => retries.push(args), info: () => {}, error: () => {} };
    const settlement = new Settlement({
      db: t.db,
      provider: {} as PaymentProvider,
      logger: logger as unknown as Logger,
    });

    const settled = await raceAgainstHeldRow(
      (blocker) =>
        blocker(DATED_TOTALS.table)
          .where({
            ticket_title: p.title,
            booking_status: 'expired',
            booking_date: first,
            service: p.service,
          })
          .forUpdate(),
      () => settlement.sweepLapsedHolds(2),
      () => settlement.sweepLapsedHolds(2),
    );

    expect(outcomes(settled)).toEqual([2, 2]);
    expect(retries).toEqual([]);
    expect(await t.db('bookings').where({ booking_status: 'pending' })).toEqual([]);
    await expectRollupsInStep();
  });

  it('two slot cancellations of one date, refunding and cancelling in opposite orders, both commit', async () => {
    const date = nextDate(undefined, 6);
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'] });
    const of = { ticketId: ticket.id, ticketTitle: ticket.title, service: ticket.service, bookingDate: date };
    // A refunded booking on another date, so that the ticket's refunded row of booking_ticket_totals exists.
    await insertBooking(t.db, { ...of, bookingDate: nextDate(undefined, 7), status: 'refunded' });
    // 10:00: a paid booking (refunded in full), then one without a payment (cancelled); 14:00 the
    // other way round. Their slot's cancellation changes them in the order they were made.
    const made = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const paid: string[] = [];
    for (const [slot, isPaid, minutes] of [
      ['10:00', true, 40],
      ['10:00', false, 30],
      ['14:00', false, 20],
      ['14:00', true, 10],
    ] as const) {
      const row = await insertBooking(t.db, {
        ...of,
        timeSlot: slot,
        status: 'confirmed',
        createdAt: made(minutes),
      });
      if (isPaid) paid.push(row.id);
    }
    await t
      .db('bookings')
      .whereIn('id', paid)
      .update({
        payment_session_id: t.db.raw("'cs_test_' || id"),
        amount_paid: t.db.raw('total_discount_amount'),
        paid_currency: 'myr',
      });
    const amount = (await t.db('bookings').where({ id: paid[0] }).first('total_discount_amount'))!
      .total_discount_amount as number;
    // As the route runs it, without its retry: the order alone must keep the two apart.
    const cancel = (timeSlot: string) => () =>
      t.db.transaction((trx) =>
        cancelSlot(
          trx,
          { ...of, timeSlot, reason: 'Weather', expectedCount: 2, expectedAmount: amount },
          ADMIN,
        ).then((r) => r.cancelled),
      );

    const settled = await raceAgainstHeldRow(
      (blocker) =>
        blocker(TICKET_TOTALS.table)
          .where({ ticket_title: ticket.title, booking_status: 'refunded', service: ticket.service })
          .forUpdate(),
      cancel('10:00'),
      cancel('14:00'),
    );

    expect(outcomes(settled)).toEqual([2, 2]);
    const statuses = await t
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_date: date })
      .orderBy('created_at')
      .pluck('booking_status');
    expect(statuses).toEqual(['refunded', 'cancelled', 'cancelled', 'refunded']);
    await expectRollupsInStep();
  });

  it('a late payment that expires lapsed holds to get its seats back confirms, the rollups in step', async () => {
    const date = nextDate(undefined, 9);
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 2 });
    const of = { ticketId: ticket.id, ticketTitle: ticket.title, service: ticket.service, bookingDate: date };
    const lapsed = new Date(Date.now() - 60_000);
    const late = await insertBooking(t.db, {
      ...of,
      timeSlot: '10:00',
      status: 'expired',
      holdExpiresAt: lapsed,
    });
    // The late booking's seats went to a hold that has lapsed too, not expired yet.
    const other = await insertBooking(t.db, {
      ...of,
      timeSlot: '10:00',
      status: 'pending',
      holdExpiresAt: lapsed,
    });
    await t.db('bookings').where({ id: late.id }).update({ payment_session_id: 'cs_late' });
    const row = (await t.db('bookings').where({ id: late.id }).first()) as {
      total_discount_amount: number;
      currency: string;
    };
    const settlement = new Settlement({
      db: t.db,
      provider: {} as PaymentProvider,
      logger: { warn: () => {}, info: () => {}, error: () => {} } as unknown as Logger,
    });

    const outcome = await settlement.settlePaid({
      id: 'cs_late',
      bookingUuid: late.id,
      status: 'complete',
      paymentStatus: 'paid',
      amountTotal: row.total_discount_amount,
      currency: row.currency,
      paymentIntentId: null,
    });

    expect(outcome).toBe('confirmed');
    const statusOf = async (id: string) =>
      ((await t.db('bookings').where({ id }).first('booking_status')) as { booking_status: string })
        .booking_status;
    expect([await statusOf(late.id), await statusOf(other.id)]).toEqual(['confirmed', 'expired']);
    await expectRollupsInStep();
  });
});

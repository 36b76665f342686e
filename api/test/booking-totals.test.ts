import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsRepository } from '../src/bookings/repository';
import { DEMO_TICKET_IDS } from '../src/db/demo-catalogue';
import { DATED_TOTALS, TICKET_TOTALS, type TotalsRollup } from '../src/db/migration-triggers';
import { createTestApp, type TestApp } from './harness';
import { dubaiDate, insertBooking } from './fixtures';

/**
 * booking_totals (migration 20261125093700) and booking_ticket_totals (20261127093000) are kept by
 * triggers on bookings (both deferred to COMMIT since 20261128090000): whatever the statements do to bookings, each must equal a fresh aggregate of
 * them, group by group. Runs on PGlite and, in `npm run test:pg`, on Postgres.
 */
let t: TestApp;

const ROLLUPS = [DATED_TOTALS, TICKET_TOTALS];
const FIGURES = ['bookings', 'adults', 'children', 'revenue', 'paid'];

const asText = (rows: Record<string, unknown>[], { key }: TotalsRollup) =>
  rows.map((r) => JSON.stringify([...key, ...FIGURES].map((k) => String(r[k])))).sort();

/** The maintained groups (those left empty by moves are dropped: a sum over them adds nothing). */
async function maintained(rollup: TotalsRollup, db: Knex = t.db): Promise<string[]> {
  const rows = (await db(rollup.table)
    .select(
      '*',
      ...(rollup.key.includes('booking_date') ? [db.raw('booking_date::text AS booking_date')] : []),
    )
    .whereNot('bookings', 0)) as Record<string, unknown>[];
  return asText(rows, rollup);
}

async function fresh(rollup: TotalsRollup): Promise<string[]> {
  const rows = (await t
    .db('bookings')
    .select(
      ...rollup.key.map((k) => (k === 'booking_date' ? t.db.raw('booking_date::text AS booking_date') : k)),
      t.db.raw('count(*) AS bookings'),
      t.db.raw('sum(adult_count) AS adults'),
      t.db.raw('sum(child_count) AS children'),
      t.db.raw('sum(total_discount_amount) AS revenue'),
      // Money paid (migration 20261202090000).
      t.db.raw('coalesce(sum(amount_paid), 0) AS paid'),
    )
    // Pending holds are not kept (migration 20261125094700): the summary sums them from bookings.
    .whereNot('booking_status', 'pending')
    .groupBy(...rollup.key)) as Record<string, unknown>[];
  return asText(rows, rollup);
}

async function expectInStep() {
  for (const rollup of ROLLUPS) {
    const [kept, counted] = await Promise.all([maintained(rollup), fresh(rollup)]);
    expect(kept, rollup.table).toEqual(counted);
    // An emptied group holds nothing at all, not a stray sum.
    const strays = await t
      .db(rollup.table)
      .where('bookings', 0)
      .andWhere((q) =>
        q.whereNot('adults', 0).orWhereNot('children', 0).orWhereNot('revenue', 0).orWhereNot('paid', 0),
      );
    expect(strays, rollup.table).toEqual([]);
  }
}

const frame = { ticketId: DEMO_TICKET_IDS.frameEntry, ticketTitle: 'Frame', service: 'dubai-frame' };
const burj = { ticketId: DEMO_TICKET_IDS.burjAtTheTop, ticketTitle: 'Burj', service: 'burj-khalifa' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Capacities would refuse some of the pending rows below; the totals do not depend on them.
  await t.db('tickets').update({ capacity_per_slot: null });
});
afterAll(async () => {
  await t?.close();
});

describe('booking_totals and booking_ticket_totals', () => {
  it('starts equal to the bookings the demo seed left', async () => {
    await expectInStep();
  });

  it('follows inserts of every status, on several tickets and dates', async () => {
    const statuses = ['pending', 'confirmed', 'redeemed', 'expired', 'failed', 'cancelled', 'refunded'];
    for (let i = 0; i < 28; i++) {
      await insertBooking(t.db, {
        ...(i % 3 === 0 ? burj : frame),
        bookingDate: dubaiDate((i % 4) - 2),
        status: statuses[i % statuses.length]!,
        adultCount: 1 + (i % 3),
        childCount: i % 2,
        totalDiscountAmount: 1000 * (i + 1),
      });
    }
    await expectInStep();
    const [groups] = (await t.db('booking_totals').where({ ticket_title: 'Frame' }).count({ n: '*' })) as {
      n: string | number;
    }[];
    expect(Number(groups?.n)).toBeGreaterThan(4);
  });

  it('follows status changes one way and back (confirmed -> redeemed -> confirmed)', async () => {
    await t.db('bookings').where({ booking_status: 'pending' }).update({ booking_status: 'confirmed' });
    await expectInStep();
    await t.db('bookings').where({ booking_status: 'confirmed' }).update({ booking_status: 'redeemed' });
    await expectInStep();
    await t
      .db('bookings')
      .whereIn('id', t.db('bookings').select('id').where({ booking_status: 'redeemed' }).limit(3))
      .update({ booking_status: 'confirmed' });
    await expectInStep();
  });

  it('follows changed party sizes, amounts, dates, titles and services, and ignores other columns', async () => {
    const [one] = await t.db('bookings').where({ ticket_title: 'Frame' }).limit(1);
    await t.db('bookings').where({ id: one.id }).update({
      adult_count: 5,
      child_count: 2,
      adult_total: 77000,
      child_total: 0,
      total_amount: 77000,
      total_discount_amount: 77000,
    });
    await expectInStep();
    // A rescheduled booking moves to its new date's group.
    await t
      .db('bookings')
      .where({ id: one.id })
      .update({ booking_date: dubaiDate(30) });
    await expectInStep();
    await t.db('bookings').where({ ticket_title: 'Burj' }).update({ ticket_title: 'Burj renamed' });
    await expectInStep();
    await t.db('bookings').where({ ticket_title: 'Frame' }).limit(1).update({ service: 'burj-khalifa' });
    await expectInStep();
    const before = await Promise.all(ROLLUPS.map((rollup) => maintained(rollup)));
    await t.db('bookings').update({ ticket_sent_at: new Date(), name: 'Renamed Guest' });
    expect(await Promise.all(ROLLUPS.map((rollup) => maintained(rollup)))).toEqual(before);
  });

  it('follows money paid: a payment landing, a paid date change, and a row paid nothing', async () => {
    const [one] = await t
      .db('bookings')
      .where({ ticket_title: 'Frame', booking_status: 'confirmed' })
      .limit(1);
    await t
      .db('bookings')
      .where({ id: one.id })
      .update({ amount_paid: (one.amount_paid ?? 0) + 1500 });
    await expectInStep();
    await t.db('bookings').where({ id: one.id }).update({ amount_paid: null });
    await expectInStep();
  });

  it('follows deletes', async () => {
    await t.db('bookings').where({ booking_status: 'failed' }).delete();
    await expectInStep();
    await t.db('checkin_passes').delete();
    await t.db('bookings').delete();
    await expectInStep();
    for (const rollup of ROLLUPS) expect(await maintained(rollup)).toEqual([]);
  });

  it('adds to both rollups when the transaction commits, and nothing when it rolls back', async () => {
    for (let i = 0; i < 4; i++)
      await insertBooking(t.db, { ...frame, bookingDate: dubaiDate(i), status: 'confirmed', adultCount: 2 });
    await expectInStep();
    const before = await Promise.all(ROLLUPS.map((rollup) => maintained(rollup)));
    await t.db
      .transaction(async (trx) => {
        await trx('bookings').where({ ticket_title: 'Frame' }).update({ booking_status: 'cancelled' });
        // Their deferred triggers have not run yet (20261127093000, 20261128090000): the shared rows
        // are not locked before COMMIT, so a Pay renders its voucher before it takes them.
        expect(await Promise.all(ROLLUPS.map((rollup) => maintained(rollup, trx)))).toEqual(before);
        throw new Error('rolled back');
      })
      .catch((e: Error) => expect(e.message).toBe('rolled back'));
    expect(await Promise.all(ROLLUPS.map((rollup) => maintained(rollup)))).toEqual(before);
    // One booking changed twice in a transaction: both changes are summed, in the order they were made.
    await t.db.transaction(async (trx) => {
      const [one] = await trx('bookings')
        .where({ ticket_title: 'Frame', booking_status: 'confirmed' })
        .limit(1);
      await trx('bookings').where({ id: one.id }).update({ booking_status: 'redeemed' });
      await trx('bookings').where({ id: one.id }).update({ booking_status: 'cancelled', adult_count: 1 });
      const [other] = await trx('bookings')
        .where({ ticket_title: 'Frame', booking_status: 'confirmed' })
        .limit(1);
      await trx('bookings').where({ id: other.id }).delete();
    });
    await expectInStep();
  });

  it('is emptied with bookings by TRUNCATE', async () => {
    await insertBooking(t.db, { ...burj, bookingDate: dubaiDate(1), status: 'confirmed' });
    await expectInStep();
    await t.db.raw('TRUNCATE bookings CASCADE');
    for (const rollup of ROLLUPS) expect(await t.db(rollup.table)).toEqual([]);
  });

  it('keeps no pending hold (a hold locks no totals row), and the summary still counts it', async () => {
    await t.db('tickets').where({ id: frame.ticketId }).update({ capacity_per_slot: 2 });
    await insertBooking(t.db, { ...frame, bookingDate: dubaiDate(3), timeSlot: '10:00', status: 'pending' });
    await expect(
      insertBooking(t.db, { ...frame, bookingDate: dubaiDate(3), timeSlot: '10:00', status: 'pending' }),
    ).rejects.toThrow();
    await expectInStep();
    for (const rollup of ROLLUPS)
      expect(await t.db(rollup.table).where({ booking_status: 'pending' })).toEqual([]);
    const summary = await bookingsRepository.summary(t.db, {
      ticketTitle: 'Frame',
      bookingStatus: 'pending',
    });
    expect(summary.bookings).toBe(1);
  });
});

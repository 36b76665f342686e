import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsRepository } from '../src/bookings/repository';
import { DEMO_TICKET_IDS } from '../src/db/demo-catalogue';
import { createTestApp, type TestApp } from './harness';
import { dubaiDate, insertBooking } from './fixtures';

/**
 * booking_totals (migration 20261125093700) is kept by a trigger on bookings: whatever the statements
 * do to bookings, it must equal a fresh aggregate of them, group by group. Runs on PGlite and, in
 * `npm run test:pg`, on Postgres.
 */
let t: TestApp;

const KEY = ['ticket_title', 'booking_status', 'booking_date', 'service'] as const;
type Group = Record<(typeof KEY)[number] | 'bookings' | 'adults' | 'children' | 'revenue', string>;

const asText = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) =>
      JSON.stringify([...KEY, 'bookings', 'adults', 'children', 'revenue'].map((k) => String(r[k]))),
    )
    .sort();

/** The maintained groups (those left empty by moves are dropped: a sum over them adds nothing). */
async function maintained(): Promise<string[]> {
  const rows = (await t
    .db('booking_totals')
    .select('*', t.db.raw('booking_date::text AS booking_date'))
    .whereNot('bookings', 0)) as Group[];
  return asText(rows);
}

async function fresh(): Promise<string[]> {
  const rows = (await t
    .db('bookings')
    .select(
      'ticket_title',
      'booking_status',
      'service',
      t.db.raw('booking_date::text AS booking_date'),
      t.db.raw('count(*) AS bookings'),
      t.db.raw('sum(adult_count) AS adults'),
      t.db.raw('sum(child_count) AS children'),
      t.db.raw('sum(total_discount_amount) AS revenue'),
    )
    // Pending holds are not kept (migration 20261125094700): the summary sums them from bookings.
    .whereNot('booking_status', 'pending')
    .groupBy('ticket_title', 'booking_status', 'booking_date', 'service')) as Group[];
  return asText(rows);
}

async function expectInStep() {
  const [kept, counted] = await Promise.all([maintained(), fresh()]);
  expect(kept).toEqual(counted);
  // An emptied group holds nothing at all, not a stray sum.
  const strays = await t
    .db('booking_totals')
    .where('bookings', 0)
    .andWhere((q) => q.whereNot('adults', 0).orWhereNot('children', 0).orWhereNot('revenue', 0));
  expect(strays).toEqual([]);
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

describe('booking_totals', () => {
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
    const before = await maintained();
    await t.db('bookings').update({ ticket_sent_at: new Date(), name: 'Renamed Guest' });
    expect(await maintained()).toEqual(before);
  });

  it('follows deletes', async () => {
    await t.db('bookings').where({ booking_status: 'failed' }).delete();
    await expectInStep();
    await t.db('checkin_passes').delete();
    await t.db('bookings').delete();
    await expectInStep();
    expect(await maintained()).toEqual([]);
  });

  it('keeps no pending hold (a hold locks no totals row), and the summary still counts it', async () => {
    await t.db('tickets').where({ id: frame.ticketId }).update({ capacity_per_slot: 2 });
    await insertBooking(t.db, { ...frame, bookingDate: dubaiDate(3), timeSlot: '10:00', status: 'pending' });
    await expect(
      insertBooking(t.db, { ...frame, bookingDate: dubaiDate(3), timeSlot: '10:00', status: 'pending' }),
    ).rejects.toThrow();
    await expectInStep();
    const kept = await t.db('booking_totals').where({ booking_status: 'pending' });
    expect(kept).toEqual([]);
    const summary = await bookingsRepository.summary(t.db, {
      ticketTitle: 'Frame',
      bookingStatus: 'pending',
    });
    expect(summary.bookings).toBe(1);
  });
});

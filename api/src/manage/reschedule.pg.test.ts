import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertBooking } from '../../test/fixtures';
import { createManageToken } from '../lib/manage-token';
import { checkoutBody, createTicket, nextDate, PRICING } from '../checkout/testing/fixtures';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('reschedules racing new bookings on Postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { databasePoolMax: 20 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('200 concurrent moves and checkouts between two nearly full slots oversell nothing and lose no booking', async () => {
    const CAPACITY = 40;
    const date = nextDate('Tuesday', 4);
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: CAPACITY });
    const pair = 2 * PRICING[0]!.weekDays.adult; // two adults on a weekday: a move costs nothing more
    // 16 parties of two in each slot: 32 of 40 seats taken.
    const parties: { id: string; slot: string }[] = [];
    for (const slot of ['10:00', '14:00']) {
      for (let i = 0; i < 16; i++) {
        const row = await insertBooking(t.db, {
          ticketId: ticket.id,
          bookingDate: date,
          timeSlot: slot,
          adultCount: 2,
          totalDiscountAmount: pair,
        });
        parties.push({ id: row.id, slot });
      }
    }
    await t.db.raw('UPDATE bookings SET amount_paid = total_discount_amount WHERE ticket_id = ?', [
      ticket.id,
    ]);
    const secret = t.config.manageToken.secret;
    const until = new Date(Date.now() + 86_400_000 * 30);

    // 100 moves: every party to the other slot, then back again, racing each other, the parties
    // moving the other way and 100 new one-seat checkouts.
    const moves = Array.from({ length: 100 }, (_, i) => {
      const party = parties[i % parties.length]!;
      const other = party.slot === '10:00' ? '14:00' : '10:00';
      const to = Math.floor(i / parties.length) % 2 === 0 ? other : party.slot;
      return () =>
        t.request('POST', '/bookings/manage/reschedule', {
          body: {
            token: createManageToken(secret, party.id, until),
            bookingDate: date,
            timeSlot: to,
            expectedPriceDifference: 0,
          },
        });
    });
    const checkouts = Array.from(
      { length: 100 },
      (_, i) => () =>
        t.request('POST', '/payments/create-checkout', {
          body: checkoutBody(ticket, {
            bookingDate: date,
            timeSlot: i % 2 ? '10:00' : '14:00',
            adultCount: 1,
            childCount: 0,
            email: `racer${i}@example.com`,
          }),
        }),
    );
    const calls = moves.flatMap((m, i) => [m, checkouts[i]!]);
    const answers = await Promise.all(calls.map((call) => call()));

    const byStatus: Record<string, number> = {};
    for (const a of answers) {
      const key = `${a.status} ${a.status >= 400 ? (a.body as { error: { code: string } }).error.code : ''}`;
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    // Only the answers of a race: moved, held, or refused for want of seats or because the party
    // already sits there (it moved back and forth).
    for (const key of Object.keys(byStatus)) {
      expect(['200 ', '201 ', '409 SLOT_FULL', '409 SOLD_OUT', '409 NOT_ALLOWED']).toContain(key);
    }
    expect(byStatus['200 '] ?? 0, JSON.stringify(byStatus)).toBeGreaterThan(0);

    // Every counter equals the seats of the bookings that hold them, and none is past capacity.
    const { rows } = (await t.db.raw(
      `SELECT coalesce(b.time_slot, '') AS slot, sum(b.adult_count + b.child_count)::int AS seats
         FROM bookings b
        WHERE b.ticket_id = ? AND b.booking_status IN ('pending', 'confirmed', 'redeemed')
        GROUP BY 1`,
      [ticket.id],
    )) as { rows: { slot: string; seats: number }[] };
    const counters = await t
      .db('slot_occupancy')
      .where({ ticket_id: ticket.id })
      .select('time_slot', 'seats');
    for (const slot of ['10:00', '14:00']) {
      const counted = counters.find((c) => c.time_slot === slot)?.seats ?? 0;
      const summed = rows.find((r) => r.slot === slot)?.seats ?? 0;
      expect(counted, `counter of ${slot}`).toBe(summed);
      expect(counted).toBeLessThanOrEqual(CAPACITY);
    }
    // Every original party is still confirmed, in exactly one of the two slots, with its two seats.
    const after = await t.db('bookings').whereIn(
      'id',
      parties.map((p) => p.id),
    );
    expect(after).toHaveLength(parties.length);
    for (const b of after) {
      expect(b.booking_status).toBe('confirmed');
      expect(['10:00', '14:00']).toContain(b.time_slot);
    }
    const moved = after.filter((b) => b.time_slot !== parties.find((p) => p.id === b.id)!.slot).length;
    const audits = await t
      .db('audit_log')
      .where({ action: 'booking.reschedule' })
      .whereIn(
        'entity_id',
        parties.map((p) => p.id),
      );
    expect(audits.length).toBe(byStatus['200 '] ?? 0);
    console.log(`moves and checkouts: ${JSON.stringify(byStatus)}; parties now in the other slot: ${moved}`);
  }, 120_000);
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { LAPSED_SEATS_SQL } from '../schedule/occupancy';
import * as repo from './repository';
import { checkoutBody, createTicket, nextDate } from './testing/fixtures';
import type { TicketRow } from './repository';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STATUSES = ['pending', 'confirmed', 'expired', 'failed', 'cancelled', 'refunded'] as const;
const HOLDING = new Set<string>(['pending', 'confirmed']);

/** Seats per slot as the counter holds them, and as the bookings say they should be. */
async function counterAndTruth(ticketId: string) {
  const counter = await t.db('slot_occupancy').where({ ticket_id: ticketId }).select('*');
  const rows = await t.db('bookings').where({ ticket_id: ticketId }).select('*');
  const key = (date: unknown, slot: string | null) => `${String(date)}|${slot ?? ''}`;
  const truth = new Map<string, number>();
  for (const b of rows) {
    if (!HOLDING.has(b.booking_status)) continue;
    const k = key(b.booking_date, b.time_slot);
    truth.set(k, (truth.get(k) ?? 0) + b.adult_count + b.child_count);
  }
  const counted = new Map<string, number>();
  for (const c of counter) if (c.seats !== 0) counted.set(key(c.booking_date, c.time_slot), c.seats);
  return { counted: Object.fromEntries(counted), truth: Object.fromEntries(truth) };
}

let reference = 0;
function bookingRow(ticket: TicketRow, over: Record<string, unknown>) {
  reference += 1;
  return {
    booking_id: `OCC-${reference.toString().padStart(6, '0')}`,
    booking_status: 'confirmed',
    ticket_id: ticket.id,
    ticket_title: ticket.title,
    service: ticket.service,
    ticket_type: ticket.ticket_type,
    preference: 'Standard',
    booking_date: nextDate('Monday'),
    booking_date_string: 'x',
    booking_day: 'Monday',
    time_slot: '10:00',
    adult_count: 1,
    child_count: 0,
    name: 'Occupancy Test',
    email: 'occupancy@example.com',
    mobile_number: '+971501234567',
    ...over,
  };
}

describe('slot_occupancy, the counter the bookings trigger keeps', () => {
  it('always equals the seats of pending and confirmed bookings, whatever is inserted, updated or deleted', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: null });
    const dates = [nextDate('Monday'), nextDate('Tuesday')];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        status: fc.constantFrom(...STATUSES),
        date: fc.constantFrom(...dates),
        slot: fc.constantFrom('10:00', '14:00'),
        adults: fc.integer({ min: 0, max: 4 }),
        children: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('update' as const),
        pick: fc.nat(),
        status: fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
        date: fc.option(fc.constantFrom(...dates), { nil: undefined }),
        slot: fc.option(fc.constantFrom('10:00', '14:00'), { nil: undefined }),
        adults: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        await t.db('bookings').where({ ticket_id: ticket.id }).delete();
        for (const o of ops) {
          const ids = (await t.db('bookings').where({ ticket_id: ticket.id }).orderBy('booking_id')).map(
            (r: { id: string }) => r.id,
          );
          if (o.kind === 'insert') {
            await t.db('bookings').insert(
              bookingRow(ticket, {
                booking_status: o.status,
                booking_date: o.date,
                time_slot: o.slot,
                adult_count: o.adults,
                child_count: o.children,
              }),
            );
          } else if (ids.length > 0) {
            const id = ids[o.pick % ids.length];
            if (o.kind === 'delete') await t.db('bookings').where({ id }).delete();
            else {
              const changes = Object.fromEntries(
                Object.entries({
                  booking_status: o.status,
                  booking_date: o.date,
                  time_slot: o.slot,
                  adult_count: o.adults,
                }).filter(([, v]) => v !== undefined),
              );
              if (Object.keys(changes).length) await t.db('bookings').where({ id }).update(changes);
            }
          }
        }
        const { counted, truth } = await counterAndTruth(ticket.id);
        expect(counted).toEqual(truth);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a pending booking past the capacity with SLOT_FULL and the seats still free, changing nothing', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 5 });
    const date = nextDate('Wednesday');
    await t.db('bookings').insert(bookingRow(ticket, { booking_date: date, adult_count: 3 }));
    const refused = await t
      .db('bookings')
      .insert(bookingRow(ticket, { booking_status: 'pending', booking_date: date, adult_count: 3 }))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(repo.slotFullRemaining(refused)).toBe(2);
    expect(await t.db('bookings').where({ ticket_id: ticket.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const { counted } = await counterAndTruth(ticket.id);
    expect(Object.values(counted)).toEqual([3]);
  });

  it('does not count a lapsed hold as taken, and a checkout expires it to take its seats', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 4 });
    const date = nextDate('Thursday');
    const [lapsed] = await t
      .db('bookings')
      .insert(
        bookingRow(ticket, {
          booking_status: 'pending',
          booking_date: date,
          adult_count: 4,
          hold_expires_at: new Date(Date.now() - 60_000),
        }),
      )
      .returning('id');
    const slot = { ticketId: ticket.id, bookingDate: date, timeSlot: '10:00' };
    expect(await repo.counterSeats(t.db, slot)).toBe(4);
    expect(await repo.lapsedSeats(t.db, slot)).toBe(4);
    const taken = await t.db.raw(
      `SELECT o.seats - ${LAPSED_SEATS_SQL} AS taken FROM slot_occupancy o WHERE o.ticket_id = ?`,
      [ticket.id],
    );
    expect(Number(taken.rows[0].taken)).toBe(0);

    const res = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: date, timeSlot: '10:00', adultCount: 4, childCount: 0 }),
    });
    expect(res.status).toBe(201);
    expect((await t.db('bookings').where({ id: lapsed.id }).first()).booking_status).toBe('expired');
    const { counted } = await counterAndTruth(ticket.id);
    expect(Object.values(counted)).toEqual([4]);

    const full = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: date, timeSlot: '10:00', adultCount: 1, childCount: 0 }),
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('SOLD_OUT');
  });

  it('a slot this process just saw with room, filled by another process since, refuses with SOLD_OUT and changes nothing', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 6 });
    const date = nextDate('Friday');
    const body = checkoutBody(ticket, { bookingDate: date, timeSlot: '10:00', adultCount: 2, childCount: 0 });
    // The first checkout reads the counter (6 left) and holds 2: this process now believes 4 are left.
    expect((await t.request('POST', '/payments/create-checkout', { body })).status).toBe(201);
    // Another process sells the 4 seats left.
    await t.db('bookings').insert(bookingRow(ticket, { booking_date: date, adult_count: 4 }));
    const before = await t.db('bookings').where({ ticket_id: ticket.id }).count({ n: '*' });

    const refused = await t.request('POST', '/payments/create-checkout', { body });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SOLD_OUT');
    expect(refused.body.error.message).toBe('Sold out: no seats are left.');
    expect(await t.db('bookings').where({ ticket_id: ticket.id }).count({ n: '*' })).toEqual(before);
    const { counted, truth } = await counterAndTruth(ticket.id);
    expect(counted).toEqual(truth);
    expect(Object.values(counted)).toEqual([6]);

    // Seats given back elsewhere are seen again: the refusal left this process no hint of room.
    await t
      .db('bookings')
      .where({ ticket_id: ticket.id, adult_count: 4 })
      .update({ booking_status: 'cancelled' });
    expect((await t.request('POST', '/payments/create-checkout', { body })).status).toBe(201);
  });
});

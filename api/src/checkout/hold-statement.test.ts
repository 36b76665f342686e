import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, createTicket } from './testing/fixtures';

/** The abuse limits on, as an operator runs them (hold-limits.test.ts tests what they refuse). */
const LIMITS = {
  TRUST_PROXY: 'true',
  CHECKOUT_LIMIT_PER_IP: '6',
  CHECKOUT_LIMIT_PER_EMAIL: '6',
  HOLD_MAX_SEATS_PER_IP: '12',
  HOLD_MAX_SEATS_PER_EMAIL: '12',
  HOLD_MAX_SLOT_SHARE_PERCENT: '50',
};

let t: TestApp;
let client = 0;

beforeAll(async () => {
  // The catalogue cache on, as `npm start` runs it: the ticket and the date's blocks come from memory.
  t = await createTestApp({ env: LIMITS, catalogueCache: 'in-process' });
});
afterAll(async () => {
  await t?.close();
});

/** The SQL a checkout sends to the database, and its answer. */
async function checkoutStatements(body: Record<string, unknown>) {
  const sent: string[] = [];
  const onQuery = (q: { sql: string }) => sent.push(q.sql);
  t.db.on('query', onQuery);
  try {
    const res = await t.request('POST', '/payments/create-checkout', {
      body,
      headers: { 'x-forwarded-for': `198.51.100.${++client}` },
    });
    return { res, sent };
  } finally {
    t.db.off('query', onQuery);
  }
}

const limiterRows = () => t.db('rate_limiter_flexible').orderBy('key');

describe('the hold in one round trip', () => {
  it('a checkout with the limits on sends one statement: limits, claim, booking and session in it', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    const body = (email: string) => checkoutBody(ticket, { adultCount: 2, childCount: 0, email });
    expect((await checkoutStatements(body('first@example.com'))).res.status).toBe(201);

    const { res, sent } = await checkoutStatements(body('second@example.com'));
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^CALL checkout_hold\(/);
    // Everything the statement wrote is there: the booking, its open session, the claim attached to it.
    const booking = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
    expect(booking).toMatchObject({ booking_status: 'pending', payment_session_id: res.body.sessionId });
    const session = await t.db('payment_local_sessions').where({ id: res.body.sessionId }).first();
    expect(session).toMatchObject({ booking_id: booking.id, status: 'open', amount_total: res.body.amount });
    const claim = await t.db('checkout_hold_claims').where({ booking_ref: res.body.bookingId }).first();
    expect(claim).toMatchObject({ seats: 2, ticket_id: ticket.id });
    expect(await limiterRows()).toHaveLength(4);
  });

  it('a checkout for a full slot is refused by that one statement, spending no rate point and writing nothing', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['11:00'], capacityPerSlot: 4 });
    const take = await checkoutStatements(
      checkoutBody(ticket, { adultCount: 4, childCount: 0, email: 'all@example.com' }),
    );
    expect(take.res.status).toBe(201);
    const limitsBefore = await limiterRows();
    const claimsBefore = await t.db('checkout_hold_claims').count({ n: '*' }).first();

    const { res, sent } = await checkoutStatements(
      checkoutBody(ticket, { adultCount: 1, childCount: 0, email: 'late@example.com' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('SOLD_OUT');
    expect(res.body.error.details).toEqual({ remaining: 0 });
    expect(sent).toEqual([expect.stringMatching(/^CALL checkout_hold\(/)]);
    expect(await limiterRows()).toEqual(limitsBefore);
    expect(await t.db('checkout_hold_claims').count({ n: '*' }).first()).toEqual(claimsBefore);
    expect(await t.db('bookings').where({ ticket_id: ticket.id })).toHaveLength(1);
  });

  it('a slot full only of lapsed holds expires them and holds in the same request', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['12:00'], capacityPerSlot: 4 });
    const first = await checkoutStatements(
      checkoutBody(ticket, { adultCount: 4, childCount: 0, email: 'lapsed@example.com' }),
    );
    expect(first.res.status).toBe(201);
    await t
      .db('bookings')
      .where({ booking_id: first.res.body.bookingId })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });

    const { res } = await checkoutStatements(
      checkoutBody(ticket, { adultCount: 3, childCount: 0, email: 'next@example.com' }),
    );
    expect(res.status).toBe(201);
    const statuses = await t.db('bookings').where({ ticket_id: ticket.id }).pluck('booking_status');
    expect(statuses.sort()).toEqual(['expired', 'pending']);
  });
});

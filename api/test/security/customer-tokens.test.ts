import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { changedTables, snapshotDb } from '../hostile/support/db-snapshot';
import { enumerateRoutes, isAdminRoute } from '../hostile/support/routes';
import { loadWorld, type World } from '../hostile/support/world';
import { bookAndPay, expectError, type PaidBooking } from './support';

/** A customer's success-page token opens that customer's booking and nothing else. */
let t: TestApp;
let world: World;
let alice: PaidBooking;
let bob: PaidBooking;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  world = await loadWorld(t.db);
  alice = await bookAndPay(t, world);
  bob = await bookAndPay(t, world);
});
afterAll(async () => {
  await t?.close();
});

describe('customer success tokens', () => {
  it('open their own booking', async () => {
    const res = await t.request('GET', '/bookings/success', { query: { token: alice.token } });
    expect(res.status).toBe(200);
    expect(res.body.bookingId).toBe(alice.reference);
    expect(res.body.bookingStatus).toBe('confirmed');
    expect(res.headers.get('cache-control')).toContain('no-store');
    // The answer is the customer's own view: no token hash, no provider session, no internal fields.
    expect(res.text).not.toMatch(/success_token|token_hash|payment_session|cs_local_/);
  });

  it('never open another booking, whatever else the query carries', async () => {
    for (const query of [
      { token: alice.token, bookingId: bob.reference },
      { token: alice.token, id: bob.uuid, _id: bob.uuid },
      { token: alice.token, sessionId: bob.sessionId },
    ]) {
      const res = await t.request('GET', '/bookings/success', { query });
      if (res.status === 200) expect(res.body.bookingId).toBe(alice.reference);
      else expect(res.status).toBe(400);
    }
    const both = await t.request('GET', `/bookings/success?token=${alice.token}&token=${bob.token}`);
    expect([400, 404]).toContain(both.status);
  });

  it('a token off by one character opens nothing', async () => {
    const flipped = alice.token.slice(0, -1) + (alice.token.endsWith('A') ? 'B' : 'A');
    expectError(await t.request('GET', '/bookings/success', { query: { token: flipped } }), 404);
    expectError(
      await t.request('GET', '/bookings/success', { query: { token: alice.token.slice(0, 20) } }),
      404,
    );
  });

  it('reach no admin route', async () => {
    const routes = enumerateRoutes({ db: t.db, config: t.config, logger: t.app.context.deps.logger });
    for (const route of routes.filter(isAdminRoute)) {
      const path = route.path.replace(/:\w+/g, bob.uuid);
      for (const headers of [
        { authorization: `Bearer ${alice.token}` },
        { cookie: `token=${alice.token}` },
      ] as Record<string, string>[]) {
        const res = await t.request(route.method, `${path}?token=${alice.token}`, { headers });
        expect(res.status, `${route.method} ${route.relative}`).toBe(401);
      }
    }
  });

  it("cannot cancel another customer's checkout with one's own token", async () => {
    const pending = await bookAndPay(t, world, false);
    const before = await snapshotDb(t.db);
    const res = await t.request('POST', '/payments/cancel', {
      body: { bookingId: pending.reference, token: alice.token },
    });
    expectError(res, 404);
    expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
    const row = await t.db('bookings').where({ booking_id: pending.reference }).first('booking_status');
    expect(row.booking_status).toBe('pending');
  });

  it('cancelling by booking reference alone (no token) is rate limited, so references cannot be enumerated', async () => {
    const pending = await bookAndPay(t, world, false);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guess = `DXB-${String(i).padStart(6, '2').replace(/[01]/g, '3')}`;
      statuses.push((await t.request('POST', '/payments/cancel', { body: { bookingId: guess } })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 404)).toBe(true);
    const limited = await t.request('POST', '/payments/cancel', { body: { bookingId: pending.reference } });
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The booking a guess would have hit is untouched, and its owner (with the token) can still cancel.
    expect((await t.db('bookings').where({ booking_id: pending.reference }).first()).booking_status).toBe(
      'pending',
    );
    const own = await t.request('POST', '/payments/cancel', {
      body: { bookingId: pending.reference, token: pending.token },
    });
    expect(own.status).toBe(200);
    expect(own.body.bookingStatus).toBe('expired');
  });
});

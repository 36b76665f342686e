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

  it('a booking reference alone (it is printed on the voucher) cancels nothing', async () => {
    const pending = await bookAndPay(t, world, false);
    const byReference = await t.request('POST', '/payments/cancel', {
      body: { bookingId: pending.reference },
    });
    expectError(byReference, 400, 'VALIDATION_FAILED');
    expect((await t.db('bookings').where({ booking_id: pending.reference }).first()).booking_status).toBe(
      'pending',
    );
    // Its owner, who has the token, still can.
    const own = await t.request('POST', '/payments/cancel', {
      body: { bookingId: pending.reference, token: pending.token },
    });
    expect(own.status).toBe(200);
    expect(own.body.bookingStatus).toBe('expired');
  });

  it('expire SUCCESS_TOKEN_DAYS after the checkout, and then open nothing and cancel nothing', async () => {
    const pending = await bookAndPay(t, world, false);
    const paid = await bookAndPay(t, world);
    const days = t.config.successTokenDays;
    const aged = new Date(Date.now() - (days * 86_400_000 + 60_000));
    await t
      .db('bookings')
      .whereIn('booking_id', [pending.reference, paid.reference])
      .update({ created_at: aged });
    expectError(
      await t.request('GET', '/bookings/success', { query: { token: paid.token } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.request('POST', '/payments/cancel', {
        body: { bookingId: pending.reference, token: pending.token },
      }),
      404,
      'NOT_FOUND',
    );
    expect((await t.db('bookings').where({ booking_id: pending.reference }).first()).booking_status).toBe(
      'pending',
    );
    // A day inside the limit, the same token still works.
    await t
      .db('bookings')
      .where({ booking_id: paid.reference })
      .update({ created_at: new Date(Date.now() - (days - 1) * 86_400_000) });
    expect((await t.request('GET', '/bookings/success', { query: { token: paid.token } })).status).toBe(200);
  });
});

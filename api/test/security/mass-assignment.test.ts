import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals, unitPricesForDate, type PricingEntry } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../harness';
import { changedTables, snapshotDb } from '../hostile/support/db-snapshot';
import { createAdminSession, loadWorld, type World } from '../hostile/support/world';
import { checkoutBody, expectError } from './support';

/** No client-chosen id, amount, status or bookkeeping field is ever written. */
let t: TestApp;
let world: World;
let token: string;

const ticketInput = (service: string) => ({
  service,
  title: 'Mass assignment probe',
  ticketType: 'general-admission',
  pricing: [
    {
      preference: 'Standard',
      weekDays: { adult: 10000, child: 5000 },
      weekEnds: { adult: 12000, child: 6000 },
    },
  ],
  currency: 'myr',
});

const HOSTILE_EXTRAS: Record<string, unknown> = {
  _id: '00000000-0000-4000-8000-000000000001',
  id: '00000000-0000-4000-8000-000000000002',
  createdAt: '2000-01-01T00:00:00Z',
  created_at: '2000-01-01T00:00:00Z',
  deletedAt: null,
  deleted_at: '2000-01-01T00:00:00Z',
  isAdmin: true,
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  world = await loadWorld(t.db);
  token = await createAdminSession(t.db, 'valid');
});
afterAll(async () => {
  await t?.close();
});

describe('mass assignment', () => {
  it.each(Object.entries(HOSTILE_EXTRAS))(
    'ticket create refuses the unknown field %s and writes nothing',
    async (key, value) => {
      const before = await snapshotDb(t.db);
      const res = await t.request('POST', '/create', {
        token,
        body: { ...ticketInput(world.services[0]!), [key]: value },
      });
      expectError(res, 400);
      expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
    },
  );

  it('ticket update refuses unknown fields and keeps id, timestamps and deletion state', async () => {
    const created = await t.request('POST', '/create', { token, body: ticketInput(world.services[0]!) });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const row = await t.db('tickets').where({ id }).first();
    for (const [key, value] of Object.entries(HOSTILE_EXTRAS)) {
      const before = await snapshotDb(t.db);
      const res = await t.request('PUT', `/update-ticket/${id}`, {
        token,
        body: { ...ticketInput(world.services[0]!), [key]: value },
      });
      expectError(res, 400);
      expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
    }
    const after = await t.db('tickets').where({ id }).first();
    expect(after).toEqual(row);
  });

  it('coupon create refuses a client-set redemption count', async () => {
    const res = await t.request('POST', '/admin/coupons', {
      token,
      body: { code: 'MASSASSIGN', discountValue: 10, redeemed: -100 },
    });
    expectError(res, 400);
    expect(await t.db('coupons').where({ code: 'MASSASSIGN' }).first()).toBeUndefined();
  });

  it('checkout ignores client amounts, status, discount and ids, and prices on the server', async () => {
    const body = checkoutBody(world, {
      totalAmount: 1,
      adultTotal: 1,
      childTotal: 0,
      discountAmount: 999_999,
      totalDiscountAmount: 1,
      discountValue: 100,
      amount: 1,
      amountPaid: 999_999,
      currency: 'usd',
      bookingStatus: 'confirmed',
      status: 'confirmed',
      paidAt: new Date().toISOString(),
      bookingId: 'DXB-AAAAAA',
      _id: randomUUID(),
      successTokenHash: 'x',
    });
    const res = await t.request('POST', '/payments/create-checkout', { body });
    expect(res.status, res.text).toBe(201);
    expect(res.body.bookingId).not.toBe('DXB-AAAAAA');
    const booking = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
    expect(booking.id).not.toBe(body._id);
    expect(booking.booking_status).toBe('pending');
    expect(booking.paid_at).toBeNull();
    expect(booking.amount_paid).toBeNull();
    expect(booking.currency).toBe('myr');
    expect(booking.discount_value).toBe(0);
    const ticket = await t.db('tickets').where({ id: body.ticketId }).first('pricing');
    const totals = computeTotals({
      adultCount: 2,
      childCount: 0,
      prices: unitPricesForDate(ticket.pricing as PricingEntry[], 0, world.futureDate),
      discountValue: 0,
    });
    expect(booking.total_amount).toBe(totals.totalAmount);
    expect(booking.total_discount_amount).toBe(totals.totalDiscountAmount);
    expect(booking.total_amount).toBeGreaterThan(1);
    // The provider is asked for the server's amount too.
    const session = await t.db('payment_local_sessions').where({ id: res.body.sessionId }).first();
    expect(session.amount_total).toBe(totals.totalDiscountAmount);
  });
});

describe('IDOR', () => {
  it('an admin booking detail answers only for an existing id, and only to an admin', async () => {
    const [booking] = world.bookings;
    expect((await t.request('GET', `/admin/bookings/${booking!.id}`)).status).toBe(401);
    expect((await t.request('GET', `/admin/bookings/${booking!.id}`, { token })).status).toBe(200);
    expectError(await t.request('GET', `/admin/bookings/${randomUUID()}`, { token }), 404);
    expectError(
      await t.request('GET', `/admin/bookings/${booking!.reference}%27%20OR%201=1--`, { token }),
      400,
    );
  });

  it('a success lookup by booking reference or id instead of token finds nothing', async () => {
    const [booking] = world.bookings;
    for (const query of [
      { bookingId: booking!.reference },
      { id: booking!.id },
      { token: booking!.reference },
      { token: booking!.id },
    ]) {
      const res = await t.request('GET', '/bookings/success', { query });
      expect([400, 404]).toContain(res.status);
    }
  });

  it('the local payment page of a session id that is not one opens nothing', async () => {
    for (const id of ['cs_local_' + '0'.repeat(32), world.bookings[0]!.id, '..%2F..%2Fadmin%2Fme']) {
      const res = await t.request('GET', `/payments/local/${id}`);
      expect([400, 404]).toContain(res.status);
    }
  });
});

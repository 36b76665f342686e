import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutContext } from '../checkout/context';
import { expireLapsedSessions } from '../checkout/hold-limits';
import { createLogger } from '../logger';
import { computeTotals, unitPricesForDate } from '@tours/core/domain';
import { PRICING, checkoutBody, createCoupon, createTicket, nextDate } from '../checkout/testing/fixtures';
import { checkoutEvent, signPayload, type CheckoutEventType } from './events';
import { FakeStripe, type FakeSession } from './testing/fake-stripe';

const SECRET = 'whsec_test_secret_for_the_fake_stripe';
const fake = new FakeStripe();
let t: TestApp;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({ config: fake.appConfig(SECRET) });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

let eventCounter = 0;
function eventFor(type: CheckoutEventType, session: FakeSession, id = `evt_test_${++eventCounter}`): string {
  return checkoutEvent(type, { ...session }, id);
}

function deliver(payload: string, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const signature = options.signature ?? signPayload(payload, options.secret ?? SECRET, options.timestamp);
  return t.request('POST', '/payments/webhook', {
    raw: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function checkout(body: Record<string, unknown>) {
  // The property below makes many checkouts with a coupon from one address, past the coupon-attempt
  // budget they share with /coupon/validate (20 per 10 minutes); these tests are about Stripe.
  await t.db('rate_limits').where('key', 'like', 'coupon-validate:%').delete();
  const res = await t.request('POST', '/payments/create-checkout', { body });
  expect(res.status, res.text).toBe(201);
  const session = fake.sessions.get(res.body.sessionId)!;
  const booking = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
  return { res, session, booking };
}

async function statusOf(bookingUuid: string): Promise<string> {
  return (await t.db('bookings').where({ id: bookingUuid }).first('booking_status')).booking_status;
}

async function confirmationMails(bookingUuid: string): Promise<number> {
  return (await t.db('mail_outbox').where({ booking_id: bookingUuid, kind: 'confirmation' })).length;
}

describe('Stripe Checkout through the real SDK', () => {
  it('opens a session for exactly the recomputed amount, with metadata, expiry, URLs and line items', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['09:30'], capacityPerSlot: 20 });
    const { res, session, booking } = await checkout(checkoutBody(ticket, { totalAmount: 1 }));
    expect(res.body.url).toBe(session.url);
    // Stripe names its sessions: the booking is linked to the one Stripe returned.
    expect(booking.payment_session_id).toBe(session.id);
    expect(session.amount_total).toBe(booking.total_discount_amount);
    expect(session.currency).toBe('myr');
    expect(session.metadata).toEqual({ bookingId: booking.id, reference: booking.booking_id });
    // Stripe wants a session to last at least 30 minutes; the shorter hold ends first and the
    // sweeper expires the session then.
    const holdEnds = new Date(booking.hold_expires_at).getTime();
    expect(session.expires_at * 1000).toBeGreaterThan(holdEnds);
    expect(session.expires_at * 1000).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    expect(session.success_url).toMatch(/^http:\/\/shop\.test\/success\?token=[\w-]{43}$/);
    expect(session.cancel_url).toContain(`http://shop.test/failed?booking=${booking.booking_id}`);
    expect(session.line_items.map((i) => [i.unit_amount, i.quantity])).toEqual([
      [booking.adult_total / 2, 2],
      [booking.child_total, 1],
    ]);
  });

  it('charges the discounted total as one line when a coupon applies', async () => {
    const ticket = await createTicket(t.db);
    await createCoupon(t.db, { code: 'STRIPE33', discountValue: 33 });
    const { session, booking } = await checkout(checkoutBody(ticket, { couponCode: 'STRIPE33' }));
    expect(booking.discount_amount).toBeGreaterThan(0);
    expect(session.amount_total).toBe(booking.total_discount_amount);
    expect(session.line_items).toHaveLength(1);
  });

  it('always charges exactly what core computes, whatever the counts, preference, day and coupon', async () => {
    const ticket = await createTicket(t.db, { maxPerBooking: 40 });
    for (const percent of [1, 7, 33, 50, 99, 100])
      await createCoupon(t.db, { code: `PCT${percent}`, discountValue: percent });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: PRICING.length - 1 }),
        fc.constantFrom('Monday', 'Friday', 'Saturday', 'Sunday'),
        fc.option(fc.constantFrom(1, 7, 33, 50, 99), { nil: undefined }),
        async (adultCount, childCount, preferenceIndex, weekday, percent) => {
          fc.pre(adultCount + childCount > 0);
          const bookingDate = nextDate(weekday);
          const body = checkoutBody(ticket, {
            adultCount,
            childCount,
            preferenceIndex,
            bookingDate,
            couponCode: percent ? `PCT${percent}` : undefined,
            totalDiscountAmount: 1,
          });
          const { session, booking } = await checkout(body);
          const expected = computeTotals({
            adultCount,
            childCount,
            prices: unitPricesForDate(PRICING, preferenceIndex, bookingDate),
            couponCode: percent ? `PCT${percent}` : undefined,
            discountValue: percent ?? 0,
          });
          expect(booking.total_discount_amount).toBe(expected.totalDiscountAmount);
          expect(booking.discount_amount).toBe(expected.discountAmount);
          expect(session.amount_total).toBe(expected.totalDiscountAmount);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('sends the same session for a retried create (idempotency key per booking)', async () => {
    const { provider } = checkoutContext(t.app.context.deps);
    const input = {
      bookingUuid: '11111111-1111-4111-8111-111111111111',
      reference: 'DXB-TEST22',
      lineItems: [{ name: 'Adult', unitAmount: 1000, quantity: 1 }],
      amountTotal: 1000,
      currency: 'myr',
      customerEmail: 'a@example.com',
      expiresAt: new Date(Date.now() + 31 * 60_000),
      successUrl: 'http://shop.test/success',
      cancelUrl: 'http://shop.test/failed',
      idempotencyKey: 'checkout-11111111-1111-4111-8111-111111111111',
    };
    const a = await provider.createSession(input);
    const b = await provider.createSession(input);
    expect(b.id).toBe(a.id);
  });

  it('holds nothing when Stripe cannot open the session', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['09:30'], capacityPerSlot: 3 });
    fake.failCreates = 3;
    const res = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    fake.failCreates = 0;
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await t.db('bookings').where({ ticket_id: ticket.id }).pluck('booking_status')).toEqual([
      'failed',
    ]);
    expect(
      (await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) })).status,
    ).toBe(201);
  });
});

describe('POST /payments/webhook', () => {
  it('refuses a wrong signature, a missing one and a timestamp outside the tolerance, changing nothing', async () => {
    const ticket = await createTicket(t.db);
    const { session, booking } = await checkout(checkoutBody(ticket));
    const payload = eventFor('checkout.session.completed', fake.pay(session.id));
    const wrong = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('BAD_SIGNATURE');
    const stale = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    const missing = await t.request('POST', '/payments/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    const tampered = await deliver(payload, {
      signature: signPayload(payload.replace('"paid"', '"unpaid"'), SECRET),
    });
    expect(tampered.status).toBe(400);
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await t.db('webhook_events').where({ session_id: session.id })).toHaveLength(0);

    const ok = await deliver(payload);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ received: true, outcome: 'confirmed' });
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('confirms exactly once and writes exactly one confirmation mail per paid session, whatever the order and number of deliveries', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['11:00'], capacityPerSlot: null });
    type Plan = { paid: boolean; strayExpired: boolean; copies: number; expiredCopies: number };
    const plan = fc.record({
      paid: fc.boolean(),
      strayExpired: fc.boolean(),
      copies: fc.integer({ min: 1, max: 5 }),
      expiredCopies: fc.integer({ min: 1, max: 5 }),
    });
    const scenario = fc.array(plan, { minLength: 1, maxLength: 4 }).chain((plans: Plan[]) => {
      const deliveries: { index: number; kind: 'completed' | 'expired' }[] = [];
      plans.forEach((p, index) => {
        if (p.paid) for (let c = 0; c < p.copies; c++) deliveries.push({ index, kind: 'completed' });
        if (!p.paid || p.strayExpired)
          for (let c = 0; c < p.expiredCopies; c++) deliveries.push({ index, kind: 'expired' });
      });
      return fc.tuple(
        fc.constant(plans),
        fc.shuffledSubarray(deliveries, { minLength: deliveries.length, maxLength: deliveries.length }),
      );
    });

    await fc.assert(
      fc.asyncProperty(scenario, async ([plans, order]) => {
        const sessions: {
          booking: { id: string };
          events: Record<'completed' | 'expired', string | null>;
        }[] = [];
        for (const p of plans) {
          const { session, booking } = await checkout(checkoutBody(ticket, { adultCount: 1, childCount: 0 }));
          const events = {
            completed: p.paid ? eventFor('checkout.session.completed', { ...fake.pay(session.id) }) : null,
            expired: eventFor('checkout.session.expired', {
              ...session,
              status: 'expired',
              payment_status: 'unpaid',
            }),
          };
          sessions.push({ booking, events });
        }
        // Pairs of deliveries race each other; the rest arrive one after another.
        for (let i = 0; i < order.length; i += 2) {
          await Promise.all(
            order.slice(i, i + 2).map(async ({ index, kind }) => {
              const res = await deliver(sessions[index]!.events[kind]!);
              expect(res.status).toBe(200);
            }),
          );
        }
        for (const [i, p] of plans.entries()) {
          const id = sessions[i]!.booking.id;
          expect(await statusOf(id)).toBe(p.paid ? 'confirmed' : 'expired');
          expect(await confirmationMails(id)).toBe(p.paid ? 1 : 0);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the success page confirms a paid session the webhook has not reached yet, through the same routine', async () => {
    const ticket = await createTicket(t.db);
    const { session, booking } = await checkout(checkoutBody(ticket));
    const token = new URL(session.success_url).searchParams.get('token')!;
    const before = await t.request('GET', '/bookings/success', { query: { token } });
    expect(before.body.bookingStatus).toBe('pending');
    const paid = fake.pay(session.id);
    const after = await t.request('GET', '/bookings/success', { query: { token } });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ _id: booking.id, bookingStatus: 'confirmed' });
    // The webhook arriving afterwards finds the work done.
    expect((await deliver(eventFor('checkout.session.completed', paid))).body.outcome).toBe(
      'already_settled',
    );
    expect(await confirmationMails(booking.id)).toBe(1);
  });

  it('re-holds a late payment when the seats are still free', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['12:00'], capacityPerSlot: 3 });
    const { session, booking } = await checkout(checkoutBody(ticket));
    await t
      .db('bookings')
      .where({ id: booking.id })
      .update({ hold_expires_at: new Date(Date.now() - 60_000) });
    await checkoutContext(t.app.context.deps).settlement.sweepLapsedHolds();
    expect(await statusOf(booking.id)).toBe('expired');
    const res = await deliver(eventFor('checkout.session.completed', fake.pay(session.id)));
    expect(res.body.outcome).toBe('confirmed');
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('refunds a late payment whose seats were sold meanwhile, and marks the booking refunded', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['12:00'], capacityPerSlot: 3 });
    const late = await checkout(checkoutBody(ticket));
    await t
      .db('bookings')
      .where({ id: late.booking.id })
      .update({ hold_expires_at: new Date(Date.now() - 60_000) });
    await checkout(checkoutBody(ticket)); // takes the 3 seats the lapsed hold gave up
    const paid = fake.pay(late.session.id);
    const res = await deliver(eventFor('checkout.session.completed', paid));
    expect(res.body.outcome).toBe('refunded');
    expect(await statusOf(late.booking.id)).toBe('refunded');
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);
    expect(await confirmationMails(late.booking.id)).toBe(0);
  });

  it("sends the late payment's refund after the commit, once, and none when the settlement rolls back", async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['12:00'], capacityPerSlot: 3 });
    const late = await checkout(checkoutBody(ticket));
    await t
      .db('bookings')
      .where({ id: late.booking.id })
      .update({ hold_expires_at: new Date(Date.now() - 60_000) });
    await checkout(checkoutBody(ticket)); // takes the 3 seats the lapsed hold gave up
    const paid = fake.pay(late.session.id);
    const refundsOfPayment = () => fake.refunds.filter((r) => r.payment_intent === paid.payment_intent);
    const rows = () => t.db('refunds').where({ booking_id: late.booking.id });

    // The settlement fails after it wrote the refund (its mail to the visitor cannot be written):
    // the transaction rolls back, and nothing was asked of Stripe.
    await t.db.raw(`
      CREATE FUNCTION refuse_refunded_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'mail refused for the test'; END $$`);
    await t.db.raw(`
      CREATE TRIGGER refuse_refunded_mail BEFORE INSERT ON mail_outbox FOR EACH ROW
      WHEN (NEW.dedupe_key LIKE 'payment-refunded:%') EXECUTE FUNCTION refuse_refunded_mail()`);
    try {
      const failed = await deliver(eventFor('checkout.session.completed', paid));
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.raw('DROP TRIGGER refuse_refunded_mail ON mail_outbox');
      await t.db.raw('DROP FUNCTION refuse_refunded_mail()');
    }
    expect(refundsOfPayment()).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
    expect(await statusOf(late.booking.id)).not.toBe('refunded');

    // Stripe delivers again: refunded after the commit, and a third delivery asks for nothing more.
    const res = await deliver(eventFor('checkout.session.completed', paid));
    expect(res.body.outcome).toBe('refunded');
    expect(refundsOfPayment()).toHaveLength(1);
    expect(refundsOfPayment()[0]!.amount).toBe(paid.amount_total);
    const [row] = await rows();
    expect(row).toMatchObject({ amount: paid.amount_total, payment_session_id: paid.id, actor: 'system' });
    expect(row.provider_refund_id).toBe(refundsOfPayment()[0]!.id);
    await deliver(eventFor('checkout.session.completed', paid));
    expect(refundsOfPayment()).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it('refunds and fails a booking whose paid amount or currency differs from what it should cost', async () => {
    const ticket = await createTicket(t.db);
    const { session, booking } = await checkout(checkoutBody(ticket));
    const paid = { ...fake.pay(session.id), amount_total: 100 };
    const res = await deliver(eventFor('checkout.session.completed', paid));
    expect(res.body.outcome).toBe('amount_mismatch');
    expect(await statusOf(booking.id)).toBe('failed');
    expect(fake.refunds.some((r) => r.payment_intent === paid.payment_intent)).toBe(true);
  });

  it('the cancel return expires the Stripe session and frees the seats', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['12:00'], capacityPerSlot: 3 });
    const { session, booking } = await checkout(checkoutBody(ticket));
    const token = new URL(session.cancel_url).searchParams.get('token')!;
    const res = await t.request('POST', '/payments/cancel', {
      body: { bookingId: booking.booking_id, token },
    });
    expect(res.body).toEqual({ bookingId: booking.booking_id, bookingStatus: 'expired' });
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(
      (await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) })).status,
    ).toBe(201);
  });

  it('when the hold ends, the sweeper expires the Stripe session (which would last 30 minutes) first', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['13:00'], capacityPerSlot: 3 });
    const { session, booking } = await checkout(checkoutBody(ticket));
    await t
      .db('bookings')
      .where({ id: booking.id })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    const { provider, settlement } = checkoutContext(t.app.context.deps);
    expect(await expireLapsedSessions(t.db, provider, createLogger('silent'))).toBe(1);
    expect(fake.calls).toContain(`POST /v1/checkout/sessions/${session.id}/expire`);
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(await settlement.sweepLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(booking.id)).toBe('expired');
  });

  it('reconciliation fulfils a paid session whose webhook never came', async () => {
    const ticket = await createTicket(t.db);
    const { session, booking } = await checkout(checkoutBody(ticket));
    fake.pay(session.id);
    const counts = await checkoutContext(t.app.context.deps).settlement.reconcile(
      new Date(Date.now() - 3600_000),
    );
    expect(counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await confirmationMails(booking.id)).toBe(1);
  });
});

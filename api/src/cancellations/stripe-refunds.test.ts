import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';
import { checkoutEvent, refundEvent, signPayload, type RefundEventType } from '../payments/events';
import { FakeStripe, type FakeRefund } from '../payments/testing/fake-stripe';
import { refundService } from './context';

/*
 * Refunds through Stripe's real SDK against the local fake Stripe, and the refund events a webhook
 * endpoint really gets: several types per refund, each possibly delivered more than once, in any
 * order, some at the same moment. Under `npm run test:pg` the deliveries race on real Postgres.
 */

const SECRET = 'whsec_test_secret_for_the_refund_events';
const fake = new FakeStripe();
let t: TestApp;
let token: string;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({ config: fake.appConfig(SECRET) });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

function deliver(payload: string) {
  return t.request('POST', '/payments/webhook', {
    raw: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, SECRET) },
  });
}

let counter = 0;

/** A booking paid at the fake Stripe and confirmed by its signed checkout event. */
async function paidBooking(ticket: Awaited<ReturnType<typeof createTicket>>) {
  const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
  expect(created.status, created.text).toBe(201);
  const paid = fake.pay(created.body.sessionId);
  const res = await deliver(checkoutEvent('checkout.session.completed', { ...paid }, `evt_pay_${++counter}`));
  expect(res.status).toBe(200);
  return t.db('bookings').where({ booking_id: created.body.bookingId }).first();
}

describe('refunds through Stripe', () => {
  it('asks Stripe for the amount, with metadata and the refund id as idempotency key, and settles from the answer', async () => {
    fake.refundStatus = 'succeeded';
    const booking = await paidBooking(await createTicket(t.db, { timeSlots: ['10:00'] }));
    const res = await t.request('POST', `/admin/bookings/${booking.id}/cancel`, {
      token,
      body: { reason: 'Partial goodwill', refundAmount: 1234 },
    });
    expect(res.status, res.text).toBe(200);
    const refund = await t.db('refunds').where({ booking_id: booking.id }).first();
    const sent = fake.refunds.find((r) => r.metadata.refundId === refund.id)!;
    expect(sent).toMatchObject({ amount: 1234, currency: 'myr', metadata: { bookingId: booking.id } });
    expect(refund).toMatchObject({
      status: 'succeeded',
      provider_refund_id: sent.id,
      idempotency_key: refund.id,
    });
    expect(res.body.refund).toMatchObject({ status: 'succeeded', amount: 1234 });

    // A retried call (a worker after a crash) gets the same refund back: money leaves once.
    await t.db('refunds').where({ id: refund.id }).update({ status: 'pending', provider_refund_id: null });
    await refundService(t.app.context.deps).send(refund.id);
    expect(fake.refunds.filter((r) => r.metadata.refundId === refund.id)).toHaveLength(1);
  });

  it('keeps a refund the bank has not paid yet pending; reconcile settles it once Stripe says so', async () => {
    fake.refundStatus = 'pending';
    const booking = await paidBooking(await createTicket(t.db, { timeSlots: ['10:00'] }));
    await t.request('POST', `/admin/bookings/${booking.id}/cancel`, { token, body: { reason: 'Storm' } });
    const refund = await t.db('refunds').where({ booking_id: booking.id }).first();
    expect(refund).toMatchObject({ status: 'pending', amount: booking.amount_paid });
    expect(refund.provider_refund_id).toMatch(/^re_/);

    // The event never reaches us; the provider's state does, through reconcile.
    fake.refunds.find((r) => r.id === refund.provider_refund_id)!.status = 'succeeded';
    const counts = await refundService(t.app.context.deps).reconcile();
    expect(counts.refund_succeeded).toBeGreaterThanOrEqual(1);
    expect(await t.db('refunds').where({ id: refund.id }).first()).toMatchObject({ status: 'succeeded' });
  });
});

/** Stripe's events for one refund: created (pending), then the charge and the refund's outcome. */
function eventsOf(refund: FakeRefund, outcome: 'succeeded' | 'failed', prefix: string) {
  const final = { ...refund, status: outcome };
  const events: [string, RefundEventType, FakeRefund][] = [
    [`${prefix}_created`, 'refund.created', { ...refund, status: 'pending' }],
    [`${prefix}_updated`, outcome === 'failed' ? 'refund.failed' : 'refund.updated', final],
  ];
  if (outcome === 'succeeded') events.push([`${prefix}_charge`, 'charge.refunded', final]);
  return events.map(([id, type, object]) => refundEvent(type, { ...object }, id));
}

describe('refund events delivered 1 to 5 times, in any order, some at once', () => {
  it('settle each refund once: one refund at Stripe, one settlement in the history, the right refunded amount', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10_000 });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'succeeded' | 'failed'>('succeeded', 'failed'),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 3, maxLength: 3 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 1_000_000 })),
        fc.integer({ min: 1, max: 4 }),
        async (outcome, times, randoms, batch) => {
          run += 1;
          fake.refundStatus = 'pending';
          const booking = await paidBooking(ticket);
          const cancelled = await t.request('POST', `/admin/bookings/${booking.id}/cancel`, {
            token,
            body: { reason: 'Property run' },
          });
          expect(cancelled.status, cancelled.text).toBe(200);
          const refund = await t.db('refunds').where({ booking_id: booking.id }).first();
          const atStripe = fake.refunds.find((r) => r.id === refund.provider_refund_id)!;
          atStripe.status = outcome;

          const events = eventsOf(atStripe, outcome, `evt_run${run}`);
          const deliveries = events.flatMap((payload, i) => Array<string>(times[i] ?? 1).fill(payload));
          // A seeded shuffle from fast-check's stream, so a failure replays the same order.
          const order = deliveries.map((payload) => ({ payload, key: randoms.next().value as number }));
          order.sort((a, b) => a.key - b.key);
          for (let i = 0; i < order.length; i += batch) {
            const answers = await Promise.all(order.slice(i, i + batch).map((d) => deliver(d.payload)));
            for (const answer of answers) expect(answer.status, answer.text).toBe(200);
          }

          const settled = await t.db('refunds').where({ booking_id: booking.id });
          expect(settled).toHaveLength(1);
          expect(settled[0].status).toBe(outcome);
          expect(fake.refunds.filter((r) => r.metadata.refundId === refund.id)).toHaveLength(1);
          const settlements = await t
            .db('audit_log')
            .where({ entity_id: booking.id })
            .whereIn('action', ['booking.refund_succeeded', 'booking.refund_failed']);
          expect(settlements).toHaveLength(1);
          const row = await t.db('bookings').where({ id: booking.id }).first();
          expect(row.refunded_amount).toBe(outcome === 'succeeded' ? booking.amount_paid : 0);
          const seen = await t.db('webhook_events').where('id', 'like', `evt_run${run}_%`);
          expect(seen).toHaveLength(events.length);
        },
      ),
      { numRuns: 12 },
    );
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutEvent, signPayload } from '../payments/events';
import { checkoutContext } from './context';
import { checkoutBody, createCoupon, createTicket } from './testing/fixtures';

const DATABASE_URL = process.env.DATABASE_URL;
const SERVE = fileURLToPath(new URL('./testing/serve.ts', import.meta.url));

/** Starts one API process (tsx) on the given database and resolves with its base URL. */
function startApiProcess(
  databaseUrl: string,
  started: ChildProcess[],
): Promise<{ child: ChildProcess; apiUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_POOL_MAX: '10',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({ child, apiUrl: `http://127.0.0.1:${port}/api/v1` });
    });
  });
}

describe.skipIf(!DATABASE_URL)('checkout under contention on Postgres (two API processes)', () => {
  let t: TestApp;
  const processes: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await t?.close();
  });

  it('1,000 concurrent checkouts for one slot with capacity 50 end with exactly 50 holds and nothing oversold', async () => {
    const url = (t.db.client.config.connection as { connectionString: string }).connectionString;
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 50 });
    // One after the other: start-up creates the first admin, which is not meant to race.
    const apis = [await startApiProcess(url, processes), await startApiProcess(url, processes)];

    const body = JSON.stringify(checkoutBody(ticket, { adultCount: 1, childCount: 0 }));
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const res = await fetch(`${apis[i % 2]!.apiUrl}/payments/create-checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await res.json()) as { error?: { code: string } };
        return res.status === 201 ? 'held' : `${res.status} ${answer.error?.code}`;
      }),
    );
    const elapsed = Date.now() - started;
    const tally: Record<string, number> = {};
    for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
    console.log(`1000 checkouts across 2 processes in ${elapsed} ms:`, tally);

    expect(tally).toEqual({ held: 50, '409 SOLD_OUT': 950 });
    const held = await t
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_status: 'pending' })
      .sum({ seats: t.db.raw('adult_count + child_count') })
      .count({ bookings: '*' })
      .first();
    expect(held).toEqual({ seats: 50, bookings: 50 });
  }, 90_000);

  it('concurrent deliveries of the same paid session (same and different event ids) confirm once and queue one mail', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
    const created = await t.request('POST', '/payments/create-checkout', { body: checkoutBody(ticket) });
    const { local } = checkoutContext(t.app.context.deps);
    // Pay on the local session without letting it deliver its own event: the test delivers them.
    await t
      .db('payment_local_sessions')
      .where({ id: created.body.sessionId })
      .update({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_local_test' });
    const session = await local!.findSession(created.body.sessionId);
    const shape = {
      id: session!.id,
      object: 'checkout.session',
      amount_total: session!.amount_total,
      currency: session!.currency,
      metadata: session!.metadata,
      payment_intent: 'pi_local_test',
      payment_status: 'paid',
      status: 'complete',
    };
    const secret = 'whsec_concurrency_test';
    const deps = { ...t.app.context.deps, config: { ...t.config, stripeWebhookSecret: secret } };
    const { webhooks } = checkoutContext(deps);
    const payloads = Array.from({ length: 24 }, (_, i) =>
      checkoutEvent('checkout.session.completed', shape, `evt_same_${i % 3}`),
    );
    const outcomes = await Promise.all(payloads.map((p) => webhooks.handle(p, signPayload(p, secret))));
    const tally: Record<string, number> = {};
    for (const o of outcomes) tally[o.outcome] = (tally[o.outcome] ?? 0) + 1;
    expect(tally.confirmed).toBe(1);
    expect((tally.duplicate ?? 0) + (tally.already_settled ?? 0)).toBe(23);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    expect(booking.booking_status).toBe('confirmed');
    expect(await t.db('mail_outbox').where({ booking_id: booking.id })).toHaveLength(1);
    expect(await t.db('webhook_events').where({ session_id: session!.id })).toHaveLength(3);
  });

  it('sweepers in parallel expire each lapsed hold once and give each coupon redemption back once', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 500 });
    await createCoupon(t.db, { code: 'SWEEP40', discountValue: 5, maxRedemptions: 40 });
    for (let i = 0; i < 40; i++) {
      // 40 checkouts with a coupon from one address are past the coupon-attempt budget (20 per 10
      // minutes) that checkouts share with /coupon/validate; this test is about the sweeper.
      await t.db('rate_limits').where('key', 'like', 'coupon-validate:%').delete();
      const res = await t.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { adultCount: 1, childCount: 0, couponCode: 'SWEEP40' }),
      });
      expect(res.status).toBe(201);
    }
    await t
      .db('bookings')
      .where({ ticket_id: ticket.id })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    const { settlement } = checkoutContext(t.app.context.deps);
    const swept = await Promise.all(Array.from({ length: 6 }, () => settlement.sweepLapsedHolds(7)));
    let total = swept.reduce((a, b) => a + b, 0);
    while (total < 40) {
      const more = await settlement.sweepLapsedHolds(7);
      if (more === 0) break;
      total += more;
    }
    expect(total).toBe(40);
    expect(await t.db('bookings').where({ ticket_id: ticket.id, booking_status: 'expired' })).toHaveLength(
      40,
    );
    expect(await t.db('coupons').where({ code: 'SWEEP40' }).first('redeemed')).toEqual({ redeemed: 0 });
  });
});

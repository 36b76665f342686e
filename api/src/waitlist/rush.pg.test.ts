import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createDb, type Db } from '../db';
import { checkoutContext } from '../checkout/context';
import { checkoutBody, createTicket } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { OfferEngine } from './engine';

const DATABASE_URL = process.env.DATABASE_URL;
const SERVE = fileURLToPath(new URL('../checkout/testing/serve.ts', import.meta.url));
const CAPACITY = 100;
/** Every process signs the entries' links with one key, as production's share MANAGE_TOKEN_SECRET. */
const LINK_SECRET = 'waitlist-rush-test-link-secret-of-forty-characters';

/** Starts one API process (tsx) on the given database and resolves with its base URL. */
function startApiProcess(databaseUrl: string, started: ChildProcess[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MANAGE_TOKEN_SECRET: LINK_SECRET,
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
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

describe.skipIf(!DATABASE_URL)(
  'the waiting list in a rush on Postgres (two API processes, two pools)',
  () => {
    let t: TestApp;
    let second: Db;
    const processes: ChildProcess[] = [];

    beforeAll(async () => {
      t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
      const url = (t.db.client.config.connection as { connectionString: string }).connectionString;
      second = createDb({ databaseUrl: url, poolMax: 10 });
    });
    afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(
        processes.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      await second?.destroy();
      await t?.close();
    });

    it('offers every freed seat once, sells none twice, passes lapsed offers on and never goes past capacity', async () => {
      const url = (t.db.client.config.connection as { connectionString: string }).connectionString;
      const ticket: TicketRow = await createTicket(t.db, { timeSlots: ['18:00'], capacityPerSlot: CAPACITY });
      // Before the processes start: their start-up would create a first admin of its own.
      const admin = await t.loginAsAdmin();
      const apis = [await startApiProcess(url, processes), await startApiProcess(url, processes)];
      const api = (i: number) => apis[i % 2]!;
      const slot = { ticket_id: ticket.id };
      const bookingDate = checkoutBody(ticket).bookingDate;

      // Watches the counter and the bookings that hold seats for the whole test.
      let watching = true;
      let highest = 0;
      const watcher = (async () => {
        while (watching) {
          const counter = await t.db('slot_occupancy').where(slot).first('seats');
          const held = await t
            .db('bookings')
            .where(slot)
            .whereIn('booking_status', ['pending', 'confirmed', 'redeemed'])
            .sum({ seats: t.db.raw('adult_count + child_count') })
            .first();
          highest = Math.max(highest, counter?.seats ?? 0, Number(held?.seats ?? 0));
          await new Promise((r) => setTimeout(r, 20));
        }
      })();

      // 1. The rush: 130 visitors for 100 seats, through both processes.
      const rush = await Promise.all(
        Array.from({ length: 130 }, (_, i) =>
          call(api(i), 'POST', '/payments/create-checkout', {
            ...checkoutBody(ticket, { adultCount: 1, childCount: 0 }),
            email: `rush${i}@example.com`,
          }),
        ),
      );
      const held = rush.filter((r) => r.status === 201);
      expect(held).toHaveLength(CAPACITY);
      expect(rush.filter((r) => r.status === 409)).toHaveLength(30);
      // 90 pay, 10 holds are left to lapse.
      const paying = held.slice(0, 90);
      const unpaid = held.slice(90);
      await Promise.all(
        paying.map((r, i) =>
          fetch(`${api(i)}${new URL(r.body.url as string).pathname}/pay`, {
            method: 'POST',
            redirect: 'manual',
          }),
        ),
      );
      expect(await t.db('bookings').where({ ...slot, booking_status: 'confirmed' })).toHaveLength(90);

      // 2. 200 join the list (every third party of two), through both processes at once.
      const joins = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          call(api(i), 'POST', '/waitlist/join', {
            ...checkoutBody(ticket),
            name: `Waiting ${i}`,
            email: `wait${i}@example.com`,
            adultCount: i % 3 === 0 ? 2 : 1,
            childCount: 0,
          }),
        ),
      );
      expect(joins.map((j) => j.status)).toEqual(Array(200).fill(201));
      expect(await t.db('bookings').where({ ...slot, from_waitlist: true })).toHaveLength(0);

      // 3. Seats come back in three bursts: cancellations through both processes, lapsed holds swept by
      // both pools, each pool's engine draining at the same time; in bursts two and three some offers
      // lapse (and must pass on) and some are paid.
      const confirmed = (await t
        .db('bookings')
        .where({ ...slot, booking_status: 'confirmed', from_waitlist: false })
        .orderBy('booking_id')
        .select('id')) as { id: string }[];
      const cancelling = confirmed.slice(0, 30);
      const unpaidRefs = unpaid.map((r) => r.body.bookingId as string);
      const pools = [t.db, second].map((db) => ({
        settlement: checkoutContext({ ...t.app.context.deps, db }).settlement,
        engine: new OfferEngine({
          db,
          logger: t.app.context.deps.logger,
          links: { secret: LINK_SECRET, publicUrl: 'http://shop.test' },
        }),
      }));
      let lapsedOffers = 0;
      let paidOffers = 0;
      for (let burst = 0; burst < 3; burst++) {
        const lapsing = unpaidRefs.slice(burst * 3, burst === 2 ? 10 : burst * 3 + 3);
        await t
          .db('bookings')
          .whereIn('booking_id', lapsing)
          .update({ hold_expires_at: new Date(Date.now() - 1000) });
        if (burst > 0) {
          // Five offers of the last burst lapse unpaid.
          const offers = await t
            .db('waitlist_entries')
            .where({ status: 'offered' })
            .orderBy('position')
            .limit(5);
          const past = new Date(Date.now() - 1000);
          await t
            .db('bookings')
            .whereIn(
              'id',
              offers.map((o) => o.booking_id),
            )
            .update({ hold_expires_at: past });
          await t
            .db('waitlist_entries')
            .whereIn(
              'id',
              offers.map((o) => o.id),
            )
            .update({ offer_expires_at: past });
          lapsedOffers += offers.length;
        }
        const toPay = await t
          .db('waitlist_entries')
          .where({ status: 'offered' })
          .andWhere('offer_expires_at', '>', new Date())
          .orderBy('position', 'desc')
          .limit(4);
        const tokens = await Promise.all(
          toPay.map(async (e) => {
            const mail = await t
              .db('mail_outbox')
              .where({ to: e.email })
              .andWhere('dedupe_key', 'like', 'waitlist-offer:%')
              .first('text');
            return /waitlist-offer\?token=([A-Za-z0-9_-]+)/.exec(mail.text as string)![1]!;
          }),
        );
        await Promise.all([
          ...cancelling
            .slice(burst * 10, burst * 10 + 10)
            .map((b, i) =>
              call(api(i), 'POST', `/admin/bookings/${b.id}/cancel`, { reason: 'Plans changed' }, admin).then(
                (r) => expect(r.status).toBe(200),
              ),
            ),
          ...pools.map(async (p) => {
            await p.settlement.sweepLapsedHolds(4);
            await p.settlement.sweepLapsedHolds(4);
            await p.engine.drain();
          }),
          ...tokens.map(async (token, i) => {
            const pay = await call(api(i), 'POST', '/waitlist/pay', { token });
            expect(pay.status, JSON.stringify(pay.body)).toBe(200);
            const res = await fetch(`${api(i + 1)}${new URL(pay.body.url as string).pathname}/pay`, {
              method: 'POST',
              redirect: 'manual',
            });
            expect(res.status).toBe(303);
            paidOffers += 1;
          }),
        ]);
      }
      // Whatever is still queued (a wake-up committed while a pool was finishing) is offered now.
      await Promise.all(pools.map((p) => p.engine.drain()));
      await Promise.all(pools.map((p) => p.engine.drain()));
      watching = false;
      await watcher;

      // Never past capacity, at any moment the watcher looked, and full at the end.
      expect(highest).toBeLessThanOrEqual(CAPACITY);
      expect((await t.db('slot_occupancy').where(slot).first()).seats).toBe(CAPACITY);
      const holding: { from_waitlist: boolean; seats: string | number }[] = await t
        .db('bookings')
        .where(slot)
        .whereIn('booking_status', ['pending', 'confirmed', 'redeemed'])
        .select('from_waitlist')
        .sum({ seats: t.db.raw('adult_count + child_count') })
        .groupBy('from_waitlist');
      const seatsOf = (fromList: boolean) =>
        Number(holding.find((h) => h.from_waitlist === fromList)?.seats ?? 0);
      // 30 cancelled and 10 lapsed holds came back: the list holds exactly those 40 seats, each once.
      expect(seatsOf(false)).toBe(60);
      expect(seatsOf(true)).toBe(40);

      const entries = await t.db('waitlist_entries').where(slot).orderBy('position');
      const offersMade = await t
        .db('bookings')
        .where({ ...slot, from_waitlist: true })
        .select('id', 'booking_status');
      const byStatus = (s: string) => entries.filter((e) => e.status === s);
      // One offer per entry at most, each its own hold, each mailed once.
      expect(new Set(entries.filter((e) => e.booking_id).map((e) => e.booking_id)).size).toBe(
        offersMade.length,
      );
      expect(entries.filter((e) => e.booking_id)).toHaveLength(offersMade.length);
      expect(
        await t
          .db('mail_outbox')
          .where('dedupe_key', 'like', 'waitlist-offer:%')
          .whereIn(
            'booking_id',
            offersMade.map((b) => b.id),
          ),
      ).toHaveLength(offersMade.length);
      // Lapsed offers passed on: their entries expired and their seats went to others.
      expect(byStatus('expired')).toHaveLength(lapsedOffers);
      expect(lapsedOffers).toBe(10);
      expect(byStatus('booked')).toHaveLength(paidOffers);
      expect(paidOffers).toBeGreaterThan(0);
      const statusOf = new Map(offersMade.map((b) => [b.id, b.booking_status]));
      for (const e of byStatus('offered')) expect(statusOf.get(e.booking_id)).toBe('pending');
      for (const e of byStatus('booked')) expect(statusOf.get(e.booking_id)).toBe('confirmed');
      for (const e of byStatus('expired')) expect(statusOf.get(e.booking_id)).toBe('expired');
      // In order: no party of one still waits ahead of anyone who was offered seats.
      const lastOffered = Math.max(...entries.filter((e) => e.booking_id).map((e) => e.position));
      const firstSingleWaiting = Math.min(
        ...byStatus('waiting')
          .filter((e) => e.adult_count === 1)
          .map((e) => e.position),
      );
      expect(lastOffered).toBeLessThan(firstSingleWaiting);
      // Nothing is queued and nothing is left free while someone who fits waits.
      expect(await t.db('waitlist_wakeups')).toHaveLength(0);
      console.log(
        `rush: ${offersMade.length} offers for 40 seats back (${lapsedOffers} lapsed and passed on, ${paidOffers} paid), highest count ${highest}/${CAPACITY}, ${bookingDate}`,
      );
    }, 240_000);
  },
);

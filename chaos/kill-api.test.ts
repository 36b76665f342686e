import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchDatabase } from '../bench/lib/database';
import {
  checkoutBody,
  freshDatabase,
  hotTicket,
  replayCompleted,
  removeDataDirs,
  sleep,
  startApiProcess,
  type Api,
} from './support';

/**
 * kill -9 of an API process in the middle of a checkout load (two processes on one database, visitors
 * checking out and paying on the local provider). After a restart and a replay of every paid
 * session's webhook (as Stripe retries them), every paid session has exactly one confirmed booking,
 * nothing is confirmed without a payment, nothing is oversold and each booking has one confirmation mail.
 */
// Enough seats that the load is still running when the process dies (overselling is scale-out.test.ts's).
const CAPACITY = 2_000;
const WORKERS = 12;
const LOAD_MS = 9_000;
const KILL_AFTER_MS = 2_000;

let database: BenchDatabase;
let victim: Api;
let survivor: Api;
let restarted: Api | undefined;

beforeAll(async () => {
  database = await freshDatabase();
  [victim, survivor] = await Promise.all([startApiProcess(database.url), startApiProcess(database.url)]);
}, 120_000);

afterAll(async () => {
  for (const api of [victim, survivor, restarted]) await api?.child.stop().catch(() => {});
  await database?.drop();
  removeDataDirs();
});

interface Visit {
  via: 'victim' | 'survivor';
  sessionId?: string;
  paid?: boolean;
  error?: string;
}

describe('kill -9 of an API process during checkout load', () => {
  it('loses and doubles no confirmed booking', { timeout: 120_000 }, async () => {
    const ticket = await hotTicket(database.db, CAPACITY);
    const visits: Visit[] = [];
    let killedAt = 0;
    let inFlightAtKill = 0;
    let inFlight = 0;
    let n = 0;
    let soldOut = false;
    const started = Date.now();

    async function visit(): Promise<void> {
      const useVictim = !killedAt && Math.random() < 0.5;
      const api = useVictim ? victim.api : survivor.api;
      const v: Visit = { via: useVictim ? 'victim' : 'survivor' };
      visits.push(v);
      inFlight++;
      try {
        const created = await fetch(`${api}/payments/create-checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(checkoutBody(ticket, n++)),
        });
        if (created.status === 409) {
          soldOut = true;
          return;
        }
        const { sessionId } = (await created.json()) as { sessionId: string };
        v.sessionId = sessionId;
        const pay = await fetch(`${api}/payments/local/${sessionId}/pay`, {
          method: 'POST',
          redirect: 'manual',
        });
        v.paid = pay.status === 303 && (pay.headers.get('location') ?? '').includes('/success?token=');
      } catch (error) {
        v.error = (error as Error).message;
      } finally {
        inFlight--;
      }
    }

    const killer = (async () => {
      await sleep(KILL_AFTER_MS);
      inFlightAtKill = inFlight;
      killedAt = Date.now();
      await victim.child.kill();
    })();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() - started < LOAD_MS && !soldOut) await visit();
      }),
    );
    await killer;

    // The process comes back (as a process manager would restart it) and Stripe retries the webhooks.
    restarted = await startApiProcess(database.url);
    const paidSessions = await database.db('payment_local_sessions').where({ payment_status: 'paid' });
    const outcomes = new Map<string, number>();
    await Promise.all(
      paidSessions.flatMap((s) =>
        [restarted!.api, restarted!.api, survivor.api].map(async (api, i) => {
          const res = await replayCompleted(api, s, `evt_replay_${s.id}_${i % 2}`);
          expect(res.status).toBe(200);
          outcomes.set(res.body.outcome!, (outcomes.get(res.body.outcome!) ?? 0) + 1);
        }),
      ),
    );

    const confirmed = await database
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_status: 'confirmed' })
      .where('email', 'like', 'chaos%@example.com');
    const paidIds = new Set(paidSessions.map((s) => s.id as string));
    const bySession = new Map<string, number>();
    for (const b of confirmed)
      bySession.set(b.payment_session_id, (bySession.get(b.payment_session_id) ?? 0) + 1);

    // Every paid session: exactly one confirmed booking. No confirmed booking without a paid session.
    for (const id of paidIds) expect(bySession.get(id), `session ${id}`).toBe(1);
    expect(confirmed.filter((b) => !paidIds.has(b.payment_session_id))).toEqual([]);
    // Every visitor told "paid" is confirmed.
    for (const v of visits.filter((x) => x.paid)) expect(bySession.get(v.sessionId!)).toBe(1);
    // Not oversold.
    const held = await database
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_date: ticket.date, time_slot: ticket.timeSlot })
      .where((q) =>
        q
          .where('booking_status', 'confirmed')
          .orWhere((p) =>
            p.where('booking_status', 'pending').where('hold_expires_at', '>', database.db.fn.now()),
          ),
      )
      .sum({ seats: database.db.raw('adult_count + child_count') })
      .first();
    expect(Number(held?.seats ?? 0)).toBeLessThanOrEqual(CAPACITY);
    // One confirmation mail per confirmed booking.
    const mails = await database
      .db('mail_outbox')
      .whereIn(
        'booking_id',
        confirmed.map((b) => b.id),
      )
      .where('kind', 'like', '%confirm%');
    expect(mails.length).toBe(confirmed.length);

    const errors = visits.filter((v) => v.error).length;
    console.info(
      `kill -9: ${visits.length} visits (${visits.filter((v) => v.via === 'victim').length} via the killed process), ` +
        `${inFlightAtKill} in flight at the kill, ${errors} cut off; ${paidSessions.length} paid sessions, ` +
        `${confirmed.length} confirmed bookings, ${mails.length} confirmation mails, ${held?.seats ?? 0}/${CAPACITY} seats held; ` +
        `replay outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(paidSessions.length).toBeGreaterThan(0);
  });
});

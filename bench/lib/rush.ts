// The sale rush (npm run bench -- --rush): thousands of visitors arriving over a minute for one slot
// of a hundred seats, spread over three API processes on one Postgres, each doing what the storefront
// does: read the product, read the slot's seats, start a checkout, then pay on the payment page or
// decline there and land on the failed page, which cancels the checkout with its token.
//
// Open model: arrival times are drawn up front (a seeded Poisson process over the window) and a
// visitor starts at its time whatever the others are doing, so a slow server meets more concurrent
// visitors rather than fewer arrivals. The client bounds the visitors in flight so that a two-core
// machine is not just queueing in the load generator; a visitor that has to wait for a free place is
// counted and its wait reported. Each visitor has its own address (X-Forwarded-For from the bench,
// the declared proxy: TRUST_PROXY=true) and e-mail, so the checkout's real abuse limits are on.
import fs from 'node:fs';
import http from 'node:http';
import { addDays, todayIn } from '@tours/core';
import { PAID_STATUSES } from '@tours/core/domain';
import { createBenchDatabase } from './database';
import { startApi, type Child } from './processes';
import { random } from './scale';

export interface RushOptions {
  visitors: number;
  seconds: number;
  processes: number;
  capacity: number;
  /** Visitors in flight at most (the client's bound). */
  maxInFlight: number;
  /** Of the visitors holding seats, the share that pays; the rest abandon. */
  payShare: number;
  /** Of the abandoners, the share that closes the tab instead of declining (seats held until expiry). */
  tabCloseShare: number;
  /** false: the checkout limits off in the API processes, as the bench's product server has them. */
  limits: boolean;
  seed: number;
}

export const RUSH_CALLS = [
  'GET product',
  'GET /time-slot',
  'POST create-checkout',
  'POST pay',
  'GET /bookings/success',
  'POST decline',
  'POST /payments/cancel',
] as const;
export type RushCall = (typeof RUSH_CALLS)[number];

export interface CallFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors5xx: number;
}

export interface PartFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
}

/** The held checkouts' p99 in the rush's first tenth stays under this (a quiet machine). */
export const FIRST_TENTH_HELD_P99_TARGET_MS = 400;

export interface RushResult {
  visitors: number;
  seconds: number;
  processes: number;
  capacity: number;
  /** Seats of confirmed bookings on the slot, counted in the database at the end. */
  sold: number;
  oversold: number;
  /** Seats still held by pending checkouts at the end (tab-closers; they return at hold expiry). */
  heldAtEnd: number;
  /** Seats the visitors saw paid (a 303 to the success page), which must equal `sold`. */
  paidSeatsSeen: number;
  holds: number;
  paid: number;
  declined: number;
  cancelled: number;
  tabClosed: number;
  /** Checkouts refused with 409 (sold out). */
  refused: number;
  /** Checkouts refused by the abuse limits (429); distinct visitors should see none. */
  refusedByLimits: number;
  /** Any other 4xx, which a well-formed visitor should never get. */
  unexpected4xx: number;
  errors5xx: number;
  networkErrors: number;
  checkoutP50Ms: number;
  checkoutP99Ms: number;
  /** create-checkout split by answer: the holds (201) and the sold-out refusals (409). */
  checkoutHeld: { p50Ms: number; p99Ms: number };
  checkoutRefused: { p50Ms: number; p99Ms: number };
  /** create-checkout p99 of the calls started in each tenth of the rush: where the tail lies. */
  checkoutP99ByTenthMs: number[];
  /**
   * The holds (201) of the calls started in the rush's first tenth and in its first second: the
   * opening burst, when the slot sells out and the servers meet the crowd for the first time.
   */
  checkoutHeldFirstTenth: PartFigures;
  checkoutHeldFirstSecond: PartFigures;
  /** When the first sold-out refusal came, from the first arrival. */
  firstRefusalAtMs: number | null;
  calls: Record<RushCall, CallFigures>;
  /** Visitors that waited for a place under the client's bound, and the longest wait. */
  delayedStarts: number;
  maxStartDelayMs: number;
  maxInFlight: number;
  limits: string;
}

/** Arrival offsets in ms of a Poisson process with `count` arrivals expected over `seconds`. */
export function arrivalTimes(count: number, seconds: number, rnd: () => number): number[] {
  const meanGap = (seconds * 1000) / count;
  const times: number[] = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    t += -Math.log(1 - rnd()) * meanGap;
    times.push(t);
  }
  // Scaled onto the window, so that the rush lasts what it says whatever the draw.
  const last = times[times.length - 1] ?? 1;
  return times.map((x) => (x / last) * seconds * 1000);
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

/** A keep-alive client per API process; node:http costs the load generator less CPU than fetch. */
function client(base: string, maxSockets: number) {
  const url = new URL(base);
  // Idle sockets closed before the server's keepAliveTimeout (5 s) would close them: otherwise a
  // request sent on a socket the server is closing at that moment fails with ECONNRESET.
  const agent = new http.Agent({ keepAlive: true, maxSockets, timeout: 4_000 });
  return {
    agent,
    request(method: string, path: string, ip: string, body?: unknown): Promise<Answer> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            timeout: 30_000,
            headers: {
              'x-forwarded-for': ip,
              accept: 'application/json',
              ...(payload
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                location: (res.headers.location as string | undefined) ?? null,
                body: Buffer.concat(chunks).toString(),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
        req.on('error', reject);
        req.end(payload);
      });
    },
  };
}

export async function rushBench(log: (...parts: unknown[]) => void, o: RushOptions): Promise<RushResult> {
  log(
    `sale rush: ${o.visitors.toLocaleString('en')} visitors over ${o.seconds} s for one slot of ${o.capacity} seats, ${o.processes} API processes on one Postgres…`,
  );
  const bench = await createBenchDatabase('tours_rush');
  const children: Child[] = [];
  const clients: ReturnType<typeof client>[] = [];
  const dataDirs = Array.from({ length: o.processes }, (_, i) => `/tmp/bench-rush-${process.pid}-${i}`);
  try {
    const { db } = bench;
    const ticket = await db('tickets')
      .where({ is_time_slot: true })
      .whereNotNull('capacity_per_slot')
      .whereNot('title', 'like', 'Bulk%')
      .orderBy('title')
      .first();
    await db('tickets')
      .where({ id: ticket.id })
      .update({
        capacity_per_slot: o.capacity,
        max_per_booking: Math.max(4, ticket.max_per_booking ?? 0),
        attraction_closed: '[]',
      });
    await db('blocked_dates').where({ ticket_id: ticket.id }).delete();
    await db('blocked_time_slots').where({ ticket_id: ticket.id }).delete();
    const date = addDays(todayIn(undefined, new Date()), 10);
    const timeSlot = ticket.time_slots[ticket.time_slots.length - 1] as string;
    const onSlot = () =>
      db('bookings').where({ ticket_id: ticket.id, booking_date: date, time_slot: timeSlot });
    const seatsWhere = async (statuses: readonly string[], live = false) => {
      let q = onSlot().whereIn('booking_status', statuses);
      if (live) q = q.where('hold_expires_at', '>', db.fn.now());
      const row = await q.sum({ seats: db.raw('adult_count + child_count') }).first();
      return Number(row?.seats ?? 0);
    };
    const soldBefore = await seatsWhere(PAID_STATUSES);
    const heldBefore = await seatsWhere(['pending'], true);
    if (soldBefore + heldBefore > 0)
      throw new Error(`the rush slot is not empty: ${soldBefore} sold, ${heldBefore} held`);
    const pricing = (ticket.pricing as { weekDays?: { child?: number } }[])[0];
    const childrenAllowed = (pricing?.weekDays?.child ?? 0) > 0;

    for (let i = 0; i < o.processes; i++) {
      const child = await startApi(0, bench.url, {
        DATABASE_POOL_MAX: '10',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDirs[i],
        // The bench is the declared proxy: it sends each visitor's own address, and the API's own
        // checkout limits (their defaults: empty values) apply per visitor as in production.
        TRUST_PROXY: 'true',
        ...Object.fromEntries(
          [
            'CHECKOUT_LIMIT_PER_IP',
            'CHECKOUT_LIMIT_PER_EMAIL',
            'HOLD_MAX_SEATS_PER_IP',
            'HOLD_MAX_SEATS_PER_EMAIL',
            'HOLD_MAX_SLOT_SHARE_PERCENT',
          ].map((name) => [name, o.limits ? '' : '0']),
        ),
      });
      children.push(child);
      clients.push(client(child.readyText, o.maxInFlight));
    }
    const productPath = `/api/v1/tickets/service?service=${encodeURIComponent(ticket.service)}`;
    const slotPath = `/api/v1/time-slot?dateForSlot=${date}&ticketId=${ticket.id}`;
    // A warm server, as a shop is when a sale opens: a few reads through each process, and a few
    // checkouts on another slot of the ticket, paid or declined, so the first rush checkouts do not
    // pay for compiling the checkout path. The rush slot is untouched.
    const warmSlot = ticket.time_slots[0] as string;
    if (warmSlot === timeSlot) throw new Error('the rush ticket needs two time slots');
    for (const [k, c] of clients.entries())
      for (let i = 0; i < 20; i++) {
        const ip = `192.0.2.${k * 20 + i + 1}`;
        await c.request('GET', productPath, ip);
        await c.request('GET', slotPath, ip);
        if (i >= 10) continue;
        const warm = await c.request('POST', '/api/v1/payments/create-checkout', ip, {
          ticketId: ticket.id,
          preferenceIndex: 0,
          bookingDate: date,
          timeSlot: warmSlot,
          adultCount: 1,
          childCount: 0,
          name: `Warm-up Visitor ${k}-${i}`,
          email: `warmup${k}-${i}@example.com`,
          mobileNumber: '+971501234567',
        });
        if (warm.status !== 201) throw new Error(`a warm-up checkout answered ${warm.status}: ${warm.body}`);
        const { sessionId } = JSON.parse(warm.body) as { sessionId: string };
        await c.request('POST', `/api/v1/payments/local/${sessionId}/${i % 2 ? 'pay' : 'decline'}`, ip);
      }

    const rnd = random(o.seed);
    const arrivals = arrivalTimes(o.visitors, o.seconds, rnd);
    // Everything a visitor will do is drawn up front, so the same seed makes the same crowd.
    const plans = arrivals.map((at, i) => {
      const people = 1 + Math.floor(rnd() * 4);
      const children = childrenAllowed ? Math.floor(rnd() * people) : 0;
      const pays = rnd() < o.payShare;
      const closesTab = !pays && rnd() < o.tabCloseShare;
      return {
        at,
        i,
        adults: people - children,
        children,
        pays,
        closesTab,
        ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      };
    });

    const times = Object.fromEntries(RUSH_CALLS.map((c) => [c, [] as number[]])) as Record<
      RushCall,
      number[]
    >;
    const fivexx = Object.fromEntries(RUSH_CALLS.map((c) => [c, 0])) as Record<RushCall, number>;
    const tally = {
      holds: 0,
      paid: 0,
      paidSeatsSeen: 0,
      declined: 0,
      cancelled: 0,
      tabClosed: 0,
      refused: 0,
      refusedByLimits: 0,
      unexpected4xx: 0,
      networkErrors: 0,
    };
    const held: number[] = [];
    const heldFirstTenth: number[] = [];
    const heldFirstSecond: number[] = [];
    const refusedTimes: number[] = [];
    const byTenth: number[][] = Array.from({ length: 10 }, () => []);
    let firstRefusalAtMs: number | null = null;
    const unexpected: string[] = [];
    const note = (call: RushCall, a: Answer, expected: number[]) => {
      if (a.status >= 500) fivexx[call]++;
      else if (!expected.includes(a.status)) {
        tally.unexpected4xx++;
        if (unexpected.length < 5) unexpected.push(`${call} ${a.status} ${a.body.slice(0, 200)}`);
      }
    };

    let t0 = performance.now();
    async function visit(p: (typeof plans)[number]): Promise<void> {
      const api = clients[p.i % clients.length]!;
      const call = async (name: RushCall, method: string, path: string, body?: unknown) => {
        const start = performance.now();
        const a = await api.request(method, path, p.ip, body);
        const ms = performance.now() - start;
        times[name].push(ms);
        if (name === 'POST create-checkout') {
          byTenth[Math.min(9, Math.floor(((start - t0) / (o.seconds * 1000)) * 10))]!.push(ms);
          if (a.status === 201) {
            held.push(ms);
            if (start - t0 < o.seconds * 100) heldFirstTenth.push(ms);
            if (start - t0 < 1_000) heldFirstSecond.push(ms);
          }
          if (a.status === 409) {
            refusedTimes.push(ms);
            firstRefusalAtMs ??= start - t0;
          }
        }
        return a;
      };
      try {
        note('GET product', await call('GET product', 'GET', productPath), [200]);
        note('GET /time-slot', await call('GET /time-slot', 'GET', slotPath), [200]);
        const created = await call('POST create-checkout', 'POST', '/api/v1/payments/create-checkout', {
          ticketId: ticket.id,
          preferenceIndex: 0,
          bookingDate: date,
          timeSlot,
          adultCount: p.adults,
          childCount: p.children,
          name: `Rush Visitor ${p.i}`,
          email: `rush${p.i}@example.com`,
          mobileNumber: '+971501234567',
        });
        note('POST create-checkout', created, [201, 409, 429]);
        if (created.status === 409) tally.refused++;
        if (created.status === 429) tally.refusedByLimits++;
        if (created.status !== 201) return;
        tally.holds++;
        const { sessionId, bookingId } = JSON.parse(created.body) as { sessionId: string; bookingId: string };
        if (p.closesTab) {
          tally.tabClosed++;
          return;
        }
        const outcome = p.pays ? 'pay' : 'decline';
        const pressed = await call(
          p.pays ? 'POST pay' : 'POST decline',
          'POST',
          `/api/v1/payments/local/${encodeURIComponent(sessionId)}/${outcome}`,
        );
        note(p.pays ? 'POST pay' : 'POST decline', pressed, [303]);
        const token = pressed.location ? new URL(pressed.location).searchParams.get('token') : null;
        if (pressed.status !== 303 || !token) return;
        if (p.pays) {
          if (!pressed.location!.includes('/success')) return;
          tally.paid++;
          tally.paidSeatsSeen += p.adults + p.children;
          // The success page reads the booking with its token.
          const success = await call(
            'GET /bookings/success',
            'GET',
            `/api/v1/bookings/success?token=${encodeURIComponent(token)}`,
          );
          note('GET /bookings/success', success, [200]);
        } else {
          tally.declined++;
          // The failed page the provider sent the visitor to: it cancels with the token.
          const cancelled = await call('POST /payments/cancel', 'POST', '/api/v1/payments/cancel', {
            bookingId,
            token,
          });
          note('POST /payments/cancel', cancelled, [200]);
          if (cancelled.status === 200) tally.cancelled++;
        }
      } catch (error) {
        tally.networkErrors++;
        if (unexpected.length < 5) unexpected.push(`visitor ${p.i}: ${(error as Error).message}`);
      }
    }

    let inFlight = 0;
    let peak = 0;
    let delayedStarts = 0;
    let maxStartDelayMs = 0;
    const waiting: (() => void)[] = [];
    const running: Promise<void>[] = [];
    t0 = performance.now();
    for (const p of plans) {
      const wait = p.at - (performance.now() - t0);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= o.maxInFlight) {
        delayedStarts++;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      maxStartDelayMs = Math.max(maxStartDelayMs, performance.now() - t0 - p.at);
      inFlight++;
      peak = Math.max(peak, inFlight);
      running.push(
        visit(p).finally(() => {
          inFlight--;
          waiting.shift()?.();
        }),
      );
    }
    await Promise.all(running);
    const elapsed = (performance.now() - t0) / 1000;

    const sold = (await seatsWhere(PAID_STATUSES)) - soldBefore;
    const heldAtEnd = await seatsWhere(['pending'], true);
    const calls = Object.fromEntries(
      RUSH_CALLS.map((c) => {
        const sorted = times[c].sort((a, b) => a - b);
        return [
          c,
          {
            count: sorted.length,
            p50Ms: Math.round(percentile(sorted, 50)),
            p99Ms: Math.round(percentile(sorted, 99)),
            maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
            errors5xx: fivexx[c],
          },
        ];
      }),
    ) as Record<RushCall, CallFigures>;
    const split = (list: number[]) => {
      const sorted = list.sort((a, b) => a - b);
      return { p50Ms: Math.round(percentile(sorted, 50)), p99Ms: Math.round(percentile(sorted, 99)) };
    };
    const part = (list: number[]): PartFigures => ({ count: list.length, ...split(list) });
    const result: RushResult = {
      visitors: o.visitors,
      seconds: Number(elapsed.toFixed(1)),
      processes: o.processes,
      capacity: o.capacity,
      sold,
      oversold: Math.max(0, sold - o.capacity),
      heldAtEnd,
      ...tally,
      errors5xx: Object.values(fivexx).reduce((s, n) => s + n, 0),
      checkoutP50Ms: calls['POST create-checkout'].p50Ms,
      checkoutP99Ms: calls['POST create-checkout'].p99Ms,
      checkoutHeld: split(held),
      checkoutRefused: split(refusedTimes),
      checkoutP99ByTenthMs: byTenth.map((list) => split(list).p99Ms),
      checkoutHeldFirstTenth: part(heldFirstTenth),
      checkoutHeldFirstSecond: part(heldFirstSecond),
      firstRefusalAtMs: firstRefusalAtMs === null ? null : Math.round(firstRefusalAtMs),
      calls,
      delayedStarts,
      maxStartDelayMs: Math.round(maxStartDelayMs),
      maxInFlight: peak,
      limits: o.limits
        ? 'on (defaults), one address per visitor via X-Forwarded-For, TRUST_PROXY=true'
        : 'OFF in the API processes (CHECKOUT_LIMIT_*, HOLD_MAX_* = 0)',
    };

    const rows: string[][] = [
      ['call', 'count', 'p50 ms', 'p99 ms', 'max ms', '5xx'],
      ...RUSH_CALLS.map((c) => [
        c,
        String(calls[c].count),
        String(calls[c].p50Ms),
        String(calls[c].p99Ms),
        String(calls[c].maxMs),
        String(calls[c].errors5xx),
      ]),
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    log(
      '\n' +
        rows
          .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
          .join('\n'),
    );
    log(
      `\nrush: sold ${sold}/${o.capacity} (paid seats the visitors saw: ${tally.paidSeatsSeen}), oversold ${result.oversold}, ` +
        `held at the end ${heldAtEnd}; ${tally.holds} holds: ${tally.paid} paid, ${tally.declined} declined ` +
        `(${tally.cancelled} cancelled by the failed page), ${tally.tabClosed} tabs closed; refused ${tally.refused} sold out, ` +
        `${tally.refusedByLimits} by the limits; ${result.errors5xx} 5xx, ${tally.unexpected4xx} other 4xx, ${tally.networkErrors} network errors`,
    );
    log(
      `  ${o.visitors} visitors in ${elapsed.toFixed(1)} s (Poisson arrivals over ${o.seconds} s), ${peak} in flight at most ` +
        `(bound ${o.maxInFlight}; ${delayedStarts} started late, by ${result.maxStartDelayMs} ms at most); checkout limits ${result.limits}`,
    );
    log(
      `  create-checkout: holds (201) p50/p99 ${result.checkoutHeld.p50Ms}/${result.checkoutHeld.p99Ms} ms, ` +
        `sold-out refusals (409) ${result.checkoutRefused.p50Ms}/${result.checkoutRefused.p99Ms} ms; first refusal ` +
        `${firstRefusalAtMs === null ? 'never' : `${(result.firstRefusalAtMs! / 1000).toFixed(1)} s`} after the first arrival`,
    );
    log(`  create-checkout p99 in each tenth of the rush, ms: ${result.checkoutP99ByTenthMs.join(', ')}`);
    const first = result.checkoutHeldFirstTenth;
    const second = result.checkoutHeldFirstSecond;
    log(
      `  holds (201) started in the first tenth (${(o.seconds / 10).toFixed(1)} s): ${first.count}, p50/p99 ${first.p50Ms}/${first.p99Ms} ms ` +
        `(target p99 < ${FIRST_TENTH_HELD_P99_TARGET_MS} ms: ${first.p99Ms < FIRST_TENTH_HELD_P99_TARGET_MS ? 'met' : 'NOT met'}); ` +
        `in the first second: ${second.count}, p50/p99 ${second.p50Ms}/${second.p99Ms} ms`,
    );
    for (const u of unexpected) log(`  unexpected: ${u}`);
    log(
      `  targets: sold ${o.capacity} (${sold === o.capacity ? 'met' : 'NOT met'}), oversold 0 (${result.oversold === 0 ? 'met' : 'NOT met'}), ` +
        `5xx 0 (${result.errors5xx === 0 ? 'met' : 'NOT met'}), checkout p99 <= 250 ms (${result.checkoutP99Ms <= 250 ? 'met' : 'NOT met'})`,
    );
    return result;
  } finally {
    for (const c of clients) c.agent.destroy();
    for (const c of children) await c.stop().catch(() => {});
    await bench.drop().catch((e) => log('could not drop the rush database:', e));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// npm run bench -- --octo [--json]: the OCTO supplier API (api/src/octo) on the booking history of
// --scale (bench/lib/scale.ts loads it with COPY: BENCH_OCTO_BOOKINGS bookings, 1,000,000 by default),
// through one API process over HTTP, as a reseller's system calls it:
//  - the availability calendar of the busiest ticket for 30 and for 365 days, and its availability
//    for one day, one request at a time (p50 / p95), with octo/pricing as resellers ask for it;
//  - reserve + confirm under 32 connections on the busiest ticket's next 60 days (p50 / p95 / p99 of
//    each call, and the pairs per second);
//  - oversold: 32 connections reserving the 20 seats of one slot 200 times over; the seats held must
//    be 20 and the slot counter must agree with the bookings.
import fs from 'node:fs';
import { addDays, todayIn } from '@tours/core';
import { resellersService } from '../../api/src/resellers/service';
import { createBenchDatabase, insertTicketsOverProducts, type BenchDatabase } from './database';
import { startApi } from './processes';
import { load } from './scale';

/** BENCH_OCTO_PORT: another port where 3520 is taken (several checkouts benching on one machine). */
const PORT = Number(process.env.BENCH_OCTO_PORT ?? 3520);
const BOOKINGS = Number(process.env.BENCH_OCTO_BOOKINGS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_OCTO_SAMPLES ?? 60);
const CONNECTIONS = Number(process.env.BENCH_OCTO_CONNECTIONS ?? 32);
const PAIRS = Number(process.env.BENCH_OCTO_PAIRS ?? 2_000);
const OVERSELL_CAPACITY = 20;
const OVERSELL_ATTEMPTS = 200;

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

export interface OctoBenchResult {
  bookings: number;
  calendar30Days: Percentiles;
  calendar365Days: Percentiles;
  availabilityOneDay: Percentiles;
  /** One reserve at a time: the call's own cost, without the queue of 32 connections. */
  reserveAlone: Percentiles;
  reserve: Percentiles;
  confirm: Percentiles;
  /** The website's checkout hold on the same ticket, days and connections, just before: the yardstick. */
  websiteHold: Percentiles;
  reserveConfirmPerSecond: number;
  /** The API process's CPU per reserve + confirm pair: what the machine's load does not change. */
  apiCpuMsPerPair: number | undefined;
  connections: number;
  oversold: number;
  targets: { calendar30P95: boolean; calendar365P95: boolean; reserveP99: boolean; noOversell: boolean };
}

/** CPU time (user + system, ms) a process has used, from /proc; undefined where there is none. */
function processCpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function percentiles(ms: number[]): Percentiles {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1));
  return { p50: at(50), p95: at(95), p99: at(99) };
}

interface Caller {
  call(method: string, path: string, body?: unknown): Promise<{ ms: number; status: number; body: unknown }>;
}

function caller(key: string): Caller {
  const base = `http://127.0.0.1:${PORT}/octo`;
  return {
    async call(method, path, body) {
      const t0 = performance.now();
      const res = await fetch(base + path, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          'octo-capabilities': 'octo/pricing',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer: unknown = await res.json();
      return { ms: performance.now() - t0, status: res.status, body: answer };
    },
  };
}

/**
 * Requests before each one-at-a-time series that are not timed. The API process starts just before
 * the first series: the first requests of a path compile its code and prepare its statements on
 * the pool's connections, which a server that has been answering resellers did long ago.
 */
const WARM_UP = 30;

/** `SAMPLES` requests one at a time, after a warm-up; every one must answer 200. */
async function timed(api: Caller, body: () => unknown, path: string): Promise<Percentiles> {
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    const r = await api.call('POST', path, body());
    if (r.status !== 200)
      throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    if (i >= WARM_UP) ms.push(r.ms);
  }
  return percentiles(ms);
}

/** Runs `total` jobs on `connections` workers at once. */
async function inParallel(
  total: number,
  connections: number,
  job: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) await job(next++);
    }),
  );
}

/** Reserve + confirm pairs spread over the busy ticket's open days of the next 60, `CONNECTIONS` at a time. */
async function reserveAndConfirm(
  api: Caller,
  ticket: { id: string; time_slots: string[] },
  dates: readonly string[],
) {
  const reserve: number[] = [];
  const confirm: number[] = [];
  const refused: Record<string, number> = {};
  const started = performance.now();
  await inParallel(PAIRS, CONNECTIONS, async (i) => {
    const date = dates[i % dates.length]!;
    const held = await api.call('POST', '/bookings', {
      productId: ticket.id,
      optionId: 'DEFAULT',
      availabilityId: `${date}T${ticket.time_slots[(i * 7) % ticket.time_slots.length]}:00+04:00`,
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: `BENCH-${i}`,
    });
    reserve.push(held.ms);
    const uuid = (held.body as { uuid?: string }).uuid;
    if (held.status !== 200 || !uuid) {
      const code = `${held.status} ${(held.body as { error?: string }).error}`;
      refused[code] = (refused[code] ?? 0) + 1;
      return;
    }
    const done = await api.call('POST', `/bookings/${uuid}/confirm`, {
      contact: { fullName: `Bench Guest ${i}`, emailAddress: `bench${i}@example.com` },
    });
    confirm.push(done.ms);
  });
  const seconds = (performance.now() - started) / 1000;
  return { reserve, confirm, refused, perSecond: confirm.length / seconds };
}

/** Website checkouts (the hold of create-checkout) on the same ticket and days, `CONNECTIONS` at a time. */
async function websiteHolds(ticket: { id: string; time_slots: string[] }, dates: readonly string[]) {
  const ms: number[] = [];
  await inParallel(PAIRS, CONNECTIONS, async (i) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/v1/payments/create-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ticketId: ticket.id,
        preferenceIndex: 0,
        bookingDate: dates[(i * 11) % dates.length],
        timeSlot: ticket.time_slots[i % ticket.time_slots.length],
        adultCount: 1,
        childCount: 1,
        name: `Website Guest ${i}`,
        email: `web${i}@example.com`,
        mobileNumber: '+971501234567',
      }),
    });
    await res.text();
    if (res.status === 201) ms.push(performance.now() - t0);
  });
  return ms;
}

/** 32 connections reserving one slot of 20 seats 200 times: the seats held, and the counter against them. */
async function oversell(bench: BenchDatabase, api: Caller, ticketId: string, date: string): Promise<number> {
  await inParallel(OVERSELL_ATTEMPTS, CONNECTIONS, async (i) => {
    await api.call('POST', '/bookings', {
      productId: ticketId,
      optionId: 'DEFAULT',
      availabilityId: `${date}T09:00:00+04:00`,
      unitItems: Array.from({ length: 1 + (i % 2) }, () => ({ unitId: 'adult' })),
    });
  });
  const row = (await bench
    .db('bookings')
    .where({ ticket_id: ticketId, booking_date: date, time_slot: '09:00' })
    .whereIn('booking_status', ['pending', 'confirmed'])
    .first(bench.db.raw('coalesce(sum(adult_count + child_count), 0)::int AS seats'))) as { seats: number };
  const counter = (await bench
    .db('slot_occupancy')
    .where({ ticket_id: ticketId, booking_date: date, time_slot: '09:00' })
    .first('seats')) as { seats: number } | undefined;
  if ((counter?.seats ?? 0) !== row.seats)
    throw new Error(`the slot counter says ${counter?.seats} seats, its bookings ${row.seats}`);
  return Math.max(0, row.seats - OVERSELL_CAPACITY);
}

export async function octoBench(log: (...p: unknown[]) => void): Promise<OctoBenchResult> {
  log(`octo: ${BOOKINGS.toLocaleString('en')} bookings — loading…`);
  const bench = await createBenchDatabase('tours_octo', { bulkTickets: 0, bulkBookings: 0 });
  try {
    const { busy, loadSeconds } = await load(bench, BOOKINGS);
    const count = Number((await bench.db('bookings').count({ n: '*' }).first())?.n ?? 0);
    log(
      `  loaded ${count.toLocaleString('en')} bookings in ${loadSeconds.toFixed(0)} s; busiest ticket ${busy.title}`,
    );
    await insertTicketsOverProducts(bench.db, {
      count: 1,
      label: 'oversell',
      prices: { weekDays: { adult: 15900, child: 9900 }, weekEnds: { adult: 17900, child: 10900 } },
      timeSlots: ['09:00'],
      capacityPerSlot: OVERSELL_CAPACITY,
    });
    const small = (await bench.db('tickets').where('title', 'like', 'Oversell ticket %').first('id')) as {
      id: string;
    };
    const { apiKey } = await resellersService.create(
      bench.db,
      {
        name: 'Bench reseller',
        commissionPercent: 15,
        ticketIds: [busy.id, small.id],
        maxHeldSeats: 100_000,
        testOnly: false,
      },
      { admin: null, requestId: null, ip: null },
    );
    const api = await startApi(PORT, bench.url, {
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      OCTO_RATE_LIMIT_PER_MINUTE: '0',
      DATABASE_POOL_MAX: '20',
      DATA_DIR: '/tmp/bench-octo',
    });
    try {
      const octo = caller(apiKey);
      const today = todayIn(undefined, new Date());
      const calendar = (days: number) => () => ({
        productId: busy.id,
        optionId: 'DEFAULT',
        localDateStart: today,
        localDateEnd: addDays(today, days - 1),
      });
      const calendar30Days = await timed(octo, calendar(30), '/availability/calendar');
      log(`  calendar, 30 days: p50 ${calendar30Days.p50} ms, p95 ${calendar30Days.p95} ms`);
      const calendar365Days = await timed(octo, calendar(365), '/availability/calendar');
      log(`  calendar, 365 days: p50 ${calendar365Days.p50} ms, p95 ${calendar365Days.p95} ms`);
      let d = 0;
      const availabilityOneDay = await timed(
        octo,
        () => ({ productId: busy.id, optionId: 'DEFAULT', localDate: addDays(today, 1 + (d++ % 30)) }),
        '/availability',
      );
      log(`  availability, one day: p50 ${availabilityOneDay.p50} ms, p95 ${availabilityOneDay.p95} ms`);
      // The history blocks a date in nine on every ticket: reservations go to the open ones.
      const blocked = new Set(
        (await bench.db('blocked_dates').where({ ticket_id: busy.id }).pluck('blocked_date')).map(String),
      );
      const open = Array.from({ length: 60 }, (_, i) => addDays(today, 3 + i)).filter((d) => !blocked.has(d));
      let k = 0;
      const reserveAlone = await timed(
        octo,
        () => ({
          productId: busy.id,
          optionId: 'DEFAULT',
          availabilityId: `${open[k % open.length]}T${busy.time_slots[k++ % busy.time_slots.length]}:00+04:00`,
          unitItems: [{ unitId: 'adult' }],
        }),
        '/bookings',
      );
      log(`  reserve, one at a time: p50 ${reserveAlone.p50} ms, p95 ${reserveAlone.p95} ms`);
      const website = await websiteHolds(busy, open);
      if (!website.length) throw new Error('every website checkout was refused');
      const websiteHold = percentiles(website);
      log(
        `  website checkout holds, ${CONNECTIONS} connections: p50 ${websiteHold.p50} / p95 ${websiteHold.p95} / p99 ${websiteHold.p99} ms`,
      );
      const cpuBefore = processCpuMs(api.pid);
      const pairs = await reserveAndConfirm(octo, busy, open);
      const cpuAfter = processCpuMs(api.pid);
      const apiCpuMsPerPair =
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : Number(((cpuAfter - cpuBefore) / pairs.confirm.length).toFixed(2));
      if (!pairs.confirm.length)
        throw new Error(`every reserve was refused: ${JSON.stringify(pairs.refused)}`);
      const reserve = percentiles(pairs.reserve);
      const confirm = percentiles(pairs.confirm);
      log(
        `  reserve + confirm, ${CONNECTIONS} connections, ${PAIRS} pairs: reserve p50 ${reserve.p50} / p95 ${reserve.p95} / p99 ${reserve.p99} ms, confirm p50 ${confirm.p50} / p95 ${confirm.p95} / p99 ${confirm.p99} ms, ${pairs.perSecond.toFixed(0)} pairs/s, API process CPU ${apiCpuMsPerPair} ms a pair${Object.keys(pairs.refused).length ? `, refused ${JSON.stringify(pairs.refused)}` : ''}`,
      );
      const oversold = await oversell(bench, octo, small.id, addDays(today, 5));
      log(
        `  oversell: ${OVERSELL_ATTEMPTS} reserves on ${CONNECTIONS} connections for ${OVERSELL_CAPACITY} seats: ${oversold} oversold`,
      );
      const targets = {
        calendar30P95: calendar30Days.p95 <= 25,
        calendar365P95: calendar365Days.p95 <= 100,
        reserveP99: reserve.p99 <= 150,
        noOversell: oversold === 0,
      };
      log(`  targets: ${JSON.stringify(targets)}`);
      return {
        bookings: count,
        calendar30Days,
        calendar365Days,
        availabilityOneDay,
        reserveAlone,
        reserve,
        confirm,
        websiteHold,
        reserveConfirmPerSecond: Number(pairs.perSecond.toFixed(1)),
        apiCpuMsPerPair,
        connections: CONNECTIONS,
        oversold,
        targets,
      };
    } finally {
      await api.stop();
    }
  } finally {
    await bench.drop().catch((e: unknown) => log('could not drop the octo database:', e));
  }
}

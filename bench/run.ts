// npm run bench [-- --json] [--quick] [--scale | --scale-only] [--rush] [--octo] [--check]
//
// docs/BENCHMARKS.md: a baseline and the product in one run, printing each figure and its ratio.
//  1. Catalogue reads (/tickets/service, /products/hostName, /time-slot): the API process against a
//     bare node:http server that runs the same SQL statements (captured from the API itself) over `pg`.
//  2. Checkout holds on one hot slot: POST /payments/create-checkout against a bare `pg` loop doing the
//     same conditional write: the write statement the API ran for one checkout (captured from the API
//     itself: its one CALL checkout_hold, which inserts the booking the bookings trigger gates and the
//     payment session whose durable commit covers it), replayed with fresh references. Beside it: the
//     floor of a hold over HTTP (bench/hold-floor-server.ts: bare node:http replaying the same CALL,
//     with no validation, pricing or headers) and of a single-row conditional UPDATE (… SET held =
//     held + n WHERE held + n <= capacity).
//  3. Oversell: both, on a slot with a small capacity, hammered past it; seats held are counted.
//     The cached ones also against a bare node:http server sending the product's bytes from memory:
//     the physical limit of a cache (cachedReadLimitRatio).
//  4. The storefront's first-load JavaScript, gzip, from the Vite manifest.
//  5. With --scale (or only this with --scale-only): the admin searches, list, report and the
//     storefront's availability reads at 10,000 and 1,000,000 bookings (bench/lib/scale.ts).
//  6. The sale rush (bench/lib/rush.ts): 5,000 visitors over 60 s for one slot of 100 seats, on three
//     API processes sharing one Postgres; --quick makes it 500 over 10 s; --rush runs only the rush.
//  7. --octo runs only the OCTO supplier API on the --scale history (bench/lib/octo.ts).
// --check (CI, with --quick): exits 1 when a seat was oversold, the one figure that is a rule and not a
// timing; the timings and ratios are printed, never judged.
// Each load figure is the sum of alternating measured rounds (baseline, product, baseline, product)
// after a warm-up, so that a machine whose load changes during the run affects both sides alike.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDb } from '../api/src/db';
import { createLogger } from '../api/src/logger';
import { benchDates, createBenchDatabase } from './lib/database';
import { firstLoadJs } from './lib/first-load';
import { replayHold, type HoldTemplate, type Statement } from './lib/hold-replay';
import { ROOT, startApi, startChild, type Child } from './lib/processes';
import { FIRST_TENTH_HELD_P99_TARGET_MS, rushBench, type RushOptions } from './lib/rush';
import { scaleBench } from './lib/scale';
import { octoBench } from './lib/octo';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const args = new Set(process.argv.slice(2));
const JSON_OUT = args.has('--json');
const QUICK = args.has('--quick');
const SCALE_ONLY = args.has('--scale-only');
const SCALE = SCALE_ONLY || args.has('--scale');
const RUSH_ONLY = args.has('--rush');
const OCTO_ONLY = args.has('--octo');
const CHECK = args.has('--check');
const RUSH: RushOptions = {
  visitors: Number(process.env.BENCH_RUSH_VISITORS ?? (QUICK ? 500 : 5_000)),
  seconds: Number(process.env.BENCH_RUSH_SECONDS ?? (QUICK ? 10 : 60)),
  processes: 3,
  capacity: 100,
  maxInFlight: Number(process.env.BENCH_RUSH_IN_FLIGHT ?? 64),
  payShare: 0.7,
  tabCloseShare: Number(process.env.BENCH_RUSH_TAB_CLOSE ?? 0),
  limits: process.env.BENCH_RUSH_LIMITS !== 'off',
  seed: 16,
};
const ROUND_S = Number(process.env.BENCH_ROUND_S ?? (QUICK ? 2 : 5));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_S = QUICK ? 1 : 3;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const POOL = 10;
const PRODUCT_PORT = 3500;
const BASELINE_PORT = 3501;
const MEMORY_PORT = 3502;
const HOLD_FLOOR_PORT = 3503;
// Reads the catalogue cache serves; /time-slot reads its seats from the database every time.
const CACHED_READS = new Set(['GET /tickets/service', 'GET /products/hostName']);
const HOT_CAPACITY = 1_000_000;
const OVERSELL_CAPACITY = 60;
const OVERSELL_ATTEMPTS = 240;

const log = (...parts: unknown[]) => {
  if (!JSON_OUT) console.log(...parts);
  else console.error(...parts);
};

interface Load {
  requests: number;
  seconds: number;
  ok: number;
  non2xx: number;
  errors: number;
  p99: number;
}

async function cannon(opts: autocannon.Options): Promise<Load> {
  const r = await autocannon({ connections: CONNECTIONS, ...opts });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    p99: r.latency.p99,
  };
}

const rate = (l: Load) => l.ok / l.seconds;

/** CPU time (user + system, ms) a process has used, from /proc; undefined where there is none. */
function processCpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}
const sum = (loads: Load[]): Load => ({
  requests: loads.reduce((s, l) => s + l.requests, 0),
  seconds: loads.reduce((s, l) => s + l.seconds, 0),
  ok: loads.reduce((s, l) => s + l.ok, 0),
  non2xx: loads.reduce((s, l) => s + l.non2xx, 0),
  errors: loads.reduce((s, l) => s + l.errors, 0),
  p99: Math.max(...loads.map((l) => l.p99)),
});

/** The SQL the API runs for each request, captured from an in-process app on the same database. */
async function captureSql(
  databaseUrl: string,
  requests: { path: string; init?: RequestInit }[],
): Promise<{ statements: Statement[]; body: unknown }[]> {
  const db = createDb({ databaseUrl, poolMax: 2 });
  // The anonymous checkout limits off, as in the measured API process (bench/product-server.ts): the
  // captured writes are then the checkout's own, not the limiter's bookkeeping.
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DEMO: '1',
    CHECKOUT_LIMIT_PER_IP: '0',
    CHECKOUT_LIMIT_PER_EMAIL: '0',
    HOLD_MAX_SEATS_PER_IP: '0',
    HOLD_MAX_SEATS_PER_EMAIL: '0',
    HOLD_MAX_SLOT_SHARE_PERCENT: '0',
  });
  const app = createApp({ db, config, logger: createLogger('silent') });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const captured: { statements: Statement[]; body: unknown }[] = [];
  let current: Statement[] = [];
  db.on('query', (q: { sql: string; bindings?: unknown[] }) =>
    current.push({ sql: q.sql, bindings: q.bindings ?? [] }),
  );
  for (const { path: p, init } of requests) {
    current = [];
    const res = await fetch(base + p, init);
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    captured.push({ statements: current, body: await res.json() });
  }
  server.close();
  await db.destroy();
  return captured;
}

async function main() {
  const started = Date.now();
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, Node ${process.version}`;
  log(`bench on ${machine}`);
  if (RUSH_ONLY) {
    const rush = await rushBench(log, RUSH);
    log(`${((Date.now() - started) / 1000).toFixed(0)} s in all; ${machine}`);
    if (JSON_OUT)
      console.log(JSON.stringify({ rush, seconds: Math.round((Date.now() - started) / 1000), machine }));
    return;
  }
  if (OCTO_ONLY) {
    const octo = await octoBench(log);
    log(`${((Date.now() - started) / 1000).toFixed(0)} s in all; ${machine}`);
    if (JSON_OUT)
      console.log(JSON.stringify({ octo, seconds: Math.round((Date.now() - started) / 1000), machine }));
    if (CHECK && octo.oversold > 0) process.exitCode = 1;
    return;
  }
  if (SCALE_ONLY) {
    const scale = await scaleBench(log);
    log(`${((Date.now() - started) / 1000).toFixed(0)} s in all; ${machine}`);
    if (JSON_OUT)
      console.log(JSON.stringify({ ...scale, seconds: Math.round((Date.now() - started) / 1000), machine }));
    return;
  }
  log('preparing a fresh database (demo catalogue + 300 tickets + 20,000 bookings)…');
  const bench = await createBenchDatabase('tours_bench');
  const children: Child[] = [];
  let baselinePool: pg.Pool | undefined;
  try {
    const { db } = bench;
    const { future } = benchDates();
    // The hot ticket: a time-slot ticket of the demo with a capacity large enough to measure holds.
    const hot = await db('tickets')
      .whereNotNull('capacity_per_slot')
      .where({ is_time_slot: true })
      .whereNot('title', 'like', 'Bulk%')
      .orderBy('title')
      .first();
    const closed: string[] = hot.attraction_closed ?? [];
    let date = future;
    for (
      let i = 0;
      closed.includes(
        new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }),
      );
      i++
    ) {
      date = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    await db('blocked_dates').where({ ticket_id: hot.id }).delete();
    await db('blocked_time_slots').where({ ticket_id: hot.id }).delete();
    const hotSlot = hot.time_slots[hot.time_slots.length - 1] as string;
    const paths = {
      'GET /tickets/service': `/api/v1/tickets/service?service=${hot.service}`,
      'GET /products/hostName': '/api/v1/products/hostName?hostName=localhost',
      'GET /time-slot': `/api/v1/time-slot?dateForSlot=${date}&ticketId=${hot.id}`,
    };
    const captured = Object.fromEntries(
      (
        await captureSql(
          bench.url,
          Object.values(paths).map((p) => ({ path: p })),
        )
      ).map((c, i) => [Object.values(paths)[i]!, c.statements]),
    );
    for (const [name, p] of Object.entries(paths)) log(`  ${name}: ${captured[p]!.length} statement(s)`);

    const product = await startApi(PRODUCT_PORT, bench.url, {
      DATABASE_POOL_MAX: String(POOL),
      LOG_LEVEL: 'warn',
      DATA_DIR: '/tmp/bench-product',
    });
    children.push(product);
    const baseline = await startChild(
      ['bench/baseline-server.mjs'],
      {
        PORT: String(BASELINE_PORT),
        DATABASE_URL: bench.url,
        POOL_MAX: String(POOL),
        BASELINE_ROUTES: JSON.stringify(captured),
      },
      { name: 'baseline' },
    );
    children.push(baseline);
    // The limit of a cache: the same bytes the product answers, sent from memory by bare node:http.
    const memoryRoutes: Record<string, { body: string; contentType: string; etag: string | null }> = {};
    for (const [name, p] of Object.entries(paths)) {
      if (!CACHED_READS.has(name)) continue;
      const res = await fetch(`http://127.0.0.1:${PRODUCT_PORT}${p}`);
      memoryRoutes[p] = {
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
        contentType: res.headers.get('content-type') ?? 'application/json',
        etag: res.headers.get('etag'),
      };
    }
    const memory = await startChild(
      ['bench/memory-server.mjs'],
      { PORT: String(MEMORY_PORT), MEMORY_ROUTES: JSON.stringify(memoryRoutes) },
      { name: 'memory' },
    );
    children.push(memory);

    // 1. Catalogue reads.
    const reads: { name: string; base: Load; prod: Load; memory?: Load }[] = [];
    for (const [name, p] of Object.entries(paths)) {
      const productUrl = `http://127.0.0.1:${PRODUCT_PORT}${p}`;
      const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}${p}`;
      const memoryUrl = CACHED_READS.has(name) ? `http://127.0.0.1:${MEMORY_PORT}${p}` : undefined;
      await cannon({ url: baselineUrl, duration: WARMUP_S });
      await cannon({ url: productUrl, duration: WARMUP_S });
      if (memoryUrl) await cannon({ url: memoryUrl, duration: WARMUP_S });
      const b: Load[] = [];
      const q: Load[] = [];
      const m: Load[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        b.push(await cannon({ url: baselineUrl, duration: ROUND_S }));
        q.push(await cannon({ url: productUrl, duration: ROUND_S }));
        if (memoryUrl) m.push(await cannon({ url: memoryUrl, duration: ROUND_S }));
      }
      reads.push({ name, base: sum(b), prod: sum(q), ...(m.length ? { memory: sum(m) } : {}) });
      log(
        `  ${name}: baseline ${rate(sum(b)).toFixed(0)}/s, product ${rate(sum(q)).toFixed(0)}/s${m.length ? `, from memory ${rate(sum(m)).toFixed(0)}/s` : ''}`,
      );
    }

    // 2. Holds on one hot slot.
    await db('tickets')
      .where({ id: hot.id })
      .update({ capacity_per_slot: HOT_CAPACITY, max_per_booking: 20 });
    const checkout = (slot: string, adults: number) =>
      JSON.stringify({
        ticketId: hot.id,
        preferenceIndex: 0,
        bookingDate: date,
        timeSlot: slot,
        adultCount: adults,
        childCount: 0,
        name: 'Bench Visitor',
        email: 'bench@example.com',
        mobileNumber: '+971501234567',
      });
    const holdRequest = {
      url: `http://127.0.0.1:${PRODUCT_PORT}/api/v1/payments/create-checkout`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: checkout(hotSlot, 1),
    };
    baselinePool = new pg.Pool({ connectionString: bench.url, max: POOL });
    const pool = baselinePool;

    // The baseline replays what the API writes for one checkout, with fresh unique values each time.
    const holdUrl = '/api/v1/payments/create-checkout';
    const oversellSlot = hot.time_slots[0] as string;
    const baselineOversellSlot = hot.time_slots[1] as string;
    const holdTemplates: HoldTemplate[] = await Promise.all(
      (
        await captureSql(
          bench.url,
          [hotSlot, baselineOversellSlot].map((slot) => ({
            path: holdUrl,
            init: { method: 'POST', headers: holdRequest.headers, body: checkout(slot, 1) },
          })),
        )
      ).map(async ({ statements, body }) => {
        const { bookingId: reference, sessionId } = body as { bookingId: string; sessionId: string };
        const booking = await db('bookings').where({ booking_id: reference }).first();
        const writes = statements.filter((q) => /^\s*(insert|update|delete|call)\b/i.test(q.sql));
        if (writes.length === 0 || !/bookings|checkout_hold/.test(writes[0]!.sql))
          throw new Error(`the checkout's first write is not the booking: ${writes[0]?.sql}`);
        return {
          writes,
          unique: {
            reference,
            sessionId,
            uuid: booking.id as string,
            hash: booking.success_token_hash as string,
          },
        };
      }),
    );
    log(`  checkout holds: ${holdTemplates[0]!.writes.length} write statement(s) replayed by the baseline`);

    /** CONNECTIONS concurrent clients looping `op` for `seconds` or until `attempts` are spent. */
    async function pgLoop(op: () => Promise<boolean>, seconds: number, attempts = Infinity): Promise<Load> {
      const until = Date.now() + seconds * 1000;
      let ok = 0;
      let refused = 0;
      let left = attempts;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < until && left-- > 0) {
            if (await op()) ok++;
            else refused++;
          }
        }),
      );
      return {
        requests: ok + refused,
        seconds: (performance.now() - t0) / 1000,
        ok,
        non2xx: refused,
        errors: 0,
        p99: 0,
      };
    }

    // The floor: the smallest conditional write there is, one UPDATE of one row of a three-column table.
    await pool.query(
      'CREATE TABLE bench_slot (id int PRIMARY KEY, capacity int NOT NULL, held int NOT NULL DEFAULT 0)',
    );
    await pool.query('INSERT INTO bench_slot VALUES (1, $1, 0)', [HOT_CAPACITY * 100]);
    const counterUpdate = async () =>
      (await pool.query('UPDATE bench_slot SET held = held + 1 WHERE id = 1 AND held + 1 <= capacity'))
        .rowCount === 1;

    const replayHot = async () => (await replayHold(pool, holdTemplates[0]!)) !== undefined;
    // The same replay behind bare node:http, hit by the same client as the API.
    const holdFloorServer = await startChild(
      ['--import', 'tsx', 'bench/hold-floor-server.ts'],
      {
        PORT: String(HOLD_FLOOR_PORT),
        DATABASE_URL: bench.url,
        POOL_MAX: String(POOL),
        HOLD_TEMPLATE: JSON.stringify(holdTemplates[0]),
      },
      { name: 'hold floor' },
    );
    children.push(holdFloorServer);
    const httpFloorRequest = { ...holdRequest, url: `http://127.0.0.1:${HOLD_FLOOR_PORT}${holdUrl}` };
    await pgLoop(replayHot, WARMUP_S);
    await cannon({ ...holdRequest, duration: WARMUP_S });
    await cannon({ ...httpFloorRequest, duration: WARMUP_S });
    await pgLoop(counterUpdate, WARMUP_S);
    const hb: Load[] = [];
    const hp: Load[] = [];
    const hh: Load[] = [];
    const hf: Load[] = [];
    // The API process's CPU during its measured rounds, per request it answered (Linux /proc).
    let productCpuMs: number | undefined = 0;
    for (let r = 0; r < ROUNDS; r++) {
      hb.push(await pgLoop(replayHot, ROUND_S));
      const cpuBefore = processCpuMs(product.pid);
      hp.push(await cannon({ ...holdRequest, duration: ROUND_S }));
      const cpuAfter = processCpuMs(product.pid);
      productCpuMs =
        productCpuMs === undefined || cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : productCpuMs + cpuAfter - cpuBefore;
      hh.push(await cannon({ ...httpFloorRequest, duration: ROUND_S }));
      hf.push(await pgLoop(counterUpdate, ROUND_S));
    }
    await holdFloorServer.stop();
    const holdBase = sum(hb);
    const holdProd = sum(hp);
    const holdFloor = sum(hf);
    const holdHttpFloor = sum(hh);
    const productCpuUsPerHold =
      productCpuMs === undefined ? undefined : Math.round((productCpuMs * 1000) / holdProd.requests);
    log(
      `  holds: baseline ${rate(holdBase).toFixed(0)}/s, product ${rate(holdProd).toFixed(0)}/s, bare HTTP floor ${rate(holdHttpFloor).toFixed(0)}/s (single-row UPDATE floor ${rate(holdFloor).toFixed(0)}/s)${productCpuUsPerHold === undefined ? '' : `; API process CPU ${productCpuUsPerHold} us per hold`}`,
    );

    // 3. Oversell: two other slots of the same ticket limited to OVERSELL_CAPACITY seats, one hammered
    // through the API and one by the baseline's replay.
    await db('tickets').where({ id: hot.id }).update({ capacity_per_slot: OVERSELL_CAPACITY });
    const flood = await cannon({
      ...holdRequest,
      body: checkout(oversellSlot, 1),
      amount: OVERSELL_ATTEMPTS,
      connections: Math.min(CONNECTIONS, 64),
    });
    await pgLoop(
      async () => (await replayHold(pool, holdTemplates[1]!)) !== undefined,
      30,
      OVERSELL_ATTEMPTS,
    );
    const seatsHeld = async (slot: string) => {
      const row = await db('bookings')
        .where({ ticket_id: hot.id, booking_date: date, time_slot: slot })
        .whereIn('booking_status', ['pending', 'confirmed'])
        .sum({ seats: db.raw('adult_count + child_count') })
        .first();
      return Number(row?.seats ?? 0);
    };
    const productHeld = await seatsHeld(oversellSlot);
    const baselineHeld = await seatsHeld(baselineOversellSlot);
    const oversold =
      Math.max(0, productHeld - OVERSELL_CAPACITY) + Math.max(0, baselineHeld - OVERSELL_CAPACITY);
    log(
      `  oversell: product held ${productHeld}/${OVERSELL_CAPACITY} seats after ${OVERSELL_ATTEMPTS} attempts (${flood.ok} accepted, ${flood.non2xx} refused); baseline held ${baselineHeld}/${OVERSELL_CAPACITY}`,
    );

    // 4. First-load JS.
    const js = firstLoadJs(path.join(ROOT, 'storefront'), () => {
      log('  building the storefront (no build found)…');
      const built = spawnSync('npm', ['run', 'build', '-w', 'storefront'], {
        cwd: ROOT,
        stdio: JSON_OUT ? 'ignore' : 'inherit',
      });
      if (built.status !== 0) throw new Error('storefront build failed');
    });

    // The product's own processes sit idle from here on; the rush starts its own three.
    const rush = await rushBench(log, RUSH);
    const scale = SCALE ? await scaleBench(log) : undefined;

    // Report.
    const catalogueReadRatio = reads.reduce((s, r) => s + rate(r.prod) / rate(r.base), 0) / reads.length;
    const holdRatio = rate(holdProd) / rate(holdBase);
    // What any HTTP API would score (its ceiling), and the product against that ceiling.
    const holdHttpFloorRatio = rate(holdHttpFloor) / rate(holdBase);
    const holdOfHttpFloorRatio = rate(holdProd) / rate(holdHttpFloor);
    const cachedReads = reads.filter((r) => r.memory);
    const cachedReadLimitRatio =
      cachedReads.reduce((s, r) => s + rate(r.prod) / rate(r.memory!), 0) / cachedReads.length;
    const rows: string[][] = [
      ['figure', 'baseline /s', 'product /s', 'ratio', 'product p99 ms', 'product non-2xx/errors'],
      ...reads.map((r) => [
        r.name,
        rate(r.base).toFixed(0),
        rate(r.prod).toFixed(0),
        (rate(r.prod) / rate(r.base)).toFixed(2),
        String(r.prod.p99),
        `${r.prod.non2xx}/${r.prod.errors}`,
      ]),
      ['catalogue reads (mean ratio)', '', '', catalogueReadRatio.toFixed(2), '', ''],
      ...cachedReads.map((r) => [
        `  ${r.name} against the same bytes from memory`,
        rate(r.memory!).toFixed(0),
        rate(r.prod).toFixed(0),
        (rate(r.prod) / rate(r.memory!)).toFixed(2),
        '',
        '',
      ]),
      ['cached reads against memory (mean ratio)', '', '', cachedReadLimitRatio.toFixed(2), '', ''],
      [
        'checkout holds, one hot slot',
        rate(holdBase).toFixed(0),
        rate(holdProd).toFixed(0),
        holdRatio.toFixed(2),
        String(holdProd.p99),
        `${holdProd.non2xx}/${holdProd.errors}`,
      ],
      [
        '  against bare HTTP replaying the same CALL',
        rate(holdHttpFloor).toFixed(0),
        rate(holdProd).toFixed(0),
        holdOfHttpFloorRatio.toFixed(2),
        String(holdHttpFloor.p99),
        '',
      ],
      [
        '  bare HTTP against the bare replay (ceiling of any HTTP API)',
        rate(holdBase).toFixed(0),
        rate(holdHttpFloor).toFixed(0),
        holdHttpFloorRatio.toFixed(2),
        '',
        '',
      ],
      [
        '  floor: single-row conditional UPDATE',
        rate(holdFloor).toFixed(0),
        '',
        (rate(holdProd) / rate(holdFloor)).toFixed(2),
        '',
        '',
      ],
      [
        'oversold seats (capacity ' + OVERSELL_CAPACITY + ')',
        String(Math.max(0, baselineHeld - OVERSELL_CAPACITY)),
        String(Math.max(0, productHeld - OVERSELL_CAPACITY)),
        '',
        '',
        '',
      ],
      ['storefront first-load JS (/), KiB gzip', '', js.home.toFixed(1), '', '', ''],
      ['storefront first-load JS (/:service), KiB gzip', '', js.service.toFixed(1), '', '', ''],
      [
        `rush: seats sold of ${rush.capacity} (oversold)`,
        '',
        `${rush.sold} (${rush.oversold})`,
        '',
        String(rush.checkoutP99Ms),
        `${rush.refused}/${rush.errors5xx}`,
      ],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    const table = rows
      .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
      .join('\n');
    const elapsed = (Date.now() - started) / 1000;
    log(`\n${table}\n`);
    log(
      `targets: catalogue reads >= 0.8 of baseline (${catalogueReadRatio >= 0.8 ? 'met' : 'NOT met'}), holds >= 0.75 of the bare replay (${holdRatio >= 0.75 ? 'met' : 'NOT met'}; bare HTTP scores ${holdHttpFloorRatio.toFixed(2)}), hold p99 <= 150 ms (${holdProd.p99 <= 150 ? 'met' : 'NOT met'}), 0 oversold (${oversold === 0 ? 'met' : 'NOT met'}), rush sold ${rush.capacity} with 0 oversold, 0 5xx and checkout p99 <= 250 ms (${rush.sold === rush.capacity && rush.oversold === 0 && rush.errors5xx === 0 && rush.checkoutP99Ms <= 250 ? 'met' : 'NOT met'}), rush holds' p99 in the first tenth < ${FIRST_TENTH_HELD_P99_TARGET_MS} ms (${rush.checkoutHeldFirstTenth.p99Ms < FIRST_TENTH_HELD_P99_TARGET_MS ? 'met' : 'NOT met'})`,
    );
    log(
      `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_S} s after ${WARMUP_S} s warm-up; pool ${POOL} on each side; ${elapsed.toFixed(0)} s in all; ${machine}`,
    );
    if (JSON_OUT) {
      console.log(
        JSON.stringify({
          catalogueReadRatio: Number(catalogueReadRatio.toFixed(3)),
          cachedReadLimitRatio: Number(cachedReadLimitRatio.toFixed(3)),
          holdRatio: Number(holdRatio.toFixed(3)),
          holdP99Ms: holdProd.p99,
          holdHttpFloorRatio: Number(holdHttpFloorRatio.toFixed(3)),
          holdOfHttpFloorRatio: Number(holdOfHttpFloorRatio.toFixed(3)),
          oversold,
          firstLoadJsKiB: Number(js.home.toFixed(1)),
          firstLoadJsServiceKiB: Number(js.service.toFixed(1)),
          reads: Object.fromEntries(
            reads.map((r) => [
              r.name,
              {
                baselinePerSec: Math.round(rate(r.base)),
                productPerSec: Math.round(rate(r.prod)),
                productP99Ms: r.prod.p99,
                ...(r.memory ? { memoryPerSec: Math.round(rate(r.memory)) } : {}),
              },
            ]),
          ),
          holds: {
            baselinePerSec: Math.round(rate(holdBase)),
            singleRowUpdatePerSec: Math.round(rate(holdFloor)),
            bareHttpPerSec: Math.round(rate(holdHttpFloor)),
            bareHttpP99Ms: holdHttpFloor.p99,
            productPerSec: Math.round(rate(holdProd)),
            productP99Ms: holdProd.p99,
            ...(productCpuUsPerHold === undefined ? {} : { productCpuUsPerHold }),
          },
          oversell: {
            capacity: OVERSELL_CAPACITY,
            attempts: OVERSELL_ATTEMPTS,
            productHeld,
            baselineHeld,
          },
          rush,
          ...(scale ?? {}),
          seconds: Math.round(elapsed),
          machine,
        }),
      );
    }
    if (CHECK && (oversold > 0 || rush.oversold > 0)) {
      console.error(`--check: seats oversold (holds ${oversold}, rush ${rush.oversold})`);
      process.exitCode = 1;
    }
  } finally {
    await baselinePool?.end().catch(() => {});
    for (const c of children) await c.stop().catch(() => {});
    await bench.drop().catch((e) => log('could not drop the bench database:', e));
    fs.rmSync('/tmp/bench-product', { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The data-scale part of the bench (npm run bench -- --scale): a booking history of realistic shape
// loaded with COPY, then the admin and storefront reads that staff and customers wait on, timed one
// request at a time through the real API over HTTP, at 10,000 and at 1,000,000 bookings.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { addDays, statusesMatching, todayIn } from '@tours/core';
import { upsertAdmin } from '../../api/src/admin-auth/service';
import { DATED_TOTALS, refillTotals, TICKET_TOTALS } from '../../api/src/db/migration-triggers';
import { createBenchDatabase, insertTicketsOverProducts, type BenchDatabase } from './database';
import { startApi } from './processes';

export const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const TICKETS = 60;
const DAYS = 730;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 60);
const WARMUP = 5;
const ADMIN = { email: 'scale-bench@example.com', password: 'scale-bench-password-1' };

export const SCALE_CALLS = [
  'search: reference',
  'search: e-mail',
  'search: name fragment',
  'search: mobile',
  'list: page 1',
  'list: page 2,000',
  'report: one ticket',
  'time-slot: busy ticket',
  'date-manage (month calendar)',
] as const;
export type ScaleCall = (typeof SCALE_CALLS)[number];
export interface Timing {
  p50: number;
  p95: number;
}
export interface ScaleRun {
  bookings: number;
  loadSeconds: number;
  timings: Record<ScaleCall, Timing>;
}

const FIRST = (
  'Aisha,Omar,Priya,Daniel,Wei,Sophie,Lucas,Mei,Ahmed,Fatima,Hannah,Ravi,Noura,Carlos,Yuki,' +
  'Elena,Karim,Siti,Tom,Layla,Arjun,Grace,Hamad,Nadia,Liam,Zara,Ivan,Amira,Ben,Leila,' +
  'Mohammed,Sara,James,Anna,Rahul,Olga,Hiro,Maria,Yusuf,Chloe,Kenji,Ines,Tariq,Emma,Vikram,' +
  'Lina,Pedro,Mariam,Jack,Ananya,Khalid,Julia,Sanjay,Noor,David,Aiko,Ali,Lucia,Faisal,Mia'
).split(',');
const LAST = (
  'Rahman,Haddad,Nair,Lim,Chen,Martin,Silva,Tan,Khan,Al Mansoori,Schmidt,Patel,Al Suwaidi,' +
  'Garcia,Sato,Petrova,Aziz,Abdullah,Brown,Farouk,Mehta,Wong,Al Falasi,Hussein,Murphy,Ali,' +
  'Ivanov,Saleh,Cohen,Yusuf,Kowalski,Rossi,Dubois,Nakamura,Okafor,Jensen,Novak,Fernandes,' +
  'Iyer,Al Hashimi,Morgan,Lopez,Kim,Park,Nguyen,Schneider,Costa,Reddy,Ozturk,Karimi'
).split(',');
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com', 'icloud.com', 'mail.ru'];
const COUPONS: [string, number][] = [
  ['WELCOME10', 10],
  ['SUMMER15', 15],
  ['DXB20', 20],
];

/** mulberry32: a seeded generator, so that every run loads the same history. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A bijection of 0..36^6-1 (1,000,003 is prime, so coprime with 36^6): unique references, not in order.
const REF_SPACE = 36 ** 6;
const reference = (i: number) =>
  'DXB-' +
  Number((BigInt(i) * 1_000_003n) % BigInt(REF_SPACE))
    .toString(36)
    .toUpperCase()
    .padStart(6, '0');

interface Customer {
  name: string;
  email: string;
  mobile: string;
}
function customer(c: number): Customer {
  const first = FIRST[c % FIRST.length]!;
  const last = LAST[Math.floor(c / FIRST.length) % LAST.length]!;
  const local = `${first}.${last.replace(/ /g, '')}`.toLowerCase();
  return {
    name: `${first} ${last}`,
    email: `${local}${c % 997}@${DOMAINS[c % DOMAINS.length]}`,
    mobile: '+9715' + String((c * 7_919 + 12_345_678) % 100_000_000).padStart(8, '0'),
  };
}

interface TicketInfo {
  id: string;
  title: string;
  service: string;
  ticket_type: string;
  time_slots: string[];
}

const COLUMNS = [
  'booking_id',
  'booking_status',
  'ticket_id',
  'ticket_title',
  'service',
  'ticket_type',
  'preference',
  'booking_date',
  'booking_date_string',
  'booking_day',
  'time_slot',
  'adult_count',
  'child_count',
  'adult_total',
  'child_total',
  'total_amount',
  'coupon_code',
  'discount_value',
  'discount_amount',
  'total_discount_amount',
  'name',
  'email',
  'mobile_number',
  'hold_expires_at',
  'payment_provider',
  'amount_paid',
  'paid_at',
  'ticket_sent_at',
  'created_at',
  'updated_at',
];

const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
const dateString = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface Samples {
  references: string[];
  emails: string[];
  nameFragments: string[];
  mobiles: string[];
}

/**
 * `n` bookings over the two years to today (more recent years busier), across the tickets with a
 * popularity that falls off (the first ticket is the busy one), as COPY text. Statuses: 5 % pending
 * or expired holds (1 % pending, left unswept), 2 % failed, 4 % cancelled, 2 % refunded, the rest
 * confirmed (most past ones checked in, as 'redeemed'); 12 % with a coupon; returning customers.
 */
function* bookingRows(n: number, tickets: TicketInfo[], today: string, samples: Samples): Generator<string> {
  const rnd = random(16);
  const end = Date.now();
  const span = DAYS * 86_400_000;
  const weights = tickets.map((_, i) => 1 / (i + 1) ** 0.9);
  const total = weights.reduce((s, w) => s + w, 0);
  const cumulative: number[] = [];
  weights.reduce((s, w, i) => (cumulative[i] = s + w / total), 0);
  const customers = Math.max(50, Math.floor(n * 0.6));
  const dates = new Map<string, [string, string]>();
  const every = Math.max(1, Math.floor(n / 200));
  const ts = (ms: number) => new Date(ms).toISOString();
  let chunk = '';
  let lastHour = -1;
  let createdDay = today;
  for (let i = 0; i < n; i++) {
    // Linear growth: the density of creation times rises towards today; rows come in creation order.
    const createdMs = end - span + span * Math.sqrt((i + rnd()) / n);
    const created = new Date(createdMs);
    const u = rnd();
    const t = tickets[cumulative.findIndex((c) => u <= c)] ?? tickets[0]!;
    const lead = Math.min(120, Math.floor(-Math.log(1 - rnd()) * 12));
    // Dubai keeps whole-hour offsets: one todayIn per hour of creation times.
    const hour = Math.floor(createdMs / 3_600_000);
    if (hour !== lastHour) {
      lastHour = hour;
      createdDay = todayIn(undefined, created);
    }
    const date = addDays(createdDay, lead);
    let named = dates.get(date);
    if (!named) dates.set(date, (named = [dateString(date), dayName(date)]));
    const slot = t.time_slots.length ? t.time_slots[Math.floor(rnd() * t.time_slots.length)]! : null;
    const adults = 1 + Math.floor(-Math.log(1 - rnd()) * 1.2);
    const children = rnd() < 0.35 ? 1 + Math.floor(rnd() * 3) : 0;
    const adultTotal = adults * 15_900;
    const childTotal = children * 9_900;
    const amount = adultTotal + childTotal;
    const coupon = rnd() < 0.12 ? COUPONS[Math.floor(rnd() * COUPONS.length)]! : null;
    const discount = coupon ? Math.floor((amount * coupon[1]) / 100) : 0;
    const s = rnd();
    let status =
      s < 0.01
        ? 'pending'
        : s < 0.05
          ? 'expired'
          : s < 0.07
            ? 'failed'
            : s < 0.11
              ? 'cancelled'
              : s < 0.13
                ? 'refunded'
                : 'confirmed';
    if (status === 'confirmed' && date < today && rnd() < 0.7) status = 'redeemed';
    const paid = status === 'confirmed' || status === 'redeemed' || status === 'refunded';
    const c = customer(Math.floor(rnd() * customers));
    const ref = reference(i);
    if (i % every === 0) {
      samples.references.push(ref);
      samples.emails.push(c.email);
      // What staff type for a name heard on the phone: the first name and the start of the last name.
      const [first, ...last] = c.name.split(' ');
      samples.nameFragments.push(`${first} ${last.join(' ').slice(0, 4)}`);
      samples.mobiles.push(c.mobile.slice(-8));
    }
    const row = [
      ref,
      status,
      t.id,
      t.title,
      t.service,
      t.ticket_type,
      'Standard',
      date,
      named[0],
      named[1],
      slot ?? '\\N',
      adults,
      children,
      adultTotal,
      childTotal,
      amount,
      coupon?.[0] ?? '\\N',
      coupon?.[1] ?? 0,
      discount,
      amount - discount,
      c.name,
      c.email,
      c.mobile,
      status === 'pending' || status === 'expired' ? ts(createdMs + 15 * 60_000) : '\\N',
      paid ? 'stripe' : '\\N',
      paid ? amount - discount : '\\N',
      paid ? ts(createdMs + 60_000) : '\\N',
      paid && rnd() < 0.9 ? ts(createdMs + 120_000) : '\\N',
      ts(createdMs),
      ts(createdMs + 120_000),
    ];
    chunk += row.join('\t') + '\n';
    if (chunk.length > 1 << 20) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Loads the history into a fresh bench database: COPY without indexes or triggers, then rebuilds. */
export async function load(bench: BenchDatabase, n: number) {
  const { db } = bench;
  const today = todayIn(undefined, new Date());
  // 60 tickets: the demo's, then more time-slot tickets over the demo's products.
  const have = Number((await db('tickets').count({ n: '*' }).first())?.n ?? 0);
  await insertTicketsOverProducts(db, {
    count: Math.max(0, TICKETS - have),
    label: 'scale',
    prices: { weekDays: { adult: 15900, child: 9900 }, weekEnds: { adult: 17900, child: 10900 } },
    timeSlots: ['09:00', '11:00', '13:00', '15:00', '17:00', '19:00'],
    capacityPerSlot: 200,
  });
  // The busy ticket first: a time-slot ticket, always open, with room for its share of the history.
  const tickets = (await db('tickets')
    .select('id', 'title', 'service', 'ticket_type', 'time_slots', 'is_time_slot')
    .orderByRaw('is_time_slot DESC, (capacity_per_slot IS NULL) ASC, title')) as (TicketInfo & {
    is_time_slot: boolean;
  })[];
  for (const t of tickets) if (!t.is_time_slot) t.time_slots = [];
  const busy = tickets[0]!;
  await db('tickets').where({ id: busy.id }).update({ capacity_per_slot: 1000, attraction_closed: '[]' });
  // A year of blocked dates on each ticket, as operators close for holidays and maintenance.
  await db.raw(
    `INSERT INTO blocked_dates (service, ticket_id, blocked_date)
     SELECT t.service, t.id, ?::date - 365 + g * 9 FROM tickets t, generate_series(0, 80) g
     ON CONFLICT DO NOTHING`,
    [today],
  );

  const samples: Samples = { references: [], emails: [], nameFragments: [], mobiles: [] };
  const started = Date.now();
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  try {
    // Secondary indexes are built after the load, as a restore would; constraints stay.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
        WHERE i.tablename = 'bookings' AND NOT EXISTS (
          SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const ix of indexes) await client.query(`DROP INDEX ${ix.name}`);
    // No triggers during the load (occupancy, totals, check-in passes, foreign keys): rebuilt or true below.
    await client.query('SET session_replication_role = replica');
    await pipeline(
      Readable.from(bookingRows(n, tickets, today, samples)),
      client.query(copyFrom(`COPY bookings (${COLUMNS.join(', ')}) FROM STDIN`)),
    );
    await client.query('SET session_replication_role = DEFAULT');
    // Live and lapsed holds on the measured slots of the busy ticket, as during a sale.
    const day = addDays(today, 10);
    await client.query(
      `INSERT INTO bookings (booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
          booking_date, booking_date_string, booking_day, time_slot, adult_count, adult_total, total_amount,
          total_discount_amount, name, email, mobile_number, hold_expires_at)
       SELECT 'DXB-H' || lpad(g::text, 5, '0'), 'pending', $1, $2, $3, $4, 'Standard', $5, $6, $7,
              ($8::jsonb ->> (g % jsonb_array_length($8::jsonb))), 1, 15900, 15900, 15900,
              'Hold ' || g, 'hold' || g || '@example.com', '+971500000000',
              now() + make_interval(mins => CASE WHEN g % 3 = 0 THEN 10 ELSE -5 END)
         FROM generate_series(1, 60) g
       ON CONFLICT (booking_id) DO NOTHING`,
      [
        busy.id,
        busy.title,
        busy.service,
        busy.ticket_type,
        day,
        dateString(day),
        dayName(day),
        JSON.stringify(busy.time_slots),
      ],
    );
    await client.query("SET maintenance_work_mem = '256MB'");
    for (const ix of indexes) await client.query(ix.def);
    await client.query(`
      INSERT INTO slot_occupancy (ticket_id, booking_date, time_slot, seats)
      SELECT ticket_id, booking_date, coalesce(time_slot, ''), sum(adult_count + child_count)
        FROM bookings WHERE booking_status IN ('pending', 'confirmed', 'redeemed') GROUP BY 1, 2, 3
      ON CONFLICT (ticket_id, booking_date, time_slot) DO UPDATE SET seats = EXCLUDED.seats`);
    // The report's and the list's figures (booking_totals, booking_ticket_totals), as their triggers keep them.
    for (const rollup of [DATED_TOTALS, TICKET_TOTALS]) await client.query(refillTotals(rollup, true));
    await client.query(`
      INSERT INTO checkin_passes (booking_id, admitted)
      SELECT id, CASE WHEN booking_status = 'redeemed' THEN adult_count + child_count ELSE 0 END
        FROM bookings WHERE booking_status IN ('confirmed', 'redeemed', 'cancelled', 'refunded')
      ON CONFLICT (booking_id) DO NOTHING`);
    // Statistics and the visibility map after a bulk load, as autovacuum would leave them.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
  return { busy, day: addDays(today, 10), samples, loadSeconds: (Date.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p95 of `SAMPLES` requests, one at a time, cycling through `urls`, after a warm-up. */
async function time(urls: string[], headers: Record<string, string>): Promise<Timing> {
  const once = async (url: string) => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
    return ms;
  };
  for (let i = 0; i < WARMUP; i++) await once(urls[(i * 7) % urls.length]!);
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) ms.push(await once(urls[i % urls.length]!));
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 50).toFixed(1)), p95: Number(percentile(ms, 95).toFixed(1)) };
}

const PORT = 3510;

/** The timed report must also be right: its summary against the busy ticket's paid bookings summed afresh. */
async function checkReport(
  bench: BenchDatabase,
  url: string,
  headers: Record<string, string>,
  title: string,
) {
  const { summary } = (await (await fetch(url, { headers })).json()) as { summary: Record<string, number> };
  const [fresh] = (await bench
    .db('bookings')
    .where({ ticket_title: title })
    .whereIn('booking_status', statusesMatching('paid'))
    .select(
      bench.db.raw('count(*)::int AS bookings'),
      bench.db.raw('sum(adult_count)::int AS adults'),
      bench.db.raw('sum(child_count)::int AS children'),
      bench.db.raw('sum(total_discount_amount)::bigint AS revenue'),
    )) as Record<string, string | number>[];
  const expected = Object.fromEntries(Object.entries(fresh!).map(([k, v]) => [k, Number(v)]));
  // The summary's other figures (refunds) are read from elsewhere; these four are the totals'.
  const got = Object.fromEntries(Object.keys(expected).map((k) => [k, summary[k]]));
  if (JSON.stringify(got) !== JSON.stringify(expected))
    throw new Error(
      `the report's summary ${JSON.stringify(summary)} is not its bookings' ${JSON.stringify(expected)}`,
    );
}

export async function scaleRun(n: number, log: (...p: unknown[]) => void): Promise<ScaleRun> {
  log(`scale: ${n.toLocaleString('en')} bookings — loading…`);
  const bench = await createBenchDatabase('tours_scale', { bulkTickets: 0, bulkBookings: 0 });
  try {
    const { busy, day, samples, loadSeconds } = await load(bench, n);
    const count = Number((await bench.db('bookings').count({ n: '*' }).first())?.n ?? 0);
    log(`  loaded ${count.toLocaleString('en')} bookings in ${loadSeconds.toFixed(0)} s`);
    await upsertAdmin(bench.db, ADMIN);
    const api = await startApi(PORT, bench.url, {
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      DATA_DIR: '/tmp/bench-scale',
    });
    try {
      const base = `http://127.0.0.1:${PORT}/api/v1`;
      const login = await fetch(`${base}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (!login.ok) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
      const { token } = (await login.json()) as { token: string };
      const admin = { authorization: `Bearer ${token}` };
      const list = (q: Record<string, string>) => `${base}/admin/all-bookings?${new URLSearchParams(q)}`;
      const search = (terms: string[]) => terms.map((search) => list({ search }));
      const calls: Record<ScaleCall, [string[], Record<string, string>]> = {
        'search: reference': [search(samples.references), admin],
        'search: e-mail': [search(samples.emails), admin],
        'search: name fragment': [search(samples.nameFragments), admin],
        'search: mobile': [search(samples.mobiles), admin],
        'list: page 1': [[list({ page: '1' })], admin],
        'list: page 2,000': [
          [list({ page: String(Math.max(1, Math.min(2000, Math.floor(count / 20)))) })],
          admin,
        ],
        'report: one ticket': [[list({ ticketTitle: busy.title, bookingStatus: 'paid' })], admin],
        'time-slot: busy ticket': [
          [`${base}/time-slot?${new URLSearchParams({ dateForSlot: day, ticketId: busy.id })}`],
          {},
        ],
        'date-manage (month calendar)': [
          [`${base}/date-manage?${new URLSearchParams({ service: busy.service, ticketId: busy.id })}`],
          {},
        ],
      };
      const timings = {} as Record<ScaleCall, Timing>;
      for (const name of SCALE_CALLS) {
        const [urls, headers] = calls[name];
        timings[name] = await time(urls, headers);
        log(`  ${name}: p50 ${timings[name].p50} ms, p95 ${timings[name].p95} ms`);
      }
      await checkReport(bench, calls['report: one ticket'][0][0]!, admin, busy.title);
      return { bookings: count, loadSeconds, timings };
    } finally {
      await api.stop();
      fs.rmSync('/tmp/bench-scale', { recursive: true, force: true });
    }
  } finally {
    // BENCH_SCALE_KEEP=1 keeps the largest database for EXPLAIN ANALYZE; drop it by hand afterwards.
    if (process.env.BENCH_SCALE_KEEP === '1' && n === Math.max(...SCALE_SIZES)) {
      log(`  kept ${bench.url}`);
      await bench.db.destroy();
    } else await bench.drop().catch((e) => log('could not drop the scale database:', e));
  }
}

/** Runs each size, prints the table and returns what the --json line carries. */
export async function scaleBench(log: (...p: unknown[]) => void) {
  const runs: ScaleRun[] = [];
  for (const n of SCALE_SIZES) runs.push(await scaleRun(n, log));
  const small = runs[0]!;
  const large = runs[runs.length - 1]!;
  const rows = [
    [
      'call (p50 / p95 ms)',
      `${small.bookings.toLocaleString('en')} bookings`,
      `${large.bookings.toLocaleString('en')} bookings`,
      'p95 growth',
    ],
    ...SCALE_CALLS.map((c) => [
      c,
      `${small.timings[c].p50} / ${small.timings[c].p95}`,
      `${large.timings[c].p50} / ${large.timings[c].p95}`,
      `${(large.timings[c].p95 / small.timings[c].p95).toFixed(1)}x`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  log(
    '\n' +
      rows
        .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '))
        .join('\n') +
      '\n',
  );
  // The growth of the slowest call: its p95 at the largest size over its p95 at the smallest.
  const slowest = SCALE_CALLS.reduce((a, b) => (large.timings[b].p95 > large.timings[a].p95 ? b : a));
  const scaleGrowth = large.timings[slowest].p95 / small.timings[slowest].p95;
  const scaleP95Ms = Object.fromEntries(SCALE_CALLS.map((c) => [c, large.timings[c].p95]));
  const worst = Math.max(...Object.values(scaleP95Ms));
  log(
    `scale targets: every p95 <= 50 ms at ${large.bookings.toLocaleString('en')} (${worst <= 50 ? 'met' : 'NOT met'}, worst ${worst} ms), growth of the slowest call (${slowest}) <= 3 (${scaleGrowth <= 3 ? 'met' : 'NOT met'}, ${scaleGrowth.toFixed(2)})`,
  );
  return {
    scaleP95Ms,
    scaleGrowth: Number(scaleGrowth.toFixed(2)),
    scale: runs.map((r) => ({
      bookings: r.bookings,
      loadSeconds: Math.round(r.loadSeconds),
      timings: r.timings,
    })),
  };
}

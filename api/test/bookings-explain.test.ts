import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { isPglite } from '../src/db';
import { BOOKING_SEARCH_EXPRESSION, bookingsRepository } from '../src/bookings/repository';
import { LAPSED_SEATS_SQL } from '../src/schedule/occupancy';
import { DEMO_TICKETS } from '../src/db/demo-catalogue';
import { createTestApp, type TestApp } from './harness';
import { dubaiDate, dubaiToday } from './fixtures';

/**
 * The admin booking list on 10,000 realistic bookings (15 tickets, 7 services, a year of history,
 * mixed statuses, varied customers), after VACUUM ANALYZE: every list, report, search and
 * send-ticket query must use an index, never a sequential scan of bookings. Planner settings are
 * the defaults (no enable_seqscan tricks). The plans are printed for the record.
 */
let t: TestApp;
const N = 10_000;

async function fill(db: Knex) {
  const tickets = DEMO_TICKETS.map(
    (x) => `('${x.id}', '${x.title.replace(/'/g, "''")}', '${x.service}', '${x.ticketType}')`,
  ).join(',');
  await db.raw(`
    WITH tk AS (SELECT * FROM (VALUES ${tickets}) AS v(id, title, service, ticket_type)),
    tk_n AS (SELECT tk.*, row_number() OVER () - 1 AS n FROM tk),
    first_names AS (SELECT ARRAY['Aisha','Omar','Priya','Daniel','Wei','Sophie','Lucas','Mei','Ahmed','Fatima','Hannah','Ravi','Noura','Carlos','Yuki','Elena','Karim','Siti','Tom','Layla','Arjun','Grace','Hamad','Nadia','Liam','Zara','Ivan','Amira','Ben','Leila'] AS a),
    last_names AS (SELECT ARRAY['Rahman','Haddad','Nair','Lim','Chen','Martin','Silva','Tan','Khan','Al Mansoori','Schmidt','Patel','Al Suwaidi','Garcia','Sato','Petrova','Aziz','Abdullah','Brown','Farouk','Mehta','Wong','Al Falasi','Hussein','Murphy','Ali','Ivanov','Saleh','Cohen','Yusuf'] AS a)
    INSERT INTO bookings (booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
      booking_date, booking_date_string, booking_day, time_slot, adult_count, child_count, adult_total, child_total,
      total_amount, discount_value, discount_amount, total_discount_amount, name, email, mobile_number, created_at,
      paid_at, ticket_sent_at, amount_paid)
    SELECT
      'DXB-' || upper(substr(md5(g::text || 'ref'), 1, 6)),
      CASE WHEN g % 20 < 14 THEN 'confirmed' WHEN g % 20 < 17 THEN 'expired' WHEN g % 20 < 19 THEN 'pending' ELSE 'cancelled' END,
      tk_n.id::uuid, tk_n.title, tk_n.service, tk_n.ticket_type, 'Standard',
      d.day, to_char(d.day, 'FMDay, DD FMMonth YYYY'), trim(to_char(d.day, 'Day')),
      CASE WHEN g % 3 = 0 THEN NULL ELSE lpad(((9 + g % 10))::text, 2, '0') || ':00' END,
      1 + g % 4, g % 3, (1 + g % 4) * 15900, (g % 3) * 9900, (1 + g % 4) * 15900 + (g % 3) * 9900, 0, 0,
      (1 + g % 4) * 15900 + (g % 3) * 9900,
      f.a[1 + (g * 7) % 30] || ' ' || l.a[1 + (g * 13) % 30],
      lower(f.a[1 + (g * 7) % 30]) || '.' || g || '@' || (ARRAY['gmail.com','outlook.com','yahoo.com','example.com'])[1 + g % 4],
      '+9715' || lpad((g * 7919 % 100000000)::text, 8, '0'),
      now() - make_interval(mins => (g * 53) % 525600),
      CASE WHEN g % 20 < 14 THEN now() - make_interval(mins => (g * 53) % 525600) END,
      CASE WHEN g % 20 < 14 AND d.day < current_date THEN now() END,
      CASE WHEN g % 20 < 14 OR g % 20 = 19 THEN (1 + g % 4) * 15900 + (g % 3) * 9900 END
    FROM generate_series(1, ${N}) AS g
    JOIN tk_n ON tk_n.n = g % 15
    CROSS JOIN first_names f CROSS JOIN last_names l
    CROSS JOIN LATERAL (SELECT (current_date + ((g * 37) % 540 - 360))::date AS day) d
    ON CONFLICT (booking_id) DO NOTHING`);
  await db.raw('VACUUM ANALYZE bookings');
  await db.raw('VACUUM ANALYZE booking_totals');
  await db.raw('VACUUM ANALYZE booking_ticket_totals');
}

async function plan(db: Knex, query: Knex.QueryBuilder): Promise<string> {
  const { sql, bindings } = query.toSQL().toNative();
  const result = await db.raw(`EXPLAIN ${sql.replace(/\$(\d+)/g, '?')}`, bindings as Knex.RawBinding[]);
  return ((result.rows ?? result) as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The plan of a search's first page, printed: its matches are found through the trigram index, never
 * by walking the list index newest first with the search as a filter on every booking (what the
 * count's window under a LIMIT, costed as if it stopped early, chose on Postgres 15 before the
 * matches were gathered in a CTE).
 */
async function searchPlan(db: Knex, search: string, label: string): Promise<string> {
  const text = await plan(db, bookingsRepository.searchPageQuery(db, { search }, { limit: 20, offset: 0 }));
  console.log(`\n[EXPLAIN ${isPglite(db) ? 'PGlite' : 'Postgres'}] ${label}\n${text}`);
  expect(text).toMatch(/Bitmap Index Scan on bookings_search_trgm_idx/);
  expect(text).not.toMatch(/Seq Scan on bookings|bookings_created_idx/);
  return text;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.db('bookings').delete();
  // The synthetic history ignores slot capacities (the bookings trigger would refuse its pending
  // rows past them); the plans below do not depend on capacities.
  await t.db('tickets').update({ capacity_per_slot: null });
  await fill(t.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`booking list on ${N.toLocaleString('en')} bookings`, () => {
  const title = DEMO_TICKETS[8]!.title;
  const cases: [string, (db: Knex) => Knex.QueryBuilder][] = [
    ['newest first, page 1', (db) => bookingsRepository.pageQuery(db, {}, { limit: 20, offset: 0 })],
    [
      'status filter, page 3',
      (db) => bookingsRepository.pageQuery(db, { bookingStatus: 'pending' }, { limit: 20, offset: 40 }),
    ],
    [
      'service + status, page 2',
      (db) =>
        bookingsRepository.pageQuery(
          db,
          { service: 'dhow-cruise', bookingStatus: 'confirmed' },
          { limit: 20, offset: 20 },
        ),
    ],
    [
      'service + status count',
      (db) => bookingsRepository.countQuery(db, { service: 'dhow-cruise', bookingStatus: 'confirmed' }),
    ],
    [
      'report page',
      (db) =>
        bookingsRepository.pageQuery(
          db,
          { ticketTitle: title, bookingStatus: 'confirmed' },
          { limit: 20, offset: 0 },
        ),
    ],
    [
      'report count',
      (db) => bookingsRepository.countQuery(db, { ticketTitle: title, bookingStatus: 'confirmed' }),
    ],
    [
      'report summary between two dates',
      (db) =>
        bookingsRepository.summaryQuery(db, {
          ticketTitle: title,
          bookingStatus: 'confirmed',
          dateFrom: dubaiDate(-90),
          dateTo: dubaiDate(30),
        }),
    ],
    [
      'search by email fragment',
      (db) => bookingsRepository.pageQuery(db, { search: 'fatima.4' }, { limit: 20, offset: 0 }),
    ],
    ['search count', (db) => bookingsRepository.countQuery(db, { search: 'fatima.4' })],
    [
      'search by reference',
      (db) => bookingsRepository.pageQuery(db, { search: 'dxb-1a2' }, { limit: 20, offset: 0 }),
    ],
    [
      'search + service + status',
      (db) =>
        bookingsRepository.pageQuery(
          db,
          { search: 'fatima', service: 'dhow-cruise', bookingStatus: 'confirmed' },
          { limit: 20, offset: 0 },
        ),
    ],
    ...(['unsent', 'sent', 'all'] as const).map((sent): [string, (db: Knex) => Knex.QueryBuilder] => [
      `send-ticket list, ${sent}`,
      (db) =>
        bookingsRepository.sendTicketList(db, title, sent, dubaiToday(), {
          limit: 50,
          offset: 0,
        }) as unknown as Knex.QueryBuilder,
    ]),
  ];

  it('has the rows and the trigram search index', async () => {
    const row = await t.db('bookings').count({ n: '*' }).first();
    expect(Number(row?.n)).toBeGreaterThan(N * 0.99);
    const idx = await t
      .db('pg_indexes')
      .where({ tablename: 'bookings', indexname: 'bookings_search_trgm_idx' })
      .first();
    expect(idx, 'pg_trgm index').toBeTruthy();
  });

  it.each(cases)('%s uses an index', async (name, build) => {
    const text = await plan(t.db, build(t.db));
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] ${name}\n${text}`);
    expect(text).not.toMatch(/Seq Scan on bookings/);
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
  });

  it.each([
    ['newest first, page 400', {}, 'bookings_created_idx'],
    ['status filter, page 100', { bookingStatus: 'confirmed' as const }, 'bookings_status_created_idx'],
  ])('%s skips rows in the list index alone and reads only its own rows', async (name, filters, index) => {
    const text = await plan(t.db, bookingsRepository.pageQuery(t.db, filters, { limit: 20, offset: 7_980 }));
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] ${name}\n${text}`);
    expect(text).toMatch(new RegExp(`Index Only Scan using ${index}`));
    expect(text).toMatch(/Index Scan using bookings_pkey/);
    expect(text).not.toMatch(/Seq Scan on bookings/);
  });

  it('sums the report of a ticket between two dates from its days in booking_totals, not from its bookings', async () => {
    const text = await plan(
      t.db,
      bookingsRepository.summaryQuery(t.db, {
        ticketTitle: title,
        bookingStatus: 'paid',
        dateFrom: dubaiDate(-90),
      }),
    );
    console.log(
      `\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] report summary, paid, from a date\n${text}`,
    );
    expect(text).toMatch(
      /Index (Only )?Scan using booking_totals_pkey|Bitmap Index Scan on booking_totals_pkey/,
    );
    expect(text).not.toMatch(/ on bookings/);
  });

  it('reads the report (per ticket and per day) from booking_totals and the refunds, not from the bookings', async () => {
    const { reportQueries } = await import('../src/bookings/report');
    for (const [name, query] of reportQueries(t.db, {
      dateFrom: dubaiDate(-60),
      dateTo: dubaiDate(30),
      bookingStatus: 'paid',
    })) {
      const text = await plan(t.db, query);
      console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] report ${name}\n${text}`);
      expect(text).not.toMatch(/Seq Scan on bookings/);
      if (name.startsWith('figures')) expect(text).toMatch(/ on booking_totals/);
    }
  });

  it('streams the export newest first through the list index, each batch after the last key', async () => {
    const { exportBatchQuery } = await import('../src/bookings/csv');
    const first = await plan(t.db, exportBatchQuery(t.db, {}, null, 1000));
    const next = await plan(
      t.db,
      exportBatchQuery(
        t.db,
        { bookingStatus: 'paid' },
        { createdKey: new Date().toISOString(), id: '00000000-0000-4000-8000-000000000000' },
        1000,
      ),
    );
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] export batches\n${first}\n${next}`);
    expect(first).toMatch(/Index Scan( Backward)? using bookings_created_idx/);
    expect(`${first}\n${next}`).not.toMatch(/Seq Scan on bookings/);
  });

  it('sums the list’s total from booking_ticket_totals, and counts the holds in their partial index alone', async () => {
    const text = await plan(t.db, bookingsRepository.summaryQuery(t.db, {}, ['bookings']));
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] the list’s total\n${text}`);
    expect(text).toMatch(/ on booking_ticket_totals/);
    expect(text).not.toMatch(/ on booking_totals/);
    expect(text).toMatch(/Index Only Scan using bookings_hold_expiry_idx/);
    expect(text).not.toMatch(/Seq Scan on bookings/);
  });

  it('sums a ticket’s whole report from booking_ticket_totals, between two dates from booking_totals', async () => {
    const whole = await plan(t.db, bookingsRepository.summaryQuery(t.db, { ticketTitle: title }));
    expect(whole).toMatch(/ on booking_ticket_totals/);
    expect(whole).not.toMatch(/ on booking_totals/);
    const dated = await plan(
      t.db,
      bookingsRepository.summaryQuery(t.db, { ticketTitle: title, dateFrom: dubaiDate(-30) }),
    );
    expect(dated).toMatch(/ on booking_totals/);
    expect(dated).not.toMatch(/booking_ticket_totals/);
  });

  it('sums a report with a search from the matching bookings', async () => {
    const filters = { ticketTitle: title, bookingStatus: 'paid' as const, search: 'fatima' };
    const text = await plan(t.db, bookingsRepository.summaryQuery(t.db, filters));
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] report summary, search\n${text}`);
    expect(text).not.toMatch(/booking_totals/);
    expect(text).not.toMatch(/Seq Scan on bookings/);
  });

  it('reads the report once from bookings (its page) and its total and summary from booking_ticket_totals less its test bookings', async () => {
    const token = await t.loginAsAdmin();
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/from "booking(s|_ticket_totals)"/i.test(q.sql)) reads.push(q.sql);
    };
    t.db.on('query', onQuery);
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { ticketTitle: title, bookingStatus: 'paid' },
    });
    t.db.off('query', onQuery);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(20);
    expect(res.body.total).toBe(res.body.summary.bookings);
    // The page, and the summary, which takes the report's test bookings away again (their own index).
    const fromBookings = reads.filter((sql) => /from "bookings"/i.test(sql));
    expect(fromBookings).toHaveLength(2);
    expect(fromBookings.filter((sql) => /from "booking_ticket_totals"/i.test(sql))).toHaveLength(1);
    expect(reads.filter((sql) => /from "booking_ticket_totals"/i.test(sql))).toHaveLength(1);
  });

  it('takes the test bookings out of a report through their partial index, the page staying an index walk', async () => {
    const filters = { ticketTitle: title, bookingStatus: 'paid' as const, liveOnly: true };
    const summary = await plan(t.db, bookingsRepository.summaryQuery(t.db, filters));
    const page = await plan(t.db, bookingsRepository.pageQuery(t.db, filters, { limit: 20, offset: 0 }));
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] live report\n${summary}\n${page}`);
    expect(summary).toMatch(/bookings_test_mode_idx/);
    expect(`${summary}\n${page}`).not.toMatch(/Seq Scan on bookings/);
  });

  it('reads the plain list once from bookings (its page) and its total from booking_ticket_totals alone', async () => {
    const token = await t.loginAsAdmin();
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => reads.push(q.sql);
    t.db.on('query', onQuery);
    const res = await t.request('GET', '/admin/all-bookings', { token, query: { page: 3 } });
    t.db.off('query', onQuery);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await bookingsRepository.count(t.db, {}));
    expect(res.body.summary).toBeUndefined();
    expect(reads.filter((sql) => /from "booking_ticket_totals"/i.test(sql))).toHaveLength(1);
    // The refunds are the report's figure: the list does not sum them.
    expect(reads.filter((sql) => /from "refunds"/i.test(sql))).toEqual([]);
  });

  it.each([
    ['the report', { ticketTitle: title, bookingStatus: 'paid' as const }],
    ['a report between two dates', { ticketTitle: title, dateFrom: dubaiDate(-90), dateTo: dubaiDate(30) }],
    ['the whole list', {}],
    ['a service and status', { service: 'dhow-cruise', bookingStatus: 'confirmed' as const }],
    ['pending holds from a date', { bookingStatus: 'pending' as const, dateFrom: dubaiDate(0) }],
  ])('%s: the kept totals equal the bookings summed afresh', async (_name, filters) => {
    const [fresh] = (await bookingsRepository
      .countQuery(t.db, filters)
      .clearSelect()
      .select(
        t.db.raw('count(*)::int as bookings'),
        t.db.raw('coalesce(sum(adult_count), 0)::int as adults'),
        t.db.raw('coalesce(sum(child_count), 0)::int as children'),
        t.db.raw('coalesce(sum(total_discount_amount), 0)::bigint as revenue'),
        t.db.raw('coalesce(sum(amount_paid), 0)::bigint as paid'),
      )) as unknown as Record<string, string | number>[];
    const kept = await bookingsRepository.summary(t.db, filters);
    expect(kept.bookings).toBeGreaterThan(0);
    expect(await bookingsRepository.total(t.db, filters)).toBe(kept.bookings);
    expect(kept).toEqual({
      bookings: Number(fresh!.bookings),
      adults: Number(fresh!.adults),
      children: Number(fresh!.children),
      // Revenue is money taken: paid minus refunded; the value booked is the bookings' prices.
      revenue: Number(fresh!.paid),
      valueBooked: Number(fresh!.revenue),
      paid: Number(fresh!.paid),
      // No booking of this set was refunded (the refunds figure is tested with api/src/refunds).
      refunds: 0,
    });
  });

  it('reads a search once for its page and its total, and still counts past the last page', async () => {
    const token = await t.loginAsAdmin();
    const expected = await bookingsRepository.count(t.db, { search: 'fatima' });
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (/from "bookings"/i.test(q.sql)) reads.push(q.sql);
    };
    t.db.on('query', onQuery);
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: 'fatima', page: 2 },
    });
    t.db.off('query', onQuery);
    expect(res.status).toBe(200);
    expect(reads).toHaveLength(1);
    expect(res.body.total).toBe(expected);
    expect(res.body.totalPages).toBe(Math.ceil(expected / 20));
    expect(res.body.bookings).toHaveLength(20);
    expect(res.body.bookings[0]).not.toHaveProperty('full_count');

    const past = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: 'fatima', page: 999 },
    });
    expect(past.body).toMatchObject({ bookings: [], total: expected });
    const none = await t.request('GET', '/admin/all-bookings', { token, query: { search: 'zzqqxx' } });
    expect(none.body).toMatchObject({ bookings: [], total: 0, totalPages: 0 });
  });

  it('finds a search page and its total through the trigram index', async () => {
    await searchPlan(t.db, 'fatima.4', 'search page with its total');
  });

  it('finds a whole e-mail address by its local part in the index and checks the whole address', async () => {
    const { email } = (await t
      .db('bookings')
      .where('email', 'like', '%@gmail.com')
      // A local part long enough to be looked up alone (8 characters or more).
      .whereRaw("position('@' in email) > 8")
      .orderBy('id')
      .first('email')) as { email: string };
    const text = await searchPlan(t.db, email.toUpperCase(), 'search by a whole address');
    // Its two words (a first name and a number) are asked apart where both have trigrams of their own.
    const [first, number] = email.split('@')[0]!.split('.') as [string, string];
    const separator = first.length >= 3 && number.length >= 3 ? '%' : '\\.';
    expect(text).toMatch(new RegExp(`~~ '%${first}${separator}${number}%'`));
    expect(text).toMatch(/strpos/);
    // The same rows as the whole term matched as it is, for long and short local parts and wildcards.
    const matching = async (term: string) => {
      const [row] = (await t
        .db('bookings')
        .whereRaw(`strpos(${BOOKING_SEARCH_EXPRESSION}, ?) > 0`, [term.toLowerCase()])
        .count({ n: '*' })) as { n: string }[];
      return Number(row!.n);
    };
    const terms = [
      email,
      email.slice(2),
      email.slice(0, -3),
      'a.1@gmail.com',
      'fatima_4%@gmail.com',
      '@gmail.com',
    ];
    for (const term of terms)
      expect(await bookingsRepository.count(t.db, { search: term }), term).toBe(await matching(term));
    expect(await matching(email)).toBeGreaterThan(0);
  });

  it('finds a name fragment through the index without its word boundaries, the same pages and totals as the whole term', async () => {
    const text = await searchPlan(t.db, 'Fatima Won', 'search by a name fragment');
    expect(text).toMatch(/~~ '%fatima%won%'/);
    expect(text).toMatch(/strpos/);
    // Each page and total as the term matched whole by LIKE (the query before the pattern changed).
    const escaped = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const terms = [
      'Fatima Won',
      'fatima wong',
      'fatima',
      'aisha rahm',
      'grace al m',
      'Al Mansoori',
      'omar farouk',
      'omar  farouk',
      'fatima.4',
      'ahmed.12@gmail.com',
      'dxb-1a',
      'a b',
      'fatima_4%',
      '9715',
      ' khan',
    ];
    for (const term of terms)
      for (const offset of [0, 20]) {
        const got = await bookingsRepository.searchPage(t.db, { search: term }, { limit: 20, offset });
        const whole = (await t
          .db('bookings')
          .whereRaw(`${BOOKING_SEARCH_EXPRESSION} LIKE ?`, [`%${escaped(term)}%`])
          .select('id', t.db.raw('count(*) OVER () AS full_count'))
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(20)
          .offset(offset)) as { id: string; full_count: string | number }[];
        expect(
          got.rows.map((r) => r.id),
          `${term} from ${offset}`,
        ).toEqual(whole.map((r) => r.id));
        expect(got.total, `${term} from ${offset}`).toBe(whole[0] ? Number(whole[0].full_count) : undefined);
      }
    expect(
      (await bookingsRepository.searchPage(t.db, { search: 'Fatima Won' }, { limit: 20, offset: 0 })).total,
    ).toBeGreaterThan(20);
  });

  it('answers the API list fast enough to page interactively', async () => {
    const token = await t.loginAsAdmin();
    const started = performance.now();
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: 'fatima', page: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(20);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('seats taken on a date while holds lapse (statistics gathered before they did)', () => {
  it('finds a slot’s lapsed holds through the slot’s own index range', async () => {
    const ticket = DEMO_TICKETS[8]!;
    const pending = t.db('bookings').where({ booking_status: 'pending' });
    // Statistics gathered while every hold was live, then every hold lapses before the next ANALYZE.
    await pending.clone().update({ hold_expires_at: t.db.raw("now() + interval '15 minutes'") });
    await t.db.raw('ANALYZE bookings');
    await pending.clone().update({ hold_expires_at: t.db.raw("now() - interval '1 minute'") });
    const day = await t
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_status: 'pending' })
      .first('booking_date');
    const result = await t.db.raw(
      `EXPLAIN SELECT o.time_slot, o.seats - ${LAPSED_SEATS_SQL} AS seats
         FROM slot_occupancy o WHERE o.ticket_id = ? AND o.booking_date = ?`,
      [ticket.id, day.booking_date],
    );
    const text = ((result.rows ?? result) as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
    console.log(`\n[EXPLAIN ${isPglite(t.db) ? 'PGlite' : 'Postgres'}] seats taken\n${text}`);
    expect(text).not.toMatch(/Seq Scan on bookings/);
    expect(text).toMatch(/bookings_pending_hold_idx/);
  });
});

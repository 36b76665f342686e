import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { addDays, todayIn } from '@tours/core';
import { createDb, type Db } from '../../api/src/db';
import { migrateLatest } from '../../api/src/db/migrate';
import { seedDemo } from '../../api/src/demo/seed';

export const DEFAULT_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

export interface BenchDatabase {
  url: string;
  name: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh database on the local Postgres: migrated, demo catalogue, then `tickets`/`bookings` of bulk. */
export async function createBenchDatabase(
  prefix: string,
  { bulkTickets = 300, bulkBookings = 20_000 }: { bulkTickets?: number; bulkBookings?: number } = {},
  serverUrl = DEFAULT_SERVER_URL,
): Promise<BenchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  const db = createDb({ databaseUrl: url, poolMax: 4 });
  await migrateLatest(db);
  await seedDemo(db);
  await addBulk(db, bulkTickets, bulkBookings);
  await db.raw('ANALYZE');
  return {
    url,
    name,
    db,
    async drop() {
      await db.destroy().catch(() => {});
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export interface BenchTickets {
  count: number;
  /** 'bulk' names them "Bulk ticket N" of types bulk-0 to bulk-4. */
  label: string;
  prices: { weekDays: { adult: number; child: number }; weekEnds: { adult: number; child: number } };
  timeSlots: string[];
  capacityPerSlot: number;
}

/** Time-slot tickets spread round-robin over the demo's products, one Standard preference each. */
export async function insertTicketsOverProducts(db: Db, t: BenchTickets): Promise<void> {
  const title = `${t.label[0]!.toUpperCase()}${t.label.slice(1)} ticket `;
  await db.raw(
    `INSERT INTO tickets (service, title, ticket_type, pricing, time_slots, is_time_slot, capacity_per_slot)
     SELECT p.slug, ?::text || g, ?::text || (g % 5), ?::jsonb, ?::jsonb, true, ?::integer
     FROM generate_series(1, ?) g
     JOIN LATERAL (SELECT slug FROM products ORDER BY slug OFFSET (g % (SELECT count(*) FROM products)) LIMIT 1) p ON true`,
    [
      title,
      `${t.label}-`,
      JSON.stringify([{ preference: 'Standard', ...t.prices }]),
      JSON.stringify(t.timeSlots),
      t.capacityPerSlot,
      t.count,
    ],
  );
}

/**
 * Plenty of rows so that reads use their indexes against a realistic table: extra tickets spread over
 * the demo products and confirmed bookings spread over the next 60 days.
 */
async function addBulk(db: Db, tickets: number, bookings: number): Promise<void> {
  const today = todayIn(undefined, new Date());
  if (tickets === 0) return;
  await insertTicketsOverProducts(db, {
    count: tickets,
    label: 'bulk',
    prices: { weekDays: { adult: 10000, child: 5000 }, weekEnds: { adult: 12000, child: 6000 } },
    timeSlots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'],
    capacityPerSlot: 500,
  });
  if (bookings === 0) return;
  await db.raw(
    `INSERT INTO bookings (booking_id, booking_status, ticket_id, ticket_title, service, ticket_type, preference,
        booking_date, booking_date_string, booking_day, time_slot, adult_count, child_count, adult_total,
        child_total, total_amount, total_discount_amount, currency, name, email, mobile_number, paid_at)
     SELECT 'BLK-' || lpad(g::text, 7, '0'), 'confirmed', t.id, t.title, t.service, t.ticket_type, 'Standard',
        (?::date + (g % 60)), to_char(?::date + (g % 60), 'DD Mon YYYY'), trim(to_char(?::date + (g % 60), 'Day')),
        '10:00', 1, 0, 10000, 0, 10000, 10000, 'myr', 'Bulk visitor ' || g, 'bulk' || g || '@example.com',
        '+97150' || lpad(g::text, 7, '0'), now()
     FROM generate_series(1, ?) g
     JOIN LATERAL (SELECT id, title, service, ticket_type FROM tickets WHERE title LIKE 'Bulk ticket %'
                   ORDER BY title OFFSET (g % ?) LIMIT 1) t ON true`,
    [today, today, today, bookings, tickets],
  );
}

export function benchDates(): { future: string } {
  // A weekday a little ahead, never today (a slot that already started would be "past").
  const today = todayIn(undefined, new Date());
  return { future: addDays(today, 10) };
}

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenchDatabase } from '../bench/lib/database';
import { startChild, type Child } from '../bench/lib/processes';
import { checkoutBody, freePortRun, freshDatabase, hotTicket } from './support';

/**
 * scripts/scale-out.mjs starts three API processes on one Postgres; the oversell guarantee and the
 * login rate limit hold across them, because both live in the database.
 */
const CAPACITY = 50;
const ATTEMPTS = 240;

let database: BenchDatabase;
let cluster: Child;
let urls: string[];

beforeAll(async () => {
  database = await freshDatabase();
  const base = await freePortRun(3);
  cluster = await startChild(
    ['scripts/scale-out.mjs', '--n', '3', '--base-port', String(base)],
    {
      DATABASE_URL: database.url,
      SKIP_STOREFRONT_BUILD: '1',
      SCALE_QUIET: '1',
      // 240 checkouts from one address: the anonymous checkout limits are off for the oversell check.
      CHECKOUT_LIMIT_PER_IP: '0',
      CHECKOUT_LIMIT_PER_EMAIL: '0',
      HOLD_MAX_SEATS_PER_IP: '0',
      HOLD_MAX_SEATS_PER_EMAIL: '0',
      HOLD_MAX_SLOT_SHARE_PERCENT: '0',
      DATA_DIR: `/tmp/bench-scale-${process.pid}`,
    },
    { name: 'scale-out', timeoutMs: 120_000 },
  );
  urls = (JSON.parse(cluster.readyText) as string[]).map((u) => `${u}/api/v1`);
}, 150_000);

afterAll(async () => {
  await cluster?.stop(15_000).catch(() => {});
  await database?.drop();
  fs.rmSync(`/tmp/bench-scale-${process.pid}`, { recursive: true, force: true });
});

describe('scale-out: three API processes on one Postgres', () => {
  it('never oversell one slot under concurrent checkouts spread over them', async () => {
    expect(urls).toHaveLength(3);
    const ticket = await hotTicket(database.db, CAPACITY);
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const res = await fetch(`${urls[i % 3]}/payments/create-checkout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(checkoutBody(ticket, i)),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const held = await database
      .db('bookings')
      .where({ ticket_id: ticket.id, booking_date: ticket.date, time_slot: ticket.timeSlot })
      .whereIn('booking_status', ['pending', 'confirmed'])
      .sum({ seats: database.db.raw('adult_count + child_count') })
      .first();
    const accepted = statuses.filter((s) => s === 201).length;
    console.info(
      `scale-out oversell: ${ATTEMPTS} attempts over 3 processes, ${accepted} accepted, ` +
        `${statuses.filter((s) => s === 409).length} sold out, seats held ${held?.seats}/${CAPACITY}`,
    );
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(Number(held?.seats)).toBe(CAPACITY);
    expect(accepted).toBe(CAPACITY);
  });

  it('share the login limit: after five wrong passwords for one email from one address, every process makes it wait', async () => {
    const attempt = async (url: string) => {
      const res = await fetch(`${url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'not-the-password' }),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    };
    const first = [];
    for (let i = 0; i < 5; i++) first.push((await attempt(urls[i % 3]!)).status);
    expect(first).toEqual([401, 401, 401, 401, 401]);
    for (const url of urls) {
      const res = await attempt(url);
      expect(res.status).toBe(429);
      expect(Number(res.retryAfter)).toBeGreaterThan(0);
    }
  });
});

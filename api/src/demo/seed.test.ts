import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemo } from './seed';
import { DEMO_PRODUCTS, DEMO_TICKETS } from '../db/demo-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

async function counts() {
  const out: Record<string, number> = {};
  for (const table of [
    'products',
    'tickets',
    'blocked_dates',
    'blocked_time_slots',
    'coupons',
    'promotions',
    'bookings',
  ]) {
    const row = await t.db(table).count<{ n: number }>({ n: '*' }).first();
    out[table] = Number(row?.n);
  }
  return out;
}

describe('demo catalogue', () => {
  it('has at least 6 products in 2 groups and 12 tickets', async () => {
    const c = await counts();
    expect(c.products).toBe(DEMO_PRODUCTS.length);
    expect(c.products).toBeGreaterThanOrEqual(6);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.productGroup)).size).toBeGreaterThanOrEqual(2);
    expect(c.tickets).toBeGreaterThanOrEqual(12);
    expect(c.blocked_dates).toBeGreaterThan(0);
    expect(c.blocked_time_slots).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
  });

  it('serves every image it names, with a long cache', async () => {
    const urls = new Set([
      ...DEMO_PRODUCTS.flatMap((p) => p.images),
      ...DEMO_TICKETS.flatMap((x) => x.ticketImages),
    ]);
    urls.add('/assets/dubai-attractions/images/logo.svg');
    for (const url of urls) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    }
  });

  it('refuses paths outside the assets folder', async () => {
    const res = await t.request('GET', '/assets/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});

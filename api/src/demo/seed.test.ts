import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemo } from './seed';
import { DEMO_PRODUCTS, DEMO_TICKET_IDS, DEMO_TICKETS } from '../db/demo-catalogue';
import { DEMO_PRODUCT_TRANSLATIONS, DEMO_TICKET_TRANSLATIONS } from './demo-translations';

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

  it('is written in every language: nothing is missing, and each reads in the language asked', async () => {
    const token = await t.loginAsAdmin();
    const missing = await t.request('GET', '/admin/translations/missing', { token });
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual([]);
    const ms = await t.request('GET', '/products/slug/dubai-frame', { query: { lang: 'ms' } });
    expect(ms.body.name).toBe(DEMO_PRODUCT_TRANSLATIONS['dubai-frame']!.ms!.name);
    const ar = await t.request('GET', `/tickets/${DEMO_TICKET_IDS.frameEntry}`, { query: { lang: 'ar' } });
    expect(ar.body.title).toBe(DEMO_TICKET_TRANSLATIONS[DEMO_TICKET_IDS.frameEntry]!.ar!.title);
    expect(ar.body.included).toEqual(DEMO_TICKET_TRANSLATIONS[DEMO_TICKET_IDS.frameEntry]!.ar!.included);
    const zh = await t.request('GET', '/single', { query: { hostName: 'localhost', lang: 'zh' } });
    expect(zh.body.title).toBe('欢迎来到迪拜：首次体验立减10%');
    const en = await t.request('GET', `/tickets/${DEMO_TICKET_IDS.frameEntry}`);
    expect(en.body.title).toBe('Dubai Frame Entry');
  });

  it('refuses paths outside the assets folder', async () => {
    const res = await t.request('GET', '/assets/..%2f..%2fpackage.json');
    expect(res.status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /products', () => {
  it('lists every product, or those of one group', async () => {
    const all = await t.request('GET', '/products');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(6);
    all.body.forEach((p: unknown) => ProductSchema.parse(p));
    const safari = await t.request('GET', '/products', { query: { productGroup: 'desert-safari' } });
    expect(safari.body.map((p: { slug: string }) => p.slug)).toEqual(['red-dune-desert-safari']);
  });

  it('refuses an over-long group name', async () => {
    expectValidation(
      await t.request('GET', '/products', { query: { productGroup: 'x'.repeat(200) } }),
      'productGroup',
    );
  });
});

describe('GET /products/hostName', () => {
  it('maps localhost and 127.0.0.1 (with port) to the demo site', async () => {
    for (const hostName of ['localhost', '127.0.0.1', 'localhost:3000', 'LOCALHOST']) {
      const res = await t.request('GET', '/products/hostName', { query: { hostName } });
      expect(res.status).toBe(200);
      expect(res.body.length, hostName).toBeGreaterThanOrEqual(6);
      expect(res.body[0].hostName).toBe('localhost');
    }
  });

  it('answers an empty list for an unknown site', async () => {
    const res = await t.request('GET', '/products/hostName', { query: { hostName: 'unknown.example' } });
    expect(res.body).toEqual([]);
  });

  it('requires hostName', async () => {
    expectValidation(await t.request('GET', '/products/hostName'), 'hostName');
  });
});

describe('GET /products/slug/:slug', () => {
  it('answers one product', async () => {
    const res = await t.request('GET', '/products/slug/burj-khalifa');
    expect(res.status).toBe(200);
    expect(ProductSchema.parse(res.body)).toMatchObject({
      slug: 'burj-khalifa',
      productGroup: 'attractions',
      currency: 'myr',
    });
    expect(res.body.images[0]).toMatch(/^\/assets\/burj-khalifa\/images\/.+\.svg$/);
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    expectError(await t.request('GET', '/products/slug/no-such-place'), 404, 'NOT_FOUND');
    expectValidation(await t.request('GET', '/products/slug/Not%20A%20Slug'), 'slug');
  });
});

describe('SITE_HOST_ALIASES', () => {
  it('lets an operator show the demo site at another host name', async () => {
    const aliased = await createTestApp({
      seed: true,
      config: { siteHostAliases: { 'tours.example.com': 'localhost' } },
    });
    try {
      const res = await aliased.request('GET', '/products/hostName', {
        query: { hostName: 'www.Tours.Example.com:443' },
      });
      expect(res.body.length).toBeGreaterThanOrEqual(6);
      const promo = await aliased.request('GET', '/single', { query: { hostName: 'tours.example.com' } });
      expect(promo.body.couponCode).toBe('WELCOME10');
    } finally {
      await aliased.close();
    }
  });
});

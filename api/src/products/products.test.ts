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

  it("gives each product its tickets' lowest adult price and the length of their visits", async () => {
    const res = await t.request('GET', '/products/hostName', { query: { hostName: 'localhost' } });
    const bySlug = new Map(res.body.map((p: { slug: string }) => [p.slug, ProductSchema.parse(p)]));
    // Burj: 169.00 (At the Top, weekday) is below the SKY ticket's prices; visits of 90 and 120 minutes.
    expect(bySlug.get('burj-khalifa')).toMatchObject({ fromPrice: 16_900, duration: { min: 90, max: 120 } });
    const tickets = await t.request('GET', '/tickets/service', {
      query: { service: 'red-dune-desert-safari' },
    });
    const lowest = Math.min(
      ...tickets.body.flatMap(
        (x: { pricing: { weekDays: { adult: number }; weekEnds: { adult: number } }[] }) =>
          x.pricing.flatMap((p) => [p.weekDays.adult, p.weekEnds.adult]),
      ),
    );
    expect(bySlug.get('red-dune-desert-safari')).toMatchObject({ fromPrice: lowest });
    const one = await t.request('GET', '/products/slug/burj-khalifa');
    expect(one.body).toMatchObject({ fromPrice: 16_900, duration: { min: 90, max: 120 } });
  });

  it('follows a price change of a ticket at once (the cached list is dropped with the ticket)', async () => {
    const token = await t.loginAsAdmin();
    const list = async () =>
      (await t.request('GET', '/products/hostName', { query: { hostName: 'localhost' } })).body.find(
        (p: { slug: string }) => p.slug === 'dubai-frame',
      );
    const before = await list();
    const ticket = (await t.request('GET', '/tickets/service', { query: { service: 'dubai-frame' } }))
      .body[0];
    const cheaper = before.fromPrice - 100;
    const { _id, createdAt: _c, updatedAt: _u, ...input } = ticket;
    const res = await t.request('PUT', `/update-ticket/${_id}`, {
      token,
      body: {
        ...input,
        pricing: input.pricing.map((p: { weekDays: object; weekEnds: object }) => ({
          ...p,
          weekDays: { ...p.weekDays, adult: cheaper },
        })),
      },
    });
    expect(res.status).toBe(200);
    expect((await list()).fromPrice).toBe(cheaper);
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivePromotionSchema, PromotionSchema } from '@tours/core/schemas';
import { addDays, calendarDateOf, endOfDay, startOfDay, todayIn } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';

let t: TestApp;
let token: string;
const MISSING = '5b0c1a2e-0000-4000-8000-999999999999';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /single', () => {
  it('answers the running promotion of a service, else of the host', async () => {
    const safari = await t.request('GET', '/single', { query: { service: 'red-dune-desert-safari' } });
    expect(safari.status).toBe(200);
    expect(ActivePromotionSchema.parse(safari.body)).toMatchObject({
      couponCode: 'SAFARI15',
      discountValue: 15,
    });
    const host = await t.request('GET', '/single', { query: { hostName: '127.0.0.1:3000' } });
    expect(host.body).toMatchObject({ couponCode: 'WELCOME10', discountValue: 10 });
    const fallback = await t.request('GET', '/single', {
      query: { service: 'dubai-frame', hostName: 'localhost' },
    });
    expect(fallback.body.couponCode).toBe('WELCOME10');
  });

  it('answers 200 with null when nothing runs (not an error), 400 without a query', async () => {
    const none = await t.request('GET', '/single', { query: { service: 'dubai-frame' } });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toContain('application/json');
    expect(none.text).toBe('null');
    expect(ActivePromotionSchema.nullable().parse(none.body)).toBeNull();
    expectValidation(await t.request('GET', '/single'));
  });

  it('documents the null answer in the OpenAPI document', async () => {
    const doc = await t.request('GET', '/openapi.json');
    const single = doc.body.paths['/single'].get;
    expect(single.responses).not.toHaveProperty('404');
    expect(JSON.stringify(single.responses['200'])).toContain('"null"');
  });

  it('runs a promotion through the whole of its last Dubai day', async () => {
    const body = (validUntil: string) => ({
      title: 'Last day',
      message: 'Ends today.',
      service: 'dubai-frame',
      validFrom: startOfDay(addDays(todayIn(), -2)),
      validUntil,
    });
    const ending = await t.request('POST', '/admin/promotions', {
      token,
      body: body(endOfDay(todayIn())),
    });
    expect(ending.status, ending.text).toBe(201);
    expect(calendarDateOf(ending.body.validUntil)).toBe(todayIn());
    expect((await t.request('GET', '/single', { query: { service: 'dubai-frame' } })).body.title).toBe(
      'Last day',
    );
    await t.request('PUT', `/admin/promotions/${ending.body._id}`, {
      token,
      body: body(endOfDay(addDays(todayIn(), -1))),
    });
    expect((await t.request('GET', '/single', { query: { service: 'dubai-frame' } })).body).toBeNull();
    await t.request('DELETE', `/admin/promotions/${ending.body._id}`, { token });
  });
});

describe('/admin/promotions', () => {
  it('lists promotions (admin only)', async () => {
    expectError(await t.request('GET', '/admin/promotions'), 401);
    const res = await t.request('GET', '/admin/promotions', { token });
    expect(res.body.length).toBe(2);
    res.body.forEach((p: unknown) => PromotionSchema.parse(p));
  });

  it('creates, reads, updates and deletes a promotion', async () => {
    const body = {
      title: 'Frame at sunset',
      message: 'Save 10% on the sunset visit.',
      couponCode: 'welcome10',
      service: 'dubai-frame',
    };
    const created = await t.request('POST', '/admin/promotions', { token, body });
    expect(created.status, created.text).toBe(201);
    expect(PromotionSchema.parse(created.body)).toMatchObject({
      couponCode: 'WELCOME10',
      discountValue: 10,
      active: true,
    });
    const id = created.body._id;
    expect((await t.request('GET', '/single', { query: { service: 'dubai-frame' } })).body.title).toBe(
      'Frame at sunset',
    );
    expect((await t.request('GET', `/admin/promotions/${id}`, { token })).body._id).toBe(id);
    const updated = await t.request('PUT', `/admin/promotions/${id}`, {
      token,
      body: { ...body, title: 'Golden hour' },
    });
    expect(updated.body.title).toBe('Golden hour');
    const removed = await t.request('DELETE', `/admin/promotions/${id}`, { token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ _id: id, deleted: true });
    expect((await t.request('GET', '/single', { query: { service: 'dubai-frame' } })).body).toBeNull();
    expectError(await t.request('GET', `/admin/promotions/${id}`, { token }), 404);
    const listed = await t.request('GET', '/admin/promotions', { token });
    expect(listed.body.map((p: { _id: string }) => p._id)).not.toContain(id);
    // The coupon it advertised is untouched.
    const coupons = await t.request('GET', '/admin/coupons', { token });
    expect(coupons.body.find((c: { code: string }) => c.code === 'WELCOME10')?.active).toBe(true);
    const audit = await t
      .db('audit_log')
      .where({ entity: 'promotion', entity_id: id })
      .orderBy('created_at')
      .select('action', 'details');
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.delete',
    ]);
    const details = audit[2].details;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toMatchObject({
      before: { title: 'Golden hour' },
    });
    expectError(await t.request('DELETE', `/admin/promotions/${id}`, { token }), 404);
  });

  it('validates and answers 404 for unknown ids', async () => {
    expectValidation(
      await t.request('POST', '/admin/promotions', { token, body: { title: 'x', message: 'm' } }),
      'title',
    );
    expectValidation(
      await t.request('POST', '/admin/promotions', {
        token,
        body: { title: 'Fine', message: 'Fine', active: 'yes' },
      }),
      'active',
    );
    // A window that ends before it starts is the admin's mistake (400 naming validUntil), not a 500.
    const backwards = await t.request('POST', '/admin/promotions', {
      token,
      body: {
        title: 'Backwards',
        message: 'Ends first.',
        service: 'dubai-frame',
        validFrom: endOfDay('2027-02-28'),
        validUntil: startOfDay('2027-02-01'),
      },
    });
    expectValidation(backwards, 'validUntil');
    expectError(await t.request('GET', `/admin/promotions/${MISSING}`, { token }), 404);
    expectError(
      await t.request('PUT', `/admin/promotions/${MISSING}`, {
        token,
        body: { title: 'Fine', message: 'Fine' },
      }),
      404,
    );
    expectError(await t.request('DELETE', `/admin/promotions/${MISSING}`, { token }), 404);
  });
});

describe('a promotion for a host name that is an alias (SITE_HOST_ALIASES)', () => {
  it('is stored under the site the alias shows, and shows on the alias and the site alike', async () => {
    const aliased = await createTestApp({
      seed: true,
      config: { siteHostAliases: { 'tours.example.com': 'partner.example' } },
    });
    try {
      const admin = await aliased.loginAsAdmin();
      const created = await aliased.request('POST', '/admin/promotions', {
        token: admin,
        body: {
          title: 'Partner week',
          message: 'Save 10% this week.',
          couponCode: 'WELCOME10',
          hostName: 'www.Tours.Example.com',
        },
      });
      expect(created.status, created.text).toBe(201);
      expect(created.body.hostName).toBe('partner.example');
      for (const hostName of ['tours.example.com', 'partner.example', 'tours.example.com:443']) {
        const shown = await aliased.request('GET', '/single', { query: { hostName } });
        expect(shown.body?.title, hostName).toBe('Partner week');
      }
      // A row stored under the alias itself (before writes resolved it) shows too.
      await aliased
        .db('promotions')
        .where({ id: created.body._id })
        .update({ host_name: 'tours.example.com' });
      expect(
        (await aliased.request('GET', '/single', { query: { hostName: 'tours.example.com' } })).body?.title,
      ).toBe('Partner week');
    } finally {
      await aliased.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivePromotionSchema, PromotionSchema } from '@tours/core';
import { createTestApp, type TestApp } from '../../../test/harness';
import { expectError, expectValidation } from '../../../test/expect';

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

  it('is 404 when nothing runs, 400 without a query', async () => {
    expectError(await t.request('GET', '/single', { query: { service: 'dubai-frame' } }), 404, 'NOT_FOUND');
    expectValidation(await t.request('GET', '/single'));
  });
});

describe('/admin/promotions', () => {
  it('lists promotions (admin only)', async () => {
    expectError(await t.request('GET', '/admin/promotions'), 401);
    const res = await t.request('GET', '/admin/promotions', { token });
    expect(res.body.length).toBe(2);
    res.body.forEach((p: unknown) => PromotionSchema.parse(p));
  });

  it('creates, reads, updates and deactivates a promotion', async () => {
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
    expect(removed.body.active).toBe(false);
    expectError(await t.request('GET', '/single', { query: { service: 'dubai-frame' } }), 404);
    expect(
      await t.db('audit_log').where({ entity: 'promotion', entity_id: id }).count({ n: '*' }).first(),
    ).toEqual({ n: 3 });
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

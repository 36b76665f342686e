import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CouponSchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';

let t: TestApp;
let token: string;
const MISSING = '5b0c1a2e-0000-4000-8000-999999999999';
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe('/admin/coupons', () => {
  it('lists coupons (admin only)', async () => {
    expectError(await t.request('GET', '/admin/coupons'), 401);
    const res = await t.request('GET', '/admin/coupons', { token });
    expect(res.status).toBe(200);
    const codes = res.body.map((c: unknown) => CouponSchema.parse(c).code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'SUMMER25']));
  });

  it('creates a coupon with a normalised code; a duplicate is 409', async () => {
    const body = { code: ' eid20 ', discountValue: 20, validUntil: future(30), maxRedemptions: 50 };
    const res = await t.request('POST', '/admin/coupons', { token, body });
    expect(res.status, res.text).toBe(201);
    expect(CouponSchema.parse(res.body)).toMatchObject({
      code: 'EID20',
      discountValue: 20,
      redeemed: 0,
      active: true,
    });
    expectError(await t.request('POST', '/admin/coupons', { token, body }), 409, 'CONFLICT');
    expect(
      await t.db('audit_log').where({ action: 'coupon.create', entity_id: res.body._id }).first(),
    ).toBeTruthy();
  });

  it('refuses bad coupons', async () => {
    expectValidation(
      await t.request('POST', '/admin/coupons', { token, body: { code: 'OK123', discountValue: 150 } }),
      'discountValue',
    );
    expectValidation(
      await t.request('POST', '/admin/coupons', { token, body: { code: 'no spaces!', discountValue: 10 } }),
      'code',
    );
    expectValidation(
      await t.request('POST', '/admin/coupons', {
        token,
        body: { code: 'DATES1', discountValue: 10, validFrom: future(5), validUntil: future(1) },
      }),
      'validUntil',
    );
    expectValidation(
      await t.request('POST', '/admin/coupons', {
        token,
        body: { code: 'EXTRA1', discountValue: 10, redeemed: 0 },
      }),
    );
  });

  it('gets, updates and deactivates a coupon; unknown ids are 404', async () => {
    const created = await t.request('POST', '/admin/coupons', {
      token,
      body: { code: 'MARINA5', discountValue: 5 },
    });
    const id = created.body._id;
    expect((await t.request('GET', `/admin/coupons/${id}`, { token })).body.code).toBe('MARINA5');
    const updated = await t.request('PUT', `/admin/coupons/${id}`, {
      token,
      body: { code: 'MARINA5', discountValue: 7, service: 'dhow-cruise' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ discountValue: 7, service: 'dhow-cruise' });
    const audit = await t
      .db('audit_log')
      .where({ action: 'coupon.update', entity: 'coupon', entity_id: id })
      .select('details');
    expect(audit).toHaveLength(1);
    const details = audit[0].details;
    // before is the coupon as the API shows it; after is the input as it was accepted.
    expect(typeof details === 'string' ? JSON.parse(details) : details).toMatchObject({
      before: { _id: id, code: 'MARINA5', discountValue: 5, service: null },
      after: { code: 'MARINA5', discountValue: 7, service: 'dhow-cruise' },
    });
    const removed = await t.request('DELETE', `/admin/coupons/${id}`, { token });
    expect(removed.body.active).toBe(false);
    const deactivated = await t
      .db('audit_log')
      .where({ action: 'coupon.deactivate', entity: 'coupon', entity_id: id })
      .select('details');
    expect(deactivated).toHaveLength(1);
    const code = deactivated[0].details;
    expect(typeof code === 'string' ? JSON.parse(code) : code).toEqual({ code: 'MARINA5' });
    expectError(await t.request('GET', `/admin/coupons/${MISSING}`, { token }), 404);
    expectError(
      await t.request('PUT', `/admin/coupons/${MISSING}`, { token, body: { code: 'X12', discountValue: 5 } }),
      404,
    );
    expectError(await t.request('DELETE', `/admin/coupons/${MISSING}`, { token }), 404);
    expectValidation(await t.request('DELETE', '/admin/coupons/1', { token }), 'id');
  });

  it('refuses a maxRedemptions below the redemptions already made', async () => {
    const created = await t.request('POST', '/admin/coupons', {
      token,
      body: { code: 'USED3', discountValue: 5, maxRedemptions: 10 },
    });
    await t.db('coupons').where({ id: created.body._id }).update({ redeemed: 3 });
    const res = await t.request('PUT', `/admin/coupons/${created.body._id}`, {
      token,
      body: { code: 'USED3', discountValue: 5, maxRedemptions: 2 },
    });
    expectError(res, 422, 'COUPON_INVALID');
    // The audit entry is written in the refused update's transaction, so it is rolled back with it.
    expect(
      await t.db('audit_log').where({ action: 'coupon.update', entity_id: created.body._id }),
    ).toHaveLength(0);
  });
});

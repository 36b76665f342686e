import Router from '@koa/router';
import { z } from 'zod';
import { CouponInputSchema, CouponSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { presentCoupon } from './presenter';
import { couponsService } from './service';
import type { AppDeps } from '../types';
import { audited, auditedCreate, auditedUpdate } from '../lib/audited';
import { CouponIdParamsSchema } from './schemas';

/** Admin management of coupons; validation at checkout is the checkout router's POST /coupon/validate. */
export function createCouponsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'get',
      path: '/admin/coupons',
      tag: 'Coupons',
      summary: 'Every coupon, newest first',
      admin: true,
      response: z.array(CouponSchema),
    },
    async (ctx) => {
      ctx.body = await couponsService.list(db);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/coupons/:id',
      tag: 'Coupons',
      summary: 'One coupon',
      admin: true,
      params: CouponIdParamsSchema,
      response: CouponSchema,
      errors: { 404: 'No coupon has this id' },
    },
    async (ctx) => {
      ctx.body = presentCoupon(
        await couponsService.get(db, inputOf(ctx.state, 'params', CouponIdParamsSchema).id),
      );
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/admin/coupons',
      tag: 'Coupons',
      summary: 'Create a coupon',
      admin: true,
      transactional: true,
      body: CouponInputSchema,
      response: CouponSchema,
      status: 201,
      errors: { 409: 'A coupon with this code exists' },
    },
    auditedCreate({
      entity: 'coupon',
      body: CouponInputSchema,
      create: (trx, input) => couponsService.create(trx, input),
      idOf: (row) => row.id,
      present: presentCoupon,
    }),
  );

  route(
    router,
    {
      method: 'put',
      path: '/admin/coupons/:id',
      tag: 'Coupons',
      summary: 'Replace a coupon (its redemption count is kept)',
      admin: true,
      transactional: true,
      params: CouponIdParamsSchema,
      body: CouponInputSchema,
      response: CouponSchema,
      errors: {
        404: 'No coupon has this id',
        409: 'Another coupon has this code',
        422: 'maxRedemptions below the redemptions made',
      },
    },
    auditedUpdate({
      entity: 'coupon',
      params: CouponIdParamsSchema,
      body: CouponInputSchema,
      update: (trx, id, input) => couponsService.update(trx, id, input),
      present: presentCoupon,
    }),
  );

  route(
    router,
    {
      method: 'delete',
      path: '/admin/coupons/:id',
      tag: 'Coupons',
      summary: 'Deactivate a coupon (bookings that used it keep their reference)',
      admin: true,
      transactional: true,
      params: CouponIdParamsSchema,
      response: CouponSchema,
      errors: { 404: 'No coupon has this id' },
    },
    audited('coupon.deactivate', 'coupon', async (trx, ctx) => {
      const { id } = inputOf(ctx.state, 'params', CouponIdParamsSchema);
      const row = await couponsService.deactivate(trx, id);
      return { entityId: id, details: { code: row.code }, body: presentCoupon(row) };
    }),
  );

  return router;
}

import Router from '@koa/router';
import { z } from 'zod';
import { CouponInputSchema, CouponSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { presentCoupon } from './presenter';
import { couponsService } from './service';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';
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
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', CouponInputSchema);
      ctx.body = await couponsService.create(ctx.state.trx!, input, actorOf(ctx));
    },
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
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', CouponIdParamsSchema);
      const input = inputOf(ctx.state, 'body', CouponInputSchema);
      ctx.body = await couponsService.update(ctx.state.trx!, id, input, actorOf(ctx));
    },
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
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', CouponIdParamsSchema);
      ctx.body = await couponsService.deactivate(ctx.state.trx!, id, actorOf(ctx));
    },
  );

  return router;
}

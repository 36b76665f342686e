import Router from '@koa/router';
import { z } from 'zod';
import { CouponInputSchema, CouponSchema } from '@tours/core/schemas';
import { route } from '../../lib/route';
import { inputOf } from '../../middleware/validate';
import { presentCoupon } from '../../presenters';
import { recordAudit } from '../../services/audit';
import { couponsService } from '../../services/coupons';
import type { AppDeps } from '../../types';
import { CouponIdParamsSchema } from './schema';

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
      const trx = ctx.state.trx!;
      const row = await couponsService.create(trx, input);
      await recordAudit(trx, ctx, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: row.id,
        details: { after: input },
      });
      ctx.body = presentCoupon(row);
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
      const trx = ctx.state.trx!;
      const { before, after } = await couponsService.update(trx, id, input);
      await recordAudit(trx, ctx, {
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        details: { before: presentCoupon(before), after: input },
      });
      ctx.body = presentCoupon(after);
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
      const trx = ctx.state.trx!;
      const row = await couponsService.deactivate(trx, id);
      await recordAudit(trx, ctx, {
        action: 'coupon.deactivate',
        entity: 'coupon',
        entityId: id,
        details: { code: row.code },
      });
      ctx.body = presentCoupon(row);
    },
  );

  return router;
}

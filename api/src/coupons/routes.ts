import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { CouponIdParamsSchema, CouponInputSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { presentCoupon } from './presenter';
import { couponsService } from './service';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';

/** Admin management of coupons; validation at checkout is the checkout router's POST /coupon/validate. */
export function createCouponsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.coupons.list, async (ctx) => {
    ctx.body = await couponsService.list(db);
  });

  route(router, contract.coupons.get, async (ctx) => {
    ctx.body = presentCoupon(
      await couponsService.get(db, inputOf(ctx.state, 'params', CouponIdParamsSchema).id),
    );
  });

  route(router, contract.coupons.create, { transactional: true }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', CouponInputSchema);
    ctx.body = await couponsService.create(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.coupons.update, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', CouponIdParamsSchema);
    const input = inputOf(ctx.state, 'body', CouponInputSchema);
    ctx.body = await couponsService.update(ctx.state.trx!, id, input, actorOf(ctx));
  });

  route(router, contract.coupons.deactivate, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', CouponIdParamsSchema);
    ctx.body = await couponsService.deactivate(ctx.state.trx!, id, actorOf(ctx));
  });

  return router;
}

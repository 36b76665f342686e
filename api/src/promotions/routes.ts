import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { PromotionIdParamsSchema, PromotionInputSchema, PromotionQuerySchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { promotionsService } from './service';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';

export function createPromotionsRouter({ db, config }: AppDeps): Router {
  const router = new Router();

  route(router, contract.promotions.active, async (ctx) => {
    const promotion = await promotionsService.active(
      db,
      inputOf(ctx.state, 'query', PromotionQuerySchema),
      config.siteHostAliases,
    );
    // Koa turns a null body into an empty 204; the contract is 200 with a JSON null.
    ctx.type = 'application/json';
    ctx.body = promotion === null ? 'null' : promotion;
  });

  route(router, contract.promotions.list, async (ctx) => {
    ctx.body = await promotionsService.list(db);
  });

  route(router, contract.promotions.get, async (ctx) => {
    ctx.body = await promotionsService.get(db, inputOf(ctx.state, 'params', PromotionIdParamsSchema).id);
  });

  route(router, contract.promotions.create, { transactional: true }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', PromotionInputSchema);
    ctx.body = await promotionsService.create(ctx.state.trx!, input, actorOf(ctx), config.siteHostAliases);
  });

  route(router, contract.promotions.update, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', PromotionIdParamsSchema);
    const input = inputOf(ctx.state, 'body', PromotionInputSchema);
    ctx.body = await promotionsService.update(
      ctx.state.trx!,
      id,
      input,
      actorOf(ctx),
      config.siteHostAliases,
    );
  });

  route(router, contract.promotions.remove, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', PromotionIdParamsSchema);
    await promotionsService.delete(ctx.state.trx!, id, actorOf(ctx));
    ctx.body = { _id: id, deleted: true };
  });

  return router;
}

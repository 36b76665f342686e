import Router from '@koa/router';
import { z } from 'zod';
import {
  ActivePromotionResponseSchema,
  PromotionInputSchema,
  PromotionQuerySchema,
  PromotionSchema,
} from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { promotionsService } from './service';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';
import { DeletedPromotionSchema, PromotionIdParamsSchema } from './schemas';

export function createPromotionsRouter({ db, config }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'get',
      path: '/single',
      tag: 'Promotions',
      summary: 'The promotion running now for a service or a host name; null when none is',
      query: PromotionQuerySchema,
      response: ActivePromotionResponseSchema,
    },
    async (ctx) => {
      const promotion = await promotionsService.active(
        db,
        inputOf(ctx.state, 'query', PromotionQuerySchema),
        config.siteHostAliases,
      );
      // Koa turns a null body into an empty 204; the contract is 200 with a JSON null.
      ctx.type = 'application/json';
      ctx.body = promotion === null ? 'null' : promotion;
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/promotions',
      tag: 'Promotions',
      summary: 'Every promotion, newest first',
      admin: true,
      response: z.array(PromotionSchema),
    },
    async (ctx) => {
      ctx.body = await promotionsService.list(db);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/promotions/:id',
      tag: 'Promotions',
      summary: 'One promotion',
      admin: true,
      params: PromotionIdParamsSchema,
      response: PromotionSchema,
      errors: { 404: 'No promotion has this id' },
    },
    async (ctx) => {
      ctx.body = await promotionsService.get(db, inputOf(ctx.state, 'params', PromotionIdParamsSchema).id);
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/admin/promotions',
      tag: 'Promotions',
      summary: 'Create a promotion',
      admin: true,
      transactional: true,
      body: PromotionInputSchema,
      response: PromotionSchema,
      status: 201,
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', PromotionInputSchema);
      ctx.body = await promotionsService.create(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'put',
      path: '/admin/promotions/:id',
      tag: 'Promotions',
      summary: 'Replace a promotion',
      admin: true,
      transactional: true,
      params: PromotionIdParamsSchema,
      body: PromotionInputSchema,
      response: PromotionSchema,
      errors: { 404: 'No promotion has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', PromotionIdParamsSchema);
      const input = inputOf(ctx.state, 'body', PromotionInputSchema);
      ctx.body = await promotionsService.update(ctx.state.trx!, id, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/admin/promotions/:id',
      tag: 'Promotions',
      summary: 'Delete a promotion (the coupon it advertises stays)',
      admin: true,
      transactional: true,
      params: PromotionIdParamsSchema,
      response: DeletedPromotionSchema,
      errors: { 404: 'No promotion has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', PromotionIdParamsSchema);
      await promotionsService.delete(ctx.state.trx!, id, actorOf(ctx));
      ctx.body = { _id: id, deleted: true };
    },
  );

  return router;
}

import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { ResellerIdParamsSchema, ResellerInputSchema } from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { resellersService } from './service';

/** The back office's reseller connections (admin only); the resellers' own calls are api/src/octo. */
export function createResellersRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.resellers.list, async (ctx) => {
    ctx.body = await resellersService.list(db);
  });

  route(router, contract.resellers.create, { transactional: true }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', ResellerInputSchema);
    ctx.body = await resellersService.create(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.resellers.rotateKey, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', ResellerIdParamsSchema);
    ctx.body = await resellersService.rotateKey(ctx.state.trx!, id, actorOf(ctx));
  });

  route(router, contract.resellers.revoke, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', ResellerIdParamsSchema);
    ctx.body = await resellersService.revoke(ctx.state.trx!, id, actorOf(ctx));
  });

  return router;
}

import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { PickupPointIdParamsSchema, PickupPointInputSchema } from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { actorOf } from '../lib/audit';
import type { AppDeps } from '../types';
import { pickupPointsService } from './service';

/** Staff's list of pickup points. A ticket's reads carry its points, so writes drop cached tickets. */
export function createPickupsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.pickups.list, async (ctx) => {
    ctx.body = await pickupPointsService.list(db);
  });

  route(router, contract.pickups.create, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', PickupPointInputSchema);
    ctx.body = await pickupPointsService.create(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.pickups.update, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', PickupPointIdParamsSchema);
    const input = inputOf(ctx.state, 'body', PickupPointInputSchema);
    ctx.body = await pickupPointsService.update(ctx.state.trx!, id, input, actorOf(ctx));
  });

  route(router, contract.pickups.remove, { transactional: true, invalidates: ['tickets'] }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', PickupPointIdParamsSchema);
    await pickupPointsService.remove(ctx.state.trx!, id, actorOf(ctx));
    ctx.body = { _id: id, deleted: true };
  });

  return router;
}

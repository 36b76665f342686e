import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AdminCancelRequestSchema,
  BookingIdParamsSchema,
  SlotCancelRequestSchema,
  SlotSelectionSchema,
} from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { previewSlotCancel } from './cancellation';
import { refundService } from './context';
import { StaffCancellations } from './staff-cancellations';

/** The back office's cancellations: a booking's, and a closed slot's. */
export function createCancellationsRouter(deps: AppDeps): Router {
  const { db } = deps;
  const cancellations = new StaffCancellations({
    db,
    refunds: refundService(deps),
    logger: deps.logger,
    catalogueCache: deps.catalogueCache,
  });
  const router = new Router();

  route(router, contract.cancellations.cancel, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const input = inputOf(ctx.state, 'body', AdminCancelRequestSchema);
    ctx.body = await cancellations.cancel(id, input, actorOf(ctx));
  });

  route(router, contract.cancellations.slotPreview, async (ctx) => {
    const slot = inputOf(ctx.state, 'query', SlotSelectionSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await previewSlotCancel(db, { ...slot, timeSlot: slot.timeSlot ?? null });
  });

  route(router, contract.cancellations.slotCancel, async (ctx) => {
    const input = inputOf(ctx.state, 'body', SlotCancelRequestSchema);
    ctx.body = await cancellations.cancelSlot({ ...input, timeSlot: input.timeSlot ?? null }, actorOf(ctx));
  });

  return router;
}

import { walletLinksOf } from '../wallet/links';
import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AdminCancelRequestSchema,
  BookingIdParamsSchema,
  SlotCancelRequestSchema,
  SlotSelectionSchema,
} from '@tours/core/schemas';
import { retryTransaction } from '../db/retry';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { cancelByAdmin, cancelSlot, previewSlotCancel } from './cancellation';
import { refundService } from './context';
import { bookingHistory, findBooking, resendConfirmation } from './history';
import { presentRefund } from './presenter';
import { refundsRepository } from './repository';

/**
 * The back office's cancellations. The cancel calls run their own transaction, not
 * `transactional`: the refunds go to the payment provider only once it has committed.
 */
export function createRefundsRouter(deps: AppDeps): Router {
  const { db, config } = deps;
  const refunds = refundService(deps);
  const router = new Router();

  route(router, contract.cancellations.cancel, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const input = inputOf(ctx.state, 'body', AdminCancelRequestSchema);
    const actor = actorOf(ctx);
    const { refundIds, ...result } = await db.transaction(async (trx) =>
      cancelByAdmin(trx, (await findBooking(trx, id)).id, input, actor),
    );
    // One refund: the answer shows how the provider took it (the local one settles at once).
    await refunds.sendAll(refundIds);
    const refund = refundIds[0] ? await refundsRepository.find(db, refundIds[0]) : undefined;
    ctx.body = { ...result, refund: refund ? presentRefund(refund) : null };
  });

  route(router, contract.cancellations.history, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await bookingHistory(db, id);
  });

  route(router, contract.cancellations.resendConfirmation, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const links = { ...config.manageToken, publicUrl: config.publicUrl, walletLinks: walletLinksOf(deps) };
    const trx = ctx.state.trx!;
    const { to } = await resendConfirmation(trx, await findBooking(trx, id), { actor: actorOf(ctx) }, links);
    ctx.body = { sent: true, to };
  });

  route(router, contract.cancellations.slotPreview, async (ctx) => {
    const slot = inputOf(ctx.state, 'query', SlotSelectionSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await previewSlotCancel(db, { ...slot, timeSlot: slot.timeSlot ?? null });
  });

  route(router, contract.cancellations.slotCancel, async (ctx) => {
    const input = inputOf(ctx.state, 'body', SlotCancelRequestSchema);
    const actor = actorOf(ctx);
    // Retried whole when Postgres aborts it (40P01, 40001): mail and refunds leave after the commit.
    const { refundIds, ...result } = await retryTransaction(
      () => db.transaction((trx) => cancelSlot(trx, { ...input, timeSlot: input.timeSlot ?? null }, actor)),
      {
        onRetry: (err, attempt) =>
          deps.logger.warn({ err, attempt }, 'slot cancellation aborted by Postgres: retried'),
      },
    );
    deps.catalogueCache?.invalidate(['blocked_time_slots', 'blocked_dates']);
    // A slot may have many bookings: its refunds go out in the background (retried by the worker).
    void refunds.sendAll(refundIds);
    ctx.body = result;
  });

  return router;
}

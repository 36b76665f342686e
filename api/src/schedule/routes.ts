import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  BlockDateInputSchema,
  BlockTimeSlotInputSchema,
  BlockTimeSlotRequestSchema,
  DateManageQuerySchema,
  TimeSlotQuerySchema,
  UnblockDateInputSchema,
} from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { scheduleService } from './service';
import type { AppDeps } from '../types';
import { actorOf } from '../lib/audit';

/** Date management: blocked dates and time slots (reads public, writes admin) and slot availability. */
export function createScheduleRouter({ db, catalogueCache }: AppDeps): Router {
  const router = new Router();

  route(router, contract.schedule.blockedDates, async (ctx) => {
    ctx.body = await scheduleService.blockedDates(db, inputOf(ctx.state, 'query', DateManageQuerySchema));
  });

  route(
    router,
    contract.schedule.blockDate,
    { transactional: true, invalidates: ['blocked_dates'] },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockDateInputSchema);
      ctx.body = await scheduleService.blockDate(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    contract.schedule.unblockDate,
    { transactional: true, invalidates: ['blocked_dates'] },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'body', UnblockDateInputSchema);
      ctx.body = await scheduleService.unblockDate(ctx.state.trx!, id, actorOf(ctx));
    },
  );

  route(router, contract.schedule.timeSlots, async (ctx) => {
    const { ticketId, dateForSlot } = inputOf(ctx.state, 'query', TimeSlotQuerySchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await scheduleService.availability(db, ticketId, dateForSlot, { cache: catalogueCache });
  });

  route(
    router,
    contract.schedule.blockTimeSlot,
    { transactional: true, invalidates: ['blocked_time_slots'] },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockTimeSlotRequestSchema);
      ctx.body = await scheduleService.blockTimeSlot(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    contract.schedule.unblockTimeSlot,
    { transactional: true, invalidates: ['blocked_time_slots'] },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockTimeSlotInputSchema);
      ctx.body = await scheduleService.unblockTimeSlot(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(router, contract.schedule.upcomingBlocks, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await scheduleService.upcomingBlocks(db, inputOf(ctx.state, 'query', DateManageQuerySchema));
  });

  return router;
}

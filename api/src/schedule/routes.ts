import Router from '@koa/router';
import { z } from 'zod';
import {
  BlockDateInputSchema,
  BlockTimeSlotInputSchema,
  BlockedDateSchema,
  BlockedTimeSlotSchema,
  DateManageQuerySchema,
  TimeSlotAvailabilitySchema,
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

  route(
    router,
    {
      method: 'get',
      path: '/date-manage',
      tag: 'Date management',
      summary: 'Blocked dates of a ticket',
      query: DateManageQuerySchema,
      response: z.array(BlockedDateSchema),
    },
    async (ctx) => {
      ctx.body = await scheduleService.blockedDates(db, inputOf(ctx.state, 'query', DateManageQuerySchema));
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/block-date',
      invalidates: ['blocked_dates'],
      tag: 'Date management',
      summary: 'Block a date for a ticket',
      admin: true,
      transactional: true,
      body: BlockDateInputSchema,
      response: BlockedDateSchema,
      status: 201,
      errors: { 404: 'No ticket has this id', 409: 'The date is already blocked for this ticket' },
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockDateInputSchema);
      ctx.body = await scheduleService.blockDate(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'delete',
      path: '/block-date',
      invalidates: ['blocked_dates'],
      tag: 'Date management',
      summary: 'Unblock a date (body: the blocked date id)',
      admin: true,
      transactional: true,
      body: UnblockDateInputSchema,
      response: BlockedDateSchema,
      errors: { 404: 'No blocked date has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'body', UnblockDateInputSchema);
      ctx.body = await scheduleService.unblockDate(ctx.state.trx!, id, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/time-slot',
      tag: 'Date management',
      summary: 'Time slots of a ticket on a date with their status and remaining seats',
      query: TimeSlotQuerySchema,
      response: TimeSlotAvailabilitySchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      const { ticketId, dateForSlot } = inputOf(ctx.state, 'query', TimeSlotQuerySchema);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await scheduleService.availability(db, ticketId, dateForSlot, { cache: catalogueCache });
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/block-time-slot',
      invalidates: ['blocked_time_slots'],
      tag: 'Date management',
      summary: 'Block one time slot of a ticket on a date',
      admin: true,
      transactional: true,
      body: BlockTimeSlotInputSchema,
      response: BlockedTimeSlotSchema,
      status: 201,
      errors: { 404: 'No ticket has this id', 409: 'The slot is already blocked on this date' },
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockTimeSlotInputSchema);
      ctx.body = await scheduleService.blockTimeSlot(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/delete-blocked-date-time-slot',
      invalidates: ['blocked_time_slots'],
      tag: 'Date management',
      summary: 'Unblock a time slot of a ticket on a date',
      admin: true,
      transactional: true,
      body: BlockTimeSlotInputSchema,
      response: BlockedTimeSlotSchema,
      errors: { 404: 'This slot is not blocked on this date' },
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', BlockTimeSlotInputSchema);
      ctx.body = await scheduleService.unblockTimeSlot(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  return router;
}

import Router from '@koa/router';
import {
  ArrivalListSchema,
  ArrivalsQuerySchema,
  CheckInIdParamsSchema,
  CheckInRequestSchema,
  CheckInResultSchema,
  CheckInUndoResultSchema,
} from '@tours/core/schemas';
import { notFound } from '../errors';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { findPassSecret } from '../bookings/repository';
import { checkinService } from './service';
import { checkinQrSvg } from './voucher';

/** Check-in at the gate (issue 15): the scan, its undo, a slot's arrival list, a booking's QR at the desk. */
export function createCheckinRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'post',
      path: '/admin/checkin',
      tag: 'Check-in',
      summary:
        "Scan a voucher at the gate (its QR code's secret, or a typed booking reference): admits the party, or says why not (already checked in, wrong date or slot, cancelled, unknown)",
      admin: true,
      transactional: true,
      body: CheckInRequestSchema,
      response: CheckInResultSchema,
    },
    async (ctx) => {
      const input = inputOf(ctx.state, 'body', CheckInRequestSchema);
      ctx.body = await checkinService.checkIn(ctx.state.trx!, input, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'post',
      path: '/admin/checkin/:id/undo',
      tag: 'Check-in',
      summary: 'Undo a wrong scan, within a minute of it',
      admin: true,
      transactional: true,
      params: CheckInIdParamsSchema,
      response: CheckInUndoResultSchema,
      errors: {
        404: 'No check-in has this id',
        409: 'The check-in was already undone, or the minute to undo it has passed',
      },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', CheckInIdParamsSchema);
      ctx.body = await checkinService.undo(ctx.state.trx!, id, actorOf(ctx));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/checkin/arrivals',
      tag: 'Check-in',
      summary:
        "A slot's arrival list: people expected, arrived and missing, and each voucher's secret as a SHA-256 hash so a desk can check scans while the API is unreachable",
      admin: true,
      query: ArrivalsQuerySchema,
      response: ArrivalListSchema,
      errors: { 404: 'No ticket has this id' },
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await checkinService.arrivals(db, inputOf(ctx.state, 'query', ArrivalsQuerySchema));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/checkin/qr/:id',
      tag: 'Check-in',
      summary:
        "A booking's check-in QR code (image/svg+xml), to show or print again at the desk when a visitor lost the voucher",
      admin: true,
      params: CheckInIdParamsSchema,
      errors: { 404: 'No booking with a voucher has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', CheckInIdParamsSchema);
      const secret = await findPassSecret(db, id);
      if (!secret) throw notFound('voucher');
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'image/svg+xml';
      ctx.body = await checkinQrSvg(secret);
    },
  );

  return router;
}

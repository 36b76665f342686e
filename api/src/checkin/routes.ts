import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import { ArrivalsQuerySchema, CheckInIdParamsSchema, CheckInRequestSchema } from '@tours/core/schemas';
import { notFound } from '../errors';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { findPassSecret } from '../bookings/repository';
import { checkinService } from './service';
import { checkinQrSvg } from '../lib/checkin-qr';

/** Check-in at the gate: the scan, its undo, a slot's arrival list, a booking's QR at the desk. */
export function createCheckinRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.checkin.checkIn, { transactional: true }, async (ctx) => {
    const input = inputOf(ctx.state, 'body', CheckInRequestSchema);
    ctx.body = await checkinService.checkIn(ctx.state.trx!, input, actorOf(ctx));
  });

  route(router, contract.checkin.undo, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', CheckInIdParamsSchema);
    ctx.body = await checkinService.undo(ctx.state.trx!, id, actorOf(ctx));
  });

  route(router, contract.checkin.arrivals, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await checkinService.arrivals(db, inputOf(ctx.state, 'query', ArrivalsQuerySchema));
  });

  route(router, contract.checkin.qr, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', CheckInIdParamsSchema);
    const secret = await findPassSecret(db, id);
    if (!secret) throw notFound('voucher');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/svg+xml';
    ctx.body = await checkinQrSvg(secret);
  });

  return router;
}

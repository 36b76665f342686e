import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  BookingIdParamsSchema,
  BookingListQuerySchema,
  SendTicketListQuerySchema,
} from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { bookingsService } from './service';
import type { AppDeps } from '../types';

export function createBookingsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.bookings.list, async (ctx) => {
    ctx.body = await bookingsService.list(db, inputOf(ctx.state, 'query', BookingListQuerySchema));
  });

  route(router, contract.bookings.sendTicketList, async (ctx) => {
    const { ticketTitle, sent } = inputOf(ctx.state, 'query', SendTicketListQuerySchema);
    ctx.body = await bookingsService.sendTicketList(db, ticketTitle, sent);
  });

  route(router, contract.bookings.get, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    ctx.body = await bookingsService.detail(db, id);
  });

  return router;
}

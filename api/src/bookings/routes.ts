import Router from '@koa/router';
import { z } from 'zod';
import {
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingSchema,
  SendTicketListQuerySchema,
} from '@tours/core/schemas';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { bookingsService } from './service';
import type { AppDeps } from '../types';
import { BookingIdParamsSchema } from './schemas';

export function createBookingsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(
    router,
    {
      method: 'get',
      path: '/admin/all-bookings',
      tag: 'Bookings',
      summary:
        'Bookings, newest first: filter by service, bookingStatus, ticketTitle (the report, with a summary) and dates; search by reference, name, email or mobile number',
      admin: true,
      query: BookingListQuerySchema,
      response: BookingListResponseSchema,
    },
    async (ctx) => {
      ctx.body = await bookingsService.list(db, inputOf(ctx.state, 'query', BookingListQuerySchema));
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/all-bookings-send-ticket',
      tag: 'Bookings',
      summary:
        'Confirmed bookings of a ticket title, upcoming first: sent=unsent (default) those still waiting for their ticket, sent=sent those already sent, sent=all both',
      admin: true,
      query: SendTicketListQuerySchema,
      response: z.array(BookingSchema),
    },
    async (ctx) => {
      const { ticketTitle, sent } = inputOf(ctx.state, 'query', SendTicketListQuerySchema);
      ctx.body = await bookingsService.sendTicketList(db, ticketTitle, sent);
    },
  );

  route(
    router,
    {
      method: 'get',
      path: '/admin/bookings/:id',
      tag: 'Bookings',
      summary: 'One booking by id or reference',
      admin: true,
      params: BookingIdParamsSchema,
      response: BookingSchema,
      errors: { 404: 'No booking has this id' },
    },
    async (ctx) => {
      const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
      ctx.body = await bookingsService.detail(db, id);
    },
  );

  return router;
}

import { Readable } from 'node:stream';
import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  BookingIdParamsSchema,
  BookingExportQuerySchema,
  BookingListQuerySchema,
  BookingReportQuerySchema,
  SendNotificationRequestSchema,
  SendTicketFieldsSchema,
  SendTicketListQuerySchema,
} from '@tours/core/schemas';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { exportBookingsCsv } from './csv';
import { bookingReport, bookingTitles } from './report';
import { sendNotification, sendTicket } from './send-ticket';
import { bookingsService } from './service';
import { ticketUpload, uploadedTicketFiles } from './ticket-upload';
import type { AppDeps } from '../types';

export function createBookingsRouter({ db }: AppDeps): Router {
  const router = new Router();

  route(router, contract.bookings.list, async (ctx) => {
    ctx.body = await bookingsService.list(db, inputOf(ctx.state, 'query', BookingListQuerySchema));
  });

  route(router, contract.bookings.sendTicketList, async (ctx) => {
    ctx.body = await bookingsService.sendTicketList(
      db,
      inputOf(ctx.state, 'query', SendTicketListQuerySchema),
    );
  });

  route(router, contract.bookings.report, async (ctx) => {
    ctx.body = await bookingReport(db, inputOf(ctx.state, 'query', BookingReportQuerySchema));
  });

  route(router, contract.bookings.export, async (ctx) => {
    const filters = inputOf(ctx.state, 'query', BookingExportQuerySchema);
    ctx.set('Content-Disposition', 'attachment; filename="bookings.csv"');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(exportBookingsCsv(db, filters));
  });

  route(router, contract.bookings.titles, async (ctx) => {
    ctx.body = await bookingTitles(db);
  });

  route(router, contract.bookings.get, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    ctx.body = await bookingsService.detail(db, id);
  });

  route(router, contract.sending.notification, async (ctx) => {
    const input = inputOf(ctx.state, 'body', SendNotificationRequestSchema);
    ctx.body = await sendNotification(db, input, actorOf(ctx));
  });

  // Multipart: the upload is parsed (after the admin check) before its fields are validated.
  route(router, contract.sending.ticket, { parseBody: ticketUpload() }, async (ctx) => {
    const fields = inputOf(ctx.state, 'body', SendTicketFieldsSchema);
    ctx.body = await sendTicket(db, { ...fields, files: uploadedTicketFiles(ctx) }, actorOf(ctx));
  });

  return router;
}

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
import type { ManageLinkConfig } from '../lib/manage-token';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { exportBookingsCsv } from './csv';
import { bookingHistory, findBooking, resendConfirmation } from './history';
import { bookingReport, bookingTitles } from './report';
import { sendNotification, sendTicket } from './send-ticket';
import { bookingsService } from './service';
import { ticketUpload, uploadedTicketFiles } from './ticket-upload';
import type { AppDeps } from '../types';

/**
 * The back office's bookings: the list, the report and export, one booking with its history, the
 * resend of its confirmation (`links`: the confirmation mail's, which the caller makes, as the
 * wallet's links are above this folder), and the ticket and notice sending.
 */
export function createBookingsRouter({ db }: AppDeps, links: ManageLinkConfig): Router {
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

  route(router, contract.cancellations.history, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await bookingHistory(db, id);
  });

  route(router, contract.cancellations.resendConfirmation, { transactional: true }, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const trx = ctx.state.trx!;
    const { to } = await resendConfirmation(trx, await findBooking(trx, id), { actor: actorOf(ctx) }, links);
    ctx.body = { sent: true, to };
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

import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  AdminRescheduleQuoteQuerySchema,
  AdminRescheduleRequestSchema,
  BookingIdParamsSchema,
  ManageCancelRequestSchema,
  ManageDetailsRequestSchema,
  ManageLookupRequestSchema,
  ManageRescheduleRequestSchema,
  ManageTokenBodySchema,
  ManageTokenQuerySchema,
  RescheduleQuoteQuerySchema,
} from '@tours/core/schemas';
import type { Context } from 'koa';
import { actorOf } from '../lib/audit';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { findBooking } from '../bookings/history';
import type { AppDeps } from '../types';
import { manageContext } from './context';
import { changeBookingDetails } from './details';
import { customerActor } from './service';

/** Token-opened answers are the visitor's own: never cached, and the token never leaves in a Referer. */
function privateAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** Manage my booking: the visitor's token-opened calls and the staff's move. */
export function createManageRouter(deps: AppDeps): Router {
  const { db } = deps;
  const { manage, moves } = manageContext(deps);
  const router = new Router();
  const c = contract.manage;

  route(router, c.lookup, async (ctx) => {
    const { reference, email } = inputOf(ctx.state, 'body', ManageLookupRequestSchema);
    ctx.body = await manage.lookup(ctx.ip, reference, email);
  });

  route(router, c.get, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', ManageTokenQuerySchema);
    privateAnswer(ctx);
    ctx.body = await manage.view(db, await manage.bookingOf(db, token));
  });

  route(router, c.voucher, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', ManageTokenQuerySchema);
    const booking = await manage.bookingOf(db, token);
    const pdf = await manage.voucher(booking);
    privateAnswer(ctx);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="voucher-${booking.booking_id}.pdf"`);
    ctx.body = pdf;
  });

  route(router, c.qr, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', ManageTokenQuerySchema);
    const svg = await manage.checkinQr(await manage.bookingOf(db, token));
    privateAnswer(ctx);
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  });

  route(router, c.resend, async (ctx) => {
    const { token } = inputOf(ctx.state, 'body', ManageTokenBodySchema);
    const booking = await manage.bookingOf(db, token);
    ctx.body = await manage.resend(booking, { requestId: ctx.state.requestId ?? null, ip: ctx.ip });
  });

  route(router, c.cancel, async (ctx) => {
    const { token, expectedRefund } = inputOf(ctx.state, 'body', ManageCancelRequestSchema);
    privateAnswer(ctx);
    ctx.body = await manage.cancel(await manage.bookingOf(db, token), expectedRefund);
  });

  route(router, c.details, async (ctx) => {
    const { token, ...input } = inputOf(ctx.state, 'body', ManageDetailsRequestSchema);
    const booking = await manage.bookingOf(db, token);
    privateAnswer(ctx);
    const actor = customerActor({ requestId: ctx.state.requestId ?? null, ip: ctx.ip });
    ctx.body = await changeBookingDetails(manage, db, booking.id, input, actor);
  });

  route(router, c.rescheduleQuote, async (ctx) => {
    const { token, ...target } = inputOf(ctx.state, 'query', RescheduleQuoteQuerySchema);
    privateAnswer(ctx);
    ctx.body = await manage.quote(await manage.bookingOf(db, token), target);
  });

  route(router, c.reschedule, async (ctx) => {
    const input = inputOf(ctx.state, 'body', ManageRescheduleRequestSchema);
    const booking = await manage.bookingOf(db, input.token);
    privateAnswer(ctx);
    ctx.body = await moves.rescheduleByCustomer(
      booking.id,
      { bookingDate: input.bookingDate, timeSlot: input.timeSlot },
      input.expectedPriceDifference,
      { ...actorOf(ctx), admin: null },
    );
  });

  route(router, c.adminReschedule, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const input = inputOf(ctx.state, 'body', AdminRescheduleRequestSchema);
    const booking = await findBooking(db, id);
    ctx.body = await moves.rescheduleByAdmin(
      booking.id,
      { bookingDate: input.bookingDate, timeSlot: input.timeSlot },
      input,
      actorOf(ctx),
    );
  });

  route(router, c.adminRescheduleQuote, async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', BookingIdParamsSchema);
    const target = inputOf(ctx.state, 'query', AdminRescheduleQuoteQuerySchema);
    const booking = await findBooking(db, id);
    ctx.body = await moves.quoteForAdmin(booking.id, target);
  });

  return router;
}

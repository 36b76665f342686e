import { formatBookingDate } from '@tours/core/domain';
import type { Context } from 'koa';
import type { Db } from '../db';
import { notFound } from '../errors';
import { renderLocalCheckoutPage, type LocalPageBooking } from '../payments/local-page';
import type { CheckoutContext } from './context';
import * as repo from './repository';

/** GET /payments/local/:sessionId: the local provider's hosted-checkout look-alike. */
export async function localCheckoutPage(
  ctx: Context,
  context: CheckoutContext,
  db: Db,
  sessionId: string,
): Promise<void> {
  const local = context.local;
  const session = local ? await local.findSession(sessionId) : undefined;
  const booking = session ? await pageBookingOf(db, session.booking_id) : undefined;
  if (!local || !session || !booking) throw notFound('checkout session');
  const origins = new Set([
    "'self'",
    new URL(session.success_url).origin,
    new URL(session.cancel_url).origin,
  ]);
  // The page posts to itself and is then redirected to the storefront, which may be another origin.
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
  );
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = renderLocalCheckoutPage(
    session,
    booking,
    local.pageUrl(sessionId).replace(/^https?:\/\/[^/]+/, ''),
  );
}

/**
 * What the page shows about the session's booking. A date change's difference session
 * names the change (booking_reschedules), not the booking: the page then shows the new date.
 */
async function pageBookingOf(db: Db, id: string): Promise<LocalPageBooking | undefined> {
  const booking = await repo.findBookingById(db, id);
  if (booking) {
    return {
      reference: booking.booking_id,
      ticketTitle: booking.ticket_title,
      bookingDateString: booking.booking_date_string,
      timeSlot: booking.time_slot,
      name: booking.name,
      email: booking.email,
    };
  }
  const change = (await db('booking_reschedules as r')
    .join('bookings as b', 'b.id', 'r.booking_id')
    .where('r.id', id)
    .first('b.booking_id', 'b.ticket_title', 'b.name', 'b.email', 'r.to_date', 'r.to_time_slot')) as
    | {
        booking_id: string;
        ticket_title: string;
        name: string;
        email: string;
        to_date: string;
        to_time_slot: string | null;
      }
    | undefined;
  if (!change) return undefined;
  return {
    reference: change.booking_id,
    ticketTitle: `Date change: ${change.ticket_title}`,
    bookingDateString: formatBookingDate(change.to_date),
    timeSlot: change.to_time_slot,
    name: change.name,
    email: change.email,
  };
}

import type { Context } from 'koa';
import type { Db } from '../db';
import { notFound } from '../errors';
import { renderLocalCheckoutPage } from '../payments/local-page';
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
  const booking = session ? await repo.findBookingById(db, session.booking_id) : undefined;
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
    {
      reference: booking.booking_id,
      ticketTitle: booking.ticket_title,
      bookingDateString: booking.booking_date_string,
      timeSlot: booking.time_slot,
      name: booking.name,
      email: booking.email,
    },
    local.pageUrl(sessionId).replace(/^https?:\/\/[^/]+/, ''),
  );
}

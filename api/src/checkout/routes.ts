import Router from '@koa/router';
import { allEndpoints, contract } from '@tours/core/contract';
import {
  CheckoutCancelRequestSchema,
  CheckoutRequestSchema,
  CouponValidateRequestSchema,
  ERROR_CODES,
  LocalOutcomeParamsSchema,
  LocalSessionParamsSchema,
  SuccessBookingQuerySchema,
  SuccessQuerySchema,
  type Booking,
  type CheckoutCancelResponse,
} from '@tours/core/schemas';
import { DEFAULT_LOCALE, PAID_STATUSES } from '@tours/core/domain';
import { findPassSecret } from '../bookings/repository';
import { checkinQrSvg } from '../lib/checkin-qr';
import { renderBookingVoucher } from '../bookings/voucher';
import { ApiError, notFound, unprocessable } from '../errors';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import type { AppDeps } from '../types';
import { presentBooking } from '../bookings/presenter';
import { bookingInLanguage } from '../bookings/localized';
import { checkoutContext } from './context';
import { CAPTCHA_HEADER } from './captcha';
import { spendCouponAttempt, validateCoupon } from './coupon-validation';
import { HoldLimits } from './hold-limits';
import { localCheckoutPage } from './local-page-routes';
import { sha256Hex } from '../lib/tokens';
import * as repo from './repository';

export const COUPON_UNUSABLE_MESSAGE = 'This coupon cannot be used for this booking.';

/** Checkout, payments, the success lookup and its QR code and coupon validation. */
export function createCheckoutRouter(deps: AppDeps): Router {
  const router = new Router();
  const { db } = deps;
  const context = () => checkoutContext(deps);

  const holdLimits = new HoldLimits(deps.config, deps.logger);

  route(router, contract.checkout.create, async (ctx) => {
    const input = inputOf(ctx.state, 'body', CheckoutRequestSchema);
    if (input.couponCode) await spendCouponAttempt(db, ctx.ip);
    // The limits are checked and recorded in the hold's own statement, after the request is valid.
    const claim = await holdLimits.admit(
      { ip: ctx.ip, captchaToken: ctx.get(CAPTCHA_HEADER) || undefined },
      input,
    );
    let created;
    try {
      created = await context().checkout.createCheckout(input, claim);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.couponInvalid) {
        // One answer for unknown, expired, inactive and used-up codes: a guess learns nothing.
        throw unprocessable(ERROR_CODES.couponInvalid, COUPON_UNUSABLE_MESSAGE, { reason: 'unusable' });
      }
      throw error;
    }
    ctx.body = created;
  });

  // The raw body (bodyKind 'raw'): the provider's signature covers the exact bytes, see RAW_BODY_PATHS.
  route(router, contract.payments.webhook, async (ctx) => {
    ctx.body = await context().webhooks.handle(
      ctx.state.rawBodyBuffer ?? ctx.request.rawBody ?? '',
      ctx.get('Stripe-Signature') || undefined,
    );
  });

  const findBookingByLiveToken = (token: string) =>
    repo.findBookingBySuccessToken(db, sha256Hex(token), deps.config.successTokenDays);

  route(router, contract.bookings.success, async (ctx) => {
    const { token, lang } = inputOf(ctx.state, 'query', SuccessBookingQuerySchema);
    let booking = await findBookingByLiveToken(token);
    if (!booking) throw notFound('booking');
    if (booking.booking_status === 'pending') {
      // The visitor can arrive before the webhook: ask the provider and settle through the same routine.
      await context().settlement.refreshPending(booking);
      booking = (await repo.findBookingById(db, booking.id))!;
    }
    ctx.set('Cache-Control', 'no-store');
    const presented = presentBooking(booking);
    ctx.body = (await bookingInLanguage(
      db,
      presented,
      lang ?? presented.locale ?? DEFAULT_LOCALE,
    )) satisfies Booking;
  });

  // Here rather than in checkin/: it is keyed by the success token, which checkout owns.
  route(router, contract.bookings.successQr, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', SuccessQuerySchema);
    // The success token's lifetime, as GET /bookings/success: the voucher by mail is what lasts.
    const booking = await findBookingByLiveToken(token);
    const secret =
      booking && PAID_STATUSES.includes(booking.booking_status) ? await findPassSecret(db, booking.id) : null;
    if (!secret) throw notFound('voucher');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'image/svg+xml';
    ctx.body = await checkinQrSvg(secret);
  });

  route(router, contract.bookings.successVoucher, async (ctx) => {
    const { token } = inputOf(ctx.state, 'query', SuccessQuerySchema);
    const booking = await findBookingByLiveToken(token);
    if (!booking || !PAID_STATUSES.includes(booking.booking_status)) throw notFound('voucher');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="voucher-${booking.booking_id}.pdf"`);
    ctx.body = await renderBookingVoucher(db, booking);
  });

  route(router, contract.checkout.cancel, async (ctx) => {
    const { bookingId, token } = inputOf(ctx.state, 'body', CheckoutCancelRequestSchema);
    let booking = await findBookingByLiveToken(token);
    if (!booking || (bookingId && booking.booking_id !== bookingId)) throw notFound('booking');
    await context().settlement.cancelPending(booking);
    booking = (await repo.findBookingById(db, booking.id))!;
    ctx.body = {
      bookingId: booking.booking_id,
      bookingStatus: booking.booking_status,
    } satisfies CheckoutCancelResponse;
  });

  route(router, contract.payments.localPage, async (ctx) => {
    const { sessionId } = inputOf(ctx.state, 'params', LocalSessionParamsSchema);
    await localCheckoutPage(ctx, context(), db, sessionId);
  });

  route(router, contract.payments.localComplete, async (ctx) => {
    const { sessionId, outcome } = inputOf(ctx.state, 'params', LocalOutcomeParamsSchema);
    const local = context().local;
    if (
      !local ||
      !LocalSessionParamsSchema.safeParse({ sessionId }).success ||
      !['pay', 'decline'].includes(outcome)
    ) {
      throw notFound('checkout session');
    }
    const done = await local.complete(sessionId, outcome as 'pay' | 'decline');
    // A second press, or a press after expiry, shows the page again with its current state.
    ctx.redirect(done ? done.redirectTo : local.pageUrl(sessionId));
    ctx.status = 303;
  });

  route(router, contract.coupons.validate, async (ctx) => {
    ctx.body = await validateCoupon(db, ctx.ip, inputOf(ctx.state, 'body', CouponValidateRequestSchema));
  });

  return router;
}

/** Paths whose raw body must be kept (see middleware/raw-body.ts), relative to /api/v1. */
export const RAW_BODY_PATHS = allEndpoints()
  .filter((e) => e.bodyKind === 'raw')
  .map((e) => e.path);

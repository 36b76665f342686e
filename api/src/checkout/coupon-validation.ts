import { ERROR_CODES, type CouponValidateResponse } from '@tours/core/schemas';
import {
  PUBLIC_COUPON_MESSAGES,
  couponProblem,
  publicCouponProblem,
  type CouponProblem,
} from '@tours/core/domain';
import type { Db } from '../db';
import { notFound, tooManyRequests, unprocessable } from '../errors';
import { consumeRateLimit } from '../lib/rate-limit';
import { couponTerms } from './checkout-service';
import * as repo from './repository';
import { clientKey } from '../lib/client-key';

/** Guessing codes is cheap for a script: attempts per IP are counted in the database, shared by every process. */
export const COUPON_ATTEMPTS = { limit: 20, windowSeconds: 600 };

export async function validateCoupon(
  db: Db,
  ip: string,
  input: { couponCode: string; service?: string | undefined; ticketId?: string | undefined },
): Promise<CouponValidateResponse> {
  const attempt = await consumeRateLimit(db, `coupon-validate:ip:${clientKey(ip)}`, COUPON_ATTEMPTS);
  if (!attempt.allowed)
    throw tooManyRequests(attempt.retryAfterSeconds, 'Too many coupon attempts. Try again later.');

  let service = input.service ?? null;
  if (input.ticketId) {
    const ticket = await repo.findBookableTicket(db, input.ticketId);
    if (!ticket) throw notFound('ticket');
    service = ticket.service;
  }
  const coupon = await repo.findCouponByCode(db, input.couponCode);
  const problem: CouponProblem | 'unknown' | null = coupon
    ? couponProblem(couponTerms(coupon), { now: new Date(), service })
    : 'unknown';
  if (!coupon || problem) {
    const reason = publicCouponProblem(problem ?? 'unknown');
    throw unprocessable(ERROR_CODES.couponInvalid, PUBLIC_COUPON_MESSAGES[reason], { reason });
  }
  return { couponCode: coupon.code, discountValue: coupon.discount_value };
}

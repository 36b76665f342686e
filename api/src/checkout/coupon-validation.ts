import { ERROR_CODES, type CouponValidateResponse } from '@tours/core/schemas';
import {
  PUBLIC_COUPON_MESSAGES,
  couponProblem,
  publicCouponProblem,
  type CouponProblem,
} from '@tours/core/domain';
import type { Db, Executor } from '../db';
import { notFound, unprocessable } from '../errors';
import { spendRateLimits } from '../lib/rate-limit';
import * as repo from './repository';
import { clientKey } from '../lib/client-key';

/** Guessing codes is cheap for a script: attempts per IP are counted in the database, shared by every process. */
export const COUPON_ATTEMPTS = { limit: 20, windowSeconds: 600 };

/**
 * One coupon attempt of an address. Checking a code and paying with one spend the same budget:
 * otherwise checkouts would be an unlimited oracle of codes.
 */
export function spendCouponAttempt(db: Executor, ip: string): Promise<void> {
  return spendRateLimits(
    db,
    [[`coupon-validate:ip:${clientKey(ip)}`, COUPON_ATTEMPTS]],
    'Too many coupon attempts. Try again later.',
  );
}

export function couponTerms(coupon: repo.CouponRow) {
  return {
    active: coupon.active,
    discountValue: coupon.discount_value,
    validFrom: coupon.valid_from ? new Date(coupon.valid_from).toISOString() : null,
    validUntil: coupon.valid_until ? new Date(coupon.valid_until).toISOString() : null,
    maxRedemptions: coupon.max_redemptions,
    redeemed: coupon.redeemed,
    service: coupon.service,
  };
}

export type CouponCheck =
  | { coupon: repo.CouponRow; problem: null }
  | { coupon: repo.CouponRow | null; problem: CouponProblem | 'unknown' };

/** A code against its coupon's terms for a service at a moment: usable, or why not ('unknown': no such code). */
export async function checkCoupon(
  db: Executor,
  code: string,
  at: { now: Date; service: string | null },
): Promise<CouponCheck> {
  const coupon = await repo.findCouponByCode(db, code);
  if (!coupon) return { coupon: null, problem: 'unknown' };
  const problem = couponProblem(couponTerms(coupon), at);
  return problem ? { coupon, problem } : { coupon, problem: null };
}

export async function validateCoupon(
  db: Db,
  ip: string,
  input: { couponCode: string; service?: string | undefined; ticketId?: string | undefined },
): Promise<CouponValidateResponse> {
  await spendCouponAttempt(db, ip);

  let service = input.service ?? null;
  if (input.ticketId) {
    const ticket = await repo.findBookableTicket(db, input.ticketId);
    if (!ticket) throw notFound('ticket');
    service = ticket.service;
  }
  const { coupon, problem } = await checkCoupon(db, input.couponCode, { now: new Date(), service });
  if (problem) {
    const reason = publicCouponProblem(problem);
    throw unprocessable(ERROR_CODES.couponInvalid, PUBLIC_COUPON_MESSAGES[reason], { reason });
  }
  return { couponCode: coupon.code, discountValue: coupon.discount_value };
}

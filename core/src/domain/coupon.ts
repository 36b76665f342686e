import { LIMITS } from './constants';

const COUPON_CODE_PATTERN = new RegExp(
  `^[A-Z0-9][A-Z0-9_-]{${LIMITS.couponCodeMin - 1},${LIMITS.couponCodeMax - 1}}$`,
);

/** Coupon codes are compared in upper case with surrounding spaces removed. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function isCouponCodeFormat(code: string): boolean {
  return COUPON_CODE_PATTERN.test(normalizeCouponCode(code));
}

export interface CouponTerms {
  active: boolean;
  discountValue: number;
  validFrom: string | null;
  validUntil: string | null;
  maxRedemptions: number | null;
  redeemed: number;
  service: string | null;
}

export type CouponProblem = 'inactive' | 'not_yet_valid' | 'expired' | 'used_up' | 'wrong_service';

export const COUPON_PROBLEM_MESSAGES: Record<CouponProblem | 'unknown', string> = {
  unknown: 'This coupon code does not exist.',
  inactive: 'This coupon is no longer active.',
  not_yet_valid: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has been used up.',
  wrong_service: 'This coupon is not valid for this experience.',
};

/** Why a coupon cannot be used now for a service, or null when it can. */
export function couponProblem(
  coupon: CouponTerms,
  at: { now: Date; service?: string | null },
): CouponProblem | null {
  if (!coupon.active) return 'inactive';
  const now = at.now.getTime();
  if (coupon.validFrom && now < Date.parse(coupon.validFrom)) return 'not_yet_valid';
  if (coupon.validUntil && now > Date.parse(coupon.validUntil)) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.redeemed >= coupon.maxRedemptions) return 'used_up';
  if (coupon.service && at.service && coupon.service !== at.service) return 'wrong_service';
  return null;
}

/** What a visitor is told about a code that cannot be used (POST /coupon/validate). */
export type PublicCouponProblem = 'invalid' | 'used_up' | 'wrong_service';

export const PUBLIC_COUPON_MESSAGES: Record<PublicCouponProblem, string> = {
  invalid: 'This coupon code is not valid.',
  used_up: COUPON_PROBLEM_MESSAGES.used_up,
  wrong_service: COUPON_PROBLEM_MESSAGES.wrong_service,
};

/**
 * A code that does not exist and one that exists but is not running (expired, not yet valid,
 * switched off) get the same answer, so that guessing cannot find real codes, old or future ones.
 * Staff still see each coupon's state in the back office.
 */
export function publicCouponProblem(problem: CouponProblem | 'unknown'): PublicCouponProblem {
  return problem === 'used_up' || problem === 'wrong_service' ? problem : 'invalid';
}

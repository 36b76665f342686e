import type { Coupon } from '@tours/core/schemas';
import { iso } from '../lib/present';
import type { CouponRow } from './repository';

// Turns a coupons row into the specification's camelCase JSON.

export function presentCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    discountValue: row.discount_value,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    maxRedemptions: row.max_redemptions,
    redeemed: row.redeemed,
    service: row.service,
    active: row.active,
    createdAt: iso(row.created_at)!,
  };
}

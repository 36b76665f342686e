import type { ActivePromotion, Promotion } from '@tours/core/schemas';
import { iso } from '../lib/present';
import type { PromotionRow } from './repository';

// Turns a promotions row into the specification's camelCase JSON.

export function presentPromotion(row: PromotionRow): Promotion {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    couponCode: row.coupon_code,
    discountValue: row.discount_value ?? null,
    imageUrl: row.image_url,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    service: row.service,
    hostName: row.host_name,
    active: row.active,
  };
}

export function presentActivePromotion(row: PromotionRow): ActivePromotion {
  return {
    title: row.title,
    message: row.message,
    couponCode: row.coupon_code,
    discountValue: row.discount_value ?? null,
    imageUrl: row.image_url,
    validUntil: iso(row.valid_until),
  };
}

import { translated, type Locale } from '@tours/core/domain';
import { PromotionTranslationsSchema, type ActivePromotion, type Promotion } from '@tours/core/schemas';
import { iso } from '../lib/present';
import { storedTranslations } from '../lib/translations';
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
    translations: storedTranslations(PromotionTranslationsSchema, row.translations),
  };
}

/** The banner a visitor sees, in their language (English where it is not translated). */
export function presentActivePromotion(row: PromotionRow, locale: Locale = 'en'): ActivePromotion {
  const translations = storedTranslations(PromotionTranslationsSchema, row.translations);
  return {
    title: translated(row.title, translations, locale, 'title'),
    message: translated(row.message, translations, locale, 'message'),
    couponCode: row.coupon_code,
    discountValue: row.discount_value ?? null,
    imageUrl: row.image_url,
    validUntil: iso(row.valid_until),
  };
}

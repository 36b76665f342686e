import { wordsToForm, wordsToInput, type WordsForm } from '../../lib/translations';
import { calendarDateOf, endOfDay, isCalendarDate, startOfDay } from '@tours/core/domain';
import type { Coupon, CouponInput, Promotion, PromotionInput } from '@tours/core/schemas';

/**
 * The Dubai calendar date of a stored validity bound, for <input type="date">. Dubai midnight is
 * 20:00 UTC the day before, so the timestamp's own first ten characters would name the wrong day.
 */
export const isoToDateInput = (iso: string | null) => (iso ? calendarDateOf(iso) : '');

/**
 * The instant a Dubai calendar date bounds a validity window at: its first instant for "from", its
 * last for "until" (valid through that whole day); null when empty. Anything else is passed on as
 * typed so the schema names the field.
 */
export function dateInputToIso(value: string, end = false): string | null {
  if (!value) return null;
  if (!isCalendarDate(value)) return value;
  return end ? endOfDay(value) : startOfDay(value);
}

/** The coupon editor's fields as typed: numbers stay text until they are checked. */
export interface CouponForm {
  code: string;
  discountValue: string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: string;
  service: string;
  active: boolean;
}

export const couponToForm = (c: Coupon | null): CouponForm => ({
  code: c?.code ?? '',
  discountValue: c ? String(c.discountValue) : '10',
  validFrom: isoToDateInput(c?.validFrom ?? null),
  validUntil: isoToDateInput(c?.validUntil ?? null),
  maxRedemptions: c?.maxRedemptions ? String(c.maxRedemptions) : '',
  service: c?.service ?? '',
  active: c?.active ?? true,
});

export const couponFormToInput = (form: CouponForm): CouponInput => ({
  code: form.code,
  discountValue: form.discountValue.trim() === '' ? Number.NaN : Number(form.discountValue),
  validFrom: dateInputToIso(form.validFrom),
  validUntil: dateInputToIso(form.validUntil, true),
  maxRedemptions: form.maxRedemptions.trim() === '' ? null : Number(form.maxRedemptions),
  service: form.service || null,
  active: form.active,
});

/** The banner's texts that have a translation per language. */
export const PROMOTION_WORDS = ['title', 'message'] as const;

export interface PromotionForm {
  title: string;
  message: string;
  /** The title and message in Malay, Arabic and Chinese, as typed. */
  translations: WordsForm<(typeof PROMOTION_WORDS)[number]>;
  couponCode: string;
  imageUrl: string;
  validFrom: string;
  validUntil: string;
  service: string;
  hostName: string;
  active: boolean;
}

export const promotionToForm = (p: Promotion | null): PromotionForm => ({
  title: p?.title ?? '',
  message: p?.message ?? '',
  translations: wordsToForm(p?.translations, PROMOTION_WORDS),
  couponCode: p?.couponCode ?? '',
  imageUrl: p?.imageUrl ?? '',
  validFrom: isoToDateInput(p?.validFrom ?? null),
  validUntil: isoToDateInput(p?.validUntil ?? null),
  service: p?.service ?? '',
  hostName: p?.hostName ?? '',
  active: p?.active ?? true,
});

export const promotionFormToInput = (form: PromotionForm): PromotionInput => ({
  title: form.title,
  message: form.message,
  couponCode: form.couponCode || null,
  imageUrl: form.imageUrl.trim() || null,
  validFrom: dateInputToIso(form.validFrom),
  validUntil: dateInputToIso(form.validUntil, true),
  service: form.service || null,
  hostName: form.hostName.trim() || null,
  active: form.active,
  translations: wordsToInput(form.translations, PROMOTION_WORDS),
});

export function validityLabel(from: string | null, until: string | null): string {
  if (!from && !until) return 'Always';
  return `${from ? calendarDateOf(from) : '…'} → ${until ? calendarDateOf(until) : '…'}`;
}

/** Where now stands against a validity window; both bounds are inclusive, as core's couponProblem. */
export function validityPhase(
  from: string | null,
  until: string | null,
  now = Date.now(),
): 'scheduled' | 'current' | 'ended' {
  if (from && now < Date.parse(from)) return 'scheduled';
  if (until && now > Date.parse(until)) return 'ended';
  return 'current';
}

export function isCurrent(from: string | null, until: string | null, now = Date.now()): boolean {
  return validityPhase(from, until, now) === 'current';
}

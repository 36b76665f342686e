import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@tours/core/api';
import { visitorMessage } from '@/lib/errors';

export interface CheckoutProblem {
  message: string;
  /** Where the visitor can fix it, when the fix is on another step. */
  fix?: { to: string; label: string };
  /** The coupon is the problem: it is removed so the visitor can pay without it. */
  dropCoupon?: boolean;
  /** Seats left at the visit, when the refusal names them (the participants sheet stops there). */
  seatsLeft?: number;
}

/** The seats left that a SOLD_OUT refusal names (`details.remaining`), or null. */
export function seatsLeftOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'SOLD_OUT') return null;
  const details = (error.data as { error?: { details?: { remaining?: unknown } } } | undefined)?.error
    ?.details;
  const remaining = details?.remaining;
  return typeof remaining === 'number' && Number.isInteger(remaining) && remaining >= 0 ? remaining : null;
}

/**
 * What went wrong with POST /payments/create-checkout, for the visitor, by category and code, in
 * the language of `i18n`. The server's own sentence is kept where it says what is wrong ("Only 2
 * seats are left."), and a ticket without time slots is never told about one (`timed`).
 */
export function checkoutProblem(i18n: I18n, error: unknown, { timed }: { timed: boolean }): CheckoutProblem {
  const code = isApiError(error) ? error.code : undefined;
  const anotherDate = { to: '/date-select', label: i18n._(msg`Choose another date`) };
  const another = timed ? { to: '/date-select', label: i18n._(msg`Choose another time`) } : anotherDate;
  const participants = { to: '/date-select', label: i18n._(msg`Change participants`) };
  const message = () => visitorMessage(i18n, error);
  switch (code) {
    case 'DATE_UNAVAILABLE':
      return { message: message(), fix: anotherDate };
    case 'SLOT_UNAVAILABLE':
      return { message: message(), fix: another };
    case 'SOLD_OUT': {
      const left = seatsLeftOf(error);
      return {
        message: message(),
        fix: left ? participants : another,
        ...(left === null ? {} : { seatsLeft: left }),
      };
    }
    case 'INVALID_COUNTS':
      return { message: message(), fix: participants };
    case 'PRICE_CHANGED':
      return {
        message: i18n._(msg`The price of this booking has changed. Check the new total and pay again.`),
      };
    case 'COUPON_INVALID': {
      const refusal = message();
      return {
        message: i18n._(
          msg`${refusal} We removed the coupon; you can pay the full price or try another code.`,
        ),
        dropCoupon: true,
      };
    }
  }
  const base = visitorMessage(i18n, error, i18n._(msg`this ticket`));
  const kept = isApiError(error) && typeof error.status === 'number' && error.status < 500;
  return { message: kept ? base : i18n._(msg`${base} Your details are kept.`) };
}

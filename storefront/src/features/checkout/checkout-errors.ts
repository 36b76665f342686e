import { isApiError } from '@tours/core/api';
import { visitorMessage } from '@/lib/errors';

export interface CheckoutProblem {
  message: string;
  /** Where the visitor can fix it, when the fix is on another step. */
  fix?: { to: string; label: string };
  /** The coupon is the problem: it is removed so the visitor can pay without it. */
  dropCoupon?: boolean;
}

/** What went wrong with POST /payments/create-checkout, for the visitor, by category and code. */
export function checkoutProblem(error: unknown): CheckoutProblem {
  const code = isApiError(error) ? error.code : undefined;
  switch (code) {
    case 'DATE_UNAVAILABLE':
      return {
        message: 'This date is no longer available for this ticket. Please choose another date.',
        fix: { to: '/date-select', label: 'Choose another date' },
      };
    case 'SLOT_UNAVAILABLE':
    case 'SOLD_OUT':
      return {
        message: 'This time slot has just sold out or closed. Please choose another time.',
        fix: { to: '/date-select', label: 'Choose another time' },
      };
    case 'INVALID_COUNTS':
      return {
        message: visitorMessage(error),
        fix: { to: '/date-select', label: 'Change participants' },
      };
    case 'PRICE_CHANGED':
      return { message: 'The price of this booking has changed. Check the new total and pay again.' };
    case 'COUPON_INVALID':
      return {
        message: `${visitorMessage(error)} We removed the coupon; you can pay the full price or try another code.`,
        dropCoupon: true,
      };
  }
  const base = visitorMessage(error, 'this ticket');
  const nothingLost = ' Your details are kept.';
  return {
    message:
      base + (isApiError(error) && typeof error.status === 'number' && error.status < 500 ? '' : nothingLost),
  };
}

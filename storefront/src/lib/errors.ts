import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isApiError } from '@tours/core/api';
import { DEFAULT_LOCALE } from '@tours/core/domain';

/**
 * The API's refusals that a visitor meets, by code, in the visitor's language. The API writes its
 * sentences in English: the English page shows the server's own sentence (it names what is wrong
 * most precisely), the other languages this one for its code.
 */
const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  DATE_UNAVAILABLE: msg`This date cannot be booked. Please choose another date.`,
  SLOT_UNAVAILABLE: msg`This choice can no longer be booked. Please choose again.`,
  SOLD_OUT: msg`Sold out: no seats are left.`,
  SLOT_FULL: msg`There are not enough seats left at that time for your group.`,
  INVALID_COUNTS: msg`This number of participants cannot be booked for this ticket.`,
  COUPON_INVALID: msg`This coupon code cannot be used.`,
  PRICE_CHANGED: msg`The price has changed since you saw it. Please check the new amount.`,
  NOT_ALLOWED: msg`This booking can no longer be changed this way.`,
  CHANGE_PENDING: msg`Another change of this booking is waiting for its payment.`,
  NOT_CANCELLABLE: msg`This booking can no longer be cancelled.`,
  REFUND_CHANGED: msg`The refund has changed since you saw it. Please check the new amount.`,
  VALIDATION_FAILED: msg`Please check the details you entered and try again.`,
  FORBIDDEN: msg`Complete the security check, then try again.`,
  PICKUP_INVALID: msg`This pickup point is not offered for this tour. Please choose another one.`,
};

/** The seats a SOLD_OUT refusal says are left, in words, when it names them. */
function soldOutMessage(i18n: I18n, error: { data?: unknown }): string | null {
  const remaining = (error.data as { error?: { details?: { remaining?: unknown } } } | undefined)?.error
    ?.details?.remaining;
  if (typeof remaining !== 'number' || !Number.isInteger(remaining) || remaining <= 0) return null;
  return i18n._(msg`${plural(remaining, { one: 'Only # seat is left.', other: 'Only # seats are left.' })}`);
}

/**
 * A sentence a visitor understands for any failure of the API client, by category
 * (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or an HTTP status with the server's error body), in
 * the language of `i18n`. `context` names what could not be found ("the attractions").
 */
export function visitorMessage(i18n: I18n, error: unknown, context?: string): string {
  if (!isApiError(error)) return i18n._(msg`Something unexpected went wrong. Please try again.`);
  switch (error.status) {
    case 'FETCH_ERROR':
      return i18n._(
        msg`We could not reach our booking service. Check your internet connection and try again.`,
      );
    case 'TIMEOUT_ERROR':
      return i18n._(msg`Our booking service is taking too long to answer. Please try again in a moment.`);
    case 'PARSING_ERROR':
      return i18n._(msg`We received an answer we could not read. Please reload the page and try again.`);
  }
  const status = error.status;
  if (status >= 500)
    return i18n._(msg`Something went wrong on our side. Nothing was charged; please try again in a moment.`);
  if (status === 429)
    return i18n._(msg`Too many attempts in a short time. Please wait a minute and try again.`);
  if (status === 404) {
    const what = context ?? i18n._(msg`this`);
    return i18n._(msg`We could not find ${what}. It may no longer be available.`);
  }
  const data = error.data as { error?: { message?: unknown } } | undefined;
  const serverMessage = data?.error?.message;
  const hasServerMessage = typeof serverMessage === 'string' && serverMessage.trim() !== '';
  if (i18n.locale !== DEFAULT_LOCALE) {
    const code = error.code;
    if (code === 'SOLD_OUT') {
      const left = soldOutMessage(i18n, error);
      if (left) return left;
    }
    if (code && Object.hasOwn(CODE_MESSAGES, code)) return i18n._(CODE_MESSAGES[code]!);
  }
  if (hasServerMessage) return serverMessage;
  if (status === 409 || status === 422)
    return i18n._(msg`This is no longer available. Please choose another option.`);
  return i18n._(msg`Please check the details you entered and try again.`);
}

/** Transport failures are worth a retry button; a 4xx answer usually is not. */
export function isRetryable(error: unknown): boolean {
  return (
    !isApiError(error) || typeof error.status !== 'number' || error.status >= 500 || error.status === 429
  );
}

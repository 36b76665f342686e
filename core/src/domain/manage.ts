import type { BookingStatus } from './booking-status';
import {
  canReschedule,
  formatCutOff,
  refundQuote,
  rescheduleDeadline,
  visitStartMs,
  windowsOf,
  type CancellationPolicy,
  type RefundQuote,
  type Visit,
} from './cancellation';
import { ATTRACTION_TIME_ZONE } from './constants';
import type { MinorUnits } from './money';

/**
 * What a visitor may do with a paid booking on the manage page, and why not in words:
 * the API refuses with these reasons and the page shows them in place of the buttons.
 */

const STATUS_REASONS: Partial<Record<BookingStatus, string>> = {
  pending: 'This booking is not paid yet.',
  expired: 'This booking was not completed.',
  failed: 'This booking was not completed.',
  cancelled: 'This booking is cancelled.',
  refunded: 'This booking is cancelled and refunded.',
  redeemed: 'This booking has been used: the party checked in.',
};

/** The last instant any refund window of a policy lasts for a visit, or null when it has none. */
export function lastRefundCutOff(
  policy: CancellationPolicy,
  visit: Visit,
  timeZone: string = ATTRACTION_TIME_ZONE,
): string | null {
  const last = windowsOf(policy, visitStartMs(visit, timeZone)).at(-1);
  return last ? new Date(last.untilMs).toISOString() : null;
}

/**
 * Which bookings staff may move to another date or slot: a confirmed one. A pending one is not paid
 * yet, a checked-in party has visited, and a cancelled, refunded, expired or failed one holds no seats.
 */
export function staffMayMove(status: BookingStatus): boolean {
  return status === 'confirmed';
}

/** Why staff may not move a booking, in words, or null when they may. */
export function staffMoveBlockedReason(reference: string, status: BookingStatus): string | null {
  return staffMayMove(status) ? null : `Booking ${reference} is ${status} and cannot be moved.`;
}

export interface CancelOption {
  quote: RefundQuote;
  /** Null when the visitor may cancel now; else why not, in words. */
  reason: string | null;
}

/**
 * Whether a visitor may cancel now, and what it refunds: a confirmed booking inside one of its
 * policy's windows (a booking that cost nothing is cancelled for nothing). Outside them cancelling
 * gives nothing back, so it is not offered; staff still can.
 */
export function cancelOption(
  status: BookingStatus,
  policy: CancellationPolicy,
  visit: Visit,
  paid: MinorUnits,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): CancelOption {
  const quote = refundQuote(policy, visit, paid, now, timeZone);
  const statusReason = STATUS_REASONS[status];
  if (statusReason) return { quote, reason: statusReason };
  if (quote.window !== 'none') return { quote, reason: null };
  if (quote.reason === 'started') return { quote, reason: 'The visit has already started.' };
  const cutOff = lastRefundCutOff(policy, visit, timeZone);
  if (quote.reason === 'nonRefundable' || !cutOff) {
    return { quote, reason: 'This ticket is non-refundable, so it cannot be cancelled online.' };
  }
  const what = policy.partial ? 'Cancellation with a refund' : 'Free cancellation';
  return { quote, reason: `${what} ended at ${formatCutOff(cutOff, timeZone)}.` };
}

/**
 * Why a visitor may not change the date now, or null when they may: a confirmed booking until its
 * free-cancellation cut-off (core's rescheduleDeadline), inclusive.
 */
export function rescheduleBlockedReason(
  status: BookingStatus,
  policy: CancellationPolicy,
  visit: Visit,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): string | null {
  const statusReason = STATUS_REASONS[status];
  if (statusReason) return statusReason;
  if (canReschedule(policy, visit, now, timeZone)) return null;
  const deadline = rescheduleDeadline(policy, visit, timeZone);
  if (!deadline) return 'The date of this ticket cannot be changed online: it has no free cancellation.';
  return `Date changes ended at ${formatCutOff(deadline, timeZone)}.`;
}

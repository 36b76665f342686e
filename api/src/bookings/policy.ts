import {
  canTransition,
  DEFAULT_CANCELLATION_POLICY,
  refundQuote,
  type CancellationPolicy,
  type RefundQuote,
} from '@tours/core/domain';
import type { Executor } from '../db';
import { json } from '../lib/present';
import { refundableOf } from './payments';
import type { BookingRow } from './repository';

/**
 * The cancellation policy a booking was sold under: its own copy, made by a trigger as it was sold,
 * or for a booking sold before that copy existed its ticket's policy (deleted tickets included:
 * their bookings keep their terms), else the default. The confirmation mail, the manage page, the
 * history and every cancellation read this one answer, so the mail never promises other terms.
 */
export async function policyOf(
  db: Executor,
  booking: Pick<BookingRow, 'cancellation_policy' | 'ticket_id'>,
): Promise<CancellationPolicy> {
  const own = json<CancellationPolicy | null>(booking.cancellation_policy, null);
  if (own) return own;
  const ticket = (await db('tickets').where({ id: booking.ticket_id }).first('cancellation_policy')) as
    { cancellation_policy: unknown } | undefined;
  return (
    json<CancellationPolicy | null>(ticket?.cancellation_policy ?? null, null) ?? DEFAULT_CANCELLATION_POLICY
  );
}

/** What cancelling now would refund under the policy, never more than is left to refund. */
export function quoteFor(policy: CancellationPolicy, booking: BookingRow, now: Date): RefundQuote {
  const quote = refundQuote(
    policy,
    { bookingDate: booking.booking_date, timeSlot: booking.time_slot },
    booking.amount_paid ?? 0,
    now,
  );
  return { ...quote, amount: Math.min(quote.amount, refundableOf(booking)) };
}

/** Only a paid booking nobody has used yet can be cancelled (a checked-in party has visited). */
export const isCancellable = (booking: BookingRow) => canTransition(booking.booking_status, 'cancelled');

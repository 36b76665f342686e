import { describeCancellationDeadlines, isBookingReference, isPaidStatus } from '@tours/core/domain';
import { MANAGE_ERROR_CODES, type BookingHistory } from '@tours/core/schemas';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db';
import { conflict, notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import type { ManageLinkConfig } from '../lib/manage-token';
import { enqueueConfirmation } from './confirmation';
import { presentHistoryEntry, presentRefund } from './history-presenter';
import { moneyStatementOf, refundableToPaymentOf } from './payments';
import { isCancellable, policyOf, quoteFor } from './policy';
import { refundsRepository } from './refunds-repository';
import { bookingsRepository, type BookingRow } from './repository';

/** A booking by its `_id` or its reference (DXB-…), as the admin's booking calls take it. */
export async function findBooking(db: Executor, idOrReference: string): Promise<BookingRow> {
  const row = isBookingReference(idOrReference)
    ? await bookingsRepository.findByReference(db, idOrReference)
    : await bookingsRepository.findById(db, idOrReference);
  if (!row) throw notFound('booking');
  return row;
}

/** The booking's history, newest first, with its refunds and what cancelling it now would refund. */
export async function bookingHistory(
  db: Executor,
  idOrReference: string,
  now: Date = new Date(),
): Promise<BookingHistory> {
  const booking = await findBooking(db, idOrReference);
  const policy = await policyOf(db, booking);
  const [refunds, entries, statement] = await Promise.all([
    refundsRepository.forBooking(db, booking.id),
    refundsRepository.history(db, booking.id),
    moneyStatementOf(db, booking),
  ]);
  const cancellable = isCancellable(booking);
  const quote = quoteFor(policy, booking, now);
  return {
    bookingId: booking.id,
    reference: booking.booking_id,
    bookingStatus: booking.booking_status,
    currency: booking.currency,
    paid: booking.amount_paid ?? 0,
    refundedAmount: booking.refunded_amount ?? 0,
    refundable: refundableToPaymentOf(booking),
    cancellable,
    policy,
    policyText: describeCancellationDeadlines(policy, {
      bookingDate: booking.booking_date,
      timeSlot: booking.time_slot,
    }),
    quote: cancellable ? quote : { ...quote, amount: 0 },
    refunds: refunds.map(presentRefund),
    statement,
    entries: entries.map(presentHistoryEntry),
  };
}

/**
 * Only a paid booking has a confirmation to send again: 409 NOT_ALLOWED otherwise, for the visitor
 * and for staff alike. A caller that limits resends checks this first, so a refusal spends nothing.
 */
export function refuseUnpaidResend(booking: BookingRow): void {
  if (isPaidStatus(booking.booking_status)) return;
  const reason = `Booking ${booking.booking_id} is ${booking.booking_status}: it has no confirmation to send.`;
  throw conflict(reason, MANAGE_ERROR_CODES.notAllowed, { reason });
}

/**
 * Mails a paid booking's confirmation and voucher again, as another message (its own dedupe key),
 * with its audit row: the visitor's from the manage page (`customer`), or staff's.
 */
export async function resendConfirmation(
  trx: Executor,
  booking: BookingRow,
  by: { actor: Actor; customer?: boolean },
  links?: ManageLinkConfig,
): Promise<{ to: string }> {
  refuseUnpaidResend(booking);
  await enqueueConfirmation(trx, booking, links, `confirmation:${booking.id}:resend:${randomUUID()}`);
  await recordAudit(trx, by.actor, {
    action: 'booking.resend_confirmation',
    entity: 'booking',
    entityId: booking.id,
    details: by.customer ? { actor: 'customer', to: booking.email } : { to: booking.email },
  });
  return { to: booking.email };
}

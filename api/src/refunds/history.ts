import { describeCancellationDeadlines, isBookingReference, isPaidStatus } from '@tours/core/domain';
import type { BookingHistory } from '@tours/core/schemas';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db';
import { conflict, notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import type { ManageLinkConfig } from '../lib/manage-token';
import { moneyStatementOf } from '../bookings/payments';
import { bookingsRepository, type BookingRow } from '../bookings/repository';
import { enqueueConfirmation } from '../checkout/settlement';
import { policyOf } from '../bookings/policy';
import { isCancellable, quoteFor } from './cancellation';
import { presentHistoryEntry, presentRefund } from './presenter';
import { refundsRepository } from './repository';
import { refundableToPaymentOf } from './service';

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

/** Mails a paid booking's confirmation and voucher again, as another message (its own dedupe key). */
export async function resendConfirmation(
  trx: Executor,
  idOrReference: string,
  actor: Actor,
  links?: ManageLinkConfig,
): Promise<{ sent: true; to: string }> {
  const booking = await findBooking(trx, idOrReference);
  if (!isPaidStatus(booking.booking_status)) {
    throw conflict(
      `Booking ${booking.booking_id} is ${booking.booking_status}: it has no confirmation to send.`,
    );
  }
  await enqueueConfirmation(trx, booking, links, `confirmation:${booking.id}:resend:${randomUUID()}`);
  await recordAudit(trx, actor, {
    action: 'booking.resend_confirmation',
    entity: 'booking',
    entityId: booking.id,
    details: { to: booking.email },
  });
  return { sent: true, to: booking.email };
}

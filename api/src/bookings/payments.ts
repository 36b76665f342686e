import {
  moneyStatement,
  paymentsOf,
  refundableAmount,
  refundableToPayment,
  type MoneyStatement,
  type RefundState,
} from '@tours/core/domain';
import type { Executor } from '../db';
import { iso } from '../lib/present';
import type { BookingRow } from './repository';

/*
 * A booking's payments and refunds, read from what records them: bookings.amount_paid (the
 * checkout's payment plus every paid date change, written in the transaction that settles each
 * payment), booking_reschedules (each date change whose difference was paid, not waived) and
 * refunds. amount_paid stays a column of the row so that the bookings list and the report's rollups
 * read it without a join at a million bookings; the statement splits it by the paid changes.
 */

/** The date changes of a booking whose difference the customer paid, oldest first. */
async function paidChanges(db: Executor, bookingId: string) {
  const rows = (await db('booking_reschedules')
    .where({ booking_id: bookingId, status: 'completed', waived: false })
    .where('price_difference', '>', 0)
    .whereNotNull('payment_session_id')
    .orderBy('settled_at')
    .select('price_difference', 'settled_at')) as { price_difference: number; settled_at: Date | null }[];
  return rows.map((r) => ({ amount: r.price_difference, at: iso(r.settled_at) }));
}

async function refundsOf(db: Executor, bookingId: string) {
  const rows = (await db('refunds')
    .where({ booking_id: bookingId })
    .orderBy('created_at')
    .select('amount', 'created_at', 'status', 'reason')) as {
    amount: number;
    created_at: Date;
    status: RefundState;
    reason: string;
  }[];
  return rows.map((r) => ({ amount: r.amount, at: iso(r.created_at)!, status: r.status, reason: r.reason }));
}

/** Every payment and refund of a booking as one statement (core's moneyStatement). */
export async function moneyStatementOf(db: Executor, booking: BookingRow): Promise<MoneyStatement> {
  const [changes, refunds] = await Promise.all([paidChanges(db, booking.id), refundsOf(db, booking.id)]);
  return moneyStatement(paymentsOf(booking.amount_paid ?? 0, iso(booking.paid_at), changes), refunds);
}

/**
 * A payment given back as it landed (its amount was wrong, or its seats were gone or its slot
 * closed): a pending refund of the whole payment, written in the transaction that turns the booking
 * down and sent to the provider after its commit (RefundService.afterCommit), as every refund is, so a
 * rolled-back settlement refunds nothing. Its idempotency key is the session's: a second delivery of
 * the payment writes none, and the provider pays back once. Answers the refund's id, or null when
 * there is none to send.
 */
export async function refundOnArrival(
  trx: Executor,
  booking: Pick<BookingRow, 'id'>,
  payment: { sessionId: string; amount: number; currency: string; reason: string },
): Promise<string | null> {
  if (payment.amount <= 0) return null;
  const [row] = (await trx('refunds')
    .insert({
      booking_id: booking.id,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      reason: payment.reason,
      actor: 'system',
      idempotency_key: `refunded-on-arrival:${payment.sessionId}`,
      payment_session_id: payment.sessionId,
      // The clock's time, as paid_at is written, not the transaction's start: given back after it came.
      created_at: new Date(),
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id')) as { id: string }[];
  return row?.id ?? null;
}

/** What a booking paid and can still get back. */
export function refundableOf(booking: Pick<BookingRow, 'amount_paid' | 'refunded_amount'>): number {
  return refundableAmount({
    amountPaid: booking.amount_paid ?? 0,
    refundedAmount: booking.refunded_amount ?? 0,
  });
}

/** What a refund may give back to the booking's payment: nothing without a payment session. */
export function refundableToPaymentOf(
  booking: Pick<BookingRow, 'amount_paid' | 'refunded_amount' | 'payment_session_id'>,
): number {
  return refundableToPayment({
    amountPaid: booking.amount_paid ?? 0,
    refundedAmount: booking.refunded_amount ?? 0,
    paymentSessionId: booking.payment_session_id,
  });
}

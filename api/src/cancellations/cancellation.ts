import { type RefundQuote, type SlotKey } from '@tours/core/domain';
import {
  CANCELLATION_ERROR_CODES,
  type CancelResult,
  type SlotCancelPreview,
  type SlotCancelResult,
} from '@tours/core/schemas';
import type { Executor } from '../db';
import { lockTotalsInKeyOrder, type TotalsGroup } from '../db/totals-lock';
import { conflict, notFound, unprocessable } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { enqueueMail } from '../mail/outbox';
import { cancellationMail } from '../mail/templates';
import { isCancellable, policyOf, quoteFor } from '../bookings/policy';
import { presentRefund } from '../bookings/history-presenter';
import { refundableOf, refundableToPaymentOf } from '../bookings/payments';
import { presentInItsLanguage } from '../bookings/localized';
import { bookingsRepository, updateBooking, type BookingRow } from '../bookings/repository';
import { cancellationRepository } from './cancellation-repository';
import { actorName, auditActor, requestRefund, type RefundActor } from './service';

/*
 * Cancelling a paid booking, by the visitor within the policy, by staff with the policy's
 * refund or one they choose, or every booking of a closed slot at once. Each booking's change is one
 * transaction: its status, its pending refund, the customer's mail (outbox) and the audit row. The
 * seats return at once: the slot_occupancy trigger counts only pending, confirmed and redeemed.
 * The refunds are sent to the provider after the commit (RefundService.afterCommit, with `refundIds`).
 */

export interface Cancellation extends CancelResult {
  /** The refunds to send once the transaction has committed. */
  refundIds: string[];
}

async function lockCancellable(trx: Executor, bookingId: string): Promise<BookingRow> {
  const booking = await bookingsRepository.lockById(trx, bookingId);
  if (!booking) throw notFound('booking');
  if (!isCancellable(booking)) {
    throw conflict(
      `Booking ${booking.booking_id} is ${booking.booking_status} and cannot be cancelled.`,
      CANCELLATION_ERROR_CODES.notCancellable,
      { bookingStatus: booking.booking_status },
    );
  }
  return booking;
}

function refundChanged(quote: RefundQuote) {
  return conflict(
    'The refund has changed since it was shown; check the new amount.',
    CANCELLATION_ERROR_CODES.refundChanged,
    { refund: quote },
  );
}

interface CancelInput {
  amount: number;
  /** Kept in the history and on the refund; never mailed (staff's may be an internal note). */
  reason: string;
  /** The words the customer's mail gives for the cancellation, if any. */
  customerMessage: string | null;
  actor: RefundActor;
  /** The policy window the refund follows, or `custom` for an amount staff chose. */
  basis: RefundQuote['window'] | 'custom' | 'slot';
  /** Mail the customer (default); a reseller that cancels tells its own customer. */
  notify?: boolean;
}

/** The one routine every cancellation goes through, on a locked, cancellable booking. */
async function cancelLocked(trx: Executor, booking: BookingRow, input: CancelInput): Promise<Cancellation> {
  // Refunded: everything paid goes back (with any earlier refund, a cheaper date's difference).
  const fullRefund = input.amount > 0 && input.amount >= refundableOf(booking);
  const refund =
    input.amount > 0
      ? await requestRefund(trx, {
          bookingId: booking.id,
          amount: input.amount,
          reason: input.reason,
          actor: input.actor,
        })
      : null;
  // The row as it is now: the refunds trigger has added the refund to refunded_amount.
  const cancelled = await updateBooking(trx, booking.id, {
    booking_status: fullRefund ? 'refunded' : 'cancelled',
  });
  const actor = actorName(input.actor);
  await recordAudit(trx, auditActor(input.actor), {
    action: 'booking.cancel',
    entity: 'booking',
    entityId: booking.id,
    details: {
      actor,
      reason: input.reason,
      customerMessage: input.customerMessage,
      amount: input.amount,
      currency: booking.currency,
      basis: input.basis,
      from: booking.booking_status,
      to: cancelled.booking_status,
    },
  });
  // A reseller's booking may have no e-mail address: its customer hears from the reseller.
  if (input.notify !== false && booking.email) {
    await enqueueMail(trx, {
      kind: 'notification',
      bookingId: booking.id,
      dedupeKey: `cancellation:${booking.id}`,
      to: booking.email,
      ...cancellationMail(await presentInItsLanguage(trx, cancelled), {
        refund: input.amount,
        reason: input.customerMessage,
      }),
    });
  }
  return {
    bookingId: cancelled.id,
    reference: cancelled.booking_id,
    bookingStatus: cancelled.booking_status,
    refund: refund ? presentRefund(refund) : null,
    refundedAmount: cancelled.refunded_amount ?? 0,
    refundIds: refund ? [refund.id] : [],
  };
}

/**
 * The visitor cancels (manage my booking): only inside a refund window of the policy, and only for
 * the refund they were shown (`expectedRefund`), else 409 REFUND_CHANGED with the current quote.
 */
export async function cancelByCustomer(
  trx: Executor,
  bookingId: string,
  expectedRefund: number,
  now: Date = new Date(),
): Promise<Cancellation> {
  const booking = await lockCancellable(trx, bookingId);
  const quote = quoteFor(await policyOf(trx, booking), booking, now);
  if (quote.window === 'none') {
    throw conflict(
      'This booking can no longer be cancelled online.',
      CANCELLATION_ERROR_CODES.notCancellable,
      { reason: quote.reason },
    );
  }
  if (quote.amount !== expectedRefund) throw refundChanged(quote);
  return cancelLocked(trx, booking, {
    amount: quote.amount,
    reason: 'Cancelled by the customer',
    customerMessage: null,
    actor: 'customer',
    basis: quote.window,
  });
}

/**
 * A reseller cancels its booking over OCTO, at any time before the visit is used. The policy's window
 * now says what it gets back (the quote: FULL, PARTIAL or NONE); the money is settled with the
 * reseller, so nothing is refunded through a payment provider (a reseller's booking has no payment of
 * ours, so the quote's amount is 0). No mail: the reseller tells its customer.
 */
export async function cancelByReseller(
  trx: Executor,
  bookingId: string,
  input: { reason: string; reseller: string },
  now: Date = new Date(),
): Promise<{ cancellation: Cancellation; quote: RefundQuote }> {
  const booking = await lockCancellable(trx, bookingId);
  const quote = quoteFor(await policyOf(trx, booking), booking, now);
  const cancellation = await cancelLocked(trx, booking, {
    amount: quote.amount,
    reason: input.reason,
    customerMessage: null,
    actor: `reseller:${input.reseller}`,
    basis: quote.window,
    notify: false,
  });
  return { cancellation, quote };
}

export interface AdminCancelInput {
  /** The internal note: in the history, never in the customer's mail. */
  reason: string;
  /** An optional message to the customer, mailed with the cancellation. */
  customerMessage?: string | undefined;
  /** Absent: the policy's refund now. */
  refundAmount?: number | undefined;
  /** With the policy's refund: the figure shown to the admin. */
  expectedRefund?: number | undefined;
}

/** Staff cancel: the policy's refund (guarded like the visitor's) or any amount up to what is left. */
export async function cancelByAdmin(
  trx: Executor,
  bookingId: string,
  input: AdminCancelInput,
  actor: Actor,
  now: Date = new Date(),
): Promise<Cancellation> {
  const booking = await lockCancellable(trx, bookingId);
  if (input.refundAmount === undefined) {
    const quote = quoteFor(await policyOf(trx, booking), booking, now);
    if (input.expectedRefund !== undefined && quote.amount !== input.expectedRefund)
      throw refundChanged(quote);
    return cancelLocked(trx, booking, {
      amount: quote.amount,
      reason: input.reason,
      customerMessage: input.customerMessage ?? null,
      actor,
      basis: quote.window,
    });
  }
  const refundable = refundableToPaymentOf(booking);
  if (input.refundAmount > refundable) {
    throw unprocessable(
      'REFUND_TOO_LARGE',
      `A refund is at most ${refundable} (what was paid and not refunded yet).`,
      { refundable },
    );
  }
  return cancelLocked(trx, booking, {
    amount: input.refundAmount,
    reason: input.reason,
    customerMessage: input.customerMessage ?? null,
    actor,
    basis: 'custom',
  });
}

/** The slot's figures: its cancellable bookings and what refunding each in full gives back. */
async function slotFigures(db: Executor, slot: SlotKey, { lock = false } = {}) {
  const ticket = await cancellationRepository.ticket(db, slot.ticketId);
  if (!ticket) throw notFound('ticket');
  const bookings = await cancellationRepository.slotBookings(db, slot, { lock });
  const refunds = bookings.map(refundableToPaymentOf);
  const preview: SlotCancelPreview = {
    ticketId: slot.ticketId,
    bookingDate: slot.bookingDate,
    timeSlot: slot.timeSlot,
    count: bookings.length,
    refundTotal: refunds.reduce((sum, r) => sum + r, 0),
    currency: ticket.currency,
    bookings: bookings.map((b, i) => ({
      bookingId: b.id,
      reference: b.booking_id,
      name: b.name,
      adultCount: b.adult_count,
      childCount: b.child_count,
      refund: refunds[i]!,
    })),
  };
  return { ticket, bookings, refunds, preview };
}

export async function previewSlotCancel(db: Executor, slot: SlotKey): Promise<SlotCancelPreview> {
  return (await slotFigures(db, slot)).preview;
}

/**
 * Closes the slot (no new sales) and cancels each paid booking on it with a full refund and a mail,
 * all in the caller's transaction, when the count and amount are still the preview's. The caller
 * commits right after it (the rollup rows it takes last are then held for the commit alone).
 */
export async function cancelSlot(
  trx: Executor,
  slot: SlotKey & { reason: string; expectedCount: number; expectedAmount: number },
  actor: Actor,
): Promise<SlotCancelResult & { refundIds: string[] }> {
  const { ticket, bookings, refunds, preview } = await slotFigures(trx, slot, { lock: true });
  if (preview.count !== slot.expectedCount || preview.refundTotal !== slot.expectedAmount) {
    throw conflict(
      'The bookings of this slot have changed since the preview; check the new figures.',
      CANCELLATION_ERROR_CODES.slotChanged,
      preview,
    );
  }
  await cancellationRepository.closeSlot(trx, { ...slot, service: ticket.service }, actor.admin?.id ?? null);
  const result: SlotCancelResult & { refundIds: string[] } = {
    cancelled: 0,
    refundTotal: 0,
    currency: preview.currency,
    bookings: [],
    refundIds: [],
  };
  const groups: TotalsGroup[] = [];
  for (const [i, booking] of bookings.entries()) {
    const done = await cancelLocked(trx, booking, {
      amount: refunds[i]!,
      reason: slot.reason,
      // A closed slot's reason (the weather) is written for the guests it cancels.
      customerMessage: slot.reason,
      actor,
      basis: 'slot',
    });
    result.cancelled += 1;
    result.refundTotal += refunds[i]!;
    result.bookings.push({ bookingId: done.bookingId, reference: done.reference, refund: refunds[i]! });
    result.refundIds.push(...done.refundIds);
    groups.push(booking, { ...booking, booking_status: done.bookingStatus });
  }
  await refuseLateArrivals(trx, slot, preview);
  await recordAudit(trx, actor, {
    action: 'slot.cancel',
    entity: 'ticket',
    entityId: slot.ticketId,
    details: { ...preview, reason: slot.reason, actor: actorName(actor) },
  });
  // Refunded and cancelled bookings come in the order they were made; their rollup rows are taken
  // in key order instead, last, so that two slots' cancellations (or a customer's) cannot deadlock.
  await lockTotalsInKeyOrder(trx, groups);
  return result;
}

/**
 * A date change into the slot that took its seat counter before this cancellation did was not seen
 * by the first read (it had not committed). Once the counter is ours it has, and a paid booking still
 * confirmed on the slot is one of those: the figures are no longer the preview's, so nothing is done
 * (409 SLOT_CHANGED with the figures as they are now) and staff confirm again.
 */
async function refuseLateArrivals(trx: Executor, slot: SlotKey, preview: SlotCancelPreview): Promise<void> {
  await cancellationRepository.lockSlotCounter(trx, slot);
  const late = await cancellationRepository.slotBookings(trx, slot);
  if (late.length === 0) return;
  const lateRefunds = late.map(refundableToPaymentOf);
  throw conflict(
    'The bookings of this slot have changed since the preview; check the new figures.',
    CANCELLATION_ERROR_CODES.slotChanged,
    {
      ...preview,
      count: preview.count + late.length,
      refundTotal: preview.refundTotal + lateRefunds.reduce((sum, r) => sum + r, 0),
    },
  );
}

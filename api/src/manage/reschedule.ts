import {
  computeTotals,
  pickupExtraOf,
  dateChangeMoney,
  slotChoiceProblem,
  SLOT_CHOICE_MESSAGES,
  formatBookingDate,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  visitRefusal,
  weekdayOf,
  type SlotKey,
} from '@tours/core/domain';
import { MANAGE_ERROR_CODES, type RescheduleQuote } from '@tours/core/schemas';
import type { StoredPickup } from '../pickups/presenter';
import type { Executor, Trx } from '../db';
import { retryTransaction } from '../db/retry';
import { conflict } from '../errors';
import type { CatalogueCache } from '../lib/catalogue-cache';
import { updateBooking, type BookingRow } from '../bookings/repository';
import { refundableToPaymentOf } from '../bookings/payments';
import {
  counterSeats,
  findBookableTicket,
  lapsedSeats,
  slotFullRemaining,
  type TicketRow,
} from '../checkout/repository';
import { blockedOn, isSlotClosed } from '../schedule/service';

/*
 * A date change: the same ticket, preference and party on another date and slot, priced
 * with core's rules at today's prices and the booking's coupon percentage. The seats move in ONE
 * UPDATE of the booking: the occupancy trigger takes them from the old slot, adds them to the new
 * one and refuses (TS001) past capacity, so a booking is never in both slots, nor in none.
 */

export interface MoveTarget {
  bookingDate: string;
  timeSlot: string | null;
}

export interface MovePlan {
  ticket: TicketRow;
  target: MoveTarget;
  totals: ReturnType<typeof computeTotals>;
  /** New total after discount minus what the current visit cost; negative when cheaper. */
  priceDifference: number;
  /** What a move now gives back to the customer's payment (core's dateChangeMoney). */
  refund: number;
}

const unavailable = (message: string, reason: string) =>
  conflict(message, MANAGE_ERROR_CODES.dateUnavailable, { reason });

export const notAllowed = (message: string, details?: unknown) =>
  conflict(message, MANAGE_ERROR_CODES.notAllowed, details);

/** 409 PRICE_CHANGED with the difference as it is now. */
export const priceConflict = (message: string, booking: BookingRow, plan: MovePlan) =>
  conflict(message, MANAGE_ERROR_CODES.priceChanged, {
    priceDifference: plan.priceDifference,
    currency: booking.currency,
  });

export const slotFull = (remaining: number) =>
  conflict(
    remaining === 0
      ? 'No seats are left on that date and time. Choose another.'
      : `Only ${remaining} seat${remaining === 1 ? ' is' : 's are'} left on that date and time.`,
    MANAGE_ERROR_CODES.slotFull,
    { remaining },
  );

/** Checks the target against the ticket's calendar and prices it; refuses what checkout would refuse. */
export async function planMove(
  db: Executor,
  booking: BookingRow,
  target: MoveTarget,
  now: Date,
  cache?: CatalogueCache,
): Promise<MovePlan> {
  const ticket = await findBookableTicket(db, booking.ticket_id);
  if (!ticket) throw notAllowed('This ticket is no longer sold, so its date cannot be changed.');
  if (booking.booking_date === target.bookingDate && booking.time_slot === target.timeSlot) {
    throw notAllowed('The booking is already for this date and time.');
  }
  const slotProblem = slotChoiceProblem(ticket.is_time_slot, target.timeSlot);
  if (slotProblem) throw unavailable(SLOT_CHOICE_MESSAGES[slotProblem], 'slot');
  const entry = ticket.pricing[booking.preference_index];
  if (!entry || entry.preference !== booking.preference || ticket.currency !== booking.currency) {
    throw notAllowed('This option of the ticket is no longer sold, so its date cannot be changed online.');
  }
  const refusal = visitRefusal({
    date: target.bookingDate,
    timeSlot: target.timeSlot,
    today: todayIn(undefined, now),
    nowTime: timeOfDayIn(undefined, now),
    blocked: await blockedOn(db, ticket.id, target.bookingDate, cache),
    attractionClosed: ticket.attraction_closed,
    timeSlots: ticket.time_slots,
  });
  if (refusal) throw unavailable(refusal.message, refusal.reason);
  const totals = computeTotals({
    adultCount: booking.adult_count,
    childCount: booking.child_count,
    prices: unitPricesForDate(ticket.pricing, booking.preference_index, target.bookingDate),
    couponCode: booking.coupon_code ?? undefined,
    discountValue: booking.discount_value,
    // The pickup keeps the price it was chosen at; only its time follows the new visit.
    pickupExtra: pickupExtraOf(booking.pickup as StoredPickup | null),
  });
  const money = dateChangeMoney({
    valueBooked: booking.total_discount_amount,
    newValue: totals.totalDiscountAmount,
    refundable: refundableToPaymentOf(booking),
  });
  return { ticket, target, totals, priceDifference: money.priceDifference, refund: money.refund };
}

/** Whether the party fits the target slot now (lapsed holds do not count); no lock, a hint only. */
export async function seatsLeftFor(db: Executor, booking: BookingRow, plan: MovePlan): Promise<boolean> {
  const capacity = plan.ticket.capacity_per_slot;
  if (capacity === null) return true;
  const slot = {
    ticketId: booking.ticket_id,
    bookingDate: plan.target.bookingDate,
    timeSlot: plan.target.timeSlot,
  };
  const [held, lapsed] = await Promise.all([counterSeats(db, slot), lapsedSeats(db, slot)]);
  return held - lapsed + booking.adult_count + booking.child_count <= capacity;
}

export function quoteOf(booking: BookingRow, plan: MovePlan, available: boolean): RescheduleQuote {
  return {
    bookingDate: plan.target.bookingDate,
    timeSlot: plan.target.timeSlot,
    newTotal: plan.totals.totalDiscountAmount,
    priceDifference: plan.priceDifference,
    currency: booking.currency,
    available,
  };
}

/** The new date's columns of the booking, from a plan or a stored change. */
export function movedColumns(
  target: MoveTarget,
  totals: Pick<
    BookingRow,
    'adult_total' | 'child_total' | 'total_amount' | 'discount_amount' | 'total_discount_amount'
  >,
): Partial<BookingRow> {
  return {
    booking_date: target.bookingDate,
    booking_date_string: formatBookingDate(target.bookingDate),
    booking_day: weekdayOf(target.bookingDate),
    time_slot: target.timeSlot,
    ...totals,
  };
}

export function totalsColumns(plan: MovePlan) {
  return {
    adult_total: plan.totals.adultTotal,
    child_total: plan.totals.childTotal,
    total_amount: plan.totals.totalAmount,
    discount_amount: plan.totals.discountAmount,
    total_discount_amount: plan.totals.totalDiscountAmount,
  };
}

/** 409 DATE_UNAVAILABLE: the target was closed (a slot or date cancellation) while the move ran. */
export const closedMeanwhile = () =>
  unavailable('That date or time has just been closed. Choose another.', 'blocked');

/**
 * Moves a locked booking's seats in one UPDATE inside a savepoint, so a refusal (TS001: the new slot
 * is full) leaves the caller's transaction usable and the booking where it was.
 *
 * The UPDATE takes the new slot's counter row, which a slot cancellation takes too (its refunds, then
 * `lockSlotCounter`). A move that planned before the cancellation committed has waited for it there,
 * so the slot is read again once the row is ours: closed now, the savepoint is undone and the move is
 * refused (DATE_UNAVAILABLE) instead of landing in the seats the cancellation just freed.
 */
export async function moveSeats(
  trx: Trx,
  booking: BookingRow,
  changes: Partial<BookingRow>,
): Promise<BookingRow> {
  try {
    return await trx.transaction(async (savepoint) => {
      const moved = await updateBooking(savepoint, booking.id, changes);
      const slot = { ticketId: moved.ticket_id, date: moved.booking_date, timeSlot: moved.time_slot };
      if (await isSlotClosed(savepoint, slot)) throw closedMeanwhile();
      return moved;
    });
  } catch (error) {
    const remaining = slotFullRemaining(error);
    if (remaining !== undefined) throw slotFull(remaining);
    throw error;
  }
}

/**
 * Runs a move's transaction; when the new slot is full only because of holds that lapsed (they still
 * count until expired), expires them and tries once more, as the checkout does. A deadlock between
 * movers (Postgres aborts one) is retried too, as any transaction retryTransaction runs.
 */
export function withMoveRetry<T>(
  slotOf: () => SlotKey | null,
  run: () => Promise<T>,
  expireLapsed: (slot: SlotKey) => Promise<number>,
): Promise<T> {
  return retryTransaction(run, {
    recover: async (error, attempt) => {
      const slot = slotOf();
      return (
        (error as { code?: string }).code === MANAGE_ERROR_CODES.slotFull &&
        slot !== null &&
        attempt === 1 &&
        (await expireLapsed(slot)) > 0
      );
    },
  });
}

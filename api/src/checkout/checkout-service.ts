// Over 400 lines on purpose: createCheckout is one ordered sequence (ticket, counts, coupon, date and
// slot, price, then the hold and the provider session, released again if the provider fails) whose
// order is the rule; the checks share the request's clock and rows, and reading them in one place is
// how a reviewer sees that nothing is held before every check has passed. Settlement and the
// repository live apart.
import {
  ERROR_CODES,
  type CheckoutResponse,
  type CheckoutRequestSchema,
  type PriceChangedDetails,
} from '@tours/core/schemas';
import {
  CHECKOUT_HOLD_MINUTES,
  COUPON_PROBLEM_MESSAGES,
  computeTotals,
  countsProblem,
  couponProblem,
  dateStatus,
  formatBookingDate,
  priceDiffers,
  slotStatus,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  weekdayOf,
  type CountProblem,
  type DateStatus,
  type Price,
} from '@tours/core/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../db';
import { conflict, notFound, serviceUnavailable, unprocessable, validationFailed } from '../errors';
import type { Logger } from '../logger';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { blockedOn } from '../schedule/service';
import type { CheckoutLineItem, PaymentProvider } from '../payments/provider';
import type { BookingRow } from '../bookings/repository';
import { hashToken, newBookingReference, newSuccessToken } from './references';
import { SlotRoom } from './slot-room';
import * as repo from './repository';
import { confirmWithoutPayment } from './settlement';

export type CheckoutInput = z.output<typeof CheckoutRequestSchema>;

/**
 * Stripe refuses a session expires_at less than 30 minutes after it receives the request, so the
 * session may outlive a shorter hold: the sweeper expires it when the hold ends (workers.ts), and a
 * payment that races that goes through the late-payment path of the settlement.
 */
const MIN_SESSION_MS = CHECKOUT_HOLD_MINUTES * 60_000 + 60_000;

const DATE_MESSAGES: Record<Exclude<DateStatus, 'available'>, string> = {
  past: 'This date has passed. Choose another date.',
  tooFar: 'This date is too far ahead to book yet.',
  blocked: 'This date is not available for this ticket. Choose another date.',
  closed: 'The attraction is closed on this day of the week. Choose another date.',
};

const COUNT_MESSAGES: Record<CountProblem, string> = {
  not_whole: 'Participant counts must be whole numbers.',
  negative: 'Participant counts cannot be negative.',
  odd_with_bogo: 'This ticket is sold in buy-one-get-one pairs: choose an even number.',
  none_selected: 'Choose at least one participant.',
  too_many: 'Too many participants for one booking.',
};

export interface CheckoutServiceOptions {
  db: Db;
  /**
   * The ticket and what is blocked on the date come through it when given. It is invalidated by every
   * catalogue write (NOTIFY), so it is as current as a read that came a moment earlier; the seats are
   * gated by the bookings trigger against the ticket's capacity as committed, never by a cached value.
   */
  catalogueCache?: CatalogueCache | undefined;
  provider: PaymentProvider;
  logger: Logger;
  /** Where the visitor lands after paying or giving up, e.g. http://localhost:3000. */
  publicUrl: string;
  /** How long the seats are held (config CHECKOUT_HOLD_MINUTES); default CHECKOUT_HOLD_MINUTES. */
  holdMinutes?: number;
  now?: () => Date;
}

/** POST /payments/create-checkout: re-validates everything, prices with core, holds the seats. */
export class CheckoutService {
  private readonly slotRoom = new SlotRoom();

  constructor(private readonly options: CheckoutServiceOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResponse> {
    const { db, provider, logger, catalogueCache } = this.options;
    const ticket = await cachedRead(catalogueCache, 'ticketRow', input.ticketId, () =>
      repo.findBookableTicket(db, input.ticketId),
    );
    if (!ticket) throw notFound('ticket');

    const preference = ticket.pricing[input.preferenceIndex];
    if (!preference) {
      throw validationFailed(
        {
          issues: [
            {
              in: 'body',
              path: 'preferenceIndex',
              code: 'custom',
              message: 'this ticket has no such preference',
            },
          ],
        },
        'preferenceIndex: this ticket has no such preference',
      );
    }
    const timeSlot = input.timeSlot ?? null;
    if (ticket.is_time_slot && !timeSlot) {
      throw validationFailed(
        {
          issues: [
            { in: 'body', path: 'timeSlot', code: 'custom', message: 'choose a time slot for this ticket' },
          ],
        },
        'timeSlot: choose a time slot for this ticket',
      );
    }
    if (!ticket.is_time_slot && timeSlot) {
      throw validationFailed(
        {
          issues: [
            { in: 'body', path: 'timeSlot', code: 'custom', message: 'this ticket has no time slots' },
          ],
        },
        'timeSlot: this ticket has no time slots',
      );
    }
    const problem = countsProblem({
      adultCount: input.adultCount,
      childCount: input.childCount,
      isAdultByOneGetOneActive: ticket.is_adult_bogo,
      isChildByOneGetOneActive: ticket.is_child_bogo,
      maxPerBooking: ticket.max_per_booking,
    });
    if (problem) throw unprocessable(ERROR_CODES.invalidCounts, COUNT_MESSAGES[problem], { reason: problem });

    const now = this.now();
    const today = todayIn(undefined, now);
    const coupon = input.couponCode ? await this.usableCoupon(input.couponCode, ticket.service, now) : null;
    const prices = unitPricesForDate(ticket.pricing, input.preferenceIndex, input.bookingDate);
    const totals = computeTotals({
      adultCount: input.adultCount,
      childCount: input.childCount,
      prices,
      couponCode: coupon?.code,
      discountValue: coupon?.discount_value ?? 0,
    });
    const token = newSuccessToken();
    const holdExpiresAt = new Date(
      now.getTime() + (this.options.holdMinutes ?? CHECKOUT_HOLD_MINUTES) * 60_000,
    );
    const sessionExpiresAt = new Date(Math.max(holdExpiresAt.getTime(), now.getTime() + MIN_SESSION_MS));
    const seats = input.adultCount + input.childCount;

    const slotKey = { ticketId: ticket.id, date: input.bookingDate, timeSlot };
    const capacity = ticket.capacity_per_slot;
    const slotName = `${ticket.id} ${input.bookingDate} ${timeSlot ?? ''}`;
    // The counter is read first only for a slot with a capacity that this process has not just seen
    // with room: the bookings trigger is the gate, and these reads only spare a full slot the insert.
    const readCounter = capacity !== null && !this.slotRoom.hasRoom(slotName, seats);
    const [blocked, counted] = await Promise.all([
      blockedOn(db, ticket.id, input.bookingDate, catalogueCache),
      readCounter ? repo.counterSeats(db, slotKey) : null,
    ]);
    const status = dateStatus({
      date: input.bookingDate,
      today,
      blockedDates: blocked.dateBlocked ? [input.bookingDate] : [],
      attractionClosed: ticket.attraction_closed,
    });
    if (status !== 'available')
      throw conflict(DATE_MESSAGES[status], ERROR_CODES.dateUnavailable, { reason: status });
    if (timeSlot) {
      if (!ticket.time_slots.includes(timeSlot)) {
        throw conflict('This time slot does not exist for this ticket.', ERROR_CODES.slotUnavailable, {
          reason: 'unknown',
        });
      }
      const slot = slotStatus({
        date: input.bookingDate,
        timeSlot,
        today,
        nowTime: timeOfDayIn(undefined, now),
        blocked: blocked.blockedSlots.has(timeSlot),
        capacity: null,
        taken: 0,
      });
      if (slot.status === 'past' || slot.status === 'blocked') {
        const message =
          slot.status === 'past' ? 'This time slot has already started.' : 'This time slot is not available.';
        throw conflict(message, ERROR_CODES.slotUnavailable, { reason: slot.status });
      }
    }

    // The visitor's figure only guards, it is never charged: when it is not what the server would
    // charge (staff changed a price or a coupon since the page was read), nothing is held and the
    // visitor is shown the new amount before being asked again.
    const due = { amount: totals.totalDiscountAmount, currency: ticket.currency };
    if (
      input.expectedTotal !== undefined &&
      priceDiffers({ amount: input.expectedTotal, currency: input.expectedCurrency }, due)
    ) {
      throw priceChanged(due, input.expectedTotal, coupon?.discount_value);
    }

    const row: Partial<BookingRow> = {
      booking_status: 'pending',
      ticket_id: ticket.id,
      ticket_title: ticket.title,
      service: ticket.service,
      ticket_type: ticket.ticket_type,
      preference: preference.preference,
      preference_index: input.preferenceIndex,
      booking_date: input.bookingDate,
      booking_date_string: formatBookingDate(input.bookingDate),
      booking_day: weekdayOf(input.bookingDate),
      time_slot: timeSlot,
      adult_count: input.adultCount,
      child_count: input.childCount,
      adult_total: totals.adultTotal,
      child_total: totals.childTotal,
      total_amount: totals.totalAmount,
      coupon_code: coupon?.code ?? null,
      discount_value: coupon?.discount_value ?? 0,
      discount_amount: totals.discountAmount,
      total_discount_amount: totals.totalDiscountAmount,
      currency: ticket.currency,
      name: input.name,
      email: input.email,
      mobile_number: input.mobileNumber,
      hold_expires_at: holdExpiresAt,
      success_token_hash: hashToken(token),
      payment_provider: provider.name,
      payment_session_id: provider.newSessionId?.() ?? null,
    };
    // The counter still counts lapsed holds, so a slot it shows full is looked at again without
    // them before the visitor is told it is sold out.
    if (capacity !== null && counted !== null) {
      let taken = counted;
      if (taken + seats > capacity) taken -= await repo.lapsedSeats(db, slotKey);
      this.slotRoom.saw(slotName, capacity - taken);
      if (taken + seats > capacity) throw soldOut(Math.max(0, capacity - taken));
    }
    const booking = await this.holdOrSoldOut(row, coupon, slotKey, slotName);
    this.slotRoom.took(slotName, seats);

    const successUrl = `${this.options.publicUrl}/success?token=${encodeURIComponent(token)}`;
    if (booking.booking_status === 'confirmed') {
      return {
        url: successUrl,
        sessionId: `free_${booking.id}`,
        bookingId: booking.booking_id,
        expiresAt: holdExpiresAt.toISOString(),
        amount: booking.total_discount_amount,
        currency: booking.currency,
      };
    }

    let session: { id: string; url: string };
    try {
      session = await provider.createSession({
        bookingUuid: booking.id,
        reference: booking.booking_id,
        lineItems: lineItemsOf(booking),
        amountTotal: booking.total_discount_amount,
        currency: booking.currency,
        customerEmail: booking.email,
        expiresAt: sessionExpiresAt,
        successUrl,
        cancelUrl: `${this.options.publicUrl}/failed?booking=${encodeURIComponent(booking.booking_id)}&token=${encodeURIComponent(token)}`,
        idempotencyKey: `checkout-${booking.id}`,
        sessionId: booking.payment_session_id ?? undefined,
      });
    } catch (error) {
      // Nothing stays held when the provider cannot open a checkout.
      await db.transaction(async (trx) => {
        await repo.updateBooking(trx, booking.id, { booking_status: 'failed', hold_expires_at: null });
        await repo.releaseCouponRedemptions(trx, [booking.id]);
      });
      logger.error(
        { err: error, bookingId: booking.booking_id },
        'payment provider could not create a checkout session',
      );
      throw serviceUnavailable(
        'The payment provider is not reachable right now. Nothing was charged; please try again.',
      );
    }
    if (session.id !== booking.payment_session_id) await repo.linkPaymentSession(db, booking.id, session.id);
    return {
      url: session.url,
      sessionId: session.id,
      bookingId: booking.booking_id,
      expiresAt: holdExpiresAt.toISOString(),
      amount: booking.total_discount_amount,
      currency: booking.currency,
    };
  }

  private async usableCoupon(code: string, service: string, now: Date): Promise<repo.CouponRow> {
    const coupon = await repo.findCouponByCode(this.options.db, code);
    if (!coupon)
      throw unprocessable(ERROR_CODES.couponInvalid, COUPON_PROBLEM_MESSAGES.unknown, { reason: 'unknown' });
    const problem = couponProblem(couponTerms(coupon), { now, service });
    if (problem)
      throw unprocessable(ERROR_CODES.couponInvalid, COUPON_PROBLEM_MESSAGES[problem], { reason: problem });
    return coupon;
  }

  /**
   * hold(), refused with SOLD_OUT when the slot is full. Lapsed holds still count until they are
   * expired, so on the first refusal the slot's lapsed holds are expired and the hold tried again.
   */
  private async holdOrSoldOut(
    row: Partial<BookingRow>,
    coupon: repo.CouponRow | null,
    slot: repo.SlotKey,
    slotName: string,
  ): Promise<BookingRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.hold(row, coupon);
      } catch (error) {
        const remaining = repo.slotFullRemaining(error);
        if (remaining === undefined) throw error;
        this.slotRoom.saw(slotName, remaining);
        if (attempt > 1 || !(await repo.expireLapsedHoldsOf(this.options.db, slot))) throw soldOut(remaining);
      }
    }
  }

  /**
   * Inserts the pending booking, which holds its seats through the bookings trigger or fails with
   * SLOT_FULL. With nothing else to write that is one statement; a coupon redemption, and the
   * confirmation of a booking with nothing to pay, commit with it.
   */
  private async hold(row: Partial<BookingRow>, coupon: repo.CouponRow | null): Promise<BookingRow> {
    const { db } = this.options;
    const free = row.total_discount_amount === 0;
    // One statement, committed without waiting for an fsync so that the slot's counter row is
    // locked only while it runs. The durable commit that opens the session (a provider that names
    // its sessions) or links it (Stripe) covers it before the visitor gets the payment URL, and
    // nothing else can act on a booking nobody has heard of yet.
    if (!coupon && !free) return this.insertWithFreshReference(db, row, { relaxedCommit: true });
    return db.transaction(async (trx) => {
      const booking = await this.insertWithFreshReference(trx, row);
      if (coupon && !(await repo.reserveCouponRedemption(trx, coupon.id, booking.id))) {
        throw unprocessable(ERROR_CODES.couponInvalid, COUPON_PROBLEM_MESSAGES.used_up, {
          reason: 'used_up',
        });
      }
      // Nothing to pay, whatever made it zero (a 100 % coupon, prices of 0): no provider can take
      // a zero payment, so every such booking is confirmed here, on this one path.
      return free ? confirmWithoutPayment(trx, booking) : booking;
    });
  }

  /** References are random; on the rare clash with an existing one a new one is drawn. */
  private async insertWithFreshReference(
    db: Executor,
    row: Partial<BookingRow>,
    options: { relaxedCommit?: boolean } = {},
  ): Promise<BookingRow> {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const inserted = await repo.insertBooking(db, { ...row, booking_id: newBookingReference() }, options);
      if (inserted) return inserted;
    }
    throw new Error('could not draw a free booking reference in 5 attempts');
  }
}

function priceChanged(due: Price, expectedTotal: number, discountValue: number | undefined) {
  const details: PriceChangedDetails = {
    ...due,
    expectedTotal,
    ...(discountValue !== undefined ? { discountValue } : {}),
  };
  return conflict(
    'The price of this booking has changed since you saw it. Check the new total and confirm again.',
    ERROR_CODES.priceChanged,
    details,
  );
}

function soldOut(remaining: number) {
  return conflict(
    remaining === 0
      ? 'Sold out: no seats are left.'
      : `Only ${remaining} seat${remaining === 1 ? ' is' : 's are'} left.`,
    ERROR_CODES.soldOut,
    { remaining },
  );
}

export function couponTerms(coupon: repo.CouponRow) {
  return {
    active: coupon.active,
    discountValue: coupon.discount_value,
    validFrom: coupon.valid_from ? new Date(coupon.valid_from).toISOString() : null,
    validUntil: coupon.valid_until ? new Date(coupon.valid_until).toISOString() : null,
    maxRedemptions: coupon.max_redemptions,
    redeemed: coupon.redeemed,
    service: coupon.service,
  };
}

/**
 * Line items at the recomputed unit prices. With a coupon, one line carries the discounted total so
 * that the provider's amount_total is exactly the booking's totalDiscountAmount.
 */
export function lineItemsOf(booking: BookingRow): CheckoutLineItem[] {
  const what = `${booking.ticket_title} (${booking.preference}) · ${booking.booking_date_string}${booking.time_slot ? ` ${booking.time_slot}` : ''}`;
  if (booking.discount_amount > 0 || booking.coupon_code) {
    const people = [
      `${booking.adult_count} adult${booking.adult_count === 1 ? '' : 's'}`,
      ...(booking.child_count
        ? [`${booking.child_count} child${booking.child_count === 1 ? '' : 'ren'}`]
        : []),
    ].join(', ');
    return [
      {
        name: `${what} · ${people} · coupon ${booking.coupon_code} −${booking.discount_value}%`,
        unitAmount: booking.total_discount_amount,
        quantity: 1,
      },
    ];
  }
  const items: CheckoutLineItem[] = [];
  if (booking.adult_count > 0) {
    items.push({
      name: `${what} · Adult`,
      unitAmount: booking.adult_total / booking.adult_count,
      quantity: booking.adult_count,
    });
  }
  if (booking.child_count > 0) {
    items.push({
      name: `${what} · Child`,
      unitAmount: booking.child_total / booking.child_count,
      quantity: booking.child_count,
    });
  }
  return items;
}

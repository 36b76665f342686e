// createCheckout is one ordered sequence (ticket, choice, coupon, date and slot, price, then the hold
// and the provider session, released again if the provider fails) whose order is the rule: it reads
// as an outline of named steps, so a reviewer sees in one screen that nothing is held before every
// check has passed. The steps share the request's clock and rows; settlement and the repository
// live apart.
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
  COUNT_PROBLEM_MESSAGES,
  countsProblem,
  slotChoiceProblem,
  SLOT_CHOICE_MESSAGES,
  formatBookingDate,
  localeOr,
  localizedPath,
  pickupExtraOf,
  priceDiffers,
  timeOfDayIn,
  type BookingAnswers,
  todayIn,
  unitPricesForDate,
  visitRefusal,
  weekdayOf,
  type Price,
  type SlotKey,
} from '@tours/core/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../db';
import { conflict, notFound, serviceUnavailable, unprocessable, validationFailed } from '../errors';
import type { Logger } from '../logger';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { blockedOn } from '../schedule/service';
import type { CheckoutLineItem, PaymentProvider } from '../payments/provider';
import { openPaymentSession, sessionInputOf, type PaymentSessionRequest } from '../payments/session';
import type { BookingRow } from '../bookings/repository';
import { newBookingReference } from './references';
import { newToken, sha256Hex } from '../lib/tokens';
import { limitRefusal } from './hold-limits';
import { claimInTransaction, holdRefusal, HOLD_REFUSALS, runHold, type ClaimParams } from './hold-statement';
import * as repo from './repository';
import type { ManageLinkConfig } from '../lib/manage-token';
import { confirmWithoutPayment } from './settlement';
import { checkedAnswers, checkedPickup } from '../pickups/booking-choice';
import type { StoredPickup } from '../pickups/presenter';
import { checkCoupon } from './coupon-validation';

export type CheckoutInput = z.output<typeof CheckoutRequestSchema>;

/** The columns a checkout writes for a new hold; the database fills the timestamps. */
type NewBooking = Omit<
  BookingRow,
  | 'created_at'
  | 'updated_at'
  | 'paid_at'
  | 'ticket_sent_at'
  | 'notification_sent_at'
  | 'amount_paid'
  | 'paid_currency'
>;

/** What a hold needs besides the booking itself. */
interface HoldPlan {
  coupon: repo.CouponRow | null;
  /** The abuse limits to apply in the hold's own statement (HoldLimits.admit), or null. */
  claim: ClaimParams | null;
  slot: SlotKey;
  capacity: number | null;
  /** The provider session of a booking, as openPaymentSession takes it. */
  sessionInput: (booking: NewBooking) => PaymentSessionRequest;
}

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
  /** Signs the manage link of the confirmation mail a booking with nothing to pay gets at once. */
  manageLinks?: ManageLinkConfig | undefined;
  /** How long the seats are held (config CHECKOUT_HOLD_MINUTES); default CHECKOUT_HOLD_MINUTES. */
  holdMinutes?: number;
  now?: () => Date;
}

/** POST /payments/create-checkout: re-validates everything, prices with core, holds the seats. */
export class CheckoutService {
  constructor(private readonly options: CheckoutServiceOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * `claim`: the abuse limits, checked and recorded in the same round trip as the hold.
   *
   * The order is the rule: every check (ticket, choice, coupon, date and slot, the visitor's figure)
   * passes before anything is held, and a hold the provider cannot open a session for is released.
   */
  async createCheckout(input: CheckoutInput, claim: ClaimParams | null = null): Promise<CheckoutResponse> {
    const ticket = await this.bookableTicket(input.ticketId);
    const { preference, timeSlot } = checkedChoice(ticket, input);
    const { db } = this.options;
    const pickup = await checkedPickup(db, ticket, input.pickupPointId);
    const answers = checkedAnswers(ticket, input.answers, input.adultCount + input.childCount);
    const now = this.now();
    const coupon = input.couponCode ? await this.usableCoupon(input.couponCode, ticket.service, now) : null;
    const totals = totalsOf(ticket, input, coupon, pickupExtraOf(pickup));
    const holdExpiresAt = this.holdUntil(now);
    await this.refuseUnsellableVisit(ticket, input.bookingDate, timeSlot, now);
    guardExpectedTotal(input, { amount: totals.totalDiscountAmount, currency: ticket.currency }, coupon);

    const token = newToken();
    const row = this.newBookingRow({
      ticket,
      preference,
      timeSlot,
      input,
      coupon,
      totals,
      holdExpiresAt,
      token,
      pickup,
      answers,
    });
    // The visitor comes back to the page in the language they booked in.
    const successUrl = `${this.options.publicUrl}${localizedPath(input.locale, '/success')}?token=${encodeURIComponent(token)}`;
    const sessionInput = (held: NewBooking) =>
      this.sessionRequestOf(held, { token, successUrl, requestedAt: now, holdUntil: holdExpiresAt });
    const { booking, session: opened } = await this.holdOrSoldOut(row, {
      coupon,
      claim,
      slot: { ticketId: ticket.id, bookingDate: input.bookingDate, timeSlot },
      capacity: ticket.capacity_per_slot,
      sessionInput,
    });
    const answer = (session: { id: string; url: string }): CheckoutResponse => ({
      url: session.url,
      sessionId: session.id,
      bookingId: booking.booking_id,
      expiresAt: holdExpiresAt.toISOString(),
      amount: booking.total_discount_amount,
      currency: booking.currency,
    });
    if (booking.booking_status === 'confirmed') return answer({ id: `free_${booking.id}`, url: successUrl });
    // The local provider's session was written in the hold's own round trip.
    if (opened) return answer(opened);
    return answer(await this.openSessionOrRelease(booking, sessionInput(booking)));
  }

  private async bookableTicket(ticketId: string): Promise<repo.TicketRow> {
    const { db, catalogueCache } = this.options;
    const ticket = await cachedRead(catalogueCache, 'ticketRow', ticketId, () =>
      repo.findBookableTicket(db, ticketId),
    );
    if (!ticket) throw notFound('ticket');
    return ticket;
  }

  /** The hold ends after the configured minutes (the session's own expiry is openPaymentSession's). */
  private holdUntil(now: Date): Date {
    return new Date(now.getTime() + (this.options.holdMinutes ?? CHECKOUT_HOLD_MINUTES) * 60_000);
  }

  /** A date or slot that cannot be sold (past, blocked, closed, started, beyond the horizon): 409. */
  private async refuseUnsellableVisit(
    ticket: repo.TicketRow,
    bookingDate: string,
    timeSlot: string | null,
    now: Date,
  ): Promise<void> {
    const { db, catalogueCache } = this.options;
    const refusal = visitRefusal({
      date: bookingDate,
      timeSlot,
      today: todayIn(undefined, now),
      nowTime: timeOfDayIn(undefined, now),
      blocked: await blockedOn(db, ticket.id, bookingDate, catalogueCache),
      attractionClosed: ticket.attraction_closed,
      timeSlots: ticket.time_slots,
    });
    if (refusal) {
      const code = refusal.on === 'date' ? ERROR_CODES.dateUnavailable : ERROR_CODES.slotUnavailable;
      throw conflict(refusal.message, code, { reason: refusal.reason });
    }
  }

  /** The pending booking a checkout holds; its reference is drawn for each attempt by holdOrSoldOut. */
  private newBookingRow(of: {
    ticket: repo.TicketRow;
    preference: repo.TicketRow['pricing'][number];
    timeSlot: string | null;
    input: CheckoutInput;
    coupon: repo.CouponRow | null;
    totals: ReturnType<typeof computeTotals>;
    holdExpiresAt: Date;
    token: string;
    pickup: StoredPickup | null;
    answers: BookingAnswers | null;
  }): NewBooking {
    const { ticket, input, coupon, totals } = of;
    const { provider } = this.options;
    return {
      id: randomUUID(),
      booking_id: '',
      booking_status: 'pending',
      ticket_id: ticket.id,
      ticket_title: ticket.title,
      service: ticket.service,
      ticket_type: ticket.ticket_type,
      preference: of.preference.preference,
      preference_index: input.preferenceIndex,
      booking_date: input.bookingDate,
      booking_date_string: formatBookingDate(input.bookingDate),
      booking_day: weekdayOf(input.bookingDate),
      time_slot: of.timeSlot,
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
      locale: input.locale,
      hold_expires_at: of.holdExpiresAt,
      success_token_hash: sha256Hex(of.token),
      payment_provider: provider.name,
      payment_session_id: provider.newSessionId?.() ?? null,
      pickup: of.pickup,
      pickup_total: totals.pickupTotal,
      answers: of.answers,
    };
  }

  /** The provider session of a held booking, as openPaymentSession takes it. */
  private sessionRequestOf(
    held: NewBooking,
    of: { token: string; successUrl: string; requestedAt: Date; holdUntil: Date },
  ): PaymentSessionRequest {
    const { token, successUrl } = of;
    return {
      bookingUuid: held.id,
      reference: held.booking_id,
      lineItems: lineItemsOf(held),
      amountTotal: held.total_discount_amount,
      currency: held.currency,
      customerEmail: held.email,
      requestedAt: of.requestedAt,
      holdUntil: of.holdUntil,
      successUrl,
      cancelUrl: `${this.options.publicUrl}${localizedPath(localeOr(held.locale), '/failed')}?booking=${encodeURIComponent(held.booking_id)}&token=${encodeURIComponent(token)}`,
      idempotencyKey: `checkout-${held.id}`,
      sessionId: held.payment_session_id ?? undefined,
    };
  }

  /** Opens the provider's checkout for a held booking; nothing stays held when the provider cannot. */
  private async openSessionOrRelease(
    booking: NewBooking,
    input: PaymentSessionRequest,
  ): Promise<{ id: string; url: string }> {
    const { db, provider, logger } = this.options;
    let session: { id: string; url: string };
    try {
      session = await openPaymentSession(provider, input);
    } catch (error) {
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
    return session;
  }

  private async usableCoupon(code: string, service: string, now: Date): Promise<repo.CouponRow> {
    const { coupon, problem } = await checkCoupon(this.options.db, code, { now, service });
    if (problem)
      throw unprocessable(ERROR_CODES.couponInvalid, COUPON_PROBLEM_MESSAGES[problem], { reason: problem });
    return coupon;
  }

  /**
   * hold() under a fresh booking reference, refused with SOLD_OUT when the slot is full and with 429
   * by the abuse limits. Lapsed holds still count until they are expired, so when only they are in
   * the way (the trigger's TS001 after the statement's own check let the hold through), the slot's
   * lapsed holds are expired and the hold tried again once.
   */
  private async holdOrSoldOut(row: NewBooking, plan: HoldPlan): Promise<Held> {
    let expired = false;
    for (let attempt = 1; attempt <= 5; attempt++) {
      try {
        return await this.hold({ ...row, booking_id: newBookingReference() }, plan);
      } catch (error) {
        const refusal = holdRefusal(error);
        if (!refusal) throw error;
        if (refusal.code === HOLD_REFUSALS.referenceTaken) continue;
        if (refusal.code === HOLD_REFUSALS.soldOut) throw soldOut(refusal.detail);
        if (refusal.code !== HOLD_REFUSALS.slotFull) throw limitRefusal(refusal);
        if (expired || !(await repo.expireLapsedHoldsOf(this.options.db, plan.slot)))
          throw soldOut(refusal.detail);
        expired = true;
      }
    }
    throw new Error('could not draw a free booking reference in 5 attempts');
  }

  /**
   * Holds the seats: the pending booking, gated by the bookings trigger. A plain paid booking is one
   * round trip (runHold) that also applies the limits and, with the local provider, opens the
   * session. A coupon redemption, and the confirmation of a booking with nothing to pay, commit
   * with the booking in a transaction of their own.
   */
  private async hold(booking: NewBooking, plan: HoldPlan): Promise<Held> {
    const { db, provider, logger } = this.options;
    const free = booking.total_discount_amount === 0;
    if (!plan.coupon && !free) {
      const session = provider.sessionRow?.(sessionInputOf(plan.sessionInput(booking))) ?? null;
      try {
        await runHold(db, {
          booking,
          session: session?.row ?? null,
          claim: plan.claim,
          capacity: plan.capacity,
        });
      } catch (error) {
        // Past its COMMIT the hold stands without a session: release it rather than leave it held.
        if (!holdRefusal(error) && session) {
          await repo
            .updateBooking(db, booking.id, { booking_status: 'failed', hold_expires_at: null })
            .catch((err: unknown) =>
              logger.error({ err, bookingId: booking.booking_id }, 'could not release a hold'),
            );
        }
        throw error;
      }
      return { booking, session: session && { id: session.id, url: session.url } };
    }
    const held = await db.transaction(async (trx) => {
      if (plan.claim) await claimInTransaction(trx, plan.claim, booking.booking_id);
      const inserted = await repo.insertBooking(trx, booking);
      if (!inserted)
        throw Object.assign(new Error('booking reference taken'), { code: HOLD_REFUSALS.referenceTaken });
      if (plan.coupon && !(await repo.reserveCouponRedemption(trx, plan.coupon.id, inserted.id))) {
        throw unprocessable(ERROR_CODES.couponInvalid, COUPON_PROBLEM_MESSAGES.used_up, {
          reason: 'used_up',
        });
      }
      // Nothing to pay, whatever made it zero (a 100 % coupon, prices of 0): no provider can take
      // a zero payment, so every such booking is confirmed here, on this one path.
      return free ? confirmWithoutPayment(trx, inserted, this.options.manageLinks) : inserted;
    });
    return { booking: held, session: null };
  }
}

/** A hold that stands: its booking, and its provider session when the hold opened it. */
interface Held {
  booking: NewBooking;
  session: { id: string; url: string } | null;
}

/** The ticket's preference and time slot the visitor chose, and their counts, checked against the ticket. */
function checkedChoice(ticket: repo.TicketRow, input: CheckoutInput) {
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
  const slotProblem = slotChoiceProblem(ticket.is_time_slot, timeSlot);
  if (slotProblem) {
    // Worded as the schema's own issues are: lower case, no full stop.
    const message = SLOT_CHOICE_MESSAGES[slotProblem].replace(/^./, (c) => c.toLowerCase()).slice(0, -1);
    throw validationFailed(
      { issues: [{ in: 'body', path: 'timeSlot', code: 'custom', message }] },
      `timeSlot: ${message}`,
    );
  }
  const problem = countsProblem({
    adultCount: input.adultCount,
    childCount: input.childCount,
    isAdultByOneGetOneActive: ticket.is_adult_bogo,
    isChildByOneGetOneActive: ticket.is_child_bogo,
    maxPerBooking: ticket.max_per_booking,
  });
  if (problem)
    throw unprocessable(ERROR_CODES.invalidCounts, COUNT_PROBLEM_MESSAGES[problem], { reason: problem });
  return { preference, timeSlot };
}

/** The booking's totals at the date's unit prices, with the pickup's extra and the coupon's discount. */
function totalsOf(
  ticket: repo.TicketRow,
  input: CheckoutInput,
  coupon: repo.CouponRow | null,
  pickupExtra: number,
) {
  return computeTotals({
    pickupExtra,
    adultCount: input.adultCount,
    childCount: input.childCount,
    prices: unitPricesForDate(ticket.pricing, input.preferenceIndex, input.bookingDate),
    couponCode: coupon?.code,
    discountValue: coupon?.discount_value ?? 0,
  });
}

/**
 * The visitor's figure only guards, it is never charged: when it is not what the server would
 * charge (staff changed a price or a coupon since the page was read), nothing is held and the
 * visitor is shown the new amount before being asked again.
 */
function guardExpectedTotal(input: CheckoutInput, due: Price, coupon: repo.CouponRow | null): void {
  if (
    input.expectedTotal !== undefined &&
    priceDiffers({ amount: input.expectedTotal, currency: input.expectedCurrency }, due)
  ) {
    throw priceChanged(due, input.expectedTotal, coupon?.discount_value);
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

/**
 * Line items at the recomputed unit prices. With a coupon, one line carries the discounted total so
 * that the provider's amount_total is exactly the booking's totalDiscountAmount.
 */
export function lineItemsOf(booking: NewBooking): CheckoutLineItem[] {
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
  const pickupTotal = booking.pickup_total ?? 0;
  if (pickupTotal > 0) {
    const participants = booking.adult_count + booking.child_count;
    const place = (booking.pickup as StoredPickup | null)?.name;
    items.push({
      name: `${what} · Pickup${place ? ` from ${place}` : ''}`,
      unitAmount: pickupTotal / participants,
      quantity: participants,
    });
  }
  return items;
}

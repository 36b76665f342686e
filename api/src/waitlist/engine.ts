import { randomUUID } from 'node:crypto';
import {
  computeTotals,
  formatBookingDate,
  offerDeadline,
  pickOffers,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  visitRefusal,
  weekdayOf,
} from '@tours/core/domain';
import type { Db, Trx } from '../db';
import { retryTransaction } from '../db/retry';
import type { Logger } from '../logger';
import type { BookingRow } from '../bookings/repository';
import * as checkoutRepo from '../checkout/repository';
import { newBookingReference } from '../checkout/references';
import { blockedOn } from '../schedule/service';
import { enqueueMail } from '../mail/outbox';
import { offerMail } from './mails';
import { entryLinks, type EntryLinkConfig } from './tokens';
import * as repo from './repository';

export interface OfferEngineOptions {
  db: Db;
  logger: Logger;
  links: EntryLinkConfig;
  now?: () => Date;
}

/** Why an offer by hand could not be made. */
export type OfferRefusal = 'not_waiting' | 'does_not_fit' | 'not_sellable';

/**
 * Offers the seats that came back to a slot to its waiting list. Every offer is made inside one
 * transaction that holds the slot's counter row (the lock every checkout, release and move of that
 * slot takes) and the list's waiting rows: two processes looking at one slot queue there, and the
 * second sees the first's holds on the counter, so a seat is offered once. An offer is a pending
 * booking like a checkout's hold (flagged from_waitlist), so the counter's trigger keeps the seats,
 * the sweeper expires it when its window ends, and the seats coming back wake the slot again.
 */
export class OfferEngine {
  constructor(private readonly options: OfferEngineOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * Looks at every slot the triggers queued (seats came back, capacity raised, slot unblocked) and
   * makes its offers; safe in any number of processes at once. Answers how many offers were made.
   */
  async drain(maxSlots = 100): Promise<number> {
    const { db, logger } = this.options;
    let offered = 0;
    for (let i = 0; i < maxSlots; i++) {
      const made = await retryTransaction(
        () =>
          db.transaction(async (trx) => {
            const slot = await repo.claimWakeup(trx);
            if (!slot) return null;
            const offers = await this.offerOnSlot(trx, slot);
            await repo.doneWithWakeup(trx, slot);
            return offers.length;
          }),
        { onRetry: (err, attempt) => logger.warn({ err, attempt }, 'waiting-list offers retried') },
      );
      if (made === null) break;
      offered += made;
    }
    if (offered > 0) logger.info({ offered }, 'waiting-list offers made');
    return offered;
  }

  /**
   * The offers of one slot, in the caller's transaction: the free seats under the counter's lock,
   * then core's pickOffers over the waiting entries (or `only` that one, when staff offer by hand).
   */
  async offerOnSlot(trx: Trx, slot: repo.ListKey, only?: string): Promise<repo.EntryRow[]> {
    const now = this.now();
    const timeSlot = slot.timeSlot || null;
    const ticket = await checkoutRepo.findBookableTicket(trx, slot.ticketId);
    if (!ticket) return [];
    // The counter row first: every hold, release and move of this slot queues behind it.
    const taken = await checkoutRepo.lockHeldSeats(trx, {
      ticketId: slot.ticketId,
      date: slot.date,
      timeSlot,
    });
    const waiting = await repo.lockWaiting(trx, slot);
    const candidates = only ? waiting.filter((e) => e.id === only) : waiting;
    if (candidates.length === 0) return [];
    const deadline = await this.deadlineIfSellable(trx, ticket, slot, now);
    if (!deadline) return [];
    const free =
      ticket.capacity_per_slot === null ? Number.MAX_SAFE_INTEGER : ticket.capacity_per_slot - taken;
    const picked = pickOffers(
      candidates.map((e) => ({ ...e, partySize: e.adult_count + e.child_count })),
      free,
      ticket.max_per_booking,
    );
    const offered: repo.EntryRow[] = [];
    for (const entry of picked) offered.push(await this.offer(trx, ticket, entry, deadline));
    return offered;
  }

  /** Until when an offer made now would hold, or null when the visit cannot be sold now. */
  private async deadlineIfSellable(
    trx: Trx,
    ticket: checkoutRepo.TicketRow,
    slot: repo.ListKey,
    now: Date,
  ): Promise<Date | null> {
    const timeSlot = slot.timeSlot || null;
    const refusal = visitRefusal({
      date: slot.date,
      timeSlot,
      today: todayIn(undefined, now),
      nowTime: timeOfDayIn(undefined, now),
      // Read from the database, never the cache: an unblock that just committed must be seen.
      blocked: await blockedOn(trx, ticket.id, slot.date),
      attractionClosed: ticket.attraction_closed,
      timeSlots: ticket.time_slots,
    });
    if (refusal) return null;
    return offerDeadline({ bookingDate: slot.date, timeSlot }, now);
  }

  /** Holds the party's seats (a pending booking priced by core) and mails the offer. */
  private async offer(
    trx: Trx,
    ticket: checkoutRepo.TicketRow,
    entry: repo.EntryRow,
    deadline: Date,
  ): Promise<repo.EntryRow> {
    const booking = await this.holdFor(trx, ticket, entry, deadline);
    const offered = await repo.updateEntry(trx, entry.id, {
      status: 'offered',
      booking_id: booking.id,
      offer_expires_at: deadline,
      offered_at: this.now(),
      offers_made: entry.offers_made + 1,
    });
    const links = entryLinks(this.options.links, offered);
    await enqueueMail(trx, {
      kind: 'notification',
      bookingId: booking.id,
      dedupeKey: `waitlist-offer:${booking.id}`,
      to: entry.email,
      ...offerMail(offered, booking, links),
    });
    return offered;
  }

  private async holdFor(
    trx: Trx,
    ticket: checkoutRepo.TicketRow,
    entry: repo.EntryRow,
    deadline: Date,
  ): Promise<BookingRow> {
    const preferenceIndex = ticket.pricing[entry.preference_index] ? entry.preference_index : 0;
    const preference = ticket.pricing[preferenceIndex]!;
    const totals = computeTotals({
      adultCount: entry.adult_count,
      childCount: entry.child_count,
      prices: unitPricesForDate(ticket.pricing, preferenceIndex, entry.booking_date),
      discountValue: 0,
    });
    const row: Partial<BookingRow> & { from_waitlist: boolean } = {
      id: randomUUID(),
      booking_status: 'pending',
      ticket_id: ticket.id,
      ticket_title: ticket.title,
      service: ticket.service,
      ticket_type: ticket.ticket_type,
      preference: preference.preference,
      preference_index: preferenceIndex,
      booking_date: entry.booking_date,
      booking_date_string: formatBookingDate(entry.booking_date),
      booking_day: weekdayOf(entry.booking_date),
      time_slot: entry.time_slot || null,
      adult_count: entry.adult_count,
      child_count: entry.child_count,
      adult_total: totals.adultTotal,
      child_total: totals.childTotal,
      total_amount: totals.totalAmount,
      coupon_code: null,
      discount_value: 0,
      discount_amount: totals.discountAmount,
      total_discount_amount: totals.totalDiscountAmount,
      currency: ticket.currency,
      name: entry.name,
      email: entry.email,
      mobile_number: entry.mobile_number,
      locale: entry.locale,
      hold_expires_at: deadline,
      from_waitlist: true,
    };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const inserted = await checkoutRepo.insertBooking(trx, { ...row, booking_id: newBookingReference() });
      if (inserted) return inserted;
    }
    throw new Error('could not draw a free booking reference in 5 attempts');
  }
}

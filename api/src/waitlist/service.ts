import {
  computeTotals,
  COUNT_PROBLEM_MESSAGES,
  countsProblem,
  localizedPath,
  offerPayable,
  placeInLine,
  slotChoiceProblem,
  SLOT_CHOICE_MESSAGES,
  timeOfDayIn,
  pickupExtraOf,
  todayIn,
  unitPricesForDate,
  visitRefusal,
  waitlistMayLeave,
} from '@tours/core/domain';
import {
  ERROR_CODES,
  WAITLIST_ERROR_CODES,
  type AdminWaitlist,
  type WaitlistEntryView,
  type WaitlistJoinRequestSchema,
  type WaitlistJoinResponse,
  type WaitlistPayRequestSchema,
} from '@tours/core/schemas';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db, Trx } from '../db';
import { conflict, notFound, unprocessable } from '../errors';
import type { Logger } from '../logger';
import * as checkoutRepo from '../checkout/repository';
import { emailKey } from '../checkout/hold-limits';
import { lineItemsOf } from '../checkout/checkout-service';
import type { Settlement } from '../checkout/settlement';
import { isPaid, type PaymentProvider } from '../payments/provider';
import { openPaymentSession } from '../payments/session';
import { newToken, sha256Hex } from '../lib/tokens';
import { blockedOn } from '../schedule/service';
import { enqueueMail } from '../mail/outbox';
import type { BookingRow } from '../bookings/repository';
import { checkedAnswers, checkedPickup } from '../pickups/booking-choice';
import type { OfferEngine } from './engine';
import { joinedMail } from './mails';
import { entryLinks, entryToken, newTokenNonce, tokenHashOf, type EntryLinkConfig } from './tokens';
import * as repo from './repository';

export type JoinInput = z.output<typeof WaitlistJoinRequestSchema>;
export type PayInput = z.output<typeof WaitlistPayRequestSchema>;

export interface WaitlistServiceOptions {
  db: Db;
  logger: Logger;
  engine: OfferEngine;
  provider: PaymentProvider;
  settlement: Settlement;
  links: EntryLinkConfig;
  now?: () => Date;
}

const notAllowed = (message: string) => conflict(message, WAITLIST_ERROR_CODES.notAllowed);

/** The visitor's and the staff's calls on a waiting list; the offers themselves are the engine's. */
export class WaitlistService {
  constructor(private readonly options: WaitlistServiceOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * Joins a slot's list when it is sold out and can still be booked: the party is checked as a
   * checkout's would be, one entry per mailbox per slot, and the link is mailed. Holds nothing.
   */
  async join(input: JoinInput): Promise<WaitlistJoinResponse> {
    const { db, links } = this.options;
    const ticket = await checkoutRepo.findBookableTicket(db, input.ticketId);
    if (!ticket) throw notFound('ticket');
    const timeSlot = input.timeSlot ?? null;
    const slotProblem = slotChoiceProblem(ticket.is_time_slot, timeSlot);
    if (slotProblem) throw unprocessable(ERROR_CODES.slotUnavailable, SLOT_CHOICE_MESSAGES[slotProblem]);
    if (!ticket.pricing[input.preferenceIndex])
      throw unprocessable(ERROR_CODES.validation, 'This ticket has no such option.');
    const problem = countsProblem({
      adultCount: input.adultCount,
      childCount: input.childCount,
      isAdultByOneGetOneActive: ticket.is_adult_bogo,
      isChildByOneGetOneActive: ticket.is_child_bogo,
      maxPerBooking: ticket.max_per_booking,
    });
    if (problem)
      throw unprocessable(ERROR_CODES.invalidCounts, COUNT_PROBLEM_MESSAGES[problem], { reason: problem });
    await this.refuseUnsellable(ticket, input.bookingDate, timeSlot);
    const slot: repo.ListKey = { ticketId: ticket.id, date: input.bookingDate, timeSlot: timeSlot ?? '' };
    const party = input.adultCount + input.childCount;

    return db.transaction(async (trx) => {
      const taken = await checkoutRepo.counterSeats(trx, {
        ticketId: slot.ticketId,
        bookingDate: slot.date,
        timeSlot,
      });
      const lapsed = await checkoutRepo.lapsedSeats(trx, {
        ticketId: slot.ticketId,
        bookingDate: slot.date,
        timeSlot,
      });
      const free = ticket.capacity_per_slot === null ? Infinity : ticket.capacity_per_slot - (taken - lapsed);
      if (free >= party) {
        throw conflict(
          'There are seats to book for this time: book them now.',
          WAITLIST_ERROR_CODES.notSoldOut,
          {
            remaining: free === Infinity ? null : free,
          },
        );
      }
      const id = randomUUID();
      const nonce = newTokenNonce();
      const entry = await repo.insertEntry(trx, {
        id,
        ticket_id: ticket.id,
        booking_date: slot.date,
        time_slot: slot.timeSlot,
        preference_index: input.preferenceIndex,
        adult_count: input.adultCount,
        child_count: input.childCount,
        name: input.name,
        email: input.email,
        email_key: emailKey(input.email),
        mobile_number: input.mobileNumber,
        locale: input.locale,
        token_nonce: nonce,
        token_hash: tokenHashOf(entryToken(links.secret, { id, token_nonce: nonce })),
      });
      if (!entry) {
        throw conflict(
          'This e-mail is already on the waiting list for this time.',
          WAITLIST_ERROR_CODES.alreadyWaiting,
        );
      }
      const place = placeInLine(entry.position, await repo.waitingPositions(trx, slot));
      await enqueueMail(trx, {
        kind: 'notification',
        bookingId: null,
        dedupeKey: `waitlist-joined:${entry.id}`,
        to: entry.email,
        ...joinedMail(entry, ticket.title, place, entryLinks(links, entry).place),
      });
      return { status: entry.status, place, partySize: party };
    });
  }

  private async refuseUnsellable(ticket: checkoutRepo.TicketRow, date: string, timeSlot: string | null) {
    const now = this.now();
    const refusal = visitRefusal({
      date,
      timeSlot,
      today: todayIn(undefined, now),
      nowTime: timeOfDayIn(undefined, now),
      blocked: await blockedOn(this.options.db, ticket.id, date),
      attractionClosed: ticket.attraction_closed,
      timeSlots: ticket.time_slots,
    });
    if (refusal) {
      const code = refusal.on === 'date' ? ERROR_CODES.dateUnavailable : ERROR_CODES.slotUnavailable;
      throw conflict(refusal.message, code, { reason: refusal.reason });
    }
  }

  private async entryOfToken(token: string): Promise<repo.EntryRow> {
    const entry = await repo.findEntryByTokenHash(this.options.db, tokenHashOf(token));
    if (!entry) throw notFound('waiting-list entry');
    return entry;
  }

  /** What the entry's link shows: its place while waiting, the offer while it holds one. */
  async view(token: string): Promise<WaitlistEntryView> {
    return this.present(await this.entryOfToken(token));
  }

  private async present(entry: repo.EntryRow): Promise<WaitlistEntryView> {
    const { db } = this.options;
    const slot = repo.listKeyOf(entry);
    const [ticket, booking, positions] = await Promise.all([
      db('tickets')
        .where({ id: entry.ticket_id })
        .first<{ title: string; service: string }>('title', 'service'),
      entry.booking_id ? checkoutRepo.findBookingById(db, entry.booking_id) : undefined,
      entry.status === 'waiting' ? repo.waitingPositions(db, slot) : [],
    ]);
    const offered = entry.status === 'offered';
    return {
      status: entry.status,
      place: entry.status === 'waiting' ? placeInLine(entry.position, positions) : null,
      name: entry.name,
      ticketId: entry.ticket_id,
      preferenceIndex: entry.preference_index,
      ticketTitle: ticket?.title ?? '',
      service: ticket?.service ?? '',
      bookingDate: entry.booking_date,
      timeSlot: entry.time_slot || null,
      adultCount: entry.adult_count,
      childCount: entry.child_count,
      partySize: entry.adult_count + entry.child_count,
      locale: entry.locale,
      offerExpiresAt:
        offered && entry.offer_expires_at ? new Date(entry.offer_expires_at).toISOString() : null,
      amount: offered && booking ? booking.total_discount_amount : null,
      currency: offered && booking ? booking.currency : null,
      payable:
        offerPayable({ status: entry.status, offerExpiresAt: entry.offer_expires_at }, this.now()) &&
        booking?.booking_status === 'pending',
      bookingReference: entry.status === 'booked' && booking ? booking.booking_id : null,
    };
  }

  /** Leaves the list; an offer held is given up at once, and its seats wake the list. */
  async leave(token: string): Promise<WaitlistEntryView> {
    const found = await this.entryOfToken(token);
    const left = await this.options.db.transaction(async (trx) => this.withdraw(trx, found.id));
    await this.options.engine.drain();
    return this.present(left);
  }

  /** An entry out of its list (the visitor leaving, staff removing it), its offer's hold released. */
  private async withdraw(trx: Trx, id: string): Promise<repo.EntryRow> {
    const entry = await repo.lockEntry(trx, id);
    if (!entry) throw notFound('waiting-list entry');
    if (!waitlistMayLeave(entry.status))
      throw notAllowed(`This entry is ${entry.status} and cannot leave the list.`);
    const left = await repo.updateEntry(trx, id, { status: 'left', left_at: new Date() });
    if (entry.status === 'offered' && entry.booking_id) {
      // Last: the booking's UPDATE takes the slot's counter (the trigger then wakes the list).
      await checkoutRepo.expireBookings(trx, [entry.booking_id]);
    }
    return left;
  }

  /**
   * Opens the payment of an offer's held booking and answers the provider's page. The hold is the
   * offer's (its deadline); the session is openPaymentSession's, as a checkout's.
   */
  async pay(input: PayInput): Promise<{ url: string }> {
    const { db, provider, settlement, links } = this.options;
    const entry = await this.entryOfToken(input.token);
    const booking = entry.booking_id ? await checkoutRepo.findBookingById(db, entry.booking_id) : undefined;
    const now = this.now();
    if (!booking || !offerPayable({ status: entry.status, offerExpiresAt: entry.offer_expires_at }, now)) {
      throw notAllowed('There is no offer to pay for now.');
    }
    if (booking.booking_status !== 'pending') throw notAllowed('This offer is already settled.');
    const previous = booking.payment_session_id;
    if (previous) {
      const session = await provider.retrieveSession(previous);
      if (isPaid(session)) {
        await settlement.settlePaid(session);
        throw notAllowed('This offer is already paid.');
      }
    }
    const priced = await this.withPickupAndAnswers(booking, input);
    const successToken = newToken();
    const locale = entry.locale;
    const successUrl = `${links.publicUrl}${localizedPath(locale, '/success')}?token=${encodeURIComponent(successToken)}`;
    await checkoutRepo.updateBooking(db, booking.id, {
      ...priced,
      success_token_hash: sha256Hex(successToken),
      payment_provider: provider.name,
    });
    const session = await openPaymentSession(provider, {
      bookingUuid: booking.id,
      reference: booking.booking_id,
      lineItems: lineItemsOf({ ...booking, ...priced }),
      amountTotal: priced.total_discount_amount,
      currency: booking.currency,
      customerEmail: booking.email,
      requestedAt: now,
      holdUntil: new Date(booking.hold_expires_at!),
      successUrl,
      cancelUrl: entryLinks(links, entry).offer,
      // A new key each time: a session opened before may have ended with another expiry.
      idempotencyKey: `waitlist-offer-${booking.id}-${randomUUID()}`,
    });
    if (session.id !== previous) {
      await checkoutRepo.linkPaymentSession(db, booking.id, session.id);
      // The earlier session no longer opens this booking (lockBookingForSession): close it anyway.
      if (previous) await provider.expireSession(previous).catch(() => undefined);
    }
    return { url: session.url };
  }

  /**
   * The offer's pickup point and answers, checked as a checkout checks them (core's pickup choice
   * rule, answersSchemaFor for the whole party), and its totals priced again by core's computeTotals
   * with the pickup's extra: what a checkout of the same seats would charge. Throws before anything
   * is written, so a refused choice leaves the held booking as it was.
   */
  private async withPickupAndAnswers(booking: BookingRow, input: PayInput) {
    const { db } = this.options;
    const ticket = await checkoutRepo.findBookableTicket(db, booking.ticket_id);
    if (!ticket) throw notFound('ticket');
    const pickup = await checkedPickup(db, ticket, input.pickupPointId);
    const answers = checkedAnswers(ticket, input.answers, booking.adult_count + booking.child_count);
    const totals = computeTotals({
      pickupExtra: pickupExtraOf(pickup),
      adultCount: booking.adult_count,
      childCount: booking.child_count,
      prices: unitPricesForDate(ticket.pricing, booking.preference_index, booking.booking_date),
      discountValue: 0,
    });
    return {
      pickup,
      pickup_total: totals.pickupTotal,
      answers,
      adult_total: totals.adultTotal,
      child_total: totals.childTotal,
      total_amount: totals.totalAmount,
      discount_amount: totals.discountAmount,
      total_discount_amount: totals.totalDiscountAmount,
    };
  }

  /** One slot's list for the back office, in order. */
  async adminList(slot: repo.ListKey): Promise<AdminWaitlist> {
    const { db } = this.options;
    const ticket = await db('tickets')
      .where({ id: slot.ticketId })
      .first<{ title: string; capacity_per_slot: number | null } | undefined>('title', 'capacity_per_slot');
    if (!ticket) throw notFound('ticket');
    const rows = await repo.entriesOf(db, slot);
    const taken = await checkoutRepo.counterSeats(db, {
      ticketId: slot.ticketId,
      bookingDate: slot.date,
      timeSlot: slot.timeSlot || null,
    });
    let waitingPlace = 0;
    return {
      ticketId: slot.ticketId,
      ticketTitle: ticket.title,
      date: slot.date,
      timeSlot: slot.timeSlot || null,
      capacity: ticket.capacity_per_slot,
      taken,
      entries: rows.map((row, i) => ({
        _id: row.id,
        position: i + 1,
        place: row.status === 'waiting' ? ++waitingPlace : null,
        status: row.status,
        name: row.name,
        email: row.email,
        mobileNumber: row.mobile_number,
        adultCount: row.adult_count,
        childCount: row.child_count,
        partySize: row.adult_count + row.child_count,
        locale: row.locale,
        joinedAt: new Date(row.created_at).toISOString(),
        offerExpiresAt: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
        offersMade: row.offers_made,
        // The offer's hold while it stands, then the booking it became; none once it lapsed or left.
        bookingReference: row.status === 'offered' || row.status === 'booked' ? row.booking_reference : null,
      })),
    };
  }

  private async entryById(id: string): Promise<repo.EntryRow> {
    const entry = await this.options.db<repo.EntryRow>('waitlist_entries').where({ id }).first();
    if (!entry) throw notFound('waiting-list entry');
    return entry;
  }

  /**
   * Staff offer the free seats to one entry out of turn (its whole party must fit): a waiting one,
   * or one whose offer lapsed or was declined (a visitor who missed the mail gets another chance;
   * it keeps its place). Nothing changes when the seats are not there.
   */
  async adminOffer(id: string): Promise<AdminWaitlist> {
    const { db, engine } = this.options;
    const entry = await this.entryById(id);
    const made = await db.transaction(async (trx) => {
      const locked = await repo.lockEntry(trx, id);
      if (locked?.status !== 'waiting' && locked?.status !== 'expired')
        throw notAllowed(
          `This entry is ${locked?.status ?? 'gone'}: only a waiting or expired one can be offered.`,
        );
      if (locked.status === 'expired') await repo.updateEntry(trx, id, { status: 'waiting' });
      const offers = await engine.offerOnSlot(trx, repo.listKeyOf(entry), entry.id);
      // Rolls the status back too: an expired entry stays expired when nothing could be offered.
      if (offers.length === 0)
        throw notAllowed('Not enough free seats for this party now, or the time can no longer be booked.');
      return offers;
    });
    return made && this.adminList(repo.listKeyOf(entry));
  }

  /** Moves a waiting entry to a position of its list (1 = first), between the two it lands between. */
  async adminMove(id: string, to: number): Promise<AdminWaitlist> {
    const { db } = this.options;
    const entry = await this.entryById(id);
    const slot = repo.listKeyOf(entry);
    await db.transaction(async (trx) => {
      const locked = await repo.lockEntry(trx, id);
      if (locked?.status !== 'waiting') throw notAllowed('Only a waiting entry can be moved.');
      const others = (await repo.entriesOf(trx, slot)).filter((e) => e.id !== id);
      const index = Math.min(Math.max(to, 1), others.length + 1) - 1;
      const before = others[index - 1]?.position;
      const after = others[index]?.position;
      const position =
        before === undefined ? (after ?? 0) - 1 : after === undefined ? before + 1 : (before + after) / 2;
      await repo.updateEntry(trx, id, { position });
    });
    return this.adminList(slot);
  }

  /** Staff remove an entry; an offer it held is withdrawn and passes on. */
  async adminRemove(id: string): Promise<AdminWaitlist> {
    const entry = await this.entryById(id);
    await this.options.db.transaction((trx) => this.withdraw(trx, id));
    await this.options.engine.drain();
    return this.adminList(repo.listKeyOf(entry));
  }
}

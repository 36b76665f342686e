import {
  formatBookingDate,
  pickupExtraOf,
  rescheduleBlockedReason,
  weekdayOf,
  type BookingAnswers,
  type CalendarDate,
} from '@tours/core/domain';
import type { BookingRow } from '../bookings/repository';
import { updateBooking } from '../bookings/repository';
import {
  commitWithoutWaitingForDisk,
  expireLapsedHoldsOf,
  slotFullRemaining,
  type TicketRow,
} from '../checkout/repository';
import { newBookingReference } from '../checkout/references';
import { enqueueConfirmation } from '../bookings/confirmation';
import type { Trx } from '../db';
import { recordAudit, type Actor } from '../lib/audit';
import type { ManageLinkConfig } from '../lib/manage-token';
import { policyOf } from '../bookings/policy';
import { cancelByReseller } from '../cancellations/cancellation';
import type { AppDeps } from '../types';
import type { OctoCaller } from './auth';
import { availabilityIdOf } from './availability';
import { bookingJson, octoStatusOf } from './booking-presenter';
import type { Capabilities } from './capabilities';
import { invalidBooking, octoBadRequest, unprocessableEntity } from './errors';
import { octoRepository, type OctoBookingRow, type ResellerBooking, type StoredUnitItem } from './repository';
import { REFERENCE_TAKEN, RESELLER_CAP, runConfirm, runReserve, type AuditRow } from './statements';
import type { ConfirmBody, ContactInput, ListQuery, ReserveBody, UpdateBody } from './schemas';
import type { Booking } from './types';
import { questionsOf } from '../pickups/booking-choice';
import type { StoredPickup } from '../pickups/presenter';
import { unitsOf } from './catalogue';
import {
  checkedOctoAnswers,
  mergedAnswers,
  octoPickupChoice,
  type AnsweringItem,
  type QuestionAnswerInput,
} from './pickups-questions';
import {
  checkCurrency,
  planVisit,
  sellableTicket,
  storedUnitItems,
  ticketOfBooking,
  type VisitPlan,
} from './visit-plan';

/*
 * A reseller's bookings over OCTO, on the website's own machinery: a reservation is a pending booking
 * whose insert the slot counter's trigger gates (the same no-oversell guarantee as a checkout, in any
 * number of processes), released by the same sweeper when it lapses; confirming issues the same
 * check-in pass and voucher; cancelling goes through the refunds' cancellation routine and core's
 * refundQuote; a change of date follows the reschedule rule (rescheduleBlockedReason). The website's
 * anonymous hold caps do not apply: a reseller has its own cap on seats held unconfirmed.
 */

/** One OCTO request: who makes it, what it asked to see, and where it came from (for the audit). */
export interface OctoCall {
  caller: OctoCaller;
  caps: Capabilities;
  requestId: string | null;
  ip: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking's name, e-mail and mobile from an OCTO contact ('' where it gave none). */
export function contactColumns(c: ContactInput): Pick<BookingRow, 'name' | 'email' | 'mobile_number'> {
  const name = c.fullName ?? [c.firstName, c.lastName].filter(Boolean).join(' ');
  return { name: name ?? '', email: c.emailAddress ?? '', mobile_number: c.phoneNumber ?? '' };
}

/** The booking's columns a visit plan decides: date, slot, option, party and money. */
function visitColumns(plan: VisitPlan): Partial<BookingRow> {
  return {
    booking_date: plan.date,
    booking_date_string: formatBookingDate(plan.date),
    booking_day: weekdayOf(plan.date),
    time_slot: plan.timeSlot,
    preference: plan.ticket.pricing[plan.optionIndex]!.preference,
    preference_index: plan.optionIndex,
    adult_count: plan.adultCount,
    child_count: plan.childCount,
    adult_total: plan.totals.adultTotal,
    child_total: plan.totals.childTotal,
    pickup_total: plan.totals.pickupTotal,
    total_amount: plan.totals.totalAmount,
    discount_amount: plan.totals.discountAmount,
    total_discount_amount: plan.totals.totalDiscountAmount,
  };
}

const soldOut = (remaining: number) =>
  unprocessableEntity(
    remaining === 0
      ? 'Sold out: no seats are left for this availability.'
      : `Only ${remaining} seat${remaining === 1 ? ' is' : 's are'} left for this availability.`,
  );

/** Unit items as the answers see them: each one's people, adults or not, and the answers it brings. */
function answeringItems(
  ticket: TicketRow,
  items: readonly Pick<StoredUnitItem, 'uuid' | 'unitId'>[],
  given?: readonly { questionAnswers?: QuestionAnswerInput[] | undefined }[],
): AnsweringItem[] {
  const units = unitsOf(ticket);
  return items.map((item, i) => {
    const unit = units.find((u) => u.id === item.unitId);
    return {
      uuid: item.uuid,
      adult: unit?.age !== 'child',
      pax: unit?.pax ?? 1,
      questionAnswers: given?.[i]?.questionAnswers,
    };
  });
}

/** What a request says of the answers: the booking's own and its unit items'. */
interface AnswersRequest {
  questionAnswers?: QuestionAnswerInput[] | undefined;
  unitItems?: { questionAnswers?: QuestionAnswerInput[] | undefined }[] | undefined;
}

const bringsAnswers = (req: AnswersRequest) =>
  Boolean(req.questionAnswers?.length || req.unitItems?.some((u) => u.questionAnswers?.length));

/**
 * The answers a booking holds after a request, checked with core's schemas (`complete`: the
 * required ones too); undefined when the ticket asks nothing and none are given (nothing to do).
 */
function answersAfter(
  ticket: TicketRow,
  stored: { answers: BookingAnswers | null; items: readonly StoredUnitItem[] },
  items: readonly StoredUnitItem[],
  req: AnswersRequest,
  complete: boolean,
): { answers: BookingAnswers | null; due: boolean } | undefined {
  const definitions = questionsOf(ticket);
  if (definitions.length === 0 && !bringsAnswers(req)) return undefined;
  const after = answeringItems(ticket, items, req.unitItems);
  const raw = mergedAnswers(
    stored.answers,
    answeringItems(ticket, stored.items),
    after,
    req.questionAnswers,
    definitions,
  );
  const participants = after.reduce((n, item) => n + item.pax, 0);
  return checkedOctoAnswers(definitions, raw, participants, complete);
}

export class OctoBookingService {
  private readonly links: ManageLinkConfig;

  constructor(
    private readonly deps: AppDeps,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.links = { ...deps.config.manageToken, publicUrl: deps.config.publicUrl };
  }

  private actor(call: OctoCall): Actor {
    return { admin: null, requestId: call.requestId, ip: call.ip };
  }

  private audit(
    trx: Trx,
    call: OctoCall,
    action: string,
    bookingId: string,
    details: Record<string, unknown>,
  ) {
    const { reseller, testMode } = call.caller;
    return recordAudit(trx, this.actor(call), {
      action: `octo.${action}`,
      entity: 'booking',
      entityId: bookingId,
      details: { actor: `reseller:${reseller.name}`, resellerId: reseller.id, testMode, ...details },
    });
  }

  /** The same audit row as audit(), for a statement that writes it itself (statements.ts). */
  private auditRow(
    call: OctoCall,
    action: string,
    bookingId: string,
    details: Record<string, unknown>,
  ): AuditRow {
    const { reseller, testMode } = call.caller;
    return {
      admin_id: null,
      admin_email: null,
      action: `octo.${action}`,
      entity: 'booking',
      entity_id: bookingId,
      details: { actor: `reseller:${reseller.name}`, resellerId: reseller.id, testMode, ...details },
      request_id: call.requestId,
      ip: call.ip,
    };
  }

  /** A booking of the caller, locked; INVALID_BOOKING_UUID for anything else. */
  private async locked(trx: Trx, call: OctoCall, uuid: string): Promise<ResellerBooking> {
    if (!UUID.test(uuid)) throw invalidBooking(uuid);
    const booking = await octoRepository.find(trx, call.caller.reseller.id, uuid.toLowerCase(), {
      lock: true,
    });
    if (!booking) throw invalidBooking(uuid);
    return booking;
  }

  async get(call: OctoCall, uuid: string): Promise<Booking> {
    if (!UUID.test(uuid)) throw invalidBooking(uuid);
    const booking = await octoRepository.find(this.deps.db, call.caller.reseller.id, uuid.toLowerCase());
    if (!booking) throw invalidBooking(uuid);
    return this.present(call, booking);
  }

  async list(call: OctoCall, q: ListQuery): Promise<Booking[]> {
    const rows = await octoRepository.list(this.deps.db, call.caller.reseller.id, {
      resellerReference: q.resellerReference,
      supplierReference: q.supplierReference,
      from: q.localDate ?? q.localDateStart,
      to: q.localDate ?? q.localDateEnd,
      ticketId: q.productId,
    });
    const answers: Booking[] = [];
    for (const row of rows) answers.push(await this.present(call, row));
    return answers;
  }

  /** The booking as OCTO shows it; `ticket` when the caller has it already, `secret` when known. */
  private async present(
    call: OctoCall,
    booking: ResellerBooking,
    ticket?: TicketRow,
    secret?: string | null,
  ): Promise<Booking> {
    const { db, catalogueCache } = this.deps;
    return bookingJson(booking, {
      db,
      ticket: ticket ?? (await ticketOfBooking(db, catalogueCache, booking.ticket_id)),
      caps: call.caps,
      links: this.links,
      now: this.clock(),
      ...(secret !== undefined ? { secret } : {}),
    });
  }

  /** POST /bookings: hold the seats until utcExpiresAt. */
  async reserve(call: OctoCall, body: ReserveBody): Promise<Booking> {
    const { db, catalogueCache, config } = this.deps;
    const { reseller, testMode } = call.caller;
    const now = this.clock();
    if (body.uuid) {
      const owner = await octoRepository.ownerOf(db, body.uuid.toLowerCase());
      // The reseller sending its reservation again (a retry) gets it back; another's uuid is refused.
      if (owner?.reseller_id === reseller.id) return this.get(call, body.uuid);
      if (owner) throw octoBadRequest('uuid: this uuid is already used by another booking.');
    }
    const ticket = await sellableTicket(db, catalogueCache, call.caller, body.productId);
    checkCurrency(ticket, body.currency);
    const pickup = await octoPickupChoice(db, ticket, body);
    const plan = await planVisit(
      db,
      catalogueCache,
      ticket,
      { ...body, commissionPercent: reseller.commission_percent, pickupExtra: pickupExtraOf(pickup) },
      now,
    );
    const unitItems = storedUnitItems(body.unitItems!);
    // Answers may follow with the confirmation; those given are checked now.
    const answered = answersAfter(ticket, { answers: null, items: [] }, unitItems, body, false);
    const minutes = body.expirationMinutes ?? config.holdMinutes;
    const row: Partial<BookingRow> & { id: string } = {
      id: (body.uuid ?? crypto.randomUUID()).toLowerCase(),
      booking_status: 'pending',
      ticket_id: ticket.id,
      ticket_title: ticket.title,
      service: ticket.service,
      ticket_type: ticket.ticket_type,
      ...visitColumns(plan),
      coupon_code: null,
      // The commission, so that discount_amount is the reseller's share (resellerTotals).
      discount_value: reseller.commission_percent,
      currency: ticket.currency,
      ...contactColumns(body.contact ?? {}),
      hold_expires_at: new Date(now.getTime() + minutes * 60_000),
      payment_provider: 'reseller',
      ...{
        channel: 'reseller',
        reseller_id: reseller.id,
        reseller_reference: body.resellerReference ?? null,
        test_mode: testMode,
      },
      // Only when there are any: a reservation without them sends what it always did.
      ...(pickup ? { pickup } : {}),
      ...(answered?.answers ? { answers: answered.answers } : {}),
    };
    const octo: OctoBookingRow = {
      booking_id: row.id,
      reseller_id: reseller.id,
      option_id: body.optionId,
      unit_items: unitItems,
      contact: body.contact ?? {},
      notes: body.notes ?? null,
      confirmed_at: null,
      cancelled_at: null,
      cancel_reason: null,
      refund: null,
      ...(answered?.due ? { answers_due: true } : {}),
      created_at: now,
      updated_at: now,
    };
    const booking = await this.hold(call, row, plan, octo);
    // Made from the rows just written (the hold is durable already).
    return this.present(call, { ...(booking as ResellerBooking), octo }, ticket);
  }

  /**
   * The hold, one `CALL octo_reserve` (statements.ts): the booking (its insert gated by the slot
   * counter's trigger), its OCTO row, the audit row, then the reseller's cap on unconfirmed seats
   * (under its lock, taken last), committed without waiting for the disk and then made durable before
   * the call returns. When only holds that lapsed are in the way, they are expired and the hold tried
   * once more, as the checkout does.
   */
  private async hold(
    call: OctoCall,
    row: Partial<BookingRow> & { id: string },
    plan: VisitPlan,
    octo: OctoBookingRow,
  ): Promise<BookingRow> {
    const { db } = this.deps;
    const { reseller } = call.caller;
    const seats = plan.adultCount + plan.childCount;
    let expired = false;
    for (let attempt = 1; attempt <= 6; attempt++) {
      const booking = { ...row, booking_id: newBookingReference() };
      const audit = this.auditRow(call, 'reserve', row.id, {
        reference: booking.booking_id,
        availabilityId: availabilityIdOf(plan.date, plan.timeSlot),
        seats,
        net: row.total_discount_amount,
      });
      try {
        const createdAt = await runReserve(db, booking, octo, audit, reseller.max_held_seats);
        return { ...booking, created_at: createdAt, updated_at: createdAt } as BookingRow;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === REFERENCE_TAKEN) continue;
        if (code === '23505') throw octoBadRequest('uuid: this uuid is already used.');
        if (code === RESELLER_CAP) {
          const holding = Number((error as { detail?: string }).detail);
          throw unprocessableEntity(
            `This key holds ${holding} seats in reservations that are not confirmed and may hold ${reseller.max_held_seats} at once: confirm or cancel some first.`,
          );
        }
        const remaining = slotFullRemaining(error);
        if (remaining === undefined) throw error;
        const slot = { ticketId: plan.ticket.id, bookingDate: plan.date, timeSlot: plan.timeSlot };
        if (expired || (await expireLapsedHoldsOf(db, slot)) === 0) throw soldOut(remaining);
        expired = true;
      }
    }
    throw new Error('could not draw a free booking reference in 6 attempts');
  }

  /**
   * Moves a locked booking to a new plan in one UPDATE, inside a savepoint: the occupancy trigger
   * takes the seats from the old slot, adds them to the new one and refuses past capacity (TS001),
   * which leaves the booking where it was.
   */
  private async moveTo(trx: Trx, booking: ResellerBooking, plan: VisitPlan): Promise<void> {
    try {
      await trx.transaction((savepoint) => updateBooking(savepoint, booking.id, visitColumns(plan)));
    } catch (error) {
      const remaining = slotFullRemaining(error);
      if (remaining !== undefined) throw soldOut(remaining);
      throw error;
    }
  }

  /** The plan of a change: the booking's own option, availability and units where the change gives none. */
  private async replan(
    trx: Trx,
    call: OctoCall,
    booking: ResellerBooking,
    change: {
      optionId?: string | undefined;
      availabilityId?: string | undefined;
      unitItems?: StoredUnitItem[] | undefined;
      /** The pickup it will have (undefined: the one it has). */
      pickup?: StoredPickup | null | undefined;
    },
  ): Promise<VisitPlan> {
    const { catalogueCache } = this.deps;
    // Inside the booking's transaction: its reads wait for nothing the transaction holds.
    const ticket = await sellableTicket(trx, catalogueCache, call.caller, booking.ticket_id);
    return planVisit(
      trx,
      catalogueCache,
      ticket,
      {
        optionId: change.optionId ?? booking.octo.option_id,
        availabilityId: change.availabilityId ?? availabilityIdOf(booking.booking_date, booking.time_slot),
        unitItems: change.unitItems ?? booking.octo.unit_items,
        // The commission it was reserved with.
        commissionPercent: booking.discount_value,
        // The extra of the point it keeps, at the price it was chosen at.
        pickupExtra: pickupExtraOf(
          change.pickup !== undefined ? change.pickup : (booking.pickup as StoredPickup | null),
        ),
      },
      this.clock(),
    );
  }

  /** POST /bookings/{uuid}/confirm: the same confirmed booking, pass and voucher as the website's. */
  async confirm(call: OctoCall, uuid: string, body: ConfirmBody): Promise<Booking> {
    const now = this.clock();
    const contact = contactColumns(body.contact);
    // A confirmation that changes the units, brings answers or sends the customer's copy takes the
    // transaction below; the usual one is one `CALL octo_confirm` (statements.ts), which writes what
    // it does, and writes nothing for a reservation whose required answers are still missing.
    if (!body.unitItems && !bringsAnswers(body) && !(body.emailReceipt && contact.email)) {
      if (!UUID.test(uuid)) throw invalidBooking(uuid);
      const outcome = await runConfirm(
        this.deps.db,
        call.caller.reseller.id,
        uuid.toLowerCase(),
        now,
        {
          ...contact,
          reseller_reference: body.resellerReference,
          contact: body.contact,
          notes: body.notes,
        },
        this.auditRow(call, 'confirm', uuid.toLowerCase(), {}),
      );
      if (!outcome) throw invalidBooking(uuid);
      const { booking, changed, secret } = outcome;
      if (changed) return this.present(call, booking, undefined, secret);
      if (!outcome.answersDue) {
        const status = octoStatusOf(booking, now);
        if (status === 'CONFIRMED') return this.get(call, booking.id);
        throw unprocessableEntity(`This booking is ${status.toLowerCase()} and can no longer be confirmed.`);
      }
    }
    const done = await this.deps.db.transaction((trx) => this.confirmIn(trx, call, uuid, body, now));
    if (typeof done === 'string') return this.get(call, done);
    // Made from the rows just written while the durable commit is; answered once both are done.
    const [, answer] = await Promise.all([
      octoRepository.updateOcto(this.deps.db, done.id, {}),
      this.present(call, done),
    ]);
    return answer;
  }

  /** A confirmation in a transaction: new units, the answers (all required ones now), the customer's copy. */
  private async confirmIn(
    trx: Trx,
    call: OctoCall,
    uuid: string,
    body: ConfirmBody,
    now: Date,
  ): Promise<ResellerBooking | string> {
    const booking = await this.locked(trx, call, uuid);
    const status = octoStatusOf(booking, now);
    if (status === 'CONFIRMED') return booking.id;
    if (status !== 'ON_HOLD')
      throw unprocessableEntity(`This booking is ${status.toLowerCase()} and can no longer be confirmed.`);
    const unitItems = body.unitItems ? storedUnitItems(body.unitItems) : booking.octo.unit_items;
    if (body.unitItems) await this.moveTo(trx, booking, await this.replan(trx, call, booking, { unitItems }));
    const ticket = await ticketOfBooking(trx, this.deps.catalogueCache, booking.ticket_id);
    const answered = answersAfter(
      ticket,
      { answers: (booking.answers as BookingAnswers | null) ?? null, items: booking.octo.unit_items },
      unitItems,
      body,
      true,
    );
    const confirmed = await updateBooking(trx, booking.id, {
      booking_status: 'confirmed',
      paid_at: now,
      hold_expires_at: null,
      reseller_reference: body.resellerReference ?? booking.reseller_reference,
      ...contactColumns(body.contact),
      ...(answered ? { answers: answered.answers === null ? null : JSON.stringify(answered.answers) } : {}),
    });
    const octo = {
      ...booking.octo,
      confirmed_at: now,
      contact: body.contact,
      unit_items: unitItems,
      notes: body.notes !== undefined ? body.notes : booking.octo.notes,
      answers_due: false,
    };
    await octoRepository.updateOcto(trx, booking.id, {
      confirmed_at: now,
      contact: JSON.stringify(body.contact),
      unit_items: JSON.stringify(unitItems),
      notes: octo.notes,
      answers_due: false,
    });
    await this.audit(trx, call, 'confirm', booking.id, {
      reference: booking.booking_id,
      resellerReference: confirmed.reseller_reference,
      net: confirmed.total_discount_amount,
    });
    // The customer's own copy when the reseller asks for it: the website's confirmation and voucher.
    if (body.emailReceipt && confirmed.email) await enqueueConfirmation(trx, confirmed, this.links);
    // The report's rollup rows, which every confirmation of the ticket takes at its commit, are let
    // go without waiting for the disk; the durable commit after makes the confirmation durable
    // before the reseller is told.
    await commitWithoutWaitingForDisk(trx);
    return { ...(confirmed as ResellerBooking), octo };
  }

  /** PATCH /bookings/{uuid}: date or time, option and units (by the reschedule rule once confirmed), contact, notes. */
  async update(call: OctoCall, uuid: string, body: UpdateBody): Promise<Booking> {
    const now = this.clock();
    const id = await this.deps.db.transaction(async (trx) => {
      const booking = await this.locked(trx, call, uuid);
      const status = octoStatusOf(booking, now);
      if (body.productId !== undefined && body.productId !== booking.ticket_id)
        throw octoBadRequest('productId: a booking keeps its product; cancel it and reserve the other one.');
      if (status !== 'ON_HOLD' && status !== 'CONFIRMED')
        throw unprocessableEntity(`This booking is ${status.toLowerCase()} and can no longer be changed.`);
      const unitItems = body.unitItems ? storedUnitItems(body.unitItems) : undefined;
      const asks = await this.askedOf(trx, booking, body, unitItems, status);
      if (
        body.optionId !== undefined ||
        body.availabilityId !== undefined ||
        unitItems ||
        asks.pickup !== undefined ||
        bringsAnswers(body)
      )
        await this.checkChangeAllowed(trx, booking, now);
      if (
        body.optionId !== undefined ||
        body.availabilityId !== undefined ||
        unitItems ||
        asks.pickup !== undefined
      ) {
        const plan = await this.replan(trx, call, booking, { ...body, unitItems, pickup: asks.pickup });
        await this.moveTo(trx, booking, plan);
      }
      const { answered } = asks;
      const changes: Partial<BookingRow> = {
        ...(body.contact ? contactColumns(body.contact) : {}),
        ...(body.resellerReference !== undefined ? { reseller_reference: body.resellerReference } : {}),
        ...(status === 'ON_HOLD' && body.expirationMinutes
          ? { hold_expires_at: new Date(now.getTime() + body.expirationMinutes * 60_000) }
          : {}),
        ...(asks.pickup !== undefined ? { pickup: asks.pickup ? JSON.stringify(asks.pickup) : null } : {}),
        ...(answered ? { answers: answered.answers ? JSON.stringify(answered.answers) : null } : {}),
      };
      if (Object.keys(changes).length) await updateBooking(trx, booking.id, changes);
      await octoRepository.updateOcto(trx, booking.id, {
        ...(body.optionId !== undefined ? { option_id: body.optionId } : {}),
        ...(unitItems ? { unit_items: JSON.stringify(unitItems) } : {}),
        ...(body.contact ? { contact: JSON.stringify(body.contact) } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(answered ? { answers_due: answered.due } : {}),
      });
      await this.audit(trx, call, 'update', booking.id, { reference: booking.booking_id, change: body });
      return booking.id;
    });
    return this.get(call, id);
  }

  /**
   * What a change asks of the pickup and the answers: the new point (undefined: no change of it),
   * and the answers the booking would hold (undefined: nothing to check), all required once the
   * booking is confirmed, each checked with the rules the reservation was.
   */
  private async askedOf(
    trx: Trx,
    booking: ResellerBooking,
    body: UpdateBody,
    unitItems: StoredUnitItem[] | undefined,
    status: string,
  ) {
    const pickupChange = body.pickupRequested !== undefined || body.pickupPointId !== undefined;
    if (!pickupChange && !unitItems && !bringsAnswers(body))
      return { pickup: undefined, answered: undefined };
    const ticket = await ticketOfBooking(trx, this.deps.catalogueCache, booking.ticket_id);
    const pickup = pickupChange ? await octoPickupChoice(trx, ticket, body) : undefined;
    const answered = answersAfter(
      ticket,
      { answers: (booking.answers as BookingAnswers | null) ?? null, items: booking.octo.unit_items },
      unitItems ?? booking.octo.unit_items,
      body,
      status === 'CONFIRMED',
    );
    return { pickup, answered };
  }

  /** A confirmed booking changes its visit only until its free-cancellation cut-off, as a visitor's would. */
  private async checkChangeAllowed(trx: Trx, booking: ResellerBooking, now: Date): Promise<void> {
    if (booking.booking_status !== 'confirmed') return;
    const visit = { bookingDate: booking.booking_date as CalendarDate, timeSlot: booking.time_slot };
    const reason = rescheduleBlockedReason(booking.booking_status, await policyOf(trx, booking), visit, now);
    if (reason) throw unprocessableEntity(reason);
  }

  /** POST /bookings/{uuid}/extend: the reservation holds its seats `expirationMinutes` from now. */
  async extend(call: OctoCall, uuid: string, expirationMinutes: number | undefined): Promise<Booking> {
    const now = this.clock();
    const minutes = expirationMinutes ?? this.deps.config.holdMinutes;
    const id = await this.deps.db.transaction(async (trx) => {
      const booking = await this.locked(trx, call, uuid);
      const status = octoStatusOf(booking, now);
      if (status !== 'ON_HOLD')
        throw unprocessableEntity(
          `This booking is ${status.toLowerCase()}: only a reservation on hold can be extended.`,
        );
      const until = new Date(now.getTime() + minutes * 60_000);
      await updateBooking(trx, booking.id, { hold_expires_at: until });
      await this.audit(trx, call, 'extend', booking.id, {
        reference: booking.booking_id,
        until: until.toISOString(),
      });
      return booking.id;
    });
    return this.get(call, id);
  }

  /** POST /bookings/{uuid}/cancel: a reservation's seats go back; a booking is cancelled by its policy. */
  async cancel(call: OctoCall, uuid: string, reason: string | null): Promise<Booking> {
    const now = this.clock();
    const id = await this.deps.db.transaction(async (trx) => {
      const booking = await this.locked(trx, call, uuid);
      const status = octoStatusOf(booking, now);
      if (status === 'CANCELLED') return booking.id;
      let refund: 'FULL' | 'PARTIAL' | 'NONE' = 'FULL';
      if (booking.booking_status === 'pending') {
        // A reservation is released like a declined checkout: its seats return at once.
        await updateBooking(trx, booking.id, { booking_status: 'failed', hold_expires_at: null });
      } else if (status === 'CONFIRMED') {
        const { quote } = await cancelByReseller(
          trx,
          booking.id,
          { reason: reason ?? 'Cancelled by the reseller', reseller: call.caller.reseller.name },
          now,
        );
        refund = quote.percent === 100 ? 'FULL' : quote.percent > 0 ? 'PARTIAL' : 'NONE';
      } else {
        throw unprocessableEntity(`This booking is ${status.toLowerCase()} and cannot be cancelled.`);
      }
      await octoRepository.updateOcto(trx, booking.id, { cancelled_at: now, cancel_reason: reason, refund });
      await this.audit(trx, call, 'cancel', booking.id, {
        reference: booking.booking_id,
        reason,
        refund,
        from: status,
      });
      return booking.id;
    });
    return this.get(call, id);
  }
}

import { randomUUID } from 'node:crypto';
import {
  COUNT_PROBLEM_MESSAGES,
  countsProblem,
  resellerTotals,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  visitRefusal,
  type CalendarDate,
  type Totals,
} from '@tours/core/domain';
import { findBookableTicket, type TicketRow } from '../checkout/repository';
import type { Executor } from '../db';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { blockedOn } from '../schedule/service';
import type { OctoCaller } from './auth';
import { parseAvailabilityId } from './availability';
import { countsOf, optionIndexOf, unitOf, type UnitPlan } from './catalogue';
import { invalidProduct, octoBadRequest, unprocessableEntity } from './errors';
import type { StoredUnitItem } from './repository';
import type { UnitItemInput } from './schemas';

/*
 * What a reservation (or a change of one) asks for, checked and priced with the website's rules in
 * core, in the order OCTO reports its errors: product, option, availability, units, then whether the
 * party may be booked (countsProblem) and the visit may be (visitRefusal: past, blocked, closed).
 * Seats are not checked here: the hold's insert is gated by the slot counter's trigger.
 */

export interface VisitPlan {
  ticket: TicketRow;
  optionIndex: number;
  date: CalendarDate;
  timeSlot: string | null;
  adultCount: number;
  childCount: number;
  units: UnitPlan[];
  /** Retail totals with the reseller's commission as the discount: totalDiscountAmount is the net. */
  totals: Totals;
}

export interface VisitInput {
  optionId: string;
  availabilityId: string;
  unitItems?: readonly Pick<UnitItemInput, 'unitId'>[] | undefined;
}

/** A product the caller may sell (a ticket on its list that is still sold); INVALID_PRODUCT_ID otherwise. */
export async function sellableTicket(
  db: Executor,
  cache: CatalogueCache | undefined,
  caller: OctoCaller,
  productId: string,
): Promise<TicketRow> {
  if (!caller.reseller.ticket_ids.includes(productId)) throw invalidProduct(productId);
  const ticket = await cachedRead(cache, 'ticketRow', productId, () => findBookableTicket(db, productId));
  if (!ticket) throw invalidProduct(productId);
  return ticket;
}

/** A ticket sells in its own currency only: a request for another one is BAD_REQUEST. */
export function checkCurrency(
  ticket: Pick<TicketRow, 'currency'>,
  currency: string | null | undefined,
): void {
  if (currency && currency.toLowerCase() !== ticket.currency.toLowerCase())
    throw octoBadRequest(`currency: this product is sold in ${ticket.currency.toUpperCase()} only.`);
}

/** A booking's ticket as it is now, deleted or not (a booking outlives its ticket's sale). */
export async function ticketOfBooking(
  db: Executor,
  cache: CatalogueCache | undefined,
  ticketId: string,
): Promise<TicketRow> {
  const live = await cachedRead(cache, 'ticketRow', ticketId, () => findBookableTicket(db, ticketId));
  return live ?? ((await db('tickets').where({ id: ticketId }).first()) as TicketRow);
}

export async function planVisit(
  db: Executor,
  cache: CatalogueCache | undefined,
  ticket: TicketRow,
  input: VisitInput & { commissionPercent: number; pickupExtra?: number | undefined },
  now: Date,
): Promise<VisitPlan> {
  const optionIndex = optionIndexOf(ticket, input.optionId);
  const { date, timeSlot } = parseAvailabilityId(ticket, input.availabilityId);
  if (!input.unitItems?.length) throw unprocessableEntity('unitItems: book at least one unit.');
  const units = input.unitItems.map((item) => unitOf(ticket, item.unitId));
  const counts = countsOf(units);
  const problem = countsProblem({
    ...counts,
    isAdultByOneGetOneActive: ticket.is_adult_bogo,
    isChildByOneGetOneActive: ticket.is_child_bogo,
    maxPerBooking: ticket.max_per_booking,
  });
  if (problem) throw unprocessableEntity(COUNT_PROBLEM_MESSAGES[problem]);
  const refusal = visitRefusal({
    date,
    timeSlot,
    today: todayIn(undefined, now),
    nowTime: timeOfDayIn(undefined, now),
    blocked: await blockedOn(db, ticket.id, date, cache),
    attractionClosed: ticket.attraction_closed,
    timeSlots: ticket.time_slots,
  });
  if (refusal) throw unprocessableEntity(refusal.message);
  const totals = resellerTotals({
    ...counts,
    prices: unitPricesForDate(ticket.pricing, optionIndex, date),
    commissionPercent: input.commissionPercent,
    pickupExtra: input.pickupExtra,
  });
  return { ticket, optionIndex, date, timeSlot, ...counts, units, totals };
}

/** The unit items to store: each with the uuid the reseller gave, or a new v4 one; none twice. */
export function storedUnitItems(items: readonly UnitItemInput[]): StoredUnitItem[] {
  const stored = items.map((item) => ({
    uuid: (item.uuid ?? randomUUID()).toLowerCase(),
    unitId: item.unitId,
    resellerReference: item.resellerReference ?? null,
    contact: item.contact ?? null,
  }));
  if (new Set(stored.map((i) => i.uuid)).size !== stored.length)
    throw octoBadRequest('unitItems: each unit item needs its own uuid.');
  return stored;
}

import {
  addDays,
  ATTRACTION_TIME_ZONE,
  dateStatus,
  dayAvailability,
  daysBetween,
  endOfDay,
  isFewLeft,
  parseZonedDateTime,
  slotStatus,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  visitStartMs,
  zonedDateTime,
  type CalendarDate,
  type DayStatus,
  type SlotAvailability,
} from '@tours/core/domain';
import type { Executor } from '../db';
import { monthRows, type MonthRows } from '../schedule/month';
import type { TicketRow } from '../checkout/repository';
import type { Capabilities } from './capabilities';
import { unitPricing, unitsOf, type UnitPlan } from './catalogue';
import { invalidAvailability, octoBadRequest } from './errors';
import type { PickupPointRow } from '../pickups/repository';
import { availabilityPickupJson } from './pickups-questions';
import type { Availability, AvailabilityCalendarDay, AvailabilityStatus, Pricing } from './types';

/*
 * Availability as OCTO names it, from the website's own rules: the slot_occupancy counter less lapsed
 * holds, blocked dates and slots (schedule/month.ts, one statement for any range of days), and core's
 * dateStatus, slotStatus and dayAvailability. An availability's id is its local start date-time in
 * Dubai (`2026-12-24T09:00:00+04:00`; midnight for a whole-day ticket), so it never changes.
 */

/** An all-day ticket is valid the whole calendar day (tickets record no opening hours). */
const ALL_DAY = { from: '00:00', to: '23:59' } as const;
/** A reseller may ask for a year of days at once, as OCTO allows. */
const MAX_DAYS = 366;

/** UTC without milliseconds, as OCTO writes utcCutoffAt. */
export const utcSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** What an answer is computed for: the reseller's commission, the units asked for and the capabilities. */
export interface AvailabilityRequest {
  ticket: TicketRow;
  optionIndex: number;
  commission: number;
  caps: Capabilities;
  /** People asked for (units × their people); 0 when the request named no units. */
  pax: number;
  now: Date;
  /** The ticket's pickup points, read when octo/pickups is asked for a ticket that collects. */
  pickupPoints?: readonly PickupPointRow[] | undefined;
}

/** One start time (or a whole day) of a ticket: where it is and how it stands. */
export interface Slot {
  date: CalendarDate;
  /** Null for a whole-day ticket. */
  timeSlot: string | null;
  status: SlotAvailability;
}

/** The days of a range with what the counter, the blocks and core's rules say of each. */
export interface DaysOf {
  rows: MonthRows;
  today: CalendarDate;
  nowTime: string;
}

export function checkRange(from: CalendarDate, to: CalendarDate): void {
  const days = daysBetween(from, to);
  if (days < 0) throw octoBadRequest('localDateEnd must not be before localDateStart');
  if (days >= MAX_DAYS) throw octoBadRequest(`ask for at most ${MAX_DAYS} days at a time`);
}

export async function daysOf(
  db: Executor,
  ticketId: string,
  from: CalendarDate,
  to: CalendarDate,
  now: Date,
) {
  return {
    rows: await monthRows(db, ticketId, from, to),
    today: todayIn(ATTRACTION_TIME_ZONE, now),
    nowTime: timeOfDayIn(ATTRACTION_TIME_ZONE, now),
  } satisfies DaysOf;
}

/** Every start of a date (one for a whole-day ticket), each with its status under core's rules. */
export function slotsOn(ticket: TicketRow, date: CalendarDate, days: DaysOf): Slot[] {
  const day = dateStatus({
    date,
    today: days.today,
    blockedDates: days.rows.blockedDates.has(date) ? [date] : [],
    attractionClosed: ticket.attraction_closed,
  });
  const keys: (string | null)[] = ticket.is_time_slot ? ticket.time_slots : [null];
  const blocked = days.rows.blockedSlots.get(date);
  const taken = days.rows.taken.get(date);
  return keys.map((key) => ({
    date,
    timeSlot: key,
    status: slotStatus({
      date,
      // A whole-day ticket's one "slot" never starts within its day (as dayAvailability counts it).
      timeSlot: key ?? '24:00',
      today: days.today,
      nowTime: days.nowTime,
      day,
      blocked: key !== null && (blocked?.has(key) ?? false),
      capacity: ticket.capacity_per_slot,
      taken: taken?.get(key) ?? 0,
    }),
  }));
}

/** OCTO's status of a start: FREESALE without a capacity, LIMITED when nearly full. */
function slotOctoStatus(slot: SlotAvailability): AvailabilityStatus {
  if (slot.status === 'soldOut') return 'SOLD_OUT';
  if (slot.status !== 'available') return 'CLOSED';
  if (slot.remaining === null) return 'FREESALE';
  return isFewLeft(slot) ? 'LIMITED' : 'AVAILABLE';
}

const DAY_STATUS: Record<DayStatus, AvailabilityStatus> = {
  available: 'AVAILABLE',
  fewLeft: 'LIMITED',
  soldOut: 'SOLD_OUT',
  closed: 'CLOSED',
  past: 'CLOSED',
};

const OPEN: readonly AvailabilityStatus[] = ['AVAILABLE', 'LIMITED', 'FREESALE'];

/** The id of a start: its local date-time in Dubai. */
export const availabilityIdOf = (date: CalendarDate, timeSlot: string | null) =>
  zonedDateTime(date, timeSlot ?? '00:00');

/** The date and slot an availability id names for a ticket; INVALID_AVAILABILITY_ID otherwise. */
export function parseAvailabilityId(
  ticket: Pick<TicketRow, 'is_time_slot' | 'time_slots'>,
  id: string,
): { date: CalendarDate; timeSlot: string | null } {
  const parsed = parseZonedDateTime(id);
  if (!parsed) throw invalidAvailability(id);
  if (ticket.is_time_slot) {
    if (!ticket.time_slots.includes(parsed.time)) throw invalidAvailability(id);
    return { date: parsed.date, timeSlot: parsed.time };
  }
  if (parsed.time !== '00:00') throw invalidAvailability(id);
  return { date: parsed.date, timeSlot: null };
}

/** Each unit's price on a date for the option asked for. */
function unitPricingOn(req: AvailabilityRequest, date: CalendarDate): (Pricing & { unitId: string })[] {
  const prices = unitPricesForDate(req.ticket.pricing, req.optionIndex, date);
  if (!prices) return [];
  return unitsOf(req.ticket).map((u: UnitPlan) => ({
    unitId: u.id,
    ...unitPricing(u, prices, req.commission, req.ticket.currency),
  }));
}

/** The OCTO availability of one start. */
export function availabilityJson(req: AvailabilityRequest, slot: Slot): Availability {
  const { ticket } = req;
  const status = slotOctoStatus(slot.status);
  const vacancies = slot.status.remaining;
  const id = availabilityIdOf(slot.date, slot.timeSlot);
  const cutoffMs =
    slot.timeSlot === null
      ? Date.parse(endOfDay(slot.date))
      : visitStartMs({ bookingDate: slot.date, timeSlot: slot.timeSlot });
  const fits = vacancies === null || vacancies >= Math.max(req.pax, 1);
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: zonedDateTime(slot.date, ALL_DAY.to),
    utcCutoffAt: utcSeconds(cutoffMs),
    allDay: slot.timeSlot === null,
    available: OPEN.includes(status) && fits,
    status,
    vacancies,
    capacity: ticket.capacity_per_slot,
    maxUnits: vacancies === null ? ticket.max_per_booking : Math.min(ticket.max_per_booking, vacancies),
    openingHours: slot.timeSlot === null ? [{ ...ALL_DAY }] : [],
    ...(req.caps.pricing ? { unitPricing: unitPricingOn(req, slot.date) } : {}),
    ...(req.caps.pickups ? availabilityPickupJson(ticket.pickup_mode, req.pickupPoints ?? [], slot) : {}),
  };
}

/** POST /availability/calendar: each day of the range, from one read of the counter and the blocks. */
export async function calendar(
  db: Executor,
  req: AvailabilityRequest,
  from: CalendarDate,
  to: CalendarDate,
): Promise<AvailabilityCalendarDay[]> {
  checkRange(from, to);
  const { ticket } = req;
  const days = await daysOf(db, ticket.id, from, to, req.now);
  const answer: AvailabilityCalendarDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const slots = slotsOn(ticket, date, days);
    const dayStatus = dayAvailability({
      date,
      today: days.today,
      nowTime: days.nowTime,
      dateBlocked: days.rows.blockedDates.has(date),
      attractionClosed: ticket.attraction_closed,
      timeSlots: ticket.is_time_slot ? ticket.time_slots : [],
      blockedSlots: days.rows.blockedSlots.get(date) ?? new Set(),
      capacity: ticket.capacity_per_slot,
      taken: days.rows.taken.get(date) ?? new Map(),
    });
    const unlimited = ticket.capacity_per_slot === null;
    const status = unlimited && DAY_STATUS[dayStatus] === 'AVAILABLE' ? 'FREESALE' : DAY_STATUS[dayStatus];
    const open = slots.filter((s) => s.status.status === 'available');
    const vacancies = unlimited ? null : open.reduce((sum, s) => sum + (s.status.remaining ?? 0), 0);
    const fits = open.some((s) => s.status.remaining === null || s.status.remaining >= Math.max(req.pax, 1));
    answer.push({
      localDate: date,
      available: OPEN.includes(status) && fits,
      status,
      vacancies,
      capacity: unlimited ? null : ticket.capacity_per_slot! * slots.length,
      openingHours: ticket.is_time_slot ? [] : [{ ...ALL_DAY }],
      ...(req.caps.pricing ? { unitPricingFrom: unitPricingOn(req, date) } : {}),
    });
  }
  return answer;
}

/** POST /availability by a range of dates: every start of every day, closed ones included. */
export async function availabilityByRange(
  db: Executor,
  req: AvailabilityRequest,
  from: CalendarDate,
  to: CalendarDate,
): Promise<Availability[]> {
  checkRange(from, to);
  const days = await daysOf(db, req.ticket.id, from, to, req.now);
  const answer: Availability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    for (const slot of slotsOn(req.ticket, date, days)) answer.push(availabilityJson(req, slot));
  return answer;
}

/** POST /availability by ids: each start named (an unknown id is INVALID_AVAILABILITY_ID). */
export async function availabilityByIds(
  db: Executor,
  req: AvailabilityRequest,
  ids: readonly string[],
): Promise<Availability[]> {
  const wanted = ids.map((id) => parseAvailabilityId(req.ticket, id));
  const dates = wanted.map((w) => w.date).sort();
  checkRange(dates[0]!, dates[dates.length - 1]!);
  const days = await daysOf(db, req.ticket.id, dates[0]!, dates[dates.length - 1]!, req.now);
  return wanted.map((w) => {
    const slot = slotsOn(req.ticket, w.date, days).find((s) => s.timeSlot === w.timeSlot)!;
    return availabilityJson(req, slot);
  });
}

import { addDays, daysBetween, weekdayOf, type CalendarDate } from './calendar';
import { BOOKING_HORIZON_DAYS, FEW_LEFT_THRESHOLD } from './constants';

export type DateStatus = 'available' | 'past' | 'blocked' | 'closed' | 'tooFar';

/** Whether a ticket can be booked on a date: not past, not blocked, not a closed weekday, not too far ahead. */
export function dateStatus(input: {
  date: CalendarDate;
  today: CalendarDate;
  blockedDates: ReadonlySet<string> | readonly string[];
  attractionClosed: readonly string[];
  horizonDays?: number;
}): DateStatus {
  const { date, today } = input;
  if (date < today) return 'past';
  if (date > addDays(today, input.horizonDays ?? BOOKING_HORIZON_DAYS)) return 'tooFar';
  const blocked = input.blockedDates;
  if (Array.isArray(blocked) ? blocked.includes(date) : (blocked as ReadonlySet<string>).has(date))
    return 'blocked';
  if (input.attractionClosed.includes(weekdayOf(date))) return 'closed';
  return 'available';
}

export type SlotStatus = 'available' | 'blocked' | 'soldOut' | 'past';

/**
 * Why a slot cannot be booked. `status` stays coarse for the storefront; the reason tells a back
 * office which fix applies: only `slotBlocked` is undone on the slot itself, the date-wide reasons
 * (`dateBlocked`, `weekdayClosed`, `tooFar`) on the date or the ticket, and `past` and `soldOut` not
 * by unblocking anything.
 */
export const SLOT_REASONS = [
  'past',
  'dateBlocked',
  'weekdayClosed',
  'tooFar',
  'slotBlocked',
  'soldOut',
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];

export interface SlotAvailability {
  timeSlot: string;
  status: SlotStatus;
  /** Why the slot cannot be booked; null when it is available. */
  reason: SlotReason | null;
  /** Seats left; null when the ticket has no capacity limit. */
  remaining: number | null;
}

const DAY_REASON: Record<Exclude<DateStatus, 'available'>, SlotReason> = {
  past: 'past',
  blocked: 'dateBlocked',
  closed: 'weekdayClosed',
  tooFar: 'tooFar',
};

const STATUS_OF_REASON: Record<SlotReason, SlotStatus> = {
  past: 'past',
  dateBlocked: 'blocked',
  weekdayClosed: 'blocked',
  tooFar: 'blocked',
  slotBlocked: 'blocked',
  soldOut: 'soldOut',
};

/**
 * Status of one time slot on a date, and why it cannot be booked. A slot of today whose start time
 * has passed in Dubai is past; then the date's own status (dateStatus) closes every slot of it; then
 * a slot blocked on its own is blocked; then one with no seats left is sold out. The first reason
 * wins because it is the one that has to be lifted first: a slot blocked on a blocked date stays
 * blocked after the date is unblocked, and shows so then.
 */
export function slotStatus(input: {
  date: CalendarDate;
  timeSlot: string;
  today: CalendarDate;
  nowTime: string;
  /** The status of the whole date (dateStatus); a caller that has already refused a closed date may leave it out. */
  day?: DateStatus;
  /** Whether this slot is blocked on its own on that date. */
  blocked: boolean;
  capacity: number | null;
  taken: number;
}): SlotAvailability {
  const remaining = input.capacity === null ? null : Math.max(0, input.capacity - input.taken);
  const day = input.day ?? 'available';
  const isPast =
    daysBetween(input.today, input.date) < 0 ||
    (input.date === input.today && input.timeSlot <= input.nowTime);
  let reason: SlotReason | null = null;
  if (isPast) reason = 'past';
  else if (day !== 'available') reason = DAY_REASON[day];
  else if (input.blocked) reason = 'slotBlocked';
  else if (remaining === 0) reason = 'soldOut';
  const status = reason === null ? 'available' : STATUS_OF_REASON[reason];
  return { timeSlot: input.timeSlot, status, reason, remaining };
}

/** A slot worth flagging to visitors: open but nearly full. */
export function isFewLeft(slot: SlotAvailability): boolean {
  return slot.status === 'available' && slot.remaining !== null && slot.remaining <= FEW_LEFT_THRESHOLD;
}

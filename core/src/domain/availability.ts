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

export interface SlotAvailability {
  timeSlot: string;
  status: SlotStatus;
  /** Seats left; null when the ticket has no capacity limit. */
  remaining: number | null;
}

/**
 * Status of one time slot on a date. A slot of today whose start time has passed in Dubai is past;
 * then a blocked slot is blocked; then one with no seats left is sold out.
 */
export function slotStatus(input: {
  date: CalendarDate;
  timeSlot: string;
  today: CalendarDate;
  nowTime: string;
  blocked: boolean;
  capacity: number | null;
  taken: number;
}): SlotAvailability {
  const remaining = input.capacity === null ? null : Math.max(0, input.capacity - input.taken);
  const isPast =
    daysBetween(input.today, input.date) < 0 ||
    (input.date === input.today && input.timeSlot <= input.nowTime);
  let status: SlotStatus = 'available';
  if (isPast) status = 'past';
  else if (input.blocked) status = 'blocked';
  else if (remaining === 0) status = 'soldOut';
  return { timeSlot: input.timeSlot, status, remaining };
}

/** A slot worth flagging to visitors: open but nearly full. */
export function isFewLeft(slot: SlotAvailability): boolean {
  return slot.status === 'available' && slot.remaining !== null && slot.remaining <= FEW_LEFT_THRESHOLD;
}

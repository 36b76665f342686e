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

/** A date that cannot be booked, by why (dateStatus). */
export type ClosedDateStatus = Exclude<DateStatus, 'available'>;

/**
 * What each way a date is closed means: the reason every slot of it gives (slotStatus), and what a
 * visitor who asks to book it is told (checkout, a booking's move).
 */
const CLOSED_DATE: Record<ClosedDateStatus, { slotReason: SlotReason; message: string }> = {
  past: { slotReason: 'past', message: 'This date has passed. Choose another date.' },
  blocked: {
    slotReason: 'dateBlocked',
    message: 'This date is not available for this ticket. Choose another date.',
  },
  closed: {
    slotReason: 'weekdayClosed',
    message: 'The attraction is closed on this day of the week. Choose another date.',
  },
  tooFar: { slotReason: 'tooFar', message: 'This date is too far ahead to book yet.' },
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
  else if (day !== 'available') reason = CLOSED_DATE[day].slotReason;
  else if (input.blocked) reason = 'slotBlocked';
  else if (remaining === 0) reason = 'soldOut';
  const status = reason === null ? 'available' : STATUS_OF_REASON[reason];
  return { timeSlot: input.timeSlot, status, reason, remaining };
}

/** A slot worth flagging to visitors: open but nearly full. */
export function isFewLeft(slot: SlotAvailability): boolean {
  return slot.status === 'available' && slot.remaining !== null && slot.remaining <= FEW_LEFT_THRESHOLD;
}

/** How a whole day looks on the storefront's calendar, before the visitor picks it. */
export type DayStatus = 'available' | 'fewLeft' | 'soldOut' | 'closed' | 'past';

/**
 * The status of one day of a ticket for the booking calendar: `past` before today (or
 * today once every slot has started), `closed` on a blocked date, a closed weekday, beyond the
 * horizon or when every slot is blocked on its own; otherwise by its slots (slotStatus): `soldOut`
 * when no slot is open and some are full, `fewLeft` when an open slot is nearly full (isFewLeft),
 * else `available`. A ticket without time slots is one slot keyed null, as its bookings are.
 */
export function dayAvailability(input: {
  date: CalendarDate;
  today: CalendarDate;
  /** The time in Dubai now (HH:mm): today's started slots are past. */
  nowTime: string;
  dateBlocked: boolean;
  attractionClosed: readonly string[];
  horizonDays?: number;
  /** The ticket's time slots; empty when it books whole days. */
  timeSlots: readonly string[];
  /** The slots blocked on their own that day. */
  blockedSlots: ReadonlySet<string>;
  capacity: number | null;
  /** Seats taken that day per slot (null: a ticket without slots). */
  taken: ReadonlyMap<string | null, number>;
}): DayStatus {
  const day = dateStatus({
    date: input.date,
    today: input.today,
    blockedDates: input.dateBlocked ? [input.date] : [],
    attractionClosed: input.attractionClosed,
    ...(input.horizonDays === undefined ? {} : { horizonDays: input.horizonDays }),
  });
  if (day === 'past') return 'past';
  if (day !== 'available') return 'closed';
  // A whole-day ticket has one slot that never "starts" within its day.
  const slotKeys: (string | null)[] = input.timeSlots.length ? [...input.timeSlots] : [null];
  const slots = slotKeys.map((key) =>
    slotStatus({
      date: input.date,
      timeSlot: key ?? '24:00',
      today: input.today,
      nowTime: input.nowTime,
      blocked: key !== null && input.blockedSlots.has(key),
      capacity: input.capacity,
      taken: input.taken.get(key) ?? 0,
    }),
  );
  const open = slots.filter((s) => s.status === 'available');
  // One nearly full slot marks the day: a visitor after that time would otherwise miss the last seats.
  if (open.length) return open.some(isFewLeft) ? 'fewLeft' : 'available';
  if (slots.some((s) => s.status === 'soldOut')) return 'soldOut';
  if (slots.every((s) => s.status === 'past')) return 'past';
  return 'closed';
}

/**
 * A slot of a ticket on a date, as the seat counters, holds and cancellations key it; timeSlot null
 * for a ticket valid the whole day.
 */
export interface SlotKey {
  ticketId: string;
  bookingDate: CalendarDate;
  timeSlot: string | null;
}

/** A visit's slot against its ticket: a time-slot ticket needs one, a whole-day ticket takes none. */
export type SlotChoiceProblem = 'missing' | 'unexpected';

export const SLOT_CHOICE_MESSAGES: Record<SlotChoiceProblem, string> = {
  missing: 'Choose a time slot for this ticket.',
  unexpected: 'This ticket has no time slots.',
};

export function slotChoiceProblem(isTimeSlot: boolean, timeSlot: string | null): SlotChoiceProblem | null {
  if (isTimeSlot && !timeSlot) return 'missing';
  if (!isTimeSlot && timeSlot) return 'unexpected';
  return null;
}

/** Why a visit cannot be booked: its date, or its time slot (one the ticket does not have, started or blocked). */
export type VisitRefusal =
  | { on: 'date'; reason: ClosedDateStatus; message: string }
  | { on: 'slot'; reason: 'unknown' | 'past' | 'blocked'; message: string };

/**
 * Whether a visitor may book a date, and a time slot of it for a timed ticket, seats aside (the hold
 * counts those): null when they may, else why, in the words they are shown. Checkout and a booking's
 * move refuse the same visits the same way. The date is checked first (dateStatus), then the slot:
 * one the ticket does not have, one that has started, one blocked on its own.
 */
export function visitRefusal(input: {
  date: CalendarDate;
  /** Null for a ticket without time slots. */
  timeSlot: string | null;
  today: CalendarDate;
  /** The time in Dubai now (HH:mm): a slot of today that has started is refused. */
  nowTime: string;
  /** What is blocked on that date: the whole date, or slots of it. */
  blocked: { dateBlocked: boolean; blockedSlots: ReadonlySet<string> };
  attractionClosed: readonly string[];
  /** The ticket's time slots. */
  timeSlots: readonly string[];
}): VisitRefusal | null {
  const { date, timeSlot, today, blocked } = input;
  const day = dateStatus({
    date,
    today,
    blockedDates: blocked.dateBlocked ? [date] : [],
    attractionClosed: input.attractionClosed,
  });
  if (day !== 'available') return { on: 'date', reason: day, message: CLOSED_DATE[day].message };
  if (!timeSlot) return null;
  if (!input.timeSlots.includes(timeSlot)) {
    return { on: 'slot', reason: 'unknown', message: 'This time slot does not exist for this ticket.' };
  }
  const slot = slotStatus({
    date,
    timeSlot,
    today,
    nowTime: input.nowTime,
    blocked: blocked.blockedSlots.has(timeSlot),
    capacity: null,
    taken: 0,
  });
  if (slot.status === 'past')
    return { on: 'slot', reason: 'past', message: 'This time slot has already started.' };
  if (slot.status === 'blocked')
    return { on: 'slot', reason: 'blocked', message: 'This time slot is not available.' };
  return null;
}

import { ATTRACTION_TIME_ZONE, DAY_MS } from './constants';

/** A calendar date in the attraction's time zone, `YYYY-MM-DD`. Never a Date shifted by a visitor's zone. */
export type CalendarDate = string;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

function parts(date: CalendarDate): [number, number, number] | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const p = parts(value);
  if (!p) return false;
  const [y, m, d] = p;
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

export function isTimeOfDay(value: string): boolean {
  return TIME_PATTERN.test(value);
}

function toUtcMidnight(date: CalendarDate): Date {
  const p = parts(date);
  if (!p || !isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(p[0], p[1] - 1, p[2]));
}

/** English weekday name of a calendar date; the machine's time zone plays no part. */
export function weekdayOf(date: CalendarDate): Weekday {
  return WEEKDAYS[toUtcMidnight(date).getUTCDay()]!;
}

/** Weekend means Saturday or Sunday: the days the attractions charge their weekend prices. */
export function isWeekendDay(day: string): boolean {
  return day === 'Saturday' || day === 'Sunday';
}

export function isWeekend(date: CalendarDate): boolean {
  return isWeekendDay(weekdayOf(date));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = toUtcMidnight(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMidnight(to).getTime() - toUtcMidnight(from).getTime()) / DAY_MS);
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The last answer: a checkout asks todayIn and timeOfDayIn of the same instant, and formatToParts
 * costs more than the rest of either.
 */
let lastZoned: { time: number; timeZone: string; parts: Readonly<Record<string, string>> } | undefined;
function zonedParts(instant: Date, timeZone: string): Readonly<Record<string, string>> {
  const time = instant.getTime();
  if (lastZoned && lastZoned.time === time && lastZoned.timeZone === timeZone) return lastZoned.parts;
  let fmt = zonedFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, fmt);
  }
  const out: Record<string, string> = {};
  for (const part of fmt.formatToParts(instant)) out[part.type] = part.value;
  lastZoned = { time, timeZone, parts: out };
  return out;
}

/** Today's calendar date in the attraction's zone (Asia/Dubai by default). */
export function todayIn(timeZone: string = ATTRACTION_TIME_ZONE, now: Date = new Date()): CalendarDate {
  const p = zonedParts(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The calendar date an instant falls on in the attraction's zone: Dubai midnight 1 December is
 * `2026-11-30T20:00:00.000Z`, whose first ten characters would say 30 November. */
export function calendarDateOf(
  instant: string | Date,
  timeZone: string = ATTRACTION_TIME_ZONE,
): CalendarDate {
  // A string must name its offset: Date would read "2026-12-01T00:00" in the machine's zone.
  const at = typeof instant !== 'string' ? instant : INSTANT_PATTERN.test(instant) ? new Date(instant) : null;
  if (!at || Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return todayIn(timeZone, at);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / 60_000) * 60_000;
  const p = zonedParts(new Date(minute), timeZone);
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - minute;
}

/**
 * The first instant of a calendar day in the attraction's zone, as an ISO timestamp. Asia/Dubai
 * keeps +04:00 all year, but the offset is asked of the zone rather than written down, and asked
 * again at the first guess so a zone that changes its clocks near midnight still lands right.
 */
export function startOfDay(date: CalendarDate, timeZone: string = ATTRACTION_TIME_ZONE): string {
  const wallMidnight = toUtcMidnight(date).getTime();
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffsetMs(guess, timeZone)).toISOString();
}

/**
 * The last instant (to the millisecond) of a calendar day in the attraction's zone: "valid until
 * 1 December" holds through the whole of that Dubai day, and the day's last instant still belongs
 * to it, so `calendarDateOf(endOfDay(d)) === d`.
 */
export function endOfDay(date: CalendarDate, timeZone: string = ATTRACTION_TIME_ZONE): string {
  return new Date(Date.parse(startOfDay(addDays(date, 1), timeZone)) - 1).toISOString();
}

/** An offset from UTC in milliseconds as ISO 8601 writes it: `+04:00`, `-03:30`. */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${offsetMs < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * A wall-clock date and time of the attraction's zone written with the zone's offset at that moment,
 * `2026-12-24T09:00:00+04:00`: the local date-time OCTO names an availability by. The offset is asked
 * of the zone (as startOfDay does), never written down.
 */
export function zonedDateTime(
  date: CalendarDate,
  time: string,
  timeZone: string = ATTRACTION_TIME_ZONE,
): string {
  const key = `${timeZone} ${date} ${time}`;
  const known = zonedDateTimes.get(key);
  if (known) return known;
  if (!TIME_PATTERN.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = toUtcMidnight(date).getTime() + (hours * 60 + minutes) * 60_000;
  const offset = zoneOffsetMs(wall - zoneOffsetMs(wall, timeZone), timeZone);
  const text = `${date}T${time}:00${offsetText(offset)}`;
  // Resellers ask for the same days and slots over and over; the zone's answer for one never changes.
  if (zonedDateTimes.size >= ZONED_CACHE_MAX) zonedDateTimes.clear();
  zonedDateTimes.set(key, text);
  return text;
}

/** zonedDateTime's answers, each formatToParts of the zone asked once (a year of a dozen slots fits). */
const zonedDateTimes = new Map<string, string>();
const ZONED_CACHE_MAX = 10_000;

const ZONED_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00([+-]\d{2}:\d{2})$/;

/**
 * The date and time of a zonedDateTime string, or null when it is not one: another shape, a date
 * that does not exist, or an offset that is not the zone's at that moment.
 */
export function parseZonedDateTime(
  text: string,
  timeZone: string = ATTRACTION_TIME_ZONE,
): { date: CalendarDate; time: string } | null {
  const match = ZONED_PATTERN.exec(text);
  if (!match || !isCalendarDate(match[1]!) || !TIME_PATTERN.test(match[2]!)) return null;
  const [, date, time] = match as unknown as [string, string, string];
  return zonedDateTime(date, time, timeZone) === text ? { date, time } : null;
}

/** The current time of day, `HH:mm`, in the attraction's zone. */
export function timeOfDayIn(timeZone: string = ATTRACTION_TIME_ZONE, now: Date = new Date()): string {
  const p = zonedParts(now, timeZone);
  return `${p.hour}:${p.minute}`;
}

/**
 * Calendar widgets work with local Date objects; bookings work with the attraction's calendar dates.
 * A calendar date is shown as local midnight of the same year, month and day and read back the same
 * way, so the visitor's or the admin's own time zone never moves a date.
 */
export function toPickerDate(date: CalendarDate): Date {
  const p = parts(date);
  // An Invalid Date, as the widget would make of a bad string itself; it shows nothing selected.
  return p ? new Date(p[0], p[1] - 1, p[2]) : new Date(Number.NaN);
}

/** The calendar date a widget's local Date stands for (see `toPickerDate`). */
export function fromPickerDate(date: Date): CalendarDate {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The last date formatted: a sale's checkouts are mostly for one date. */
let lastLongDate: { date: CalendarDate; text: string } | undefined;

/** The human form of a booking date, e.g. "Saturday, 28 November 2026" (bookingDateString). */
export function formatBookingDate(date: CalendarDate): string {
  if (lastLongDate?.date === date) return lastLongDate.text;
  const text = longDate.format(toUtcMidnight(date)).replace(/^(\w+) /, '$1, ');
  lastLongDate = { date, text };
  return text;
}

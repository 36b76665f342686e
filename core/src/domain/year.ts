import { ATTRACTION_TIME_ZONE } from './constants';

const yearFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar year of an instant in the attraction's zone (now by default): the footer's year and
 * whether a date is "this year". Apart from calendar.ts so the home page loads these few lines
 * alone, not the calendar's arithmetic.
 */
export function yearIn(instant: Date | string = new Date(), timeZone: string = ATTRACTION_TIME_ZONE): number {
  let fmt = yearFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
    yearFormatters.set(timeZone, fmt);
  }
  return Number(fmt.format(new Date(instant)));
}

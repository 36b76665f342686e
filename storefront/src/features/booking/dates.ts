import type { CalendarDate } from '@tours/core/domain';

/**
 * The calendar widget works with local Date objects; the booking works with Dubai calendar dates.
 * A calendar date is shown as local midnight of the same year, month and day, and read back the
 * same way, so the visitor's own time zone never moves a date.
 */
export function toPickerDate(date: CalendarDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function fromPickerDate(date: Date): CalendarDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

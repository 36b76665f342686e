import { formatBookingDate, formatMoney, isCalendarDate } from '@tours/core/domain';

export const money = (amount: number, currency = 'myr') => formatMoney(amount, currency);

export function dateLabel(date: string): string {
  return isCalendarDate(date) ? formatBookingDate(date) : date;
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
});

export function timestampLabel(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A Date at local midnight for a YYYY-MM-DD string, for the calendar widget only. */
export function localDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** The YYYY-MM-DD string of a calendar widget's local Date. */
export function calendarDateOf(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

export function titleCase(value: string): string {
  return value.replace(
    /(^|[-\s])(\w)/g,
    (_m, sep: string, c: string) => `${sep === '-' ? ' ' : sep}${c.toUpperCase()}`,
  );
}

import {
  ATTRACTION_TIME_ZONE,
  DEFAULT_CURRENCY,
  formatBookingDate,
  formatMoney,
  isCalendarDate,
} from '@tours/core/domain';

export const money = (amount: number, currency = DEFAULT_CURRENCY) => formatMoney(amount, currency);

export function dateLabel(date: string): string {
  return isCalendarDate(date) ? formatBookingDate(date) : date;
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ATTRACTION_TIME_ZONE,
});

export function timestampLabel(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

export function titleCase(value: string): string {
  return value.replace(
    /(^|[-\s])(\w)/g,
    (_m, sep: string, c: string) => `${sep === '-' ? ' ' : sep}${c.toUpperCase()}`,
  );
}

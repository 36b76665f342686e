import { decimalAmount } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import { channelLabel } from '../../lib/channel';

/** Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that could run as a formula gets a leading apostrophe, then any
 * cell with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  // CRLF per RFC 4180; the BOM makes Excel read UTF-8 names correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const BOOKING_CSV_COLUMNS: CsvColumn<Booking>[] = [
  { header: 'Reference', value: (b) => b.bookingId },
  { header: 'Status', value: (b) => b.bookingStatus },
  { header: 'Service', value: (b) => b.service },
  { header: 'Ticket', value: (b) => b.ticketTitle },
  { header: 'Preference', value: (b) => b.preference },
  { header: 'Visit date', value: (b) => b.bookingDate },
  { header: 'Time slot', value: (b) => b.timeSlot ?? '' },
  { header: 'Name', value: (b) => b.name },
  { header: 'Email', value: (b) => b.email },
  { header: 'Mobile', value: (b) => b.mobileNumber },
  { header: 'Adults', value: (b) => b.adultCount },
  { header: 'Children', value: (b) => b.childCount },
  { header: 'Currency', value: (b) => b.currency.toUpperCase() },
  { header: 'Subtotal', value: (b) => decimalAmount(b.totalAmount, b.currency) },
  { header: 'Coupon', value: (b) => b.couponCode ?? '' },
  { header: 'Discount', value: (b) => decimalAmount(b.discountAmount, b.currency) },
  { header: 'Paid', value: (b) => decimalAmount(b.totalDiscountAmount, b.currency) },
  { header: 'Refunded', value: (b) => decimalAmount(b.refundedAmount, b.currency) },
  { header: 'Created at', value: (b) => b.createdAt },
  { header: 'Paid at', value: (b) => b.paidAt ?? '' },
  { header: 'Ticket sent at', value: (b) => b.ticketSentAt ?? '' },
];

/** Who sold each booking, after the booking's own columns; `resellers` names the reseller. */
export const channelCsvColumns = (
  resellers: readonly { _id: string; name: string }[] | undefined,
): CsvColumn<Booking>[] => [
  { header: 'Channel', value: (b) => channelLabel(b.channel, resellers) },
  { header: 'Reseller reference', value: (b) => b.channel?.resellerReference ?? '' },
];

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

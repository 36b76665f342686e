import {
  answeredQuestions,
  answerText,
  channelLabel,
  decimalAmount,
  moneyTaken,
  type QuestionDefinition,
} from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import type { Executor } from '../db';
import { json } from '../lib/present';
import { presentBooking } from './presenter';
import { filtered, type BookingFilters, type BookingRow } from './repository';

/** Spreadsheet apps run a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that could run as a formula gets a leading apostrophe, then any
 * cell with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export const csvLine = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`;

/** A header and rows, with the BOM that makes Excel read UTF-8 names correctly. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const header = `${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  return `\uFEFF${header}${rows.map((r) => csvLine(r, columns)).join('')}`;
}

const amount = (minor: number, b: Booking) => decimalAmount(minor, b.currency);

/**
 * The export's columns. Money says which money it is: the value booked (price after discount now),
 * paid, refunded and money taken (paid minus refunded), the same figures the report sums.
 */
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
  { header: 'Subtotal', value: (b) => amount(b.totalAmount, b) },
  { header: 'Coupon', value: (b) => b.couponCode ?? '' },
  { header: 'Discount', value: (b) => amount(b.discountAmount, b) },
  { header: 'Value booked', value: (b) => amount(b.totalDiscountAmount, b) },
  { header: 'Paid', value: (b) => amount(b.amountPaid, b) },
  { header: 'Refunded', value: (b) => amount(b.refundedAmount, b) },
  // Never negative: a refund is capped at what was paid.
  { header: 'Money taken', value: (b) => amount(Math.max(0, moneyTaken(b)), b) },
  { header: 'Created at', value: (b) => b.createdAt },
  { header: 'Paid at', value: (b) => b.paidAt ?? '' },
  { header: 'Ticket sent at', value: (b) => b.ticketSentAt ?? '' },
];

/** Who sold each booking, after the booking's own columns; `resellers` names the resellers. */
export const channelCsvColumns = (
  resellers: readonly { _id: string; name: string }[],
): CsvColumn<Booking>[] => [
  { header: 'Channel', value: (b) => channelLabel(b.channel, resellers) },
  { header: 'Reseller reference', value: (b) => b.channel?.resellerReference ?? '' },
];

/** A ticket's questions by its id: the answers' labels. */
export type QuestionsByTicket = ReadonlyMap<string, readonly QuestionDefinition[]>;

/**
 * Where the guests are collected and what they answered, after the channel: the point's name, the
 * time the driver is there (its own date, which is the day before for a pickup before midnight) and
 * every answer labelled with its question ("Guest 2 · Dietary needs: Vegetarian"), one cell.
 */
export const pickupCsvColumns = (questions: QuestionsByTicket): CsvColumn<Booking>[] => [
  { header: 'Pickup point', value: (b) => b.pickup?.name ?? '' },
  {
    header: 'Pickup time',
    value: (b) => (b.pickup ? [b.pickup.date, b.pickup.time].filter(Boolean).join(' ') : ''),
  },
  { header: 'Answers', value: (b) => answersCell(questions.get(b.ticketId) ?? [], b) },
];

function answersCell(definitions: readonly QuestionDefinition[], b: Booking): string {
  return answeredQuestions(definitions, b.answers)
    .map(
      (a) => `${a.participant === null ? '' : `Guest ${a.participant} · `}${a.label}: ${answerText(a.value)}`,
    )
    .join('; ');
}

/** Every ticket's questions (tickets are few): read once for a whole export. */
export async function questionsByTicket(db: Executor): Promise<QuestionsByTicket> {
  const rows = (await db('tickets').select('id', 'questions')) as { id: string; questions: unknown }[];
  return new Map(rows.map((r) => [r.id, json<QuestionDefinition[]>(r.questions, [])]));
}

/** Rows read per query: each batch continues after the last one's key (no OFFSET walk). */
export const EXPORT_BATCH = 1000;

export interface ExportKey {
  createdKey: string;
  id: string;
}

/** One batch of the export: the filter's next `batch` bookings, newest first, after `after`. */
export function exportBatchQuery(db: Executor, f: BookingFilters, after: ExportKey | null, batch: number) {
  const q = filtered(db, f)
    .select('*', db.raw('created_at::text as created_key'))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(batch);
  if (after) q.whereRaw('(created_at, id) < (?::timestamptz, ?)', [after.createdKey, after.id]);
  return q;
}

/**
 * Every booking of a filter as CSV, newest first, in batches that each continue after the previous
 * one's (created_at, id): a million rows stream in constant memory, with no cap, and a booking made
 * meanwhile (newer than the first batch) is not half-listed.
 */
export async function* exportBookingsCsv(
  db: Executor,
  f: BookingFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  // Resellers are few; their names are read once for the whole export.
  const resellers = (await db('resellers').select('id as _id', 'name')) as { _id: string; name: string }[];
  const columns = [
    ...BOOKING_CSV_COLUMNS,
    ...channelCsvColumns(resellers),
    ...pickupCsvColumns(await questionsByTicket(db)),
  ];
  yield `\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  // The key as Postgres text: a JavaScript Date would cut its microseconds and skip rows.
  let after: ExportKey | null = null;
  for (;;) {
    const q = exportBatchQuery(db, f, after, batch);
    const rows = (await q) as (BookingRow & { created_key: string })[];
    if (rows.length === 0) return;
    yield rows.map((r) => csvLine(presentBooking(r), columns)).join('');
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { createdKey: last.created_key, id: last.id };
  }
}

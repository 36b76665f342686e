import {
  DEFAULT_CURRENCY,
  reportDays,
  reportGroup,
  statusesMatching,
  type ReportGroup,
} from '@tours/core/domain';
import type { BookingReport } from '@tours/core/schemas';
import type { Knex } from 'knex';
import type { Executor } from '../db';
import { byColumns, FIGURE_CAST, FROM_BOOKINGS, type BookingFilters, type Figure } from './repository';

/*
 * The report over visit dates, every ticket or one: its summary, its rows per ticket and its chart
 * per day all come from one aggregate, booking_totals (per ticket, status, visit date and service,
 * kept by triggers), with the pending holds beside it and the refunds from the refunds table (few
 * rows, each joined to its booking by key). No booking row is read for a figure but a hold's.
 */

export interface ReportFilters extends BookingFilters {
  dateFrom: string;
  dateTo: string;
}

const FIGURES = Object.keys(FROM_BOOKINGS) as Figure[];
type Grouping = 'ticket_title, service' | 'booking_date';
const GROUP_COLUMNS: Record<Grouping, string[]> = {
  'ticket_title, service': ['ticket_title', 'service'],
  booking_date: ['booking_date'],
};

type Row = Record<string, string | number | null>;

/** The rollup's figures of a filter, grouped, with the pending holds the filter admits. */
function figuresQuery(db: Executor, f: ReportFilters, grouping: Grouping) {
  const by = GROUP_COLUMNS[grouping];
  const kept = byColumns(db('booking_totals'), f).select(...by, ...FIGURES);
  const withHolds = !f.bookingStatus || statusesMatching(f.bookingStatus).includes('pending');
  const holds = byColumns(db('bookings'), f)
    .where('booking_status', 'pending')
    .groupBy(...by)
    .select(...by, ...FIGURES.map((k) => db.raw(`${FROM_BOOKINGS[k]} as ${k}`)));
  const source: Knex.QueryBuilder = withHolds ? kept.unionAll(holds, true) : kept;
  return db
    .from(source.as('t'))
    .groupBy(...by)
    .select(...by, ...FIGURES.map((k) => db.raw(`coalesce(sum(${k}), 0)::${FIGURE_CAST[k]} as ${k}`)));
}

/** Money given back to the filter's bookings, grouped like the figures. */
function refundsQuery(db: Executor, f: ReportFilters, grouping: Grouping) {
  const by = GROUP_COLUMNS[grouping].map((c) => `bookings.${c}`);
  return byColumns(
    db('refunds')
      .join('bookings', 'bookings.id', 'refunds.booking_id')
      .whereIn('refunds.status', ['pending', 'succeeded']),
    f,
  )
    .groupBy(...by)
    .select(...by, db.raw('coalesce(sum(refunds.amount), 0)::bigint as refunded'));
}

const keyOf = (row: Row, grouping: Grouping) =>
  GROUP_COLUMNS[grouping].map((c) => dateText(row[c])).join('\u0000');

/** A date column as YYYY-MM-DD, whichever way the driver gives it. */
function dateText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

async function grouped(db: Executor, f: ReportFilters, grouping: Grouping) {
  const [figures, refunds] = (await Promise.all([
    figuresQuery(db, f, grouping),
    refundsQuery(db, f, grouping),
  ])) as [Row[], Row[]];
  const refunded = new Map(refunds.map((r) => [keyOf(r, grouping), Number(r.refunded)]));
  const groups = new Map<string, { row: Row; group: ReportGroup }>();
  for (const row of figures) {
    const key = keyOf(row, grouping);
    groups.set(key, {
      row,
      group: reportGroup({
        bookings: Number(row.bookings),
        adults: Number(row.adults),
        children: Number(row.children),
        valueBooked: Number(row.revenue),
        paid: Number(row.paid),
        refunded: refunded.get(key) ?? 0,
      }),
    });
  }
  // A refund of a group that has no row left under the filter (never, but a hand-edited row).
  for (const r of refunds) {
    const key = keyOf(r, grouping);
    if (!groups.has(key))
      groups.set(key, {
        row: r,
        group: reportGroup({
          bookings: 0,
          adults: 0,
          children: 0,
          valueBooked: 0,
          paid: 0,
          refunded: Number(r.refunded),
        }),
      });
  }
  return [...groups.values()];
}

function total(groups: readonly ReportGroup[]): ReportGroup {
  const sum = (k: keyof ReportGroup) => groups.reduce((s, g) => s + g[k], 0);
  return reportGroup({
    bookings: sum('bookings'),
    adults: sum('adults'),
    children: sum('children'),
    valueBooked: sum('valueBooked'),
    paid: sum('paid'),
    refunded: sum('refunded'),
  });
}

/** The report's queries by name, as bookingReport runs them (for the EXPLAIN test). */
export function reportQueries(db: Executor, f: ReportFilters): [string, Knex.QueryBuilder][] {
  return (['ticket_title, service', 'booking_date'] as const).flatMap((g): [string, Knex.QueryBuilder][] => [
    [`figures by ${g}`, figuresQuery(db, f, g)],
    [`refunds by ${g}`, refundsQuery(db, f, g)],
  ]);
}

/** GET /admin/bookings-report. */
export async function bookingReport(db: Executor, f: ReportFilters): Promise<BookingReport> {
  const [tickets, days, currency, fromWaitlist] = await Promise.all([
    grouped(db, f, 'ticket_title, service'),
    grouped(db, f, 'booking_date'),
    reportCurrency(db, f),
    waitlistFigures(db, f),
  ]);
  const ticketRows = tickets
    .map(({ row, group }) => ({
      ticketTitle: String(row.ticket_title),
      service: String(row.service),
      ...group,
    }))
    .sort((a, b) => b.valueBooked - a.valueBooked || a.ticketTitle.localeCompare(b.ticketTitle));
  return {
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    ticketTitle: f.ticketTitle ?? null,
    currency,
    // The summary is the sum of the per-ticket rows: the figures and the table cannot disagree.
    summary: total(ticketRows),
    tickets: ticketRows,
    days: reportDays(
      f.dateFrom,
      f.dateTo,
      days.map(({ row, group }) => ({ date: dateText(row.booking_date), ...group })),
    ),
    fromWaitlist,
  };
}

/** The filter's bookings that came from a waiting list's offer (few: a partial index finds them). */
async function waitlistFigures(db: Executor, f: ReportFilters) {
  const row = (await byColumns(db('bookings'), f)
    .where('from_waitlist', true)
    .first(
      db.raw('count(*)::int AS bookings'),
      db.raw('coalesce(sum(adult_count + child_count), 0)::int AS seats'),
    )) as { bookings: number; seats: number } | undefined;
  return { bookings: Number(row?.bookings ?? 0), seats: Number(row?.seats ?? 0) };
}

/** The currency of the report's tickets (one currency per site today). */
async function reportCurrency(db: Executor, f: ReportFilters): Promise<string> {
  const q = db('tickets').select('currency').first();
  if (f.ticketTitle) q.where('title', f.ticketTitle);
  const row = (await q) as { currency?: string } | undefined;
  return row?.currency ?? DEFAULT_CURRENCY;
}

/**
 * The ticket titles bookings were sold under (a booking keeps its title when the ticket is renamed
 * or deleted), from booking_ticket_totals (a few hundred rows), with every live ticket's title.
 */
export async function bookingTitles(db: Executor) {
  const rows = (await db
    .select('ticket_title', 'service', db.raw('bool_or(live) as live'))
    .from(
      db('booking_ticket_totals')
        .where('bookings', '>', 0)
        .select('ticket_title', 'service', db.raw('false as live'))
        .unionAll(
          db('tickets')
            .whereNull('deleted_at')
            .select('title as ticket_title', 'service', db.raw('true as live')),
          true,
        )
        .as('t'),
    )
    .groupBy('ticket_title', 'service')
    .orderBy(['ticket_title', 'service'])) as { ticket_title: string; service: string; live: boolean }[];
  return rows.map((r) => ({ ticketTitle: r.ticket_title, service: r.service, live: r.live === true }));
}

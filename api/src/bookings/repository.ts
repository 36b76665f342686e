import { moneyTaken, statusesMatching, type BookingStatusFilter, type Locale } from '@tours/core/domain';
import type { Booking, SendTicketSentFilter } from '@tours/core/schemas';
import type { Knex } from 'knex';
import type { Executor } from '../db';

/** Every column of a bookings row: snake_case, dates as YYYY-MM-DD strings, timestamps as Date. */
export interface BookingRow {
  id: string;
  booking_id: string;
  booking_status: Booking['bookingStatus'];
  ticket_id: string;
  ticket_title: string;
  service: string;
  ticket_type: string;
  preference: string;
  booking_date: string;
  booking_date_string: string;
  booking_day: string;
  time_slot: string | null;
  adult_count: number;
  child_count: number;
  adult_total: number;
  child_total: number;
  total_amount: number;
  coupon_code: string | null;
  discount_value: number;
  discount_amount: number;
  total_discount_amount: number;
  currency: string;
  name: string;
  email: string;
  mobile_number: string;
  created_at: Date;
  paid_at: Date | null;
  ticket_sent_at: Date | null;
  notification_sent_at: Date | null;
  hold_expires_at: Date | null;
  preference_index: number;
  success_token_hash: string | null;
  payment_provider: string | null;
  payment_session_id: string | null;
  amount_paid: number | null;
  paid_currency: string | null;
  /*
   * Written by triggers, never by an insert (so optional here): the ticket's policy when the booking
   * was sold (null for a booking sold before bookings kept it), and its pending and succeeded refunds.
   */
  cancellation_policy?: unknown;
  refunded_amount?: number;
  /*
   * Who sold it (migration 20261206090000): a website checkout leaves the defaults (website, no
   * reseller, live); an OCTO reservation writes all four.
   */
  channel?: 'website' | 'reseller' | 'staff';
  reseller_id?: string | null;
  reseller_reference?: string | null;
  test_mode?: boolean;
  /** The visitor's language at checkout (migration 20261207090000); English when not given. */
  locale?: Locale;
  /*
   * The pickup point as chosen (pickups/presenter StoredPickup), its extra price times the
   * participants, and the answers to the ticket's questions (migration 20261210100000).
   */
  pickup?: unknown;
  pickup_total?: number;
  answers?: unknown;
  /** An offer of the waiting list (migration 20261211100000): its hold, then the booking it became. */
  from_waitlist?: boolean;
  updated_at: Date;
}

/** Changes a booking's columns (updated_at with them) and answers the updated row. */
export async function updateBooking(
  trx: Executor,
  id: string,
  changes: Partial<BookingRow>,
): Promise<BookingRow> {
  const [row] = (await trx('bookings')
    .where({ id })
    .update({ ...changes, updated_at: trx.fn.now() })
    .returning('*')) as BookingRow[];
  return row!;
}

/** The check-in secret of a booking's pass (its voucher's QR code); null before it is confirmed. */
export async function findPassSecret(db: Executor, bookingUuid: string): Promise<string | null> {
  const pass = await db('checkin_passes')
    .where({ booking_id: bookingUuid })
    .first<{ secret: string } | undefined>('secret');
  return pass?.secret ?? null;
}

/** Must stay the expression of the trigram index (migration 20261123090500). */
export const BOOKING_SEARCH_EXPRESSION =
  "lower(booking_id || ' ' || name || ' ' || email || ' ' || mobile_number)";

/** Must stay the expression of the hotel's trigram index (migration 20261214090000), partial on a pickup. */
export const PICKUP_NAME_EXPRESSION = "lower(pickup->>'name')";

export interface BookingFilters {
  service?: string | undefined;
  bookingStatus?: BookingStatusFilter | undefined;
  ticketTitle?: string | undefined;
  search?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  /** Leave out test bookings (a reseller's test key or Octo-Env: test): the report and its revenue. */
  liveOnly?: boolean | undefined;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters but the search: columns that bookings and booking_totals both have. */
export function byColumns<Q extends Knex.QueryBuilder>(q: Q, f: BookingFilters): Q {
  if (f.service) q.where('service', f.service);
  if (f.bookingStatus) q.whereIn('booking_status', statusesMatching(f.bookingStatus));
  if (f.ticketTitle) q.where('ticket_title', f.ticketTitle);
  if (f.dateFrom) q.where('booking_date', '>=', f.dateFrom);
  if (f.dateTo) q.where('booking_date', '<=', f.dateTo);
  return q;
}

/** How long a whole address's local part must be to find it alone (shorter ones match too many). */
const LOCAL_PART_ALONE = 8;
/** Words at least this long have trigrams of their own, so the index needs no boundary beside them. */
const WORD_ALONE = 3;

/**
 * The LIKE pattern (without its outer %) the trigram index is asked for: a superset of the term's
 * matches, whose rows are then checked for the term itself. Two things cost most of the index walk
 * and filter out little, so they are left to that check:
 * - a whole e-mail address's domain: its trigrams (gmail, .com) are in a large share of all
 *   bookings (at a million, 1,000 to 1,600 buffers for an address against about 230 for its local
 *   part), so the address is looked up by its local part;
 * - the boundaries between words: in a LIKE pattern a space or dot beside a word adds trigrams of
 *   the word's start or end ('  r', ' ra', 'ma ' for "fatima rahm"), which every word starting with
 *   r or ending in ma shares, so between two words of three or more characters the separator
 *   becomes %: "fatima%rahm" walks 2.7 ms of the index at a million bookings where "fatima rahm"
 *   walked 5.6 ms, for the same 328 matches. A shorter word keeps its separators, as it has no
 *   trigram without them.
 */
function indexPattern(term: string): string {
  const at = term.indexOf('@');
  const indexed = at >= LOCAL_PART_ALONE ? term.slice(0, at) : term;
  // Words and, at the odd positions, the runs of other characters between them.
  const parts = indexed.split(/([^\p{L}\p{N}]+)/u);
  return parts
    .map((part, i) =>
      i % 2 === 1 && parts[i - 1]!.length >= WORD_ALONE && parts[i + 1]!.length >= WORD_ALONE
        ? '%'
        : escapeLike(part),
    )
    .join('');
}

/**
 * The bookings whose search text contains the term: the trigram index is asked for indexPattern's
 * superset and, where that differs from the term, the rows it finds are checked for the whole term
 * (strpos, the same rows as LIKE '%term%').
 */
export function filtered(db: Executor, f: BookingFilters) {
  const q = byColumns(db<BookingRow>('bookings'), f);
  if (f.search) {
    const term = f.search.toLowerCase();
    const pattern = indexPattern(term);
    q.where((match) => {
      match.whereRaw(`${BOOKING_SEARCH_EXPRESSION} LIKE ?`, [`%${pattern}%`]);
      if (pattern !== escapeLike(term)) match.whereRaw(`strpos(${BOOKING_SEARCH_EXPRESSION}, ?) > 0`, [term]);
      // A reseller's own reference, from its start (bookings_reseller_reference_search_idx).
      match.orWhereRaw('lower(reseller_reference) LIKE ?', [`${escapeLike(term)}%`]);
      // The hotel the guests are collected from, anywhere in its name (bookings_pickup_name_trgm_idx).
      match.orWhereRaw(`pickup IS NOT NULL AND ${PICKUP_NAME_EXPRESSION} LIKE ?`, [`%${escapeLike(term)}%`]);
    });
  }
  if (f.liveOnly) q.whereNotIn('id', testBookings(db, f));
  return q;
}

/**
 * The test bookings a filter matches, through their small partial index: the report leaves them
 * out with a NOT IN over these few ids, so its walk of the list index stays index-only.
 */
function testBookings(db: Executor, f: BookingFilters) {
  return byColumns(db('bookings'), f).where('test_mode', true).select('id');
}

/** A summary's figures: columns of the rollups, summed from bookings as FROM_BOOKINGS says. */
export const FROM_BOOKINGS = {
  bookings: 'count(*)',
  adults: 'sum(adult_count)',
  children: 'sum(child_count)',
  /** The rollups' `revenue` is the value booked (prices after discount), not money. */
  revenue: 'sum(total_discount_amount)',
  /** Money paid (migration 20261202090000). */
  paid: 'sum(amount_paid)',
} as const;
export type Figure = keyof typeof FROM_BOOKINGS;
const FIGURES = Object.keys(FROM_BOOKINGS) as Figure[];
export const FIGURE_CAST: Record<Figure, string> = {
  bookings: 'int',
  adults: 'int',
  children: 'int',
  revenue: 'bigint',
  paid: 'bigint',
};
const CAST = FIGURE_CAST;

export interface BookingSummary {
  bookings: number;
  adults: number;
  children: number;
  /** Money taken: paid minus refunded. */
  revenue: number;
  valueBooked: number;
  paid: number;
  refunds: number;
}

/**
 * One page of the filtered list, newest first, as a deferred join (see pageQuery); withCount adds
 * the number of all matches to each row as full_count.
 *
 * With the count, the matches' keys are gathered first (a MATERIALIZED CTE) and counted and sorted
 * from there. The window reads every match before the page's first row, but Postgres 15 costs a
 * LIMIT over it as if it stopped early, so for a search it expects many matches of ("fatima",
 * 16,576 at a million bookings) it walked the whole list index newest first, checking the search
 * on each of the million rows (1.15 s), where the trigram index finds them in 70 ms. Gathered
 * first, they can only be found by the search's own condition.
 */
function deferredPage(
  db: Executor,
  f: BookingFilters,
  { limit, offset }: { limit: number; offset: number },
  withCount: boolean,
) {
  const source: Knex.QueryBuilder = withCount
    ? db.withMaterialized('matches', filtered(db, f).select('id', 'created_at')).from('matches')
    : filtered(db, f);
  const keys = source
    .select('id', 'created_at', ...(withCount ? [db.raw('count(*) OVER () AS full_count')] : []))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset(offset)
    .as('page');
  return db<BookingRow>('bookings')
    .join(keys, 'bookings.id', 'page.id')
    .select('bookings.*', ...(withCount ? ['page.full_count'] : []))
    .orderBy([
      { column: 'page.created_at', order: 'desc' },
      { column: 'page.id', order: 'desc' },
    ]);
}

export const bookingsRepository = {
  /**
   * The list query, exposed so the EXPLAIN test checks exactly what the API runs. A deferred join:
   * the rows skipped by a deep page are walked in the list index alone (an index-only scan of the
   * ordering keys) and only the page's own rows are read from the table; reading every skipped row
   * made page 2,000 of a million bookings fetch 40,000 rows.
   */
  pageQuery(db: Executor, f: BookingFilters, page: { limit: number; offset: number }) {
    return deferredPage(db, f, page, false);
  },

  /**
   * A search page with the number of all matches beside each row (`full_count`): the trigram index
   * is walked once for both, where a separate count walked it again (the frequent trigrams of an
   * e-mail address cost about as much as the rest of the search). Only for searches: their matches
   * are few, where the window over an unfiltered list would read every booking.
   */
  searchPageQuery(db: Executor, f: BookingFilters, page: { limit: number; offset: number }) {
    return deferredPage(db, f, page, true);
  },

  /** A search page and the number of matches; the number is unknown when the page is past the end. */
  async searchPage(
    db: Executor,
    f: BookingFilters,
    page: { limit: number; offset: number },
  ): Promise<{ rows: BookingRow[]; total: number | undefined }> {
    const found = (await this.searchPageQuery(db, f, page)) as (BookingRow & {
      full_count: string | number;
    })[];
    return {
      rows: found.map(({ full_count: _count, ...row }) => row as BookingRow),
      total: found.length > 0 ? Number(found[0]!.full_count) : undefined,
    };
  },

  countQuery(db: Executor, f: BookingFilters) {
    return filtered(db, f).count<{ count: number }[]>({ count: '*' });
  },

  /**
   * The figures of a filter, from the rollups kept by triggers on bookings unless it searches. With
   * a date filter: booking_totals (migrations 20261125093700 and 094700), per ticket, status, date
   * and service, so a ticket's report between two dates sums those days, not their bookings. Without
   * one: booking_ticket_totals (20261127093000), the same without the date, so the list's total and a
   * ticket's whole report sum a few hundred rows however long the history (every ticket's every day
   * was 146,000 rows at a million bookings). Pending holds are in neither (a hold must not lock a
   * shared row): when the filter admits them they are summed from bookings beside it, through the
   * partial index of holds (as many as are live or not yet swept). A search is summed from its matches.
   */
  summaryQuery(db: Executor, f: BookingFilters, figures: readonly Figure[] = FIGURES) {
    const summed = (k: Figure) => db.raw(`coalesce(sum(${k}), 0)::${CAST[k]} as ${k}`);
    if (!f.search) {
      const rollup = f.dateFrom || f.dateTo ? 'booking_totals' : 'booking_ticket_totals';
      const kept = byColumns(db(rollup), f).select(...figures);
      const withHolds = !f.bookingStatus || statusesMatching(f.bookingStatus).includes('pending');
      // The number alone is an index-only scan of the holds' partial index; their sums read the table.
      const holds = byColumns(db('bookings'), f)
        .where('booking_status', 'pending')
        .select(figures.map((k) => db.raw(`${FROM_BOOKINGS[k]} as ${k}`)));
      if (f.liveOnly) holds.where('test_mode', false);
      // The rollups count test bookings; the report takes theirs away again (they are few).
      const tests = byColumns(db('bookings'), f)
        .where('test_mode', true)
        .whereNot('booking_status', 'pending')
        .select(figures.map((k) => db.raw(`-(${FROM_BOOKINGS[k]}) as ${k}`)));
      const parts = withHolds ? kept.unionAll(holds, true) : kept;
      if (f.liveOnly) parts.unionAll(tests, true);
      return db.from(parts.as('t')).select(figures.map(summed));
    }
    // Every figure counts the same rows: the status filter decides what revenue means.
    return filtered(db, f).select(
      figures.map((k) => db.raw(`coalesce(${FROM_BOOKINGS[k]}, 0)::${CAST[k]} as ${k}`)),
    );
  },

  /**
   * Money given back (pending and succeeded refunds) to the bookings of a filter, read from the
   * refunds side: refunds are few, each joined to its booking by primary key.
   */
  refundsQuery(db: Executor, f: BookingFilters) {
    const q = byColumns(
      db('refunds')
        .join('bookings', 'bookings.id', 'refunds.booking_id')
        .whereIn('refunds.status', ['pending', 'succeeded']),
      f,
    );
    if (f.search) q.whereIn('refunds.booking_id', filtered(db, f).select('id'));
    if (f.liveOnly) q.where('bookings.test_mode', false);
    return q.select(db.raw('coalesce(sum(refunds.amount), 0)::bigint as refunds'));
  },

  async page(
    db: Executor,
    f: BookingFilters,
    page: { limit: number; offset: number },
  ): Promise<BookingRow[]> {
    return this.pageQuery(db, f, page);
  },

  async count(db: Executor, f: BookingFilters): Promise<number> {
    const [row] = await this.countQuery(db, f);
    return Number(row?.count ?? 0);
  },

  /** The number of bookings a filter matches, from its summary's figures (without the refunds). */
  async total(db: Executor, f: BookingFilters): Promise<number> {
    const [row] = (await this.summaryQuery(db, f, ['bookings'])) as { bookings: number | string }[];
    return Number(row?.bookings ?? 0);
  },

  async summary(db: Executor, f: BookingFilters): Promise<BookingSummary> {
    type Row = Record<string, number | string>;
    const [totals, refunds] = (await Promise.all([
      this.summaryQuery(db, f),
      this.refundsQuery(db, f),
    ])) as Row[][];
    const row = totals?.[0];
    const refunded = Number(refunds?.[0]?.refunds ?? 0);
    const paid = Number(row?.paid ?? 0);
    return {
      bookings: Number(row?.bookings ?? 0),
      adults: Number(row?.adults ?? 0),
      children: Number(row?.children ?? 0),
      revenue: moneyTaken({ amountPaid: paid, refundedAmount: refunded }),
      valueBooked: Number(row?.revenue ?? 0),
      paid,
      refunds: refunded,
    };
  },

  /**
   * One page of the confirmed bookings of a ticket title, by whether their ticket was sent: upcoming
   * first, then past ones; the id breaks ties so that no booking falls between two pages.
   */
  sendTicketList(
    db: Executor,
    ticketTitle: string,
    sent: SendTicketSentFilter,
    today: string,
    page: { limit: number; offset: number },
  ): Promise<BookingRow[]> {
    return sendTicketFilter(db, ticketTitle, sent)
      .orderByRaw(
        '(booking_date < ?) ASC, booking_date ASC, time_slot ASC NULLS FIRST, created_at ASC, id ASC',
        [today],
      )
      .limit(page.limit)
      .offset(page.offset);
  },

  /** How many bookings the send-ticket list has in all under that filter. */
  async sendTicketCount(db: Executor, ticketTitle: string, sent: SendTicketSentFilter): Promise<number> {
    const row = await sendTicketFilter(db, ticketTitle, sent)
      .count<{ count: number | string }>({
        count: '*',
      })
      .first();
    return Number(row?.count ?? 0);
  },

  /**
   * The booking row, locked until the transaction ends: every change of a booking (a cancellation,
   * a move, a refund, a check-in, a ticket sent) takes it first, so two of them are decided one
   * after the other against committed rows.
   */
  lockById(trx: Executor, id: string): Promise<BookingRow | undefined> {
    return trx<BookingRow>('bookings').where({ id }).forUpdate().first();
  },

  /** Same, by its reference (DXB-…). */
  lockByReference(trx: Executor, reference: string): Promise<BookingRow | undefined> {
    return trx<BookingRow>('bookings').where({ booking_id: reference }).forUpdate().first();
  },

  findById(db: Executor, id: string): Promise<BookingRow | undefined> {
    return db<BookingRow>('bookings').where({ id }).first();
  },

  findByReference(db: Executor, reference: string): Promise<BookingRow | undefined> {
    return db<BookingRow>('bookings').where({ booking_id: reference }).first();
  },
};

/** The send-ticket list's rows: a title's confirmed bookings, sent, unsent or both. */
function sendTicketFilter(db: Executor, ticketTitle: string, sent: SendTicketSentFilter) {
  const q = db<BookingRow>('bookings').where({ ticket_title: ticketTitle, booking_status: 'confirmed' });
  if (sent === 'unsent') q.whereNull('ticket_sent_at');
  if (sent === 'sent') q.whereNotNull('ticket_sent_at');
  return q;
}

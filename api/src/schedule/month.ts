import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import {
  addDays,
  ATTRACTION_TIME_ZONE,
  dayAvailability,
  timeOfDayIn,
  todayIn,
  unitPricesForDate,
  type CalendarDate,
} from '@tours/core/domain';
import { MonthAvailabilityQuerySchema, type MonthAvailability } from '@tours/core/schemas';
import type { Executor } from '../db';
import { preparedAs } from '../db/prepared';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { route } from '../lib/route';
import { inputOf } from '../middleware/validate';
import { ticketsService } from '../tickets/service';
import type { AppDeps } from '../types';
import { LAPSED_SEATS_SQL } from './occupancy';

/** What a month holds for one ticket, per day: seats taken per slot, a blocked date, blocked slots. */
export interface MonthRows {
  taken: Map<CalendarDate, Map<string | null, number>>;
  blockedDates: Set<CalendarDate>;
  blockedSlots: Map<CalendarDate, Set<string>>;
}

const rowsOf = (dates: string) => `SELECT 'seats' AS kind, o.booking_date::text AS day, o.time_slot AS slot,
          (o.seats - ${LAPSED_SEATS_SQL})::int AS seats
     FROM slot_occupancy o WHERE o.ticket_id = :ticketId AND o.booking_date ${dates}
   UNION ALL
   SELECT 'date', d.blocked_date::text, NULL, 0
     FROM blocked_dates d WHERE d.ticket_id = :ticketId AND d.blocked_date ${dates}
   UNION ALL
   SELECT 'slot', s.date::text, s.time_slot, 0
     FROM blocked_time_slots s WHERE s.ticket_id = :ticketId AND s.date ${dates}`;

const RANGE_ROWS_SQL = rowsOf('BETWEEN :from AND :to');
/**
 * One day (a reservation's answer, a day's slots) as an equality: Postgres then keeps the prepared
 * statement's generic plan, the same plan it makes for the day each time, instead of planning the
 * union anew on every call (it does for a range, whose generic estimate it distrusts).
 */
const DAY_ROWS_SQL = rowsOf('= :from');

/**
 * The month's occupancy (the slot_occupancy counter less lapsed holds), blocked dates and blocked
 * slots in one statement: a calendar month is one round trip, not one per day. Any range of dates
 * works the same way (the OCTO calendar asks for up to a year).
 */
export async function monthRows(db: Executor, ticketId: string, from: CalendarDate, to: CalendarDate) {
  const oneDay = from === to;
  const { rows } = (await db
    .raw(oneDay ? DAY_ROWS_SQL : RANGE_ROWS_SQL, oneDay ? { ticketId, from } : { ticketId, from, to })
    .options(preparedAs(db, oneDay ? 'day_rows' : 'range_rows'))) as {
    rows: { kind: 'seats' | 'date' | 'slot'; day: string; slot: string | null; seats: number }[];
  };
  const month: MonthRows = { taken: new Map(), blockedDates: new Set(), blockedSlots: new Map() };
  for (const row of rows) {
    if (row.kind === 'date') month.blockedDates.add(row.day);
    else if (row.kind === 'slot') {
      const slots = month.blockedSlots.get(row.day) ?? new Set<string>();
      month.blockedSlots.set(row.day, slots.add(row.slot!));
    } else {
      const taken = month.taken.get(row.day) ?? new Map<string | null, number>();
      // The counter keys a ticket without slots under '' (bookings store null).
      month.taken.set(row.day, taken.set(row.slot === '' ? null : row.slot, Number(row.seats)));
    }
  }
  return month;
}

/** The calendar dates of a month `YYYY-MM`, first to last. */
function datesOf(month: string): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) dates.push(d);
  return dates;
}

const NO_SLOTS: ReadonlySet<string> = new Set();
const NONE_TAKEN: ReadonlyMap<string | null, number> = new Map();

/**
 * Each day of a ticket's month with its status (core dayAvailability) and the adult price of that
 * day for one preference. The ticket comes through the catalogue cache; seats and blocks are read
 * fresh each time, since a calendar that shows a sold-out day as open is the thing to avoid.
 */
export async function monthAvailability(
  db: Executor,
  query: { ticketId: string; month: string; preference: number },
  { now = new Date(), cache }: { now?: Date; cache?: CatalogueCache | undefined } = {},
): Promise<MonthAvailability> {
  const ticket = await cachedRead(cache, 'ticket', query.ticketId, () =>
    ticketsService.ticket(db, query.ticketId),
  );
  const dates = datesOf(query.month);
  const rows = await monthRows(db, query.ticketId, dates[0]!, dates[dates.length - 1]!);
  const today = todayIn(ATTRACTION_TIME_ZONE, now);
  const nowTime = timeOfDayIn(ATTRACTION_TIME_ZONE, now);
  // An unknown preference index prices as the first one, like the product page's "from" price.
  const preference = ticket.pricing[query.preference] ? query.preference : 0;
  const days = dates.map((date) => ({
    date,
    status: dayAvailability({
      date,
      today,
      nowTime,
      dateBlocked: rows.blockedDates.has(date),
      attractionClosed: ticket.attractionClosed,
      timeSlots: ticket.isTimeSlot ? ticket.timeSlots : [],
      blockedSlots: rows.blockedSlots.get(date) ?? NO_SLOTS,
      capacity: ticket.capacityPerSlot,
      taken: rows.taken.get(date) ?? NONE_TAKEN,
    }),
    adultPrice: unitPricesForDate(ticket.pricing, preference, date)?.adult ?? 0,
  }));
  return { ticketId: ticket._id, month: query.month, currency: ticket.currency, days };
}

/** GET /availability/month: the booking calendar's one read per visible month. */
export function createMonthAvailabilityRouter({ db, catalogueCache }: AppDeps): Router {
  const router = new Router();
  route(router, contract.schedule.month, async (ctx) => {
    const query = inputOf(ctx.state, 'query', MonthAvailabilityQuerySchema);
    // Seats change with every booking: like the slots read, never kept by a browser or proxy.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await monthAvailability(db, query, { cache: catalogueCache });
  });
  return router;
}

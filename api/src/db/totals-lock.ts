import type { Executor } from './index';
import { DATED_TOTALS, TICKET_TOTALS } from './migration-triggers';

/** What the rollups sum a booking under: booking_totals' key (booking_ticket_totals' without the date). */
export interface TotalsGroup {
  ticket_title: string;
  booking_status: string;
  /** YYYY-MM-DD. */
  booking_date: string;
  service: string;
}

/**
 * Takes the rows of booking_ticket_totals and then of booking_totals that `groups` fall in, each
 * table's in key order, for a transaction that changed several bookings; `groups` are every group
 * its bookings left or entered.
 *
 * Why: the deferred triggers (20261127093000, 20261128090000) take a transaction's rollup rows at
 * COMMIT one booking after another, in the order its statements changed them. A transaction that
 * changes one booking takes them in this order already (its ticket rows before its dated rows, each
 * pair in key order), but one that changes several takes them in whatever order its UPDATEs went
 * (the order of the bookings staff saw, of the index the planner walked), and two such commits
 * reaching the same rows the other way round deadlock (40P01). Taken here first, in this one order,
 * the triggers then find the rows already held and wait for nothing.
 *
 * Call it as the transaction's last statement: a rollup row held while the transaction still waits
 * for another lock (a coupon, a slot's counter) is the same deadlock again. A group's missing row is
 * created empty, as a move leaves one, so that it too is taken in order rather than by the trigger's
 * INSERT. Pending holds are not kept (20261125094700) and take no row.
 */
export async function lockTotalsInKeyOrder(trx: Executor, groups: readonly TotalsGroup[]): Promise<void> {
  const kept = groups
    .filter((g) => g.booking_status !== 'pending')
    .map(({ ticket_title, booking_status, booking_date, service }) => ({
      ticket_title,
      booking_status,
      booking_date,
      service,
    }));
  if (kept.length === 0) return;
  for (const { table, key } of [TICKET_TOTALS, DATED_TOTALS]) {
    const columns = key.join(', ');
    // One statement, the groups in key order: each row is taken (or created) before the next one,
    // where a DO NOTHING then a SELECT … FOR UPDATE would take the created ones first.
    await trx.raw(
      `INSERT INTO ${table} AS t (${columns}, bookings, adults, children, revenue)
       SELECT DISTINCT ${columns}, 0, 0, 0, 0
         FROM json_to_recordset(CAST(? AS json))
           AS g(ticket_title text, booking_status text, booking_date date, service text)
        ORDER BY ${columns}
       ON CONFLICT (${columns}) DO UPDATE SET bookings = t.bookings`,
      [JSON.stringify(kept)],
    );
  }
}

import type { Knex } from 'knex';
import {
  clearOnTruncate,
  deferredTotalsTriggers,
  deferredTriggerNames,
  refillTotals,
  TICKET_TOTALS,
  totalsAddFunction,
  totalsTriggerFunction,
} from '../src/db/migration-triggers';

const { table, trigger, key } = TICKET_TOTALS;

/**
 * booking_ticket_totals: booking_totals (20261125093700, 094700) without the date, one row per ticket
 * title, status and service (a few hundred rows, however long the history), so that a summary with
 * no date filter (the bookings list's total, a ticket's report over all its dates) sums those rows
 * instead of every ticket's every day (146,000 rows at a million bookings, a scan that grew with the
 * history). A summary with a date filter still sums booking_totals. Pending holds are not kept, as
 * there (a hold's INSERT must not lock a row shared by every hold of its ticket).
 *
 * Locks. A row here is shared by every date of its ticket, so it is taken as late as possible: the
 * triggers are DEFERRABLE INITIALLY DEFERRED constraint triggers, which run at COMMIT, after the
 * transaction's statements (a Pay renders its voucher before it takes the row, not while holding
 * it). Their WHEN conditions are evaluated at once, so a hold's INSERT, a move to another date or an
 * update of other columns queues nothing. Every transaction therefore takes its booking_totals rows
 * and slot counters first (immediate triggers) and its rows here last, and a status change takes
 * its two rows in key order; a transaction that waits for a row here is committing and holds no
 * lock it will wait for beyond this table. (Since 20261128090000 booking_totals' triggers are
 * deferred too: a booking's rows here, then its rows there, each table's in key order.) Single-booking transactions (a Pay, a cancel, a check-in,
 * an expiry) cannot deadlock on it. A transaction that changes several bookings takes the rows in
 * the order it changed them: cancelling a slot (one UPDATE per booking, confirmed -> refunded or
 * cancelled) or the sweeper's multi-row expiry (pending -> expired: one row per ticket) may take two
 * rows of one ticket in an order another committing transaction takes the other way round, for
 * the microseconds of the two commits; Postgres then aborts one with 40P01 (the slot cancel is
 * retried from its preview; the sweeper runs again). Within one date that was already so for
 * booking_totals, whose rows such transactions lock for their whole length.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ${table} (
      ticket_title text NOT NULL,
      booking_status text NOT NULL,
      service text NOT NULL,
      bookings integer NOT NULL,
      adults integer NOT NULL,
      children integer NOT NULL,
      revenue bigint NOT NULL,
      PRIMARY KEY (${key.join(', ')})
    )`);
  await knex.raw(refillTotals(TICKET_TOTALS));
  await knex.raw(totalsAddFunction(TICKET_TOTALS));
  await knex.raw(
    totalsTriggerFunction(
      false,
      (row, sign) =>
        `IF ${row}.booking_status <> 'pending' THEN PERFORM ${table}_add(${row}, ${sign}); END IF;`,
      TICKET_TOTALS,
    ),
  );
  for (const statement of deferredTotalsTriggers(TICKET_TOTALS)) await knex.raw(statement);
  for (const statement of clearOnTruncate(TICKET_TOTALS)) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS bookings_clear_ticket_totals ON bookings');
  for (const name of deferredTriggerNames(TICKET_TOTALS))
    await knex.raw(`DROP TRIGGER IF EXISTS ${name} ON bookings`);
  await knex.raw('DROP FUNCTION IF EXISTS bookings_clear_ticket_totals()');
  await knex.raw(`DROP FUNCTION IF EXISTS ${trigger}()`);
  await knex.raw(`DROP FUNCTION IF EXISTS ${table}_add(bookings, integer)`);
  await knex.raw(`DROP TABLE IF EXISTS ${table}`);
}

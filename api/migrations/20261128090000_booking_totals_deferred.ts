import type { Knex } from 'knex';
import {
  DATED_TOTALS,
  deferredTotalsTriggers,
  deferredTriggerNames,
  IMMEDIATE_DATED_TOTALS_TRIGGER,
} from '../src/db/migration-triggers';

/**
 * booking_totals (20261125093700, 094700) kept at COMMIT, as booking_ticket_totals is (20261127093000),
 * for the sale rush. Every Pay of a slot confirms a booking of the same ticket, date and
 * service, so each took the same (ticket, 'confirmed', date, service) row at its UPDATE and held it
 * while it rendered the voucher PDF, wrote the mail to the outbox and committed: the Pays of the
 * rush's opening burst waited for that row one after another (pg_stat_activity sampled every 100 ms:
 * up to 28 Pays at once in `Lock:transactionid` on that UPDATE, behind one transaction idle in Node
 * after reading its pass's secret for the voucher). The same function now runs from DEFERRABLE
 * INITIALLY DEFERRED constraint triggers, so a Pay renders its voucher before it takes the row.
 *
 * Locks. Both rollups are now taken at COMMIT, after every statement of the transaction, so its slot
 * counters (bookings_track_occupancy, immediate) come first and its totals rows last; a transaction
 * that waits for a totals row is committing and waits for nothing else. Deferred events run in the
 * order they were queued, a row's triggers in name order (bookings_sum_ticket_totals_* before
 * bookings_sum_totals_*), and each trigger takes a status change's two rows in key order, so
 * single-booking transactions (a Pay, a cancel, a check-in, an expiry) cannot deadlock on them. A
 * transaction that changes several bookings (a slot's cancellation, the sweeper's expiry) takes
 * their rows in the order it changed them, as it already did for booking_ticket_totals
 * (20261127093000 says what follows). A transaction reads its own changes in booking_totals only
 * after it commits (no code reads the rollups in a transaction that changes bookings).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER bookings_sum_totals ON bookings');
  for (const statement of deferredTotalsTriggers(DATED_TOTALS)) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of deferredTriggerNames(DATED_TOTALS))
    await knex.raw(`DROP TRIGGER IF EXISTS ${name} ON bookings`);
  await knex.raw(IMMEDIATE_DATED_TOTALS_TRIGGER);
}

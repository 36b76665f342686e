import type { Knex } from 'knex';
import {
  clearOnTruncate,
  DATED_TOTALS,
  IMMEDIATE_DATED_TOTALS_TRIGGER,
  totalsAddFunction,
  totalsTriggerFunction,
} from '../src/db/migration-triggers';

/** The groups a report or a list total can be filtered by (bookings repository), in key order. */
const KEY = 'ticket_title, booking_status, booking_date, service';

/**
 * The report's figures kept per ticket title, status, date and service.
 *
 * The report of a ticket sums its seats and revenue over the bookings its filter matches: 154,000
 * paid bookings for the busiest ticket of two years, an index-only scan that grows with the history.
 * booking_totals holds the same sums per group, kept by a trigger on bookings (as slot_occupancy is,
 * so no statement can forget it), and the report reads a ticket's few hundred days instead.
 *
 * Lock order: the trigger is named to fire before bookings_track_occupancy (triggers fire in name
 * order), so a booking's totals row is always locked before its slot's counter, and a status change
 * touches its two totals rows in key order; two transactions cannot take them the other way round.
 * A hold locks its ticket's totals row for the date ('pending') until it commits, as it already
 * locks its slot's counter.
 *
 * Since 20261128090000 the rows are taken at COMMIT instead, by deferred constraint triggers, after
 * the slot's counter (and since 20261125094700 a hold takes none).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE booking_totals (
      ticket_title text NOT NULL,
      booking_status text NOT NULL,
      booking_date date NOT NULL,
      service text NOT NULL,
      bookings integer NOT NULL,
      adults integer NOT NULL,
      children integer NOT NULL,
      revenue bigint NOT NULL,
      PRIMARY KEY (${KEY})
    )`);
  await knex.raw(`
    INSERT INTO booking_totals (${KEY}, bookings, adults, children, revenue)
    SELECT ${KEY}, count(*), sum(adult_count), sum(child_count), sum(total_discount_amount)
      FROM bookings GROUP BY ${KEY}`);
  await knex.raw(totalsAddFunction(DATED_TOTALS));
  await knex.raw(totalsTriggerFunction(false, (row, sign) => `PERFORM booking_totals_add(${row}, ${sign});`));
  await knex.raw(IMMEDIATE_DATED_TOTALS_TRIGGER);
  for (const statement of clearOnTruncate(DATED_TOTALS)) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS bookings_clear_totals ON bookings');
  await knex.raw('DROP TRIGGER IF EXISTS bookings_sum_totals ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_clear_totals()');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_sum_totals()');
  await knex.raw('DROP FUNCTION IF EXISTS booking_totals_add(bookings, integer)');
  await knex.raw('DROP TABLE IF EXISTS booking_totals');
}

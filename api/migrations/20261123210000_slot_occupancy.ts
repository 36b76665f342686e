import type { Knex } from 'knex';
import { occupancyTriggerFunction } from '../src/db/migration-triggers';

/**
 * Seats held per ticket, date and time slot ('' for a ticket without slots), kept by a trigger on
 * bookings so that no code path can forget it: a booking holds its seats while it is pending or
 * confirmed, whatever statement moves it in or out of those states.
 *
 * The trigger is also the oversell gate. A new pending booking that would take the slot past the
 * ticket's capacity_per_slot raises SQLSTATE TS001 (the seats still free before it in DETAIL), which
 * rolls the insert back. The counter row is locked from that upsert to the end of the transaction,
 * so checkouts of one slot queue for one row for the length of one statement and a commit, as a
 * plain conditional UPDATE would, instead of summing the slot's bookings under a lock.
 *
 * A pending booking whose hold has lapsed still counts here until it is expired: readers subtract
 * such holds (bookings_pending_hold_idx finds them), the checkout expires a slot's lapsed holds and
 * retries once when the gate refuses it, and the sweeper expires the rest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE slot_occupancy (
      ticket_id uuid NOT NULL,
      booking_date date NOT NULL,
      time_slot text NOT NULL,
      seats integer NOT NULL DEFAULT 0,
      PRIMARY KEY (ticket_id, booking_date, time_slot)
    )`);
  await knex.raw(`
    INSERT INTO slot_occupancy (ticket_id, booking_date, time_slot, seats)
    SELECT ticket_id, booking_date, coalesce(time_slot, ''), sum(adult_count + child_count)
      FROM bookings
     WHERE booking_status IN ('pending', 'confirmed')
     GROUP BY 1, 2, 3`);
  // The counter replaces the sums this index served; every hold would still pay for maintaining it.
  await knex.raw('DROP INDEX IF EXISTS bookings_capacity_idx');
  // Readers subtract the pending holds that have lapsed but are not expired yet; this index finds
  // them (and the sweeper's) without reading the live holds of a busy slot.
  await knex.raw(
    `CREATE INDEX bookings_pending_hold_idx ON bookings (ticket_id, booking_date, hold_expires_at)
      WHERE booking_status = 'pending'`,
  );
  await knex.raw(occupancyTriggerFunction({ replace: false, holding: "'pending', 'confirmed'" }));
  await knex.raw(`
    CREATE TRIGGER bookings_track_occupancy
    AFTER INSERT OR DELETE OR UPDATE OF booking_status, adult_count, child_count, ticket_id, booking_date, time_slot
    ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_track_occupancy()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS bookings_track_occupancy ON bookings');
  await knex.raw('DROP FUNCTION IF EXISTS bookings_track_occupancy()');
  await knex.raw('DROP TABLE IF EXISTS slot_occupancy');
  await knex.raw('DROP INDEX IF EXISTS bookings_pending_hold_idx');
  await knex.raw(
    "CREATE INDEX IF NOT EXISTS bookings_capacity_idx ON bookings (ticket_id, booking_date, time_slot) WHERE booking_status IN ('pending', 'confirmed')",
  );
}

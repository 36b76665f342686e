import type { Knex } from 'knex';
import { occupancyTriggerFunction } from '../src/db/migration-triggers';

const HOLDING = "'pending', 'confirmed', 'redeemed'";

/**
 * The occupancy trigger (20261123210000, statuses of 20261124100000) that also gates a MOVE: a
 * booking that keeps holding seats while its ticket, date, slot or party size changes takes them
 * from the old slot and adds them to the new one in the same statement, and is refused with TS001
 * (the seats free before it in DETAIL) when the new slot would go past the ticket's capacity. The
 * whole UPDATE then rolls back: the booking is never in both slots, nor in none.
 *
 * A move locks both counter rows in key order before touching either, so two bookings moving in
 * opposite directions between the same slots queue instead of deadlocking; a checkout locks one row.
 */
function occupancyFunction(gateMoves: boolean): string {
  return occupancyTriggerFunction({ replace: true, holding: HOLDING, gateMoves });
}

/**
 * Rescheduling: the move gate above, and booking_reschedules, one row per date change a
 * visitor or staff made or started. A change that costs more waits for its payment here (its own
 * provider session, metadata.bookingId = this row's id) and is applied when that payment lands.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(occupancyFunction(true));
  await knex.raw(`
    CREATE TABLE booking_reschedules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN
        ('awaiting_payment', 'completed', 'superseded', 'expired', 'refunded')),
      from_date date NOT NULL,
      from_time_slot text,
      to_date date NOT NULL,
      to_time_slot text,
      adult_total integer NOT NULL,
      child_total integer NOT NULL,
      total_amount integer NOT NULL,
      discount_amount integer NOT NULL,
      total_discount_amount integer NOT NULL,
      price_difference integer NOT NULL,
      refund_amount integer NOT NULL DEFAULT 0,
      waived boolean NOT NULL DEFAULT false,
      actor text NOT NULL,
      payment_session_id text UNIQUE,
      payment_url text,
      expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    )`);
  await knex.raw(
    'CREATE INDEX booking_reschedules_booking_idx ON booking_reschedules (booking_id, created_at)',
  );
  // At most one change waits for its payment per booking.
  await knex.raw(
    `CREATE UNIQUE INDEX booking_reschedules_awaiting_idx ON booking_reschedules (booking_id)
      WHERE status = 'awaiting_payment'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS booking_reschedules');
  await knex.raw(occupancyFunction(false));
}

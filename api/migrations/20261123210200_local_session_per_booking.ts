import type { Knex } from 'knex';

/**
 * One local test-provider session per booking: the provider looked sessions up by booking without
 * an index (a scan per checkout that grew with every session) and could race itself into two.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'CREATE UNIQUE INDEX IF NOT EXISTS payment_local_sessions_booking_idx ON payment_local_sessions (booking_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS payment_local_sessions_booking_idx');
}

import type { Knex } from 'knex';
import { extensionAvailable } from '../src/db/migration-helpers';

/**
 * Booking search matches a substring of the reference, name, email or mobile number. A trigram GIN
 * index serves `ILIKE '%…%'` on one expression; PGlite loads pg_trgm at start (see src/db), and a
 * Postgres without the contrib package falls back to no search index (search then scans).
 */
export const BOOKING_SEARCH_EXPRESSION =
  "lower(booking_id || ' ' || name || ' ' || email || ' ' || mobile_number)";

export async function up(knex: Knex): Promise<void> {
  if (!(await extensionAvailable(knex, 'pg_trgm'))) return;
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw(
    `CREATE INDEX bookings_search_trgm_idx ON bookings USING gin ((${BOOKING_SEARCH_EXPRESSION}) gin_trgm_ops)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_search_trgm_idx');
}

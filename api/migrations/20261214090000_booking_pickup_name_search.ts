import type { Knex } from 'knex';
import { extensionAvailable } from '../src/db/migration-helpers';

/**
 * Booking search finds a booking by its hotel: a part of its pickup point's name ("atlantis",
 * "palm"). The name's btree index (bookings_pickup_name_idx) serves only whole names and prefixes;
 * a trigram GIN index serves `LIKE '%…%'`, so the search's OR of this and the reference, name,
 * e-mail and mobile index stays a BitmapOr of index scans rather than a walk of every booking. It is
 * partial (bookings without a pickup are most of them), so the search names `pickup IS NOT NULL`.
 */
export const PICKUP_NAME_EXPRESSION = "lower(pickup->>'name')";

export async function up(knex: Knex): Promise<void> {
  if (!(await extensionAvailable(knex, 'pg_trgm'))) return;
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw(
    `CREATE INDEX bookings_pickup_name_trgm_idx ON bookings USING gin ((${PICKUP_NAME_EXPRESSION}) gin_trgm_ops)
     WHERE pickup IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_pickup_name_trgm_idx');
}

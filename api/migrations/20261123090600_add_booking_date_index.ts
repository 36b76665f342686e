import type { Knex } from 'knex';

/** The admin list filters by booking date (dateFrom / dateTo); the report by title and date. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS bookings_date_idx ON bookings (booking_date, created_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_date_idx');
}

import type { Knex } from 'knex';

/**
 * Why a date or a time slot was blocked ("Lifts under maintenance"), as the admin typed it: the back
 * office shows it beside the block, and the audit log keeps it with the block. Null for the blocks
 * made before reasons were asked for, and for blocks made through the API without one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE blocked_dates ADD COLUMN IF NOT EXISTS reason text');
  await knex.raw('ALTER TABLE blocked_time_slots ADD COLUMN IF NOT EXISTS reason text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE blocked_time_slots DROP COLUMN IF EXISTS reason');
  await knex.raw('ALTER TABLE blocked_dates DROP COLUMN IF EXISTS reason');
}

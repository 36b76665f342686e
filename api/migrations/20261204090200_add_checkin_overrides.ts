import type { Knex } from 'knex';

/**
 * An admission staff made against a refusal of the rules ("admit anyway"): which refusal they
 * overruled and why. Who did it is the row's admin. Both columns are set together or not at all.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE checkins
      ADD COLUMN IF NOT EXISTS override_outcome text,
      ADD COLUMN IF NOT EXISTS override_reason text`);
  await knex.raw('ALTER TABLE checkins DROP CONSTRAINT IF EXISTS checkins_override_check');
  await knex.raw(`
    ALTER TABLE checkins ADD CONSTRAINT checkins_override_check CHECK (
      (override_outcome IS NULL AND override_reason IS NULL)
      OR (override_outcome IN ('wrong_date', 'wrong_slot') AND length(override_reason) > 0)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE checkins DROP CONSTRAINT IF EXISTS checkins_override_check');
  await knex.raw('ALTER TABLE checkins DROP COLUMN IF EXISTS override_reason');
  await knex.raw('ALTER TABLE checkins DROP COLUMN IF EXISTS override_outcome');
}

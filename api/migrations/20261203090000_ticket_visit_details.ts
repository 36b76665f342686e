import type { Knex } from 'knex';

/**
 * What a visitor wants to know of a ticket before and after booking: how long the visit lasts, where
 * to meet, and the ages a child ticket is for. Each is optional (null: not stated), so tickets
 * already on sale stay as they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tickets', (t) => {
    t.integer('duration_minutes');
    t.text('meeting_point');
    t.smallint('child_age_min');
    t.smallint('child_age_max');
  });
  await knex.raw(`
    ALTER TABLE tickets
      ADD CONSTRAINT tickets_duration_minutes_check
        CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 5 AND 10080),
      ADD CONSTRAINT tickets_child_ages_check
        CHECK ((child_age_min IS NULL AND child_age_max IS NULL)
          OR (child_age_min BETWEEN 0 AND 17 AND child_age_max BETWEEN child_age_min AND 17))`);
}

export async function down(knex: Knex): Promise<void> {
  // Dropping the columns drops their checks with them.
  await knex.schema.alterTable('tickets', (t) => {
    t.dropColumns('duration_minutes', 'meeting_point', 'child_age_min', 'child_age_max');
  });
}

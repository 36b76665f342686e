import type { Knex } from 'knex';

/**
 * Every webhook event id seen, written in the same transaction as its effect: a replayed or
 * duplicated event finds its id here and changes nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_events', (t) => {
    t.text('id').primary();
    t.text('provider').notNullable();
    t.text('type').notNullable();
    t.text('session_id');
    t.text('outcome').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id'], 'webhook_events_session_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_events');
}

import type { Knex } from 'knex';

/**
 * Checkout sessions of the local test provider (used when STRIPE_SECRET_KEY is unset). Kept in the
 * database rather than in memory so that several API processes serve the same session.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_local_sessions', (t) => {
    t.text('id').primary();
    t.uuid('booking_id').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.text('payment_status').notNullable().defaultTo('unpaid');
    t.integer('amount_total').notNullable();
    t.text('currency').notNullable();
    t.jsonb('line_items').notNullable().defaultTo('[]');
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.text('customer_email');
    t.text('success_url').notNullable();
    t.text('cancel_url').notNullable();
    t.text('payment_intent');
    t.boolean('refunded').notNullable().defaultTo(false);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'payment_local_sessions_created_idx');
  });
  await knex.raw(
    `ALTER TABLE payment_local_sessions ADD CONSTRAINT payment_local_sessions_status_check CHECK (status IN ('open', 'complete', 'expired'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_local_sessions');
}

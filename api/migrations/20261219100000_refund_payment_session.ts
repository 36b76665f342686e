import type { Knex } from 'knex';

/**
 * refunds.payment_session_id: the payment a refund gives back, when it is not the booking's own
 * (a payment turned down as it landed names its session). Null: the booking's payment_session_id,
 * as for every refund written before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refunds', (t) => {
    t.text('payment_session_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refunds', (t) => {
    t.dropColumn('payment_session_id');
  });
}

import type { Knex } from 'knex';

/**
 * What keeps anonymous callers from hoarding seats and guessing sign-ins:
 * - rate_limiter_flexible: the counters of rate-limiter-flexible's Postgres store, shared by every
 *   API process (created here rather than by the library at run time, which needs CREATE rights);
 * - checkout_hold_claims: the seats each client address and e-mail holds in unfinished checkouts,
 *   claimed under an advisory lock before the booking is inserted, so concurrent checkouts from one
 *   address cannot both slip under the cap. Addresses and e-mails are stored as hashes and each row
 *   is dropped once its hold has ended.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS rate_limiter_flexible (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
  await knex.raw(
    'CREATE INDEX IF NOT EXISTS rate_limiter_flexible_expire_idx ON rate_limiter_flexible (expire)',
  );
  await knex.schema.createTable('checkout_hold_claims', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('ip_hash').notNullable();
    t.text('email_hash').notNullable();
    t.uuid('ticket_id').notNullable();
    t.date('booking_date').notNullable();
    t.text('time_slot').notNullable().defaultTo('');
    t.integer('seats').notNullable();
    // The booking's reference once it is inserted; null while the checkout is in flight.
    t.text('booking_ref');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['ip_hash', 'expires_at'], 'checkout_hold_claims_ip_idx');
    t.index(['email_hash', 'expires_at'], 'checkout_hold_claims_email_idx');
    t.index(['expires_at'], 'checkout_hold_claims_expires_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('checkout_hold_claims');
  await knex.raw('DROP TABLE IF EXISTS rate_limiter_flexible');
}

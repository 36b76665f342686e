import type { Knex } from 'knex';

/**
 * The language a queued mail is written in (a BCP 47 tag: en, ms, ar, zh-Hans), sent as its
 * Content-Language header. Null for mail queued before mails had languages: sent without one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE mail_outbox ADD COLUMN language text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE mail_outbox DROP COLUMN IF EXISTS language');
}

import type { Knex } from 'knex';

/**
 * An attachment may be shown inside the message's HTML (`<img src="cid:…">`, the confirmation's
 * check-in QR code) rather than listed: it carries the Content-ID the HTML names. Null: a plain
 * attachment, as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_attachments', (t) => {
    t.text('cid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_attachments', (t) => {
    t.dropColumn('cid');
  });
}

import type { Knex } from 'knex';

/**
 * Outgoing mail is written here in the same transaction as the state change that causes it and
 * delivered by the mail worker, so a crash or an SMTP outage never loses or doubles a message.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('kind').notNullable();
    t.uuid('booking_id').nullable();
    t.text('dedupe_key').notNullable().unique();
    t.text('message_id').notNullable();
    t.text('to').notNullable();
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['booking_id']);
  });
  await knex.raw(
    `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'dead'))`,
  );
  // The worker only ever looks for due pending rows.
  await knex.raw(
    `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`,
  );

  await knex.schema.createTable('mail_attachments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('mail_id').notNullable().references('id').inTable('mail_outbox').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('filename').notNullable();
    t.text('content_type').notNullable();
    t.binary('content').notNullable();
    t.unique(['mail_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_attachments');
  await knex.schema.dropTableIfExists('mail_outbox');
}

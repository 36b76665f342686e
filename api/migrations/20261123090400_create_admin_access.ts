import type { Knex } from 'knex';
import { timestamps, uuidPrimaryKey } from '../src/db/migration-helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admins', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('email').notNullable();
    t.text('name');
    t.text('password_hash').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('last_login_at', { useTz: true });
    timestamps(knex, t);
  });
  await knex.raw('CREATE UNIQUE INDEX admins_email_unique ON admins (lower(email))');

  await knex.schema.createTable('admin_sessions', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('admin_id').notNullable().references('id').inTable('admins').onDelete('CASCADE');
    // SHA-256 of the bearer token; the token itself is never stored.
    t.text('token_hash').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.text('ip');
    t.text('user_agent');
    t.index(['admin_id'], 'admin_sessions_admin_idx');
  });

  await knex.schema.createTable('audit_log', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('admin_id').references('id').inTable('admins').onDelete('SET NULL');
    t.text('admin_email');
    t.text('action').notNullable();
    t.text('entity').notNullable();
    t.text('entity_id');
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('request_id');
    t.text('ip');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'audit_log_created_idx');
    t.index(['entity', 'entity_id'], 'audit_log_entity_idx');
  });

  // Fixed-window counters shared by every API process (login and coupon attempts).
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary();
    t.integer('points').notNullable();
    t.timestamp('window_ends_at', { useTz: true }).notNullable();
    t.index(['window_ends_at'], 'rate_limits_window_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.dropTableIfExists('audit_log');
  await knex.schema.dropTableIfExists('admin_sessions');
  await knex.schema.dropTableIfExists('admins');
}

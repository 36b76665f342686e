import type { Knex } from 'knex';
import { check, uuidPrimaryKey } from '../src/db/migration-helpers';

/**
 * Staff accounts: each person has a role and may have a second factor.
 *
 * admins.role: every admin so far was the one shared account with every right, so existing rows
 * become owners (the column's first default); the default is then `desk`, the least a forgotten
 * role can grant. admins.totp_secret holds the authenticator secret encrypted (AES-256-GCM, see
 * api/src/admin-auth/totp.ts), totp_enabled_at says it is confirmed, totp_last_step is the last
 * 30-second step a code was accepted for (a code is accepted once).
 *
 * admin_recovery_codes: ten per person, argon2id hashes as passwords are. admin_login_challenges:
 * the second sign-in step's single-use ticket (its SHA-256), minutes long. staff_invitations: a
 * single-use invitation (its SHA-256) with the role it grants. admin_settings: the owner's sign-in
 * rules (require a second factor from everyone). audit_log.admin_role: the role the person acted in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admins', (t) => {
    t.text('role').notNullable().defaultTo('owner');
    t.text('totp_secret');
    t.timestamp('totp_enabled_at', { useTz: true });
    t.bigInteger('totp_last_step');
    t.uuid('invited_by').references('id').inTable('admins').onDelete('SET NULL');
  });
  await knex.raw(`ALTER TABLE admins ALTER COLUMN role SET DEFAULT 'desk'`);
  await check(knex, 'admins', 'admins_role_known', `role IN ('owner', 'manager', 'desk')`);

  await knex.schema.createTable('admin_recovery_codes', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('admin_id').notNullable().references('id').inTable('admins').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['admin_id'], 'admin_recovery_codes_admin_idx');
  });

  await knex.schema.createTable('admin_login_challenges', (t) => {
    uuidPrimaryKey(knex, t);
    t.uuid('admin_id').notNullable().references('id').inTable('admins').onDelete('CASCADE');
    t.text('token_hash').notNullable().unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.text('ip');
    t.text('user_agent');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['admin_id'], 'admin_login_challenges_admin_idx');
  });

  await knex.schema.createTable('staff_invitations', (t) => {
    uuidPrimaryKey(knex, t);
    t.text('email').notNullable();
    t.text('role').notNullable();
    t.text('token_hash').notNullable().unique();
    t.uuid('invited_by').references('id').inTable('admins').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.uuid('accepted_admin_id').references('id').inTable('admins').onDelete('SET NULL');
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await check(
    knex,
    'staff_invitations',
    'staff_invitations_role_known',
    `role IN ('owner', 'manager', 'desk')`,
  );
  // One open invitation per address: inviting again withdraws the previous one first.
  await knex.raw(
    `CREATE UNIQUE INDEX staff_invitations_open_email ON staff_invitations (lower(email))
       WHERE accepted_at IS NULL AND revoked_at IS NULL`,
  );

  await knex.schema.createTable('admin_settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.uuid('updated_by').references('id').inTable('admins').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('audit_log', (t) => {
    t.text('admin_role');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => t.dropColumn('admin_role'));
  await knex.schema.dropTableIfExists('admin_settings');
  await knex.schema.dropTableIfExists('staff_invitations');
  await knex.schema.dropTableIfExists('admin_login_challenges');
  await knex.schema.dropTableIfExists('admin_recovery_codes');
  await knex.schema.alterTable('admins', (t) => {
    t.dropColumn('invited_by');
    t.dropColumn('totp_last_step');
    t.dropColumn('totp_enabled_at');
    t.dropColumn('totp_secret');
    t.dropColumn('role');
  });
}

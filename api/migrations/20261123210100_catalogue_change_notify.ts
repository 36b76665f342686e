import type { Knex } from 'knex';

/**
 * Every API process caches catalogue reads (api/src/services/catalogue-cache.ts) and listens on
 * `catalogue_changed`: any statement that changes one of these tables, from any process or a psql
 * session, tells them which table changed once its transaction commits. Statement-level, so a bulk
 * update costs one notification (Postgres also folds identical ones within a transaction).
 */
const TABLES = ['products', 'tickets', 'blocked_dates', 'blocked_time_slots'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION catalogue_changed_notify() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
      RETURN NULL;
    END
    $$`);
  for (const table of TABLES) {
    await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [`${table}_catalogue_changed`, table]);
    await knex.raw(
      `CREATE TRIGGER ?? AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ??
       FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify()`,
      [`${table}_catalogue_changed`, table],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [`${table}_catalogue_changed`, table]);
  }
  await knex.raw('DROP FUNCTION IF EXISTS catalogue_changed_notify()');
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { pgliteOf, type Db } from './index';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Reads api/migrations/*.ts (or .js) in name order and imports them ourselves, so the same files run
 * under tsx, Vitest and a bundle without knex's own loader. Files added by other engineers are
 * picked up as long as their names keep the timestamp prefix.
 */
class DirectoryMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<string[]> {
    return fs
      .readdirSync(this.dir)
      .filter(
        (f) => /^\d{14}_[a-z0-9_]+\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.includes('.test.'),
      )
      .sort();
  }

  getMigrationName(file: string): string {
    return file.replace(/\.(ts|js|mjs)$/, '');
  }

  async getMigration(file: string): Promise<Knex.Migration> {
    const mod = (await import(pathToFileURL(path.join(this.dir, file)).href)) as MigrationModule;
    return { up: mod.up, down: mod.down };
  }
}

export function migrationConfig(dir = MIGRATIONS_DIR): Knex.MigratorConfig {
  return { migrationSource: new DirectoryMigrationSource(dir), tableName: 'knex_migrations' };
}

/** Runs every pending migration; waits and retries while another process holds the migration lock. */
export async function migrateLatest(db: Db, { attempts = 30 } = {}): Promise<string[]> {
  // The embedded engine boots (compiling its WebAssembly) on its first connection; when that took
  // longer than the pool's 30 s to create a connection, the pool closed the only engine it would ever
  // have and every later query waited for nothing. Booting it before the pool asks avoids that.
  await (await pgliteOf(db))?.waitReady;
  for (let attempt = 1; ; attempt++) {
    try {
      const [, applied] = (await db.migrate.latest(migrationConfig())) as [number, string[]];
      return applied;
    } catch (error) {
      const locked = error instanceof Error && error.name === 'MigrationLocked';
      if (!locked || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export async function migrateRollbackAll(db: Db): Promise<void> {
  await db.migrate.rollback(migrationConfig(), true);
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';

export type Db = Knex;
export type Trx = Knex.Transaction;
/** A query runner: the database or a transaction. Repositories accept either. */
export type Executor = Knex | Knex.Transaction;

export interface DbOptions {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database (created when missing). Ignored with databaseUrl. */
  pgliteDir?: string | undefined;
  /** A dumped PGlite data directory (tar) to start an in-memory database from (tests). */
  pgliteLoadDataDir?: Blob | undefined;
  poolMax?: number;
  /** Connections the pool keeps open once it has them (default 0: idle ones close after 30 s). */
  poolMin?: number;
}

// Calendar dates stay 'YYYY-MM-DD' strings (a Date would shift them by the server's zone) and
// counts/sums (int8) become numbers, the same on node-postgres and PGlite.
const DATE_OID = 1082;
const INT8_OID = 20;

function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === DATE_OID) return (v: string) => v;
  if (oid === INT8_OID) return (v: string) => Number(v);
  return pg.types.getTypeParser(oid, format ?? 'text');
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: {
        connectionString: options.databaseUrl,
        types: { getTypeParser: pgTypeParser },
      } as Knex.PgConnectionConfig,
      pool: { min: options.poolMin ?? 0, max: options.poolMax ?? 10 },
      // A burst (a sale opening) queues for a connection rather than failing; a database that is down
      // still fails at once (knex propagates connection errors to waiting requests).
      acquireConnectionTimeout: 30_000,
    });
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pgliteOptions = {
    extensions: { pg_trgm },
    parsers: { [pgliteTypes.DATE]: (v: string) => v, [pgliteTypes.INT8]: (v: string) => Number(v) },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  };
  // PGlite reads its options from the first argument when no data directory is given.
  const pglite = options.pgliteDir
    ? new PGlite(options.pgliteDir, pgliteOptions)
    : new PGlite({ ...pgliteOptions });
  return knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    // The first connection waits for the engine to boot (compiling its WebAssembly), which took more
    // than knex's default minute on a machine busy with other builds and test suites.
    acquireConnectionTimeout: 180_000,
  });
}

/** The embedded engine's handle, when the database is PGlite (used to dump a test template). */
export async function pgliteOf(db: Db): Promise<PGlite | undefined> {
  const client = db.client as { pglite?: PGlite };
  return client.pglite;
}

export function isPglite(db: Executor): boolean {
  return (db.client as { config?: { dialect?: string; client?: unknown } }).config?.client !== 'pg';
}

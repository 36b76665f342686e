import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import type Koa from 'koa';
import { createApp, requestListener } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDb, pgliteOf, type Db } from '../src/db';
import {
  startCatalogueCache,
  type CatalogueListener,
  type PgListenerOptions,
} from '../src/lib/catalogue-listener';
import { migrateLatest } from '../src/db/migrate';
import { seedDemo } from '../src/demo/seed';
import { createLogger } from '../src/logger';
import { upsertAdmin } from '../src/admin-auth/service';
import { CatalogueCache } from '../src/lib/catalogue-cache';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'test-admin-password-1' } as const;

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body (string or bytes) sent as is; use with headers['content-type']. */
  raw?: string | Uint8Array;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface TestApp {
  app: Koa;
  server: http.Server;
  /** http://127.0.0.1:port */
  baseUrl: string;
  /** baseUrl + /api/v1 */
  apiUrl: string;
  db: Db;
  config: Config;
  /** The app's catalogue cache, when created with one (options.catalogueCache). */
  catalogueCache: CatalogueCache | undefined;
  /** Its listener, in 'listen' mode. */
  catalogueListener: CatalogueListener | undefined;
  /** Calls the API: path relative to /api/v1 (or absolute when it starts with /api or /assets). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in as the test admin (created on first use) and returns the bearer token. */
  loginAsAdmin(): Promise<string>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Load the demo catalogue (default false: an empty, migrated database). */
  seed?: boolean;
  config?: Partial<Config>;
  env?: Record<string, string | undefined>;
  /** A built storefront to serve beside the API, as `npm start` does. */
  storefrontDist?: string;
  /**
   * The catalogue read cache. Off by default: many tests change rows with Knex and read them back
   * through the API at once. 'in-process': invalidated by the API's own writes only; 'listen': also
   * by NOTIFY, as `npm start` runs it (a `pg` listener on Postgres, PGlite's listen otherwise).
   */
  catalogueCache?: false | 'in-process' | 'listen';
  /** Timings of the 'listen' mode's Postgres connection. */
  catalogueListener?: Pick<PgListenerOptions, 'heartbeatMs' | 'retryMinMs' | 'retryMaxMs'>;
  /** Use this database instead of a fresh one (a second app on the same data); not dropped on close. */
  database?: { db: Db; databaseUrl?: string | undefined };
}

/** Where the API suite's global set-up left migrated templates (see test/global-setup.ts). */
const TEMPLATE_ENV = {
  pglite: 'API_TEST_PGLITE_TEMPLATE',
  pglitDemo: 'API_TEST_PGLITE_TEMPLATE_DEMO',
  pg: 'API_TEST_PG_TEMPLATE',
  pgDemo: 'API_TEST_PG_TEMPLATE_DEMO',
};

function testDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = knexFactory({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(sql);
  } finally {
    await admin.destroy();
  }
}

/** A fresh, migrated database: a PGlite in memory, or a new database on DATABASE_URL's server. */
export async function createFreshDatabase(
  seed: boolean,
  /** Connections of a Postgres database's pool (a race of many requests needs more than 10). */
  poolMax = 10,
): Promise<{ db: Db; drop(): Promise<void> }> {
  const baseUrl = testDatabaseUrl();
  if (baseUrl) {
    const name = `tours_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const template = process.env[seed ? TEMPLATE_ENV.pgDemo : TEMPLATE_ENV.pg];
    await adminQuery(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
    const db = createDb({ databaseUrl: withDatabase(baseUrl, name), poolMax });
    if (!template) {
      await migrateLatest(db);
      if (seed) await seedDemo(db);
    }
    return {
      db,
      async drop() {
        await db.destroy();
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const templateFile = process.env[seed ? TEMPLATE_ENV.pglitDemo : TEMPLATE_ENV.pglite];
  if (templateFile && fs.existsSync(templateFile)) {
    const db = createDb({ pgliteLoadDataDir: new Blob([fs.readFileSync(templateFile)]) });
    // Migrations added after the template was made (none in a normal run) still apply.
    await migrateLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const db = createDb({});
  await migrateLatest(db);
  if (seed) await seedDemo(db);
  return { db, drop: () => db.destroy() };
}

/** Dumps a migrated (optionally seeded) PGlite database to a tar file, for createFreshDatabase. */
export async function buildPgliteTemplate(file: string, seed: boolean, from?: string): Promise<void> {
  const db = createDb(from ? { pgliteLoadDataDir: new Blob([fs.readFileSync(from)]) } : {});
  try {
    await migrateLatest(db);
    if (seed) await seedDemo(db);
    const pglite = await pgliteOf(db);
    await pglite!.query('CHECKPOINT');
    const dump = await pglite!.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'api-test-data'),
      // The local test payment provider is asked for explicitly, as every server must.
      DEMO: '1',
      // Suites drive many checkouts from 127.0.0.1; the limits' own tests turn them on through `env`.
      CHECKOUT_LIMIT_PER_IP: '0',
      CHECKOUT_LIMIT_PER_EMAIL: '0',
      HOLD_MAX_SEATS_PER_IP: '0',
      HOLD_MAX_SEATS_PER_EMAIL: '0',
      HOLD_MAX_SLOT_SHARE_PERCENT: '0',
      ...options.env,
    },
    { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, ...options.config },
  );
  const logger = createLogger(config.logLevel);
  const { db, drop } = options.database
    ? { db: options.database.db, drop: async () => {} }
    : await createFreshDatabase(options.seed ?? false, options.config?.databasePoolMax);
  let catalogueCache: CatalogueCache | undefined;
  let catalogueListener: CatalogueListener | undefined;
  if (options.catalogueCache === 'in-process') catalogueCache = new CatalogueCache();
  else if (options.catalogueCache === 'listen') {
    const databaseUrl = options.database
      ? options.database.databaseUrl
      : (db.client.config.connection as { connectionString?: string } | undefined)?.connectionString;
    ({ cache: catalogueCache, listener: catalogueListener } = await startCatalogueCache({
      db,
      databaseUrl,
      logger,
      listener: options.catalogueListener,
    }));
  }
  const app = createApp({ db, config, logger, catalogueCache }, { storefrontDist: options.storefrontDist });
  const server = http.createServer(requestListener(app));
  // The tests' fetch keeps its sockets for a few seconds and closes them itself. A server that
  // also closed idle ones would race it after a long pause (a test writing 500 rows on the embedded
  // database blocks the one event loop both share), and the next request met ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = `${baseUrl}/api/v1`;
  let adminReady: Promise<unknown> | undefined;

  const request: TestApp['request'] = async (method, p, opts = {}) => {
    const url = new URL(p.startsWith('/api') || p.startsWith('/assets') ? baseUrl + p : apiUrl + p);
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: RequestInit['body'];
    if (opts.raw !== undefined) body = opts.raw as RequestInit['body'];
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see TestApp.request
    return { status: res.status, body: parsed as any, headers: res.headers, text };
  };

  return {
    app,
    server,
    baseUrl,
    apiUrl,
    db,
    config,
    catalogueCache,
    catalogueListener,
    request,
    async loginAsAdmin() {
      adminReady ??= upsertAdmin(db, { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
      await adminReady;
      const res = await request<{ token: string }>('POST', '/admin/login', { body: TEST_ADMIN });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
      return res.body.token;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await catalogueListener?.close();
      await drop();
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../logger';
import { CatalogueCache, type CatalogueCacheOptions } from './catalogue-cache';
import { pgliteOf, type Db } from '../db';

/** The channel of migration 20261123210100_catalogue_change_notify; the payload is the table name. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tours-catalogue-listener';

export interface CatalogueListener {
  /** True while the connection is up and LISTEN has been answered. */
  readonly listening: boolean;
  /** The listening connection's server process (pg_stat_activity.pid), while listening on Postgres. */
  readonly backendPid: number | undefined;
  close(): Promise<void>;
}

export interface PgListenerOptions {
  databaseUrl: string;
  cache: CatalogueCache;
  logger: Logger;
  /** A query on the connection this often; no answer within the same time counts as a lost connection. */
  heartbeatMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
}

/**
 * One dedicated `pg` connection per process (not from the Knex pool, whose connections come and go)
 * that LISTENs for catalogue changes and drops the affected cache regions. The cache is suspended
 * (empty, every read from the database) from the moment the connection is lost until a new one is
 * listening again; then it starts empty, since changes made in between were not heard.
 *
 * Resolves after the first attempt, connected or not: a database that is down at start-up leaves the
 * process serving uncached while it retries.
 */
export async function listenForCatalogueChanges(options: PgListenerOptions): Promise<CatalogueListener> {
  const { databaseUrl, cache, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const retryMinMs = options.retryMinMs ?? 100;
  const retryMaxMs = options.retryMaxMs ?? 5_000;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let delay = retryMinMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  cache.suspend();

  function lost(which: pg.Client, err?: unknown) {
    if (which !== client) return;
    client = undefined;
    const wasListening = listening;
    listening = false;
    cache.suspend();
    clearInterval(heartbeat);
    // end() may never settle on a half-open socket; the stream is ours to destroy.
    (which as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    which.end().catch(() => {});
    if (closed) return;
    if (wasListening)
      logger.warn(
        { err: (err as Error | undefined)?.message },
        'catalogue listener lost; serving uncached until it is back',
      );
    retryTimer = setTimeout(() => void connect(), delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, retryMaxMs);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: heartbeatMs,
    });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) cache.invalidate([msg.payload ?? '']);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (c !== client || closed) return;
    listening = true;
    delay = retryMinMs;
    cache.resume();
    logger.debug('catalogue listener listening');
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => lost(c, new Error('heartbeat timed out')), heartbeatMs);
      timeout.unref();
      c.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (err: unknown) => {
          clearTimeout(timeout);
          lost(c, err);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
  }

  await connect();
  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      return listening ? (client as unknown as { processID?: number } | undefined)?.processID : undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      listening = false;
      cache.suspend();
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The embedded database: PGlite delivers NOTIFY to listeners of the same instance, on commit. One
 * process owns a PGlite directory, so this also catches writes made with Knex outside the API routes
 * (the routes invalidate in-process as well).
 */
export async function listenInPglite(pglite: PGlite, cache: CatalogueCache): Promise<CatalogueListener> {
  const unlisten = await pglite.listen(CATALOGUE_CHANNEL, (payload) => cache.invalidate([payload]));
  let listening = true;
  return {
    get listening() {
      return listening;
    },
    backendPid: undefined,
    async close() {
      listening = false;
      cache.suspend();
      await unlisten().catch(() => {});
    },
  };
}

/**
 * The cache of one API process and what keeps it right: a listening `pg` connection on Postgres,
 * PGlite's own listen on the embedded database.
 */
export async function startCatalogueCache(options: {
  db: Db;
  databaseUrl: string | undefined;
  logger: Logger;
  cache?: CatalogueCacheOptions;
  listener?: Pick<PgListenerOptions, 'heartbeatMs' | 'retryMinMs' | 'retryMaxMs'>;
}): Promise<{ cache: CatalogueCache; listener: CatalogueListener }> {
  const cache = new CatalogueCache(options.cache);
  if (options.databaseUrl) {
    const listener = await listenForCatalogueChanges({
      ...options.listener,
      databaseUrl: options.databaseUrl,
      cache,
      logger: options.logger,
    });
    return { cache, listener };
  }
  const pglite = await pgliteOf(options.db);
  if (!pglite) throw new Error('the database is neither Postgres (databaseUrl) nor PGlite');
  return { cache, listener: await listenInPglite(pglite, cache) };
}

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type Koa from 'koa';
import { createApp, requestListener } from './app';
import { startCheckoutWorkers } from './checkout/workers';
import { drainWaitlist } from './waitlist/hooks';
import { startRefundWorker } from './refunds/worker';
import { startCatalogueCache, type CatalogueListener } from './lib/catalogue-listener';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb, type Db } from './db';
import { migrateLatest } from './db/migrate';
import { warmPool } from './db/warm-pool';
import { HOLD_WARM_UP } from './checkout/hold-statement';
import { hasCatalogue, seedDemo } from './demo/seed';
import { createLogger, type Logger } from './logger';
import { upsertAdmin } from './admin-auth/service';
import { pruneRateLimits } from './lib/rate-limit';
import { pruneLimiters } from './lib/limiter';
import { pruneHoldClaims } from './checkout/hold-limits';

export interface StartServerOptions {
  /** 0 picks a free port. Default: PORT from the environment, else 3000. */
  port?: number;
  host?: string;
  /** Folder of the embedded database and mail files (used when no databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  /** Environment to read instead of process.env (values here win over process.env). */
  env?: Record<string, string | undefined>;
  /**
   * Ask for the demo set-up (as DEMO=1 does): the local test payment provider, the development admin
   * and, with `seed`, the demo catalogue on an empty database. Refused in production.
   */
  demo?: boolean;
  /** With demo: load the demo catalogue when the database has no products yet. Default true. */
  seed?: boolean;
  /** Built storefront to serve (index.html + assets); omitted: API only. */
  storefrontDist?: string;
  /** Run the checkout background workers (sweeper, mail). Default true. */
  workers?: boolean;
  logLevel?: string;
  /** Extra config values (tests). */
  config?: Partial<Config>;
}

export interface RunningServer {
  url: string;
  apiUrl: string;
  port: number;
  config: Config;
  db: Db;
  app: Koa;
  logger: Logger;
  server: http.Server;
  /** First admin created at this start (credentials to print), if any. */
  createdAdmin: { email: string; usesDefaults: boolean } | null;
  close(): Promise<void>;
}

/**
 * Starts one API process: config, database, migrations, demo seed on first start, first admin,
 * checkout workers, HTTP server. Used by scripts/start.mjs and by other packages' end-to-end tests.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = { ...process.env, ...(options.env ?? {}) };
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.host) env.HOST = options.host;
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  if (options.demo !== undefined) env.DEMO = options.demo ? '1' : '0';
  const config = loadConfig(env, options.config);
  if (!config.demo && !config.stripeSecretKey) {
    // Checked before anything is opened: without Stripe the only provider is the local test one.
    throw new ConfigError([
      'STRIPE_SECRET_KEY: required (DEMO=1 or npm start --demo runs the local test payment provider instead)',
    ]);
  }
  const logger = createLogger(config.logLevel);

  const db = createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolMax: config.databasePoolMax,
    // Kept open once warm (below): a sale that opens after a quiet hour finds its connections ready.
    poolMin: config.databasePoolMax,
  });
  let server: http.Server | undefined;
  let workers: { stop(): Promise<void> } | undefined;
  let catalogueListener: CatalogueListener | undefined;
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    // Demo data only when asked for: an operator's empty database stays empty (no WELCOME10 coupon).
    if (config.demo && options.seed !== false && !(await hasCatalogue(db))) {
      await seedDemo(db);
      logger.info('demo catalogue loaded');
    }
    let createdAdmin: RunningServer['createdAdmin'] = null;
    if (config.adminEmail && config.adminPassword) {
      const { created } = await upsertAdmin(db, { email: config.adminEmail, password: config.adminPassword });
      if (created) createdAdmin = { email: config.adminEmail, usesDefaults: config.adminUsesDefaults };
    } else {
      logger.warn('no ADMIN_EMAIL/ADMIN_PASSWORD: no admin created (npm run admin:create adds one)');
    }

    // Before the server listens (and /health answers): a sale's first burst finds every connection
    // open and its backend warm instead of opening them one request at a time.
    if (config.databaseUrl) await warmPool(db, config.databasePoolMax, [HOLD_WARM_UP]);
    const catalogue = await startCatalogueCache({ db, databaseUrl: config.databaseUrl, logger });
    catalogueListener = catalogue.listener;
    const deps = { db, config, logger, catalogueCache: catalogue.cache };
    const app = createApp(deps, { storefrontDist: options.storefrontDist ?? config.storefrontDist });
    server = http.createServer(requestListener(app));
    server.headersTimeout = 20_000;
    server.requestTimeout = 30_000;
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.port, config.host, () => resolve());
    });
    if (options.workers !== false) {
      const started = [startCheckoutWorkers(deps, () => drainWaitlist(deps)), startRefundWorker(deps)];
      workers = { stop: async () => void (await Promise.all(started.map((w) => w.stop()))) };
    }
    // Ended rate-limit windows are dead rows; any process may drop them.
    const pruner = setInterval(() => {
      Promise.all([pruneRateLimits(db), pruneLimiters(db), pruneHoldClaims(db)]).catch((err: unknown) =>
        logger.warn({ err }, 'rate limit pruning failed'),
      );
    }, 10 * 60_000);
    pruner.unref();
    const port = (server.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    let closed = false;
    const running: RunningServer = {
      url,
      apiUrl: `${url}/api/v1`,
      port,
      config: { ...config, port },
      db,
      app,
      logger,
      server,
      createdAdmin,
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(pruner);
        await workers?.stop();
        await new Promise<void>((resolve) => {
          server!.close(() => resolve());
          server!.closeAllConnections();
        });
        await catalogueListener?.close();
        await db.destroy();
      },
    };
    return running;
  } catch (error) {
    await workers?.stop().catch(() => {});
    server?.close();
    await catalogueListener?.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }
}

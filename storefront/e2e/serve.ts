// Starts the real product for the end-to-end tests: the API (with its demo catalogue and the local
// test payment provider) serving the built storefront, on a fresh temporary data directory. Run as a
// script it is the suite's server (with a mail sink); a spec needing a shop set up otherwise (its
// wallets, its CAPTCHA) imports startShop and starts its own beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '@tours/api/server';
import { SmtpSink, writeEachMailTo } from '@tours/api/smtp-sink';
import { mailDirOf } from './mail';

/** The suite's port; a spec's own shop takes one of the nine after it. */
export const SUITE_PORT = Number(process.env.E2E_PORT ?? 3310);

/** How long a spec's own shop may take to start (its hook's timeout): the suite's server gets three minutes too. */
export const SHOP_START_TIMEOUT_MS = 180_000;

export interface ShopOptions {
  port: number;
  /** The shop's own settings, over the suite's (no checkout limits, its public URL). */
  env?: Record<string, string>;
  /** The background workers (the outbox's sending): a spec's own shop reads its mail from the table. */
  workers?: boolean;
  logLevel?: string;
}

export type Shop = Awaited<ReturnType<typeof startServer>>;

/** The API serving the built storefront on `port`, with the demo catalogue; close() removes its data. */
export async function startShop({ port, env = {}, workers, logLevel = 'warn' }: ShopOptions): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const server = await startServer({
    port,
    dataDir,
    storefrontDist: fileURLToPath(new URL('../dist/', import.meta.url)),
    logLevel,
    // The demo catalogue and the local test payment provider, asked for explicitly.
    demo: true,
    ...(workers === undefined ? {} : { workers }),
    env: {
      // Every spec checks out from 127.0.0.1: the anonymous checkout limits would end the run.
      CHECKOUT_LIMIT_PER_IP: '0',
      CHECKOUT_LIMIT_PER_EMAIL: '0',
      HOLD_MAX_SEATS_PER_IP: '0',
      HOLD_MAX_SEATS_PER_EMAIL: '0',
      HOLD_MAX_SLOT_SHARE_PERCENT: '0',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
  });
  const close = server.close.bind(server);
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return Object.assign(server, {
    async close() {
      // Give the server a moment to close cleanly, then remove the data either way.
      await Promise.race([close().catch(() => undefined), new Promise((r) => setTimeout(r, 7000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The suite's server, with a real SMTP server: every mail sent lands as one JSON file the specs read. */
async function serveSuite(): Promise<void> {
  const mailDir = mailDirOf(SUITE_PORT);
  rmSync(mailDir, { recursive: true, force: true });
  const smtp = new SmtpSink(writeEachMailTo(mailDir));
  await smtp.start(SUITE_PORT + 1);
  const shop = await startShop({
    port: SUITE_PORT,
    logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    env: {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
    },
  });
  console.log(`storefront e2e server on ${shop.url}`);

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    await shop.close();
    await smtp.stop();
    process.exit(0);
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
}

// Only as the script: a spec that imports startShop starts no suite server (and, without a top-level
// await, can load this module however its runner loads specs).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  serveSuite().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

// Starts the real product for the end-to-end tests: the API (with its demo catalogue and the local
// test payment provider) serving the built storefront, on a fresh temporary data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@tours/api/server';
import { SmtpSink, writeEachMailTo } from '@tours/api/smtp-sink';
import { mailDirOf } from './mail';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
const storefrontDist = fileURLToPath(new URL('../dist/', import.meta.url));

// A real SMTP server: every mail the API's outbox sends lands as one JSON file the specs read.
const mailDir = mailDirOf(port);
rmSync(mailDir, { recursive: true, force: true });
const smtp = new SmtpSink(writeEachMailTo(mailDir));
await smtp.start(port + 1);

const server = await startServer({
  port,
  dataDir,
  storefrontDist,
  logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The demo catalogue and the local test payment provider, asked for explicitly.
  demo: true,
  env: {
    // Every spec checks out from 127.0.0.1: the anonymous checkout limits would end the run.
    CHECKOUT_LIMIT_PER_IP: '0',
    CHECKOUT_LIMIT_PER_EMAIL: '0',
    HOLD_MAX_SEATS_PER_IP: '0',
    HOLD_MAX_SEATS_PER_EMAIL: '0',
    HOLD_MAX_SLOT_SHARE_PERCENT: '0',
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-1',
  },
});
console.log(`storefront e2e server on ${server.url} (data ${dataDir})`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Give the server a moment to close cleanly, then remove the data either way.
  await Promise.race([server.close().catch(() => undefined), new Promise((r) => setTimeout(r, 7000))]);
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, stop);
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

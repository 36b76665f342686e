/**
 * The back end of the end-to-end tests, run as a child process with tsx: a real SMTP server that
 * writes every message it receives to MAIL_DIR as JSON, then the real API (startServer) on a
 * fresh data directory with SMTP_URL pointing at that server.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from '@tours/api/server';
import { SmtpSink, writeEachMailTo } from '@tours/api/smtp-sink';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

// The storefront, when it is built (npm run build -w storefront): its pages then show what staff
// write here, in each language (translations.spec.ts opens /ms/<product>).
const storefrontDist = fileURLToPath(new URL('../../storefront/dist', import.meta.url));

const smtp = new SmtpSink(writeEachMailTo(env('E2E_MAIL_DIR')));
await smtp.start(Number(env('E2E_SMTP_PORT')));

const server = await startServer({
  port: Number(env('E2E_API_PORT')),
  host: '127.0.0.1',
  dataDir: env('E2E_DATA_DIR'),
  logLevel: 'warn',
  // The demo catalogue and the local test payment provider, asked for explicitly.
  demo: true,
  env: {
    NODE_ENV: 'test',
    CHECKOUT_LIMIT_PER_IP: '0',
    CHECKOUT_LIMIT_PER_EMAIL: '0',
    HOLD_MAX_SEATS_PER_IP: '0',
    HOLD_MAX_SEATS_PER_EMAIL: '0',
    HOLD_MAX_SLOT_SHARE_PERCENT: '0',
    SMTP_URL: smtp.url,
    CORS_ORIGINS: env('E2E_WEB_ORIGIN'),
    ADMIN_EMAIL: env('E2E_ADMIN_EMAIL'),
    ADMIN_PASSWORD: env('E2E_ADMIN_PASSWORD'),
    LOGIN_LIMIT_PER_IP: '10000',
    LOGIN_LIMIT_PER_EMAIL: '10000',
    ...(existsSync(`${storefrontDist}/index.html`) ? { STOREFRONT_DIST: storefrontDist } : {}),
  },
});
console.log(`E2E_API_READY ${server.apiUrl}`);

const stop = async () => {
  await server.close().catch(() => undefined);
  await smtp.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

/**
 * The back end of the end-to-end tests, run as a child process with tsx: a real SMTP server that
 * writes every message it receives to MAIL_DIR as JSON, then the real API (startServer) on a
 * fresh data directory with SMTP_URL pointing at that server.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startServer } from '@tours/api/server';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const mailDir = env('E2E_MAIL_DIR');
const smtpPort = Number(env('E2E_SMTP_PORT'));
mkdirSync(mailDir, { recursive: true });
let received = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const n = ++received;
        // Written aside, then renamed: a test polling the folder never reads a half-written file.
        const file = path.join(mailDir, `${String(n).padStart(4, '0')}.json`);
        writeFileSync(
          `${file}.part`,
          JSON.stringify({
            to: mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a.text).join(', ') : '',
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: a.size,
            })),
          }),
        );
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise<void>((resolve, reject) => {
  smtp.once('error', reject);
  smtp.listen(smtpPort, '127.0.0.1', () => resolve());
});

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
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CORS_ORIGINS: env('E2E_WEB_ORIGIN'),
    ADMIN_EMAIL: env('E2E_ADMIN_EMAIL'),
    ADMIN_PASSWORD: env('E2E_ADMIN_PASSWORD'),
    LOGIN_LIMIT_PER_IP: '10000',
    LOGIN_LIMIT_PER_EMAIL: '10000',
  },
});
console.log(`E2E_API_READY ${server.apiUrl}`);

const stop = async () => {
  await server.close().catch(() => undefined);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

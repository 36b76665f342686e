import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../src/config';
import { SmtpSink } from '../../src/mail/testing/smtp-sink';
import { withDatabase } from '../harness';
import { spawnSync } from 'node:child_process';
import { call, npmStart, ROOT, waitFor, type StartedProcess } from './support';

/**
 * `NODE_ENV=production npm start` on a server: refused, in one line, without what production needs;
 * with it, none of the demo set-up exists, and no secret reaches the output.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-live-prod-'));
const SECRETS = {
  ADMIN_PASSWORD: 'an operator passphrase 2026',
  STRIPE_SECRET_KEY: 'sk_test_operatorsecretkey0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_operatorwebhooksecret0123456789',
  TOTP_ENCRYPTION_KEY: 'operator-totp-encryption-key-0123456789',
};
let server: StartedProcess | undefined;
// Production runs on Postgres and sends mail over SMTP: a database of its own on the test server
// (PG_TEST_URL, as npm run test:pg) and a real SMTP server.
const PG_BASE = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `tours_security_prod_${Date.now().toString(36)}`;
const pgAdmin = knexFactory({ client: 'pg', connection: PG_BASE, pool: { min: 0, max: 1 } });
const smtp = new SmtpSink();

beforeAll(async () => {
  await pgAdmin.raw(`CREATE DATABASE "${databaseName}"`);
  await smtp.start(0);
});
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await smtp.stop();
  await pgAdmin.raw(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await pgAdmin.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('NODE_ENV=production npm start', () => {
  it('exits with one line naming everything missing', async () => {
    const started = npmStart({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
    const code = await started.exited;
    expect(code).toBe(2);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
      'TOTP_ENCRYPTION_KEY',
    ])
      expect(lines[0]).toContain(name);
  });

  it('refuses a common password, an http:// PUBLIC_URL, and no database or mail server, naming each', async () => {
    const weak = npmStart({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...SECRETS,
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'password1234',
      PUBLIC_URL: 'http://tickets.example.com',
    });
    // Killed after 30 s if it started anyway (it did before these settings were refused).
    const stop = setTimeout(() => weak.child.kill('SIGTERM'), 30_000);
    const code = await weak.exited;
    clearTimeout(stop);
    expect(code).toBe(2);
    const lines = weak.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(lines[0]).toMatch(/PUBLIC_URL: must be https:\/\//);
    expect(lines[0]).toMatch(/DATABASE_URL: required/);
    expect(lines[0]).toMatch(/SMTP_URL: required/);
    expect(lines[0]).not.toMatch(/STRIPE/);
  });

  it('refuses a weak admin password and DEMO=1', async () => {
    const weak = npmStart({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...SECRETS,
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      PUBLIC_URL: 'https://tickets.example.com',
      DEMO: '1',
    });
    expect(await weak.exited).toBe(2);
    expect(weak.output()).toMatch(/ADMIN_PASSWORD: too weak/);
    expect(weak.output()).toMatch(/DEMO: not allowed/);
  });

  it('with them, has no demo data, no local test provider, no default admin, and logs no secret', async () => {
    server = npmStart({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'ops@example.com',
      PUBLIC_URL: 'https://tickets.example.com',
      DATABASE_URL: withDatabase(PG_BASE, databaseName),
      SMTP_URL: smtp.url,
      ...SECRETS,
    });
    const url = await waitFor(
      () => /running at (http:\/\/\S+?)\/?\s/.exec(server!.output())?.[1],
      60_000,
      `the server to start:\n${server.output()}`,
    );
    const api = `${url}/api/v1`;
    expect((await call(api, 'GET', '/health')).status).toBe(200);
    // The banner names the public address the mails' links use.
    expect(server.output()).toMatch(/Public URL: +https:\/\/tickets\.example\.com/);
    // An empty catalogue: no demo products, and so no WELCOME10.
    const products = await call(api, 'GET', '/products/hostName?hostName=localhost');
    expect(products.body).toEqual([]);
    expect((await call(api, 'POST', '/coupon/validate', { body: { couponCode: 'WELCOME10' } })).status).toBe(
      422,
    );
    // The published development admin does not exist; the operator's does.
    expect(
      (
        await call(api, 'POST', '/admin/login', {
          body: { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(api, 'POST', '/admin/login', {
          body: { email: 'ops@example.com', password: SECRETS.ADMIN_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // No local payment page: nobody can mark a booking paid.
    expect((await call(api, 'POST', `/payments/local/cs_local_${'a'.repeat(32)}/pay`)).status).toBe(404);
    // Without TRUST_PROXY (the image's default), X-Forwarded-For cannot reset a per-address limit.
    let limited = false;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await call(api, 'POST', '/coupon/validate', {
        body: { couponCode: `GUESS${i}` },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      limited = res.status === 429;
    }
    expect(limited).toBe(true);
    for (const secret of Object.values(SECRETS)) expect(server.output()).not.toContain(secret);
  });
});

describe('npm start outside a terminal (a service manager, a container, a script)', () => {
  it('does not imply the demo: without DEMO and Stripe it refuses to start, naming both', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-live-server-'));
    try {
      const started = npmStart({ DATA_DIR: dir, PORT: '0' });
      expect(await started.exited).toBe(2);
      expect(started.output()).toMatch(/STRIPE_SECRET_KEY: required \(DEMO=1/);
      expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run admin:create', () => {
  // Its own embedded database: the production server above may still hold its own.
  const adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-live-admin-'));
  afterAll(() => fs.rmSync(adminDir, { recursive: true, force: true }));
  const run = (args: string[], input: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'api/src/cli/admin-create.ts'), ...args],
      {
        cwd: ROOT,
        input,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', DATA_DIR: adminDir },
      },
    );

  it('takes the password from standard input, never from the command line (ps, shell history)', () => {
    const refused = run(['--email', 'second@example.com', '--password', 'a strong passphrase 2026'], '');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--password is not accepted/);
    const created = run(['--email', 'second@example.com'], 'a strong passphrase 2026\n');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/second@example.com created/);
    expect(created.stdout + created.stderr).not.toContain('a strong passphrase 2026');
  });
});

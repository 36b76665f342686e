import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { withDatabase } from './harness';

/**
 * startServer is what `npm start` and other packages' end-to-end tests call: it migrates, seeds on
 * first start, creates the first admin and listens. Runs on a temp PGlite folder, or on a fresh
 * database of DATABASE_URL's server.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freshDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const { default: knex } = await import('knex');
  const admin = knex({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  const name = `tours_server_${Date.now().toString(36)}`;
  await admin.raw(`CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(base, name),
    async drop() {
      await admin.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

describe('startServer', () => {
  it('starts on a free port with the demo catalogue and the first admin, then closes', async () => {
    const database = await freshDatabaseUrl();
    const env = {
      NODE_ENV: 'test',
      DEMO: '1',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a-long-test-passphrase',
    };
    try {
      const first = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: database.url,
        env,
        workers: false,
        logLevel: 'silent',
      });
      expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(first.createdAdmin).toEqual({ email: 'ops@example.com', usesDefaults: false });
      expect((await fetch(`${first.apiUrl}/health`)).status).toBe(200);
      const products = (await (
        await fetch(`${first.apiUrl}/products/hostName?hostName=localhost`)
      ).json()) as unknown[];
      expect(products.length).toBeGreaterThanOrEqual(6);
      const login = await fetch(`${first.apiUrl}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.com', password: 'a-long-test-passphrase' }),
      });
      expect(login.status).toBe(200);
      await first.db('products').where({ slug: 'dubai-frame' }).update({ name: 'Renamed by an admin' });
      await first.close();

      // A second start keeps what is there: no re-seed, no second admin.
      const second = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        databaseUrl: database.url,
        env,
        workers: false,
        logLevel: 'silent',
      });
      expect(second.createdAdmin).toBeNull();
      const frame = (await (await fetch(`${second.apiUrl}/products/slug/dubai-frame`)).json()) as {
        name: string;
      };
      expect(frame.name).toBe('Renamed by an admin');
      await second.close();
    } finally {
      await database.drop();
    }
  }, 90_000);

  it('answers health 503 when the database is gone', async () => {
    const database = await freshDatabaseUrl();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-down-'));
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: database.url,
      env: { NODE_ENV: 'test', DEMO: '1' },
      workers: false,
      seed: false,
      logLevel: 'silent',
    });
    try {
      await running.db.destroy();
      const res = await fetch(`${running.apiUrl}/health`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await new Promise<void>((r) => running.server.close(() => r()));
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});

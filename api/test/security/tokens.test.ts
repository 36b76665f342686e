import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { upsertAdmin } from '../../src/admin-auth/service';
import { loadWorld, type World } from '../hostile/support/world';
import { bookAndPay } from './support';

/**
 * Session and success-page tokens: at least 128 random bits, all distinct, and only their hash at
 * rest: a copy of the database yields no usable token.
 */
const EMAIL = 'token-admin@example.com';
const PASSWORD = 'token-admin-password-1';
const LOGINS = 24;

let t: TestApp;
let world: World;
const sessionTokens: string[] = [];
const successTokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    config: { loginLimits: { perIp: 1000, perEmail: 1000, windowMinutes: 15 } },
  });
  world = await loadWorld(t.db);
  await upsertAdmin(t.db, { email: EMAIL, password: PASSWORD });
  for (let i = 0; i < LOGINS; i++) {
    const res = await t.request('POST', '/admin/login', { body: { email: EMAIL, password: PASSWORD } });
    expect(res.status).toBe(200);
    sessionTokens.push(res.body.token);
  }
  for (let i = 0; i < 4; i++) successTokens.push((await bookAndPay(t, world)).token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function bitsOf(token: string): Buffer {
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  return Buffer.from(token, 'base64url');
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('tokens', () => {
  it.each([
    ['admin session', () => sessionTokens],
    ['success page', () => successTokens],
  ])('%s tokens carry at least 128 random bits and never repeat', (_kind, tokens) => {
    const all = tokens();
    expect(new Set(all).size).toBe(all.length);
    for (const token of all) expect(bitsOf(token).length * 8).toBeGreaterThanOrEqual(128);
    // Bits look uniform: the share of 1 bits over every token is close to one half.
    const bytes = Buffer.concat(all.map(bitsOf));
    let ones = 0;
    for (const byte of bytes) for (let b = 0; b < 8; b++) ones += (byte >> b) & 1;
    const share = ones / (bytes.length * 8);
    expect(share).toBeGreaterThan(0.44);
    expect(share).toBeLessThan(0.56);
    // No two tokens share a prefix longer than chance allows (no counter or timestamp inside).
    for (let i = 1; i < all.length; i++) expect(all[i]!.slice(0, 6)).not.toBe(all[i - 1]!.slice(0, 6));
  });

  it('stores admin sessions only as SHA-256 hashes', async () => {
    const hashes = new Set(await t.db('admin_sessions').pluck('token_hash'));
    for (const token of sessionTokens) expect(hashes.has(sha256(token))).toBe(true);
  });

  it('stores success tokens only as SHA-256 hashes', async () => {
    const hashes = new Set(
      await t.db('bookings').whereNotNull('success_token_hash').pluck('success_token_hash'),
    );
    for (const token of successTokens) expect(hashes.has(sha256(token))).toBe(true);
  });

  it('holds no raw token anywhere in the database', async () => {
    const tables = (
      await t.db.raw(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
    ).rows.map((r: { table_name: string }) => r.table_name) as string[];
    // payment_local_sessions stands in for Stripe's own servers (the local test provider, refused in
    // production): like Stripe, it keeps the success URL it must redirect to, token included.
    const ours = tables.filter((name) => name !== 'payment_local_sessions');
    const dump: string[] = [];
    for (const name of ours) {
      const rows = (await t.db.raw(`SELECT to_jsonb(x)::text AS row FROM "${name}" x`)).rows as {
        row: string;
      }[];
      dump.push(...rows.map((r) => r.row));
    }
    const text = dump.join('\n');
    expect(text.length).toBeGreaterThan(1000);
    for (const token of [...sessionTokens, ...successTokens]) {
      expect(text.includes(token)).toBe(false);
      expect(text.includes(bitsOf(token).toString('hex'))).toBe(false);
      expect(text.includes(bitsOf(token).toString('base64'))).toBe(false);
    }
  });

  it('a hash copied from the database is not a token', async () => {
    const [hash] = await t.db('admin_sessions').pluck('token_hash');
    const res = await t.request('GET', '/admin/me', { headers: { authorization: `Bearer ${hash}` } });
    expect(res.status).toBe(401);
    const success = await t.request('GET', '/bookings/success', {
      query: {
        token: (await t.db('bookings').whereNotNull('success_token_hash').first('success_token_hash'))
          .success_token_hash,
      },
    });
    expect(success.status).toBe(404);
  });
});

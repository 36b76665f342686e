import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server';
import { call, startShop, stopShop } from './support';

/**
 * The attacks of a second review of the running shop (sign-in races, tokens in URLs, made-up hosts,
 * seat spinning with expiring holds), each shown to fail with the defaults an operator gets.
 */
let shop: RunningServer & { dataDir: string };

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await stopShop(shop);
});

describe('sign-in', () => {
  it('20 parallel wrong passwords from a fresh address get 5 checks, no more', async () => {
    const { perEmail } = shop.config.loginLimits;
    const attacker = '203.0.113.120';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(shop.apiUrl, 'POST', '/admin/login', {
          ip: attacker,
          body: { email: 'owner@example.com', password: `parallel-guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Each 401 is one password checked; the rest were refused before any check.
    expect(statuses.filter((s) => s === 401).length, JSON.stringify(statuses)).toBe(perEmail);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const reasons = (await shop.db('audit_log').where({ action: 'admin.login_failed', ip: attacker })).map(
      (a) => (typeof a.details === 'string' ? JSON.parse(a.details) : a.details).reason as string,
    );
    expect(reasons.filter((r) => r === 'wrong_password')).toHaveLength(perEmail);
    // The owner, from their own address, is not kept out.
    const owner = await call(shop.apiUrl, 'POST', '/admin/login', {
      ip: '198.51.100.121',
      body: { email: 'owner@example.com', password: 'the-owners-long-passphrase' },
    });
    expect(owner.status).toBe(200);
  });

  it('an e-mail of 254 characters is an ordinary wrong password, not a server error', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const res = await call(shop.apiUrl, 'POST', '/admin/login', {
      ip: '2001:db8:ffff:ffff:ffff:ffff:ffff:fffe',
      body: { email, password: 'a-long-guess' },
    });
    expect(res.status).toBe(401);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { COUPON_ATTEMPTS } from '../../src/checkout/coupon-validation';
import { createLogger } from '../../src/logger';
import { LOGIN_FIRST_DELAY_SECONDS, upsertAdmin } from '../../src/admin-auth/service';
import { createTestApp, type TestApp } from '../harness';

/**
 * Brute force on login and on coupon validation is limited (429 with Retry-After), the limits live
 * in the database so that a second API instance on the same database sees the same counters, a
 * spoofed X-Forwarded-For does not reset them, and nobody can use them to lock a real admin out.
 */
const EMAIL = 'brute@example.com';
const PASSWORD = 'brute-force-password-1';

let t: TestApp;
/** A second, independent app (own Koa, own server) on the same database. */
let second: { url: string; close(): Promise<void> };

async function startSecond(trustProxy: boolean) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '1' }, { trustProxy });
  const app = createApp({ db: t.db, config, logger: createLogger('silent') });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { error?: { code: string } },
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { trustProxy: true } });
  await upsertAdmin(t.db, { email: EMAIL, password: PASSWORD });
  second = await startSecond(true);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

function expect429(res: { status: number; retryAfter: string | null; body: { error?: { code: string } } }) {
  expect(res.status).toBe(429);
  expect(res.body.error?.code).toBe('TOO_MANY_REQUESTS');
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(Number.isInteger(Number(res.retryAfter))).toBe(true);
}

describe('rate limits', () => {
  it('cannot be used to lock an admin out: wrong passwords from other addresses never refuse the right one', async () => {
    const { perEmail } = t.config.loginLimits;
    const bases = [t.apiUrl, second.url];
    // An attacker tries many wrong passwords for the admin's e-mail from one address, on both instances…
    const attacker = { 'x-forwarded-for': '10.1.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < perEmail + 3; i++)
      statuses.push(
        (await post(bases[i % 2]!, '/admin/login', { email: EMAIL, password: `wrong-${i}` }, attacker))
          .status,
      );
    expect(statuses.slice(0, perEmail)).toEqual(Array(perEmail).fill(401));
    expect(statuses.slice(perEmail)).toEqual([429, 429, 429]);
    // …and the admin, from their own address, still signs in at once on either instance.
    for (const base of bases) {
      const res = await post(
        base,
        '/admin/login',
        { email: EMAIL, password: PASSWORD },
        { 'x-forwarded-for': '10.1.1.2' },
      );
      expect(res.status).toBe(200);
    }
    // Every refusal is on the audit trail with the e-mail it tried.
    const audited = await t.db('audit_log').where({ action: 'admin.login_failed', ip: '10.1.0.1' });
    expect(audited).toHaveLength(perEmail + 3);
    expect(
      audited.map((a) => (typeof a.details === 'string' ? JSON.parse(a.details) : a.details).reason).sort(),
    ).toEqual([...Array(perEmail).fill('wrong_password'), 'delayed', 'delayed', 'delayed'].sort());
    expect(JSON.stringify(audited)).not.toContain('wrong-');
  });

  it('makes each address wait longer after every further wrong password for an e-mail, shared by the instances', async () => {
    const { perEmail } = t.config.loginLimits;
    const ip = { 'x-forwarded-for': '10.5.0.1' };
    for (let i = 0; i < perEmail; i++)
      expect((await post(t.apiUrl, '/admin/login', { email: EMAIL, password: `nope-${i}` }, ip)).status).toBe(
        401,
      );
    // Refused at once now, on the other instance too, with the first delay.
    const first = await post(second.url, '/admin/login', { email: EMAIL, password: PASSWORD }, ip);
    expect429(first);
    expect(Number(first.retryAfter)).toBeLessThanOrEqual(LOGIN_FIRST_DELAY_SECONDS);
    // Once the delay is over one more wrong password earns twice the wait.
    await t.db('rate_limiter_flexible').where('key', 'like', 'login:delay:%').delete();
    expect((await post(t.apiUrl, '/admin/login', { email: EMAIL, password: 'nope-again' }, ip)).status).toBe(
      401,
    );
    const second2 = await post(t.apiUrl, '/admin/login', { email: EMAIL, password: PASSWORD }, ip);
    expect429(second2);
    expect(Number(second2.retryAfter)).toBeGreaterThan(LOGIN_FIRST_DELAY_SECONDS);
    expect(Number(second2.retryAfter)).toBeLessThanOrEqual(2 * LOGIN_FIRST_DELAY_SECONDS);
    // After the wait, the right password works and forgets the count.
    await t.db('rate_limiter_flexible').where('key', 'like', 'login:delay:%').delete();
    expect((await post(t.apiUrl, '/admin/login', { email: EMAIL, password: PASSWORD }, ip)).status).toBe(200);
    expect((await post(t.apiUrl, '/admin/login', { email: EMAIL, password: 'nope-once' }, ip)).status).toBe(
      401,
    );
  });

  it('limits login attempts per client address across two app instances', async () => {
    const { perIp } = t.config.loginLimits;
    const bases = [t.apiUrl, second.url];
    const ip = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < perIp; i++) {
      const res = await post(
        bases[i % 2]!,
        '/admin/login',
        { email: `user${i}@example.com`, password: 'whatever-123' },
        ip,
      );
      expect(res.status).toBe(401);
    }
    for (const base of bases)
      expect429(await post(base, '/admin/login', { email: 'other@example.com', password: 'x' }, ip));
  });

  it('limits coupon guesses per client address across two app instances', async () => {
    const bases = [t.apiUrl, second.url];
    const ip = { 'x-forwarded-for': '10.3.0.1' };
    for (let i = 0; i < COUPON_ATTEMPTS.limit; i++) {
      const res = await post(bases[i % 2]!, '/coupon/validate', { couponCode: `GUESS${i}` }, ip);
      expect(res.status).toBe(422);
    }
    for (const base of bases) {
      expect429(await post(base, '/coupon/validate', { couponCode: 'WELCOME10' }, ip));
    }
    // Another client is not affected.
    const other = await post(
      t.apiUrl,
      '/coupon/validate',
      { couponCode: 'NOPE1' },
      { 'x-forwarded-for': '10.3.0.2' },
    );
    expect(other.status).toBe(422);
  });

  it('behind the proxy, a client cannot reset its limit by sending its own X-Forwarded-For', async () => {
    // The trusted proxy appends the address it saw; whatever the client put before it is not trusted.
    const proxySaw = '10.4.0.1';
    for (let i = 0; i < COUPON_ATTEMPTS.limit; i++) {
      const res = await post(
        t.apiUrl,
        '/coupon/validate',
        { couponCode: `SPOOF${i}` },
        {
          'x-forwarded-for': `203.0.113.${i + 1}, ${proxySaw}`,
        },
      );
      expect(res.status).toBe(422);
    }
    expect429(
      await post(
        t.apiUrl,
        '/coupon/validate',
        { couponCode: 'SPOOF99' },
        { 'x-forwarded-for': `198.51.100.7, ${proxySaw}` },
      ),
    );
  });

  it('without proxy trust, X-Forwarded-For is ignored entirely', async () => {
    const direct = await startSecond(false);
    try {
      // All of these come from 127.0.0.1 whatever they claim; the limit counts them together.
      let limited = false;
      for (let i = 0; i <= COUPON_ATTEMPTS.limit && !limited; i++) {
        const res = await post(
          direct.url,
          '/coupon/validate',
          { couponCode: `DIRECT${i}` },
          {
            'x-forwarded-for': `192.0.2.${i + 1}`,
          },
        );
        limited = res.status === 429;
      }
      expect(limited).toBe(true);
    } finally {
      await direct.close();
    }
  });
});

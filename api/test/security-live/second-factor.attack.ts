import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server';
import { call, startShop, stopShop } from './support';

/**
 * The second sign-in step against a running shop over HTTP, with the default limits: someone who
 * has a person's password cannot guess their authenticator code, and a recovery code works once.
 * Codes are computed here with otpauth, as the person's phone would.
 */
let shop: RunningServer & { dataDir: string };
const OWNER = { email: 'owner@example.com', password: 'the-owners-long-passphrase' };

const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Signs the owner in with the password alone (no second factor yet) and enrols an authenticator. */
async function enrolOwner(): Promise<{ secret: string; recoveryCodes: string[] }> {
  const signedIn = await call(shop.apiUrl, 'POST', '/admin/login', { ip: '198.51.100.40', body: OWNER });
  expect(signedIn.status).toBe(200);
  const headers = { authorization: `Bearer ${signedIn.body.token}` };
  const started = await call(shop.apiUrl, 'POST', '/admin/me/totp', {
    ip: '198.51.100.40',
    headers,
    body: {},
  });
  expect(started.status).toBe(200);
  const confirmed = await call(shop.apiUrl, 'POST', '/admin/me/totp/confirm', {
    ip: '198.51.100.40',
    headers,
    body: { code: codeFor(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

async function passwordStep(ip: string): Promise<string> {
  const res = await call(shop.apiUrl, 'POST', '/admin/login', { ip, body: OWNER });
  expect(res.status).toBe(200);
  expect(res.body.secondFactor).toBe('totp');
  return res.body.challenge as string;
}

let enrolled: { secret: string; recoveryCodes: string[] };

beforeAll(async () => {
  shop = await startShop();
  enrolled = await enrolOwner();
});
afterAll(async () => {
  await stopShop(shop);
});

describe('the second sign-in step', () => {
  it('a recovery code opens one session, and is refused the second time', async () => {
    const code = enrolled.recoveryCodes[0]!;
    const first = await call(shop.apiUrl, 'POST', '/admin/login/second-factor', {
      ip: '198.51.100.41',
      body: { challenge: await passwordStep('198.51.100.41'), recoveryCode: code },
    });
    expect(first.status).toBe(200);
    expect(first.body.token).toBeTruthy();
    const reused = await call(shop.apiUrl, 'POST', '/admin/login/second-factor', {
      ip: '198.51.100.41',
      body: { challenge: await passwordStep('198.51.100.41'), recoveryCode: code },
    });
    expect(reused.status).toBe(401);
    expect(reused.body.token).toBeUndefined();
  });

  it('guessing codes with the password in hand is throttled: at most five wrong codes, then 429 even for the right one', async () => {
    const attacker = '203.0.113.99';
    const challenge = await passwordStep(attacker);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(shop.apiUrl, 'POST', '/admin/login/second-factor', {
        ip: attacker,
        body: { challenge, code: String(100000 + i) },
      });
      statuses.push(res.status);
    }
    // At most five wrong codes in a row are checked for a person (the recovery code reused above
    // was one), wherever they come from; then the person's delay runs and nothing more is checked.
    const checked = statuses.indexOf(429);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.slice(0, checked).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(checked).every((s) => s === 429)).toBe(true);
    const fresh = await passwordStep('203.0.113.100');
    const right = await call(shop.apiUrl, 'POST', '/admin/login/second-factor', {
      ip: '203.0.113.100',
      body: { challenge: fresh, code: codeFor(enrolled.secret, 1) },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const failures = await shop.db('audit_log').where({ action: 'admin.second_factor_failed' });
    expect(failures.length).toBeGreaterThanOrEqual(5);
  });
});

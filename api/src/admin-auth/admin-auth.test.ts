import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { upsertAdmin } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('POST /admin/login', () => {
  it('answers a random token stored only as its SHA-256, with an argon2id hash at rest', async () => {
    const token = await t.loginAsAdmin();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await t.db('admin_sessions').select('token_hash');
    expect(sessions.map((s) => s.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(sessions)).not.toContain(token);
    const admin = await t.db('admins').where({ email: TEST_ADMIN.email }).first();
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, iterations] = /m=(\d+),t=(\d+)/.exec(admin.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(iterations)).toBeGreaterThanOrEqual(2);
    const res = await t.request('POST', '/admin/login', {
      body: { email: ' Admin@Example.com ', password: TEST_ADMIN.password },
    });
    expect(res.body.adminEmail).toBe('admin@example.com');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = expectError(
      await t.request('POST', '/admin/login', { body: { ...TEST_ADMIN, password: 'not-the-password' } }),
      401,
    );
    const unknown = expectError(
      await t.request('POST', '/admin/login', {
        body: { email: 'nobody@example.com', password: 'whatever-password' },
      }),
      401,
    );
    expect(wrong.message).toBe(unknown.message);
  });

  it('validates the body', async () => {
    expectValidation(
      await t.request('POST', '/admin/login', { body: { email: 'not-an-email', password: 'x' } }),
      'email',
    );
    expectValidation(
      await t.request('POST', '/admin/login', { body: { email: 'a@example.com' } }),
      'password',
    );
  });

  it('delays an address after wrong passwords for an email, in the database, with Retry-After', async () => {
    await upsertAdmin(t.db, { email: 'limited@example.com', password: 'limited-password-1' });
    for (let i = 0; i < 5; i++) {
      expectError(
        await t.request('POST', '/admin/login', {
          body: { email: 'limited@example.com', password: `wrong-${i}` },
        }),
        401,
      );
    }
    const blocked = await t.request('POST', '/admin/login', {
      body: { email: 'limited@example.com', password: 'limited-password-1' },
    });
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted per e-mail *and* address in the shared table, so every API process sees it.
    const row = await t
      .db('rate_limiter_flexible')
      .where('key', 'like', 'login:fails:limited@example.com|%')
      .first();
    expect(row.points).toBe(5);
  });

  it('limits attempts per IP', async () => {
    const strict = await createTestApp({
      config: { loginLimits: { perIp: 3, perEmail: 100, windowMinutes: 15 } },
    });
    try {
      for (let i = 0; i < 3; i++) {
        await strict.request('POST', '/admin/login', {
          body: { email: `user${i}@example.com`, password: 'some-password' },
        });
      }
      const res = await strict.request('POST', '/admin/login', {
        body: { email: 'another@example.com', password: 'some-password' },
      });
      expectError(res, 429);
      expect(res.headers.get('retry-after')).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});

describe('GET /admin/me and POST /admin/logout', () => {
  it('names the admin; logout revokes the token', async () => {
    const token = await t.loginAsAdmin();
    const me = await t.request('GET', '/admin/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.adminEmail).toBe(TEST_ADMIN.email);
    expectError(await t.request('GET', '/admin/me'), 401);
    const out = await t.request('POST', '/admin/logout', { token });
    expect(out.status).toBe(200);
    expectError(await t.request('GET', '/admin/me', { token }), 401);
    expectError(await t.request('POST', '/admin/logout', { token }), 401);
    const revoked = await t
      .db('admin_sessions')
      .where({ token_hash: sha256(token) })
      .first();
    expect(revoked.revoked_at).toBeTruthy();
  });

  it('ends a session after inactivity and at its absolute expiry', async () => {
    const idle = await t.loginAsAdmin();
    await t
      .db('admin_sessions')
      .where({ token_hash: sha256(idle) })
      .update({ last_seen_at: new Date(Date.now() - 9 * 3_600_000) });
    expectError(await t.request('GET', '/admin/me', { token: idle }), 401);
    const old = await t.loginAsAdmin();
    await t
      .db('admin_sessions')
      .where({ token_hash: sha256(old) })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expectError(await t.request('GET', '/admin/me', { token: old }), 401);
  });

  it('refuses malformed bearer values', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer short',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(43)}`,
    ]) {
      expectError(await t.request('GET', '/admin/me', { headers: { authorization } }), 401);
    }
  });
});

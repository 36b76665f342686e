import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminCall, type HttpMethod } from '@tours/core/api';
import { API_PREFIX, createApiRouter } from '../src/app';
import { createTestApp, type TestApp } from './harness';
import { expectError } from './expect';

/**
 * Walks every route of the API router (checkout's included) and proves that each admin route, as
 * DESIGN section 3 defines them, starts with requireAdmin() and answers 401 without a token, with
 * an expired token, an idle one and a revoked one.
 */
let t: TestApp;
let expired: string;
let idle: string;
let revoked: string;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const routes = () => {
  const api = createApiRouter({ db: t.db, config: t.config, logger: t.app.context.deps.logger });
  return api.stack.flatMap((layer) =>
    layer.methods
      .filter((m) => m !== 'HEAD')
      .map((method) => ({
        method,
        path: String(layer.path).slice(API_PREFIX.length),
        first: (layer.stack[0] as { name?: string } | undefined)?.name,
      })),
  );
};

const concrete = (path: string) =>
  path.replace(/:id\b/g, '5b0c1a2e-0000-4000-8000-000000000001').replace(/:[A-Za-z]+/g, 'sample');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  expired = await t.loginAsAdmin();
  await t
    .db('admin_sessions')
    .where({ token_hash: sha256(expired) })
    .update({ expires_at: new Date(Date.now() - 1000) });
  idle = await t.loginAsAdmin();
  await t
    .db('admin_sessions')
    .where({ token_hash: sha256(idle) })
    .update({ last_seen_at: new Date(Date.now() - 24 * 3_600_000) });
  revoked = await t.loginAsAdmin();
  expect((await t.request('POST', '/admin/logout', { token: revoked })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('every admin route', () => {
  it('is found on the router (the set is not empty and covers the specified calls)', () => {
    const admin = routes().filter((r) => isAdminCall(r.method as HttpMethod, r.path));
    const names = admin.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /admin/all-bookings',
      'POST /create',
      'PUT /update-ticket/:id',
      'DELETE /delete-ticket/:id',
      'POST /block-date',
      'DELETE /block-date',
      'POST /block-time-slot',
      'POST /delete-blocked-date-time-slot',
      'GET /admin/get-timeslot-ticket',
      'POST /booking/admin/send-ticket',
      'POST /admin/send-notification',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('starts with requireAdmin()', () => {
    for (const r of routes().filter((x) => isAdminCall(x.method as HttpMethod, x.path))) {
      expect(r.first, `${r.method} ${r.path}`).toBe('requireAdmin');
    }
  });

  it('answers 401 without a token, with an expired, an idle or a revoked one', async () => {
    const admin = routes().filter((r) => isAdminCall(r.method as HttpMethod, r.path));
    for (const r of admin) {
      for (const token of [null, expired, idle, revoked, 'x'.repeat(43)]) {
        const res = await t.request(r.method, concrete(r.path), {
          token,
          body: r.method === 'GET' ? undefined : {},
        });
        expectError(res, 401, 'UNAUTHORIZED');
      }
    }
  });

  it('public routes do not ask for a token', () => {
    const publicRoutes = routes().filter((r) => !isAdminCall(r.method as HttpMethod, r.path));
    expect(publicRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/tickets/service', '/time-slot', '/admin/login']),
    );
    for (const r of publicRoutes) expect(r.first, `${r.method} ${r.path}`).not.toBe('requireAdmin');
  });
});

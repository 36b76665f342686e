import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { changedTables, snapshotDb } from '../hostile/support/db-snapshot';
import { enumerateRoutes, isAdminRoute, type ApiRoute } from '../hostile/support/routes';
import { createAdminSession, loadWorld, type SessionKind } from '../hostile/support/world';
import { bookAndPay, expectError } from './support';

/**
 * Every admin route (chosen by DESIGN's rule, not by reading the code) refuses a request without a
 * token and with every kind of dead token, route by route, and none of those refusals writes.
 */
let t: TestApp;
let routes: ApiRoute[];
const tokens: Partial<Record<SessionKind | 'customer', string>> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  routes = enumerateRoutes({ db: t.db, config: t.config, logger: t.app.context.deps.logger });
  for (const kind of ['valid', 'expired', 'idle', 'revoked', 'inactiveAdmin'] as const)
    tokens[kind] = await createAdminSession(t.db, kind);
  tokens.customer = (await bookAndPay(t, await loadWorld(t.db))).token;
});
afterAll(async () => {
  await t?.close();
});

function pathOf(route: ApiRoute): string {
  return route.path.replace(/:\w+/g, randomUUID());
}

async function call(route: ApiRoute, headers: Record<string, string>) {
  const body = route.method === 'GET' ? undefined : '{}';
  return t.request(route.method, pathOf(route), {
    ...(body ? { raw: body } : {}),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('admin access', () => {
  it('finds every admin call DESIGN names among the router routes', () => {
    const admin = routes.filter(isAdminRoute).map((r) => `${r.method} ${r.relative}`);
    for (const expected of [
      'GET /admin/me',
      'POST /admin/logout',
      'GET /admin/all-bookings',
      'GET /admin/get-ticket',
      'POST /create',
      'DELETE /delete-ticket/:id',
      'POST /block-date',
      'DELETE /block-date',
      'POST /block-time-slot',
      'POST /delete-blocked-date-time-slot',
      'POST /admin/send-notification',
      'POST /booking/admin/send-ticket',
    ]) {
      expect(admin, `${expected} is not served`).toContain(expected);
    }
    expect(admin.length).toBeGreaterThanOrEqual(20);
  });

  const refusals: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['an expired token', () => ({ authorization: `Bearer ${tokens.expired}` })],
    ['a token idle past the inactivity limit', () => ({ authorization: `Bearer ${tokens.idle}` })],
    ['a revoked token', () => ({ authorization: `Bearer ${tokens.revoked}` })],
    ['the token of a deactivated admin', () => ({ authorization: `Bearer ${tokens.inactiveAdmin}` })],
    ['an unknown token', () => ({ authorization: `Bearer ${'A'.repeat(43)}` })],
    ['a customer success-page token', () => ({ authorization: `Bearer ${tokens.customer}` })],
    ['the valid token in another scheme', () => ({ authorization: `Basic ${tokens.valid}` })],
    ['the valid token as a cookie', () => ({ cookie: `token=${tokens.valid}; session=${tokens.valid}` })],
    [
      'the valid token in a custom header',
      () => ({ 'x-admin-token': tokens.valid!, 'x-auth-token': tokens.valid! }),
    ],
  ];

  it.each(refusals)('refuses every admin route with %s (401, no write)', async (_name, headers) => {
    const before = await snapshotDb(t.db);
    const failures: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      const res = await call(route, headers());
      if (res.status !== 401 || res.body?.error?.code !== 'UNAUTHORIZED')
        failures.push(`${route.method} ${route.relative} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
  });

  it('refuses the valid token passed in the query string', async () => {
    for (const route of routes.filter(isAdminRoute).filter((r) => r.method === 'GET')) {
      const res = await t.request(
        'GET',
        `${pathOf(route)}?token=${tokens.valid}&access_token=${tokens.valid}`,
      );
      expect(res.status, `${route.method} ${route.relative}`).toBe(401);
    }
  });

  it('lets the valid token through every admin route (so the refusals above are about the token)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      if (route.relative === '/admin/logout') continue;
      const res = await call(route, { authorization: `Bearer ${tokens.valid}` });
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        failures.push(`${route.method} ${route.relative} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers public routes without a token (nothing public is accidentally admin-only)', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !isAdminRoute(r))) {
      const res = await call(route, {});
      if (res.status === 401 || res.status === 403) failures.push(`${route.method} ${route.relative}`);
    }
    expect(failures).toEqual([]);
  });

  it('logout revokes the token at once, and a revoked token stays revoked', async () => {
    const token = await createAdminSession(t.db, 'valid');
    expect((await t.request('GET', '/admin/me', { token })).status).toBe(200);
    expect((await t.request('POST', '/admin/logout', { token })).status).toBe(200);
    expectError(await t.request('GET', '/admin/me', { token }), 401, 'UNAUTHORIZED');
    expectError(await t.request('POST', '/admin/logout', { token }), 401, 'UNAUTHORIZED');
  });

  it('a dead token is told apart from nothing: both 401 with WWW-Authenticate: Bearer', async () => {
    for (const headers of [{}, { authorization: `Bearer ${tokens.expired}` }] as Record<string, string>[]) {
      const res = await t.request('GET', '/admin/me', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});

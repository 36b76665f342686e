import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, allEndpoints, type Endpoint, type StaffRole } from '@tours/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { changedTables, snapshotDb } from '../hostile/support/db-snapshot';
import { enumerateRoutes, isAdminRoute } from '../hostile/support/routes';
import { createStaff, sessionFor } from './support';

/**
 * The role matrix, generated from core's contract: every admin call is made by an owner, a manager
 * and a desk member; a role its rule does not list is refused (403 FORBIDDEN_ROLE) before anything
 * runs, and a role it lists gets past the check (whatever the empty request then earns). A route
 * added tomorrow is in this walk without touching it, and cannot be mounted without roles.
 */
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
const adminCalls = allEndpoints().filter((e) => e.access === 'admin');

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  for (const role of STAFF_ROLES) tokens[role] = await sessionFor(t.db, (await createStaff(t.db, role)).id);
});
afterAll(async () => {
  await t?.close();
});

function call(endpoint: Endpoint, token: string) {
  const path = endpoint.path.replace(/:\w+/g, randomUUID());
  return t.request(endpoint.method, endpoint.fromOrigin ? `/api/v1${path}` : path, {
    ...(endpoint.method === 'GET' ? {} : { raw: '{}' }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
}

describe('roles, from the contract', () => {
  it('every admin call declares at least one role, and every admin route the API serves is one of them', () => {
    for (const e of adminCalls) expect(e.rule?.roles.length, `${e.method} ${e.path}`).toBeGreaterThan(0);
    const declared = new Set(adminCalls.map((e) => `${e.method} ${e.path}`));
    const served = enumerateRoutes({ db: t.db, config: t.config, logger: t.app.context.deps.logger })
      .filter(isAdminRoute)
      .map((r) => `${r.method} ${r.relative}`);
    expect(served.filter((r) => !declared.has(r))).toEqual([]);
    expect(served.length).toBe(declared.size);
  });

  it('owners may do everything; desk staff may not refund, export, send or change the catalogue', () => {
    const allowed = (role: StaffRole) =>
      adminCalls.filter((e) => e.rule!.roles.includes(role)).map((e) => `${e.method} ${e.path}`);
    expect(allowed('owner')).toHaveLength(adminCalls.length);
    const desk = allowed('desk');
    for (const refused of [
      'POST /admin/bookings/:id/cancel',
      'GET /admin/bookings-export',
      'POST /booking/admin/send-ticket',
      'POST /create',
      'GET /admin/staff',
    ])
      expect(desk).not.toContain(refused);
    for (const kept of ['POST /admin/checkin', 'GET /admin/all-bookings', 'GET /admin/bookings/:id'])
      expect(desk).toContain(kept);
    expect(allowed('manager')).toContain('POST /admin/bookings/:id/cancel');
    expect(allowed('manager')).not.toContain('GET /admin/staff');
  });

  for (const role of STAFF_ROLES) {
    it(`${role}: refused (403 FORBIDDEN_ROLE) exactly where the contract says`, async () => {
      const failures: string[] = [];
      for (const endpoint of adminCalls) {
        if (endpoint.path === '/admin/logout') continue;
        const res = await call(endpoint, tokens[role]);
        const code = (res.body as { error?: { code?: string } })?.error?.code;
        const allowed = endpoint.rule!.roles.includes(role);
        if (!allowed && (res.status !== 403 || code !== 'FORBIDDEN_ROLE'))
          failures.push(`${endpoint.method} ${endpoint.path}: ${res.status} ${code}, expected 403`);
        if (allowed && (res.status === 401 || res.status === 403 || res.status >= 500))
          failures.push(`${endpoint.method} ${endpoint.path}: ${res.status} ${code}, expected to pass`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('a refusal writes nothing', async () => {
    const before = await snapshotDb(t.db);
    for (const endpoint of adminCalls.filter((e) => !e.rule!.roles.includes('desk')))
      expect((await call(endpoint, tokens.desk)).status).toBe(403);
    expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
  });

  it('a refusal names the role and who may do it', async () => {
    const res = await t.request('GET', '/admin/bookings-export', { token: tokens.desk });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN_ROLE');
    expect(res.body.error.details).toEqual({ role: 'desk', allowed: ['owner', 'manager'] });
    expect(res.body.error.message).toMatch(/desk staff/);
  });

  it('logout is every role’s', async () => {
    for (const role of STAFF_ROLES) {
      const token = await sessionFor(t.db, (await createStaff(t.db, role)).id);
      expect((await t.request('POST', '/admin/logout', { token })).status).toBe(200);
    }
  });
});

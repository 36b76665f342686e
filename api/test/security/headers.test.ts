import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { createAdminSession } from '../hostile/support/world';

/** Security headers on every kind of answer; HSTS only when the request came over TLS via a trusted proxy. */
let plain: TestApp;
let proxied: TestApp;
let adminToken: string;

beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    createTestApp({ seed: true }),
    createTestApp({ config: { trustProxy: true } }),
  ]);
  adminToken = await createAdminSession(plain.db, 'valid');
});
afterAll(async () => {
  await Promise.all([plain?.close(), proxied?.close()]);
});

const answers: [string, string, string, Record<string, string>?][] = [
  ['a JSON read', 'GET', '/products/hostName?hostName=localhost'],
  ['an error', 'GET', '/no-such-call'],
  ['a refused admin call', 'GET', '/admin/me'],
  ['a validation failure', 'GET', '/time-slot?dateForSlot=nope'],
  ['health', 'GET', '/health'],
  ['the OpenAPI document', 'GET', '/openapi.json'],
];

describe('security headers', () => {
  it.each(answers)('are set on %s', async (_name, method, path) => {
    const res = await plain.request(method, path);
    const h = res.headers;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(h.get('referrer-policy')).toMatch(
      /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/,
    );
    expect(h.get('x-powered-by')).toBeNull();
    expect(h.get('server')).toBeNull();
    // Plain HTTP: HSTS would be meaningless (and is ignored by browsers) over http.
    expect(h.get('strict-transport-security')).toBeNull();
  });

  it('are set on static assets too', async () => {
    const res = await plain.request('GET', '/assets/burj-khalifa/images/no-such-file.svg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('admin answers are never cached', async () => {
    const res = await plain.request('GET', '/admin/me', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('HSTS is sent behind a trusted TLS proxy (X-Forwarded-Proto: https)', async () => {
    const res = await proxied.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    const overHttp = await proxied.request('GET', '/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('a client cannot claim TLS when the proxy is not trusted', async () => {
    const res = await plain.request('GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('CORS answers only the configured origins, never a wildcard with credentials', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5173.evil.example']) {
      const res = await plain.request('GET', '/health', { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(`${plain.apiUrl}/create`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const ok = await plain.request('GET', '/health', { headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-credentials')).not.toBe('true');
  });
});

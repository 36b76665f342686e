import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('app skeleton', () => {
  it('answers health with the database checked', async () => {
    const res = await t.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers an unknown API path with the error shape and the request id', async () => {
    const res = await t.request('GET', '/no-such-call', { headers: { 'x-request-id': 'test-request-0001' } });
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(res.body).error).toMatchObject({
      code: 'NOT_FOUND',
      requestId: 'test-request-0001',
    });
  });

  it('refuses malformed JSON with 400 and no parser text', async () => {
    const res = await t.request('POST', '/admin/login', {
      raw: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.text).not.toMatch(/Unexpected|position|at /);
  });

  it('refuses a body above the limit with 413', async () => {
    const res = await t.request('POST', '/admin/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers checkout calls with 501 until issue 4 lands, keeping the webhook raw body', async () => {
    const res = await t.request('POST', '/payments/webhook', {
      raw: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect([200, 400, 501]).toContain(res.status);
  });

  it('sets security headers', async () => {
    const res = await t.request('GET', '/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('allows CORS only for configured origins', async () => {
    const ok = await t.request('GET', '/health', { headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const bad = await t.request('GET', '/health', { headers: { origin: 'https://evil.example' } });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('failures that are our fault', () => {
  it('answer 500 INTERNAL_ERROR with the request id and no SQL or stack, and log both', async () => {
    const lines: string[] = [];
    const { pino } = await import('pino');
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const { createApp } = await import('../src/app');
    const http = await import('node:http');
    const broken = await createTestApp();
    const app = createApp({ db: broken.db, config: broken.config, logger });
    const server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      await broken.db.schema.dropTable('promotions');
      const port = (server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/single?service=dubai-frame`, {
        headers: { 'x-request-id': 'req-broken-0001' },
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text).error).toMatchObject({ code: 'INTERNAL_ERROR', requestId: 'req-broken-0001' });
      expect(text).not.toMatch(/promotions|relation|select|at \//i);
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
      expect(logged.filter((l) => l.reqId === 'req-broken-0001').map((l) => l.msg)).toEqual([
        'request failed',
        'request',
      ]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
      await broken.close();
    }
  });
});

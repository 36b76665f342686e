import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document generated from the zod schemas', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = res.body.paths as Record<
      string,
      Record<string, { security?: unknown; requestBody?: unknown; parameters?: { name: string }[] }>
    >;
    for (const p of [
      '/tickets/service',
      '/tickets/{id}',
      '/time-slot',
      '/admin/all-bookings',
      '/create',
      '/single',
      '/products/hostName',
      '/payments/create-checkout',
    ]) {
      expect(paths, p).toHaveProperty([p]);
    }
    expect(paths['/create']!.post!.security).toEqual([{ adminToken: [] }]);
    expect(JSON.stringify(paths['/create']!.post!.requestBody)).toContain('"pricing"');
    expect(paths['/time-slot']!.get!.parameters!.map((x) => x.name).sort()).toEqual([
      'dateForSlot',
      'ticketId',
    ]);
  });

  it('serves a readable reference page at /api/docs', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('/admin/all-bookings');
    expect(res.text).not.toMatch(/<script/i);
  });
});

import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, API_PREFIX, type Endpoint } from '@tours/core/contract';
import { createTestApp, type TestApp } from './harness';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/** Every method and path the app's API router answers, as the router itself lists them. */
function mountedRoutes(app: TestApp['app']): string[] {
  const router = app.middleware.map((m) => (m as { router?: Router }).router).find(Boolean)!;
  return router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
  );
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const keyOf = (e: Endpoint) => `${e.method} ${API_PREFIX}${e.path}`;

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

  it('mounts every declared endpoint and nothing the contract does not declare', () => {
    const mounted = mountedRoutes(t.app);
    const declared = allEndpoints().map(keyOf);
    expect(mounted.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it.each(allEndpoints().map((e) => [keyOf(e), e] as const))(
    '%s has its OpenAPI entry with its schemas',
    async (_, e) => {
      const doc = (await t.request('GET', '/openapi.json')).body as {
        paths: Record<string, Record<string, Operation>>;
      };
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, 'documented').toBeDefined();
      expect(op!.summary).toBe(e.summary);
      expect(op!.tags).toEqual([e.tag]);
      expect(op!.security !== undefined).toBe(e.access === 'admin');
      const success = op!.responses[String(e.status ?? 200)];
      expect(success, 'success response').toBeDefined();
      if (e.response) expect(success!.content?.['application/json']?.schema).toBeTypeOf('object');
      if (e.produces && e.produces !== 'redirect') expect(success!.content).toHaveProperty([e.produces]);
      const names = (where: string) =>
        (op!.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      expect(names('path').sort()).toEqual([...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort());
      if (e.query) expect(names('query').length).toBeGreaterThan(0);
      if (e.body) {
        const type = e.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
        expect(op!.requestBody?.content[type]?.schema?.properties, 'body schema').toBeTypeOf('object');
      }
      for (const status of Object.keys(e.errors ?? {})) expect(op!.responses).toHaveProperty([status]);
    },
  );

  it('serves a readable reference page at /api/docs', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('/admin/all-bookings');
    expect(res.text).not.toMatch(/<script/i);
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allEndpoints, contract, paths, type Endpoint } from '../src/contract';

const named = allEndpoints().map((e) => [`${e.method} ${e.path}`, e] as [string, Endpoint]);
const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).sort();
const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe('the contract', () => {
  it('declares every endpoint of paths, at its method, path and access', () => {
    for (const [group, endpoints] of Object.entries(paths)) {
      for (const [name, path] of Object.entries(endpoints)) {
        const declared = (contract as Record<string, Record<string, Endpoint>>)[group]?.[name];
        expect(declared, `${group}.${name}`).toBeDefined();
        expect({ method: declared!.method, path: declared!.path, access: declared!.access }).toEqual({
          method: path.method,
          path: path.path,
          access: path.access,
        });
      }
    }
    expect(allEndpoints()).toHaveLength(Object.values(paths).flatMap((g) => Object.values(g)).length);
  });

  it.each(named)('%s: its params schema names exactly the params of its path', (_, e) => {
    expect(keysOf(e.params)).toEqual(paramNames(e.path));
  });

  it.each(named)('%s: a read provides tags and never invalidates; a write never provides', (_, e) => {
    if (e.method === 'GET') {
      expect(e.body).toBeUndefined();
      expect(e.invalidates).toBeUndefined();
    } else {
      expect(e.provides).toBeUndefined();
    }
  });

  it.each(named)('%s: answers JSON with a schema, or declares what else it answers', (_, e) => {
    expect(e.response === undefined).toBe(e.produces !== undefined);
    expect(e.summary.length).toBeGreaterThan(5);
    if (e.bodyKind === 'multipart') expect(e.body).toBeDefined();
    if (e.bodyKind === 'raw') expect(e.body).toBeUndefined();
  });

  it('caches a read only when its answer may be reused: the success page and the arrival list are always fresh', () => {
    const fresh: Endpoint[] = [contract.bookings.success, contract.checkin.arrivals, contract.adminAuth.me];
    for (const e of fresh) expect(e.provides, e.path).toBeUndefined();
    expect(contract.tickets.byService.provides).toEqual(['Ticket']);
  });

  it('makes every tag a read provides invalidated by some write', () => {
    const provided = new Set(allEndpoints().flatMap((e) => e.provides ?? []));
    const invalidated = new Set(
      allEndpoints().flatMap((e) => (Array.isArray(e.invalidates) ? e.invalidates : [])),
    );
    // Product reads change through the database and the attractions' translations write.
    expect([...provided].filter((tag) => !invalidated.has(tag))).toEqual([]);
  });
});

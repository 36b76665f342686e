import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastReadsOf } from '../src/app';
import { createTestApp, type TestApp } from './harness';

/**
 * Cached catalogue reads answered before Koa (src/lib/fast-reads.ts) must be indistinguishable from
 * Koa's own answers: status, every header but the date and the request id, and the bytes; and they
 * must stop the moment the catalogue cache drops the value they were made from.
 */
let t: TestApp;
let base: string;

interface Raw {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** One GET with exactly these headers (fetch would add its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** What must be equal: every header but those that differ between any two answers. */
const comparable = (r: Raw) => ({
  status: r.status,
  headers: r.headers.filter(([name]) => !/^(date|x-request-id)$/i.test(name)),
  body: r.body.toString('base64'),
});
const served = () => fastReadsOf(t.app)!.stats().served;
const requestId = (r: Raw) => r.headers.find(([n]) => n.toLowerCase() === 'x-request-id')?.[1];

beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueCache: 'in-process', config: { trustProxy: true } });
  base = t.baseUrl;
});
afterAll(async () => {
  await t?.close();
});

const TICKETS = '/api/v1/tickets/service?service=burj-khalifa';
const PRODUCTS = '/api/v1/products/hostName?hostName=localhost';

describe('cached reads answered before Koa', () => {
  it.each([
    ['tickets, no Accept-Encoding', TICKETS, {}],
    ['tickets, brotli', TICKETS, { 'accept-encoding': 'br' }],
    ['tickets, a browser', TICKETS, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    [
      'tickets, gzip only, behind a TLS proxy',
      TICKETS,
      { 'accept-encoding': 'gzip', 'x-forwarded-proto': 'https' },
    ],
    ['products, a browser', PRODUCTS, { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ] as const)('%s: the same status, headers and bytes as Koa', async (_name, path, headers) => {
    t.catalogueCache!.invalidateAll();
    const before = served();
    const koa = await get(path, headers);
    expect(koa.status).toBe(200);
    expect(served()).toBe(before);
    const fast = await get(path, headers);
    expect(served()).toBe(before + 1);
    expect(comparable(fast)).toEqual(comparable(koa));
    expect(requestId(fast)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(fast)).not.toBe(requestId(koa));
  });

  it('answers a matching If-None-Match with the same 304 as Koa, and keeps a client request id', async () => {
    t.catalogueCache!.invalidateAll();
    const first = await get(TICKETS);
    const etag = first.headers.find(([n]) => n.toLowerCase() === 'etag')![1];
    const conditional = { 'if-none-match': etag, 'x-request-id': 'client-chosen-id-1' };
    const koa = await get(TICKETS, conditional);
    expect(koa.status).toBe(304);
    const before = served();
    const fast = await get(TICKETS, conditional);
    expect(served()).toBe(before + 1);
    expect(comparable(fast)).toEqual(comparable(koa));
    expect(requestId(fast)).toBe('client-chosen-id-1');
  });

  it('leaves to Koa what could change the answer: an Origin, another ETag, Cache-Control, HEAD', async () => {
    await get(TICKETS);
    await get(TICKETS);
    const before = served();
    const cors = await get(TICKETS, { origin: 'https://elsewhere.example' });
    expect(cors.status).toBe(200);
    expect((await get(TICKETS, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    expect((await get(TICKETS, { 'cache-control': 'no-cache' })).status).toBe(200);
    expect(served()).toBe(before);
  });

  it('stops at once when the cache drops the value, and Koa answers the fresh bytes', async () => {
    await get(TICKETS);
    const old = await get(TICKETS);
    const before = served();
    const list = JSON.parse(old.body.toString()) as { _id: string; title: string }[];
    await t.db('tickets').where({ id: list[0]!._id }).update({ title: 'Renamed behind the cache' });
    // What the NOTIFY of that change does (the admin writes' own invalidation: catalogue-cache.test.ts).
    t.catalogueCache!.invalidate(['tickets']);
    const fresh = await get(TICKETS);
    expect(served()).toBe(before);
    expect(fresh.body.toString()).toContain('Renamed behind the cache');
    expect(comparable(await get(TICKETS)).body).toBe(comparable(fresh).body);
    expect(served()).toBe(before + 1);
  });

  it('serves nothing while the cache is suspended (its listener is down)', async () => {
    await get(TICKETS);
    await get(TICKETS);
    const before = served();
    t.catalogueCache!.suspend();
    try {
      expect((await get(TICKETS)).status).toBe(200);
      expect(served()).toBe(before);
    } finally {
      t.catalogueCache!.resume();
    }
  });
});

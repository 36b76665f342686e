import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** The built storefront as `npm start` serves it: SPA fallback, cache rules and compression. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storefront-dist-'));
const script = `console.log(${JSON.stringify('booking '.repeat(400))});\n`;
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'static', 'index-3f9a1c.js'), script);
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide Content-Encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
        })
        .on('error', reject);
    },
  );
}

describe('serving the storefront build', () => {
  it('compresses hashed scripts for clients that accept it and caches them for a year', async () => {
    const url = `${t.baseUrl}/static/index-3f9a1c.js`;
    const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(script.length / 4);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(script.length);
  });

  it('revalidates the HTML shell and unhashed files', async () => {
    const shell = await rawGet(`${t.baseUrl}/burj-khalifa`, { accept: 'text/html' });
    expect(shell.status).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    const robots = await rawGet(`${t.baseUrl}/robots.txt`, {});
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves unknown API paths to the API (JSON 404, not the shell)', async () => {
    const res = await t.request('GET', '/api/v1/no-such-call', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

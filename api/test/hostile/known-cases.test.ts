import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../harness';
import { RawClient } from './support/client';
import { changedTables, snapshotDb } from './support/db-snapshot';
import { createAdminSession } from './support/world';

/**
 * Requests the generated suite once found answered with a 5xx, kept as fixed regression cases so
 * that they are checked on every run whatever the random seed.
 */
let t: TestApp;
let client: RawClient;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  client = new RawClient('127.0.0.1', Number(new URL(t.baseUrl).port));
});
afterAll(async () => {
  client?.close();
  await t?.close();
});

describe('hostile input: regression cases', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'refuses a corrupt %s request body with 400, not 500',
    async (encoding) => {
      const before = await snapshotDb(t.db);
      const res = await client.send({
        method: 'POST',
        path: '/api/v1/coupon/validate',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body: Buffer.from([250, 5, 30, 0, 7]),
      });
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(res.json).error.code).toBe('BAD_REQUEST');
      expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
    },
  );

  it('refuses a truncated gzip body with 400', async () => {
    const res = await client.send({
      method: 'POST',
      path: '/api/v1/coupon/validate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ couponCode: 'WELCOME10' })).subarray(0, 12),
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['GET', '/api/v1/products/hostName?hostName=%00', undefined],
    ['GET', '/api/v1/tickets/service?service=a%00b', undefined],
    ['POST', '/api/v1/coupon/validate', '{"couponCode":"WEL\\u0000COME"}'],
    ['POST', '/api/v1/admin/login', '{"email":"a\\u0000@example.com","password":"x\\u0000y"}'],
  ])('refuses a NUL byte in %s %s with 4xx, not 500', async (method, path, body) => {
    const before = await snapshotDb(t.db);
    const res = await client.send({
      method,
      path,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    ErrorBodySchema.parse(res.json);
    expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
  });

  it.each([
    ['truncated', '--xyz\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n'],
    [
      'no closing boundary',
      '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--xyz',
    ],
    ['wrong boundary', '--nope\r\n\r\n'],
  ])('refuses a %s multipart upload to send-ticket with 400, not 500', async (_name, body) => {
    const token = await createAdminSession(t.db, 'valid');
    const before = await snapshotDb(t.db);
    const res = await client.send({
      method: 'POST',
      path: '/api/v1/booking/admin/send-ticket',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(400);
    ErrorBodySchema.parse(res.json);
    expect(changedTables(before, await snapshotDb(t.db))).toEqual([]);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats the host name %s as a host name, not as an object property',
    async (hostName) => {
      for (const path of [
        `/api/v1/products/hostName?hostName=${hostName}`,
        `/api/v1/single?hostName=${hostName}`,
      ]) {
        const res = await client.send({ method: 'GET', path });
        expect(res.status, path).toBeLessThan(500);
      }
    },
  );

  it('still accepts a well-formed gzip body', async () => {
    const res = await client.send({
      method: 'POST',
      path: '/api/v1/coupon/validate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ couponCode: 'NOSUCHCODE' })),
    });
    expect(res.status).toBe(422);
  });
});

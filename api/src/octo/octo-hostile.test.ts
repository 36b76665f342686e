import { octoPaths } from '@tours/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTicket, nextDate } from '../checkout/testing/fixtures';
import { createReseller } from './testing/octo-client';

/*
 * Hostile input over every OCTO call: wrong types, nulls, huge and odd strings, arrays for objects,
 * broken JSON, path parameters that are not uuids. Never a 5xx, always OCTO's error object, and a
 * refused request writes nothing.
 */

let t: TestApp;
let key: string;
let ticketId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 5 });
  ticketId = ticket.id;
  key = (await createReseller(t, { name: 'Hostile', ticketIds: [ticket.id] })).apiKey;
});
afterAll(() => t?.close());

const day = nextDate('Tuesday', 4);
const WEIRD: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  '',
  'x'.repeat(5000),
  "'; DROP TABLE bookings; --",
  '\u0000',
  '../../etc/passwd',
  [],
  [null],
  {},
  { $gt: '' },
];

/** The bodies tried on each call: each field of a valid one replaced by each weird value, and more. */
function bodies(): unknown[] {
  const valid: Record<string, unknown> = {
    productId: ticketId,
    optionId: 'DEFAULT',
    availabilityId: `${day}T10:00:00+04:00`,
    localDateStart: day,
    localDateEnd: day,
    unitItems: [{ unitId: 'adult' }],
    units: [{ id: 'adult', quantity: 1 }],
    contact: { fullName: 'H' },
    expirationMinutes: 5,
    reason: 'r',
  };
  const out: unknown[] = [[], 'text', 42, null];
  for (const field of Object.keys(valid)) for (const value of WEIRD) out.push({ ...valid, [field]: value });
  out.push({ ...valid, unitItems: Array.from({ length: 500 }, () => ({ unitId: 'adult' })) });
  out.push({ ...valid, units: [{ id: 'adult', quantity: 1_000_000 }] });
  out.push({ ...valid, localDateStart: '2026-02-30', localDateEnd: '1900-01-01' });
  out.push({ ...valid, contact: { emailAddress: 'not an address' } });
  return out;
}

const UUIDS = ['invalidUUID', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1", '%00', 'x'.repeat(300)];

async function send(method: string, path: string, body: unknown, raw?: string) {
  const res = await fetch(`${t.baseUrl}/octo${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : (raw ?? JSON.stringify(body)),
  });
  return { status: res.status, text: await res.text() };
}

describe('hostile input over /octo', () => {
  it('never answers 5xx, always in OCTO’s error shape, and writes nothing it refused', async () => {
    const before = Number((await t.db('bookings').count({ n: '*' }).first())!.n);
    let requests = 0;
    let reserved = 0;
    const problems: string[] = [];
    for (const call of Object.values(octoPaths)) {
      const paths = call.path.includes(':')
        ? UUIDS.map((u) => call.path.replace(/:(uuid|id)/, encodeURIComponent(u)))
        : [call.path];
      for (const [index, path] of paths.entries()) {
        // Every odd body goes with the first odd id; the other ids with the bodies that are not
        // objects and the broken JSON (each body with each id was 5 times the requests, about
        // two minutes of the suite, for the same refusals).
        const tries: [unknown, string?][] = [
          ...(index === 0 ? bodies() : bodies().slice(0, 4)).map((b): [unknown] => [b]),
          [undefined, '{"productId": '],
          [undefined, '\u0000\u0001'],
        ];
        for (const [body, raw] of call.method === 'GET' ? [[undefined] as [unknown]] : tries) {
          const res = await send(call.method, path, body, raw);
          requests++;
          if (call === octoPaths.reserve && res.status === 200) reserved++;
          if (res.status >= 500)
            problems.push(`${call.method} ${path} ${JSON.stringify(body)?.slice(0, 80)} → ${res.status}`);
          else if (res.status >= 400 && !/"error":"[A-Z_]+","errorMessage":"/.test(res.text))
            problems.push(`${call.method} ${path} → ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
    // Only a reserve that was answered 200 left a booking (and its audit row); nothing else wrote.
    const after = Number((await t.db('bookings').count({ n: '*' }).first())!.n);
    expect(after - before).toBe(reserved);
    expect(await t.db('audit_log').where('action', 'like', 'octo.%').count({ n: '*' }).first()).toEqual({
      n: reserved,
    });
  }, 240_000);
});

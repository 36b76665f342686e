import fc from 'fast-check';
import type { ApiRoute } from './routes';
import type { RawRequest } from './client';
import type { World } from './world';

/** Text that has broken web apps before: injection, encodings, control and odd unicode. */
export const NASTY_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  '"; DROP TABLE tickets; --',
  '1); SELECT pg_sleep(10); --',
  "admin'--",
  '%',
  '%%',
  '%00',
  '%zz',
  '\u0000',
  'A\u0000B',
  '\\x00',
  '\\u0000',
  '\ud800',
  '\udfff\ud800',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '١٢٣',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕿𝖍𝖊 𝖖𝖚𝖎𝖈𝖐',
  '\u202ereversed',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301',
  'ﷺ',
  '🙂🇦🇪👨‍👩‍👧',
  '\r\nSet-Cookie: hacked=1',
  '\n\r\t\v\f',
  ' ',
  '',
  'true',
  '[]',
  '{}',
  'DXB-000000',
  'DXB-7KQ2M9',
  'cs_local_00000000000000000000000000000000',
  'burj-khalifa',
  'BURJ-KHALIFA',
  'WELCOME10',
  'welcome10',
  'localhost',
  'admin@example.com',
  'a@b',
  '+971501234567',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
];

export const BAD_DATES = [
  '2026-02-29',
  '2024-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '+010000-01-01',
  '-2026-01-01',
  '2026-1-1',
  '20261201',
  '01/02/2026',
  '2026-01-01T00:00:00Z',
  '2026-01-01 00:00',
  '1970-01-01',
  'yesterday',
];

export const BAD_TIMES = ['24:00', '23:60', '9:00', '09:00:00', '-01:00', '25:99', 'noon', '09h00', '00:00'];

export const EXTRA_FIELDS = [
  '__proto__',
  'constructor',
  'prototype',
  '_id',
  'id',
  'totalAmount',
  'totalDiscountAmount',
  'discountAmount',
  'adultTotal',
  'amount',
  'amountPaid',
  'price',
  'bookingStatus',
  'status',
  'paidAt',
  'isAdmin',
  'role',
  'adminId',
  'admin_id',
  'created_at',
  'deleted_at',
  'redeemed',
  'success_token_hash',
  'password_hash',
];

const hugeString = fc
  .constantFrom(300, 5_000, 70_000, 120_000)
  .chain((n) => fc.constantFrom('A', '€', '🙂', "'", '\u0000').map((c) => c.repeat(Math.ceil(n / c.length))));

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.5,
    99.999,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
);

const strings = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_DATES, ...BAD_TIMES) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** Any JSON value a hostile client might put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: strings },
  { weight: 3, arbitrary: numbers },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(strings, numbers), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 3 }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { $gt: '' },
      { $ne: null },
      { __proto__: { isAdmin: true } },
      { toString: 'x', valueOf: 1 },
      [[[[[]]]]],
      new Array(2000).fill(1),
    ),
  },
);

function rand<T>(items: readonly T[]): fc.Arbitrary<T> {
  return items.length ? fc.constantFrom(...items) : (fc.constant(undefined) as unknown as fc.Arbitrary<T>);
}

/** A plausible value per field name, from the real data, so mutations of one field reach deep code. */
function validFieldValues(world: World): Record<string, fc.Arbitrary<unknown>> {
  const ticket = rand(world.tickets);
  return {
    ticketId: ticket.map((t) => t?.id),
    id: fc.oneof(
      ticket.map((t) => t?.id),
      rand(world.blockedDateIds),
    ),
    service: rand(world.services),
    slug: rand(world.services),
    bookingDate: fc.constantFrom(world.futureDate, world.pastDate),
    blockedDate: fc.constant(world.futureDate),
    date: fc.constant(world.futureDate),
    dateForSlot: fc.constantFrom(world.futureDate, world.pastDate),
    timeSlot: ticket.map((t) => t?.timeSlots?.[0] ?? '10:00'),
    couponCode: rand(world.coupons),
    bookingId: fc.oneof(
      rand(world.bookings).map((b) => b?.id),
      rand(world.bookings).map((b) => b?.reference),
    ),
    hostName: fc.constant('localhost'),
    email: fc.constant('visitor@example.com'),
    name: fc.constant('Aisha Khan'),
    mobileNumber: fc.constant('+971501234567'),
    adultCount: fc.integer({ min: 0, max: 4 }),
    childCount: fc.integer({ min: 0, max: 2 }),
    preferenceIndex: fc.constant(0),
    page: fc.constantFrom(1, 2),
    password: fc.constant('wrong-password-123'),
  };
}

/** A valid-looking request per known call; hostile mutations of it reach past the first check. */
export function templateFor(
  route: ApiRoute,
  world: World,
): { query?: Record<string, unknown>; body?: Record<string, unknown> } {
  const t = world.tickets.find((x) => x.isTimeSlot) ?? world.tickets[0];
  const ticketId = t?.id ?? '00000000-0000-4000-8000-000000000000';
  const service = t?.service ?? 'burj-khalifa';
  const timeSlot = t?.timeSlots[0] ?? '10:00';
  const booking = world.bookings[0];
  const ticketInput = {
    service,
    title: 'Sunset deck',
    ticketType: 'general-admission',
    description: 'A hostile test ticket',
    pricing: [
      {
        preference: 'Standard',
        weekDays: { adult: 10000, child: 5000 },
        weekEnds: { adult: 12000, child: 6000 },
      },
    ],
    timeSlots: ['10:00', '11:00'],
    isTimeSlot: true,
    currency: 'myr',
    capacityPerSlot: 10,
  };
  const slot = { date: world.futureDate, ticketId, service, timeSlot };
  const byPath: Record<string, { query?: Record<string, unknown>; body?: Record<string, unknown> }> = {
    'POST /payments/create-checkout': {
      body: {
        ticketId,
        preferenceIndex: 0,
        bookingDate: world.futureDate,
        timeSlot,
        adultCount: 2,
        childCount: 0,
        name: 'Aisha Khan',
        email: 'aisha@example.com',
        mobileNumber: '+971501234567',
      },
    },
    'POST /payments/cancel': { body: { bookingId: booking?.reference ?? 'DXB-7KQ2M9' } },
    'POST /coupon/validate': { body: { couponCode: world.coupons[0] ?? 'WELCOME10', service } },
    'POST /admin/login': { body: { email: 'admin@example.com', password: 'wrong-password-123' } },
    'POST /admin/send-notification': {
      body: { bookingId: booking?.id ?? ticketId, subject: 'Hello', message: 'Your booking' },
    },
    'POST /create': { body: ticketInput },
    'PUT /update-ticket/:_id': { body: ticketInput },
    'PUT /update-ticket/:id': { body: ticketInput },
    'POST /block-date': { body: { service, ticketId, blockedDate: world.futureDate, reason: 'Maintenance' } },
    'DELETE /block-date': { body: { id: world.blockedDateIds[0] ?? ticketId } },
    'POST /block-time-slot': { body: slot },
    'POST /delete-blocked-date-time-slot': { body: slot },
    'POST /admin/coupons': { body: { code: 'HOSTILE10', discountValue: 10 } },
    'POST /admin/promotions': { body: { title: 'Hostile', message: 'Promotion text' } },
    'GET /tickets/service': { query: { service } },
    'GET /products': { query: { productGroup: 'attractions' } },
    'GET /products/hostName': { query: { hostName: 'localhost' } },
    'GET /time-slot': { query: { dateForSlot: world.futureDate, ticketId } },
    'GET /date-manage': { query: { service, ticketId } },
    'GET /admin/blocked': { query: { service, ticketId } },
    'GET /admin/get-ticket': { query: { id: ticketId } },
    'GET /get-ticket-title-service': { query: { ticketType: 'general-admission' } },
    'GET /admin/all-bookings': { query: { service, bookingStatus: 'confirmed', page: 1, search: 'DXB' } },
    'GET /admin/all-bookings-send-ticket': { query: { ticketTitle: 'Sunset deck' } },
    'GET /single': { query: { hostName: 'localhost' } },
    'GET /bookings/success': { query: { token: 'A'.repeat(43) } },
  };
  return byPath[`${route.method} ${route.relative}`] ?? { query: {}, body: {} };
}

type Mutation =
  | { op: 'set'; key: string; value: unknown }
  | { op: 'delete'; key: string }
  | { op: 'extra'; key: string; value: unknown };

function mutations(keys: string[], world: World): fc.Arbitrary<Mutation[]> {
  const valid = validFieldValues(world);
  const anyKey = fc.oneof(
    { weight: 3, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constantFrom(...EXTRA_FIELDS) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.keys(valid)) },
  );
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 5,
      arbitrary: anyKey.chain((key) =>
        fc
          .oneof(
            { weight: 3, arbitrary: hostileValue },
            { weight: 1, arbitrary: (Object.hasOwn(valid, key) ? valid[key] : undefined) ?? hostileValue },
          )
          .map((value): Mutation => ({ op: 'set', key, value })),
      ),
    },
    { weight: 2, arbitrary: anyKey.map((key): Mutation => ({ op: 'delete', key })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...EXTRA_FIELDS), fc.string({ maxLength: 12 })), hostileValue)
        .map(([key, value]): Mutation => ({ op: 'extra', key, value })),
    },
  );
  return fc.array(mutation, { minLength: 0, maxLength: 3 });
}

function apply(template: Record<string, unknown> | undefined, muts: Mutation[]): Record<string, unknown> {
  // JSON.parse keeps "__proto__" as an own key, exactly as a request body would arrive.
  const out: Record<string, unknown> = JSON.parse(JSON.stringify(template ?? {}));
  for (const m of muts) {
    if (m.op === 'delete') delete out[m.key];
    else
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

function encodeQuery(query: Record<string, unknown>, style: 'plain' | 'repeat' | 'brackets'): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    const key = encodeURIComponent(k);
    const values = Array.isArray(v) ? v : [v];
    const text = (x: unknown) =>
      encodeURIComponent(typeof x === 'string' ? safeString(x) : (JSON.stringify(x) ?? ''));
    if (style === 'repeat' || Array.isArray(v)) for (const x of values) parts.push(`${key}=${text(x)}`);
    if (style === 'brackets') parts.push(`${key}[]=${text(values[0])}`, `${key}[a]=1`);
    if (style === 'plain' && !Array.isArray(v)) parts.push(`${key}=${text(v)}`);
  }
  return parts.join('&');
}

/** encodeURIComponent throws on a lone surrogate; such text reaches servers as U+FFFD anyway. */
function safeString(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

const RAW_QUERY_TAILS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&&',
  '=',
  'a=%00',
  '%u0000',
  '?x=1',
  '#frag',
  'a[b][c][d]=1',
  'x='.concat('9'.repeat(400)),
];

const pathParam = (world: World, name: string): fc.Arbitrary<string> => {
  const ids = [
    ...world.tickets.map((t) => t.id),
    ...world.bookings.map((b) => b.id),
    ...world.blockedDateIds,
  ];
  const known =
    name === 'slug' || name === 'service'
      ? world.services
      : name === 'outcome'
        ? ['pay', 'decline']
        : name === 'sessionId'
          ? ['cs_local_0123456789abcdef0123456789abcdef']
          : ids;
  return fc.oneof(
    { weight: 2, arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid().map(String) },
    { weight: 2, arbitrary: fc.uuid().map(String) },
    { weight: 4, arbitrary: strings.map((s) => encodeURIComponent(safeString(s).slice(0, 600)) || '%20') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%E0%A4%A',
        '..',
        '%2e%2e',
        '%2F',
        '%00',
        '%C0%AE',
        '-1',
        '0',
        '1e400',
        '9'.repeat(400),
        'null',
      ),
    },
  );
};

export type TokenKind = 'none' | 'valid' | 'expired' | 'idle' | 'revoked' | 'garbage' | 'malformed';

export interface GeneratedRequest {
  route: ApiRoute;
  token: TokenKind;
  request: RawRequest;
  /** What the body was, for the failure report. */
  bodyKind: string;
}

const BAD_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '{a:1}',
  '\u0000',
  '\ufeff{}',
  '{"adultCount":1e400,"childCount":-1e400}',
  '{"ticketId":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  '"just a string"',
  '12345678901234567890123456789',
  'null',
  'true',
  '[]',
  '[{}]',
  '{"a":1,"a":2}',
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  '['.repeat(20_000) + ']'.repeat(20_000),
  'NaN',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'application/csp-report',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '*/*',
  'json',
];

const MULTIPART = [
  '--xyz\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n00000000-0000-4000-8000-000000000000\r\n--xyz\r\nContent-Disposition: form-data; name="files"; filename="../../etc/passwd"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 junk\r\n--xyz--\r\n',
  '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.exe"\r\nContent-Type: application/x-msdownload\r\n\r\nMZ\r\n--xyz',
  '--xyz\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n',
  '--nope\r\n\r\n',
  '',
];

/** One hostile request for one route. */
export function requestFor(
  route: ApiRoute,
  world: World,
  tokens: Record<string, string>,
): fc.Arbitrary<GeneratedRequest> {
  const template = templateFor(route, world);
  const queryKeys = Object.keys(template.query ?? {});
  const bodyKeys = Object.keys(template.body ?? {});
  const isRead = route.method === 'GET' || route.method === 'DELETE';
  const params = fc.tuple(...route.params.map((p) => pathParam(world, p)));

  const query = fc.oneof(
    { weight: 6, arbitrary: mutations(queryKeys, world).map((m) => apply(template.query, m)) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 4 }) },
  );
  const queryString = fc
    .tuple(
      query,
      fc.constantFrom('plain', 'plain', 'plain', 'repeat', 'brackets') as fc.Arbitrary<
        'plain' | 'repeat' | 'brackets'
      >,
      fc.option(fc.constantFrom(...RAW_QUERY_TAILS), { freq: 5 }),
    )
    .map(([q, style, tail]) => {
      const s = encodeQuery(q, style);
      return [s, tail].filter(Boolean).join('&');
    });

  type Body = { kind: string; body?: string | Buffer; contentType?: string; encoding?: string };
  const jsonBody = (b: unknown, kind: string): Body => ({
    kind,
    body: JSON.stringify(b),
    contentType: 'application/json',
  });
  const body: fc.Arbitrary<Body> = fc.oneof(
    {
      weight: isRead ? 1 : 8,
      arbitrary: mutations(bodyKeys, world).map((m) => jsonBody(apply(template.body, m), 'json-mutated')),
    },
    { weight: 2, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => jsonBody(v, 'json-random')) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...BAD_JSON)
        .map((raw): Body => ({ kind: 'bad-json', body: raw, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          mutations(bodyKeys, world).map((m) => apply(template.body, m)),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([b, ct]): Body => ({ kind: `json-as-${ct}`, body: JSON.stringify(b), contentType: ct })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          mutations(bodyKeys, world).map((m) => apply(template.body, m)),
          fc.constantFrom('plain', 'repeat', 'brackets') as fc.Arbitrary<'plain' | 'repeat' | 'brackets'>,
        )
        .map(([b, style]): Body => ({
          kind: 'form',
          body: encodeQuery(b, style),
          contentType: 'application/x-www-form-urlencoded',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...MULTIPART).map((raw): Body => ({
        kind: 'multipart',
        body: raw,
        contentType: 'multipart/form-data; boundary=xyz',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'bogus'),
          fc.uint8Array({ maxLength: 64 }),
        )
        .map(([encoding, bytes]): Body => ({
          kind: `encoded-${encoding}`,
          body: Buffer.from(bytes),
          contentType: 'application/json',
          encoding,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(101, 400, 2000).map((kb): Body => ({
        kind: `huge-${kb}kb`,
        body: `{"name":"${'x'.repeat(kb * 1024)}"}`,
        contentType: 'application/json',
      })),
    },
  );

  // Admin routes get a valid token more often, so that most requests reach their validation and logic.
  const dead: TokenKind[] = ['none', 'expired', 'idle', 'revoked', 'garbage', 'malformed'];
  const adminRoute = route.middleware.includes('requireAdmin');
  const token = fc.oneof(
    { weight: adminRoute ? 6 : 3, arbitrary: fc.constant<TokenKind>('valid') },
    { weight: adminRoute ? 4 : 7, arbitrary: fc.constantFrom(...dead) },
  );
  const extraHeaders = fc.record(
    {
      'x-request-id': fc.oneof(
        fc.constantFrom('short', 'x'.repeat(500), 'a b c d e f g h', '../../../../etc', 'ok-request-id-0001'),
        fc.string({ maxLength: 90 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'x')),
      ),
      'x-forwarded-for': fc.constantFrom(
        '10.0.0.1',
        '1.1.1.1, 2.2.2.2',
        'garbage',
        '::1',
        '999.999.999.999',
        "'; DROP TABLE rate_limits; --",
        'x'.repeat(2000),
      ),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', 'https, http'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'image/png', ''),
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost:5173'),
    },
    { requiredKeys: [] },
  );

  return fc
    .record({
      params,
      queryString,
      body,
      token,
      extraHeaders,
      garbageAuth: fc.constantFrom(
        'Basic YWRtaW46YWRtaW4=',
        'Bearer',
        'Bearer ',
        'bearer xyz',
        `Bearer ${'A'.repeat(5000)}`,
        'Bearer ../../../',
        'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA extra',
        'Bearer \u00ff\u00fe',
      ),
    })
    .map(({ params, queryString, body, token, extraHeaders, garbageAuth }) => {
      let path = route.path;
      route.params.forEach((name, i) => {
        path = path.replace(`:${name}`, params[i]!);
      });
      if (queryString) path += `?${queryString}`;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(extraHeaders)) if (v !== undefined && v !== '') headers[k] = v;
      if (body.contentType) headers['content-type'] = body.contentType;
      if (body.encoding) headers['content-encoding'] = body.encoding;
      if (token === 'garbage') headers.authorization = `Bearer ${'Z'.repeat(43)}`;
      else if (token === 'malformed') headers.authorization = garbageAuth.replace(/[^\x20-\x7e]/g, '?');
      else if (token !== 'none') headers.authorization = `Bearer ${tokens[token]}`;
      const request: RawRequest = { method: route.method, path, headers };
      if (body.body !== undefined) request.body = body.body;
      const generated: GeneratedRequest = { route, token, request, bodyKind: body.kind };
      // fast-check prints counterexamples with this; keep huge values readable.
      Object.defineProperty(generated, fc.toStringMethod, {
        value: () =>
          `${route.method} ${path.slice(0, 300)} token=${token} body(${body.kind})=${String(body.body ?? '').slice(0, 200)}`,
      });
      return generated;
    });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_IMAGE_MAX_BYTES } from '@tours/core/domain';
import {
  ErrorBodySchema,
  TicketImageUploadSchema,
  TicketSchema,
  type TicketInput,
} from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';

let t: TestApp;
let token: string;
const MISSING = '5b0c1a2e-0000-4000-8000-999999999999';

const newTicket = (over: Partial<TicketInput> = {}): TicketInput => ({
  service: 'dubai-frame',
  title: 'Dubai Frame Night Visit',
  ticketType: 'experience',
  description: 'Evening entry with the skyline lit up.',
  pricing: [
    {
      preference: 'Standard',
      weekDays: { adult: 6900, child: 3400 },
      weekEnds: { adult: 7900, child: 3900 },
    },
  ],
  timeSlots: ['20:00', '19:00'],
  isTimeSlot: true,
  currency: 'myr',
  capacityPerSlot: 20,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe('public ticket reads', () => {
  it('GET /tickets/service lists the tickets of a service', async () => {
    const res = await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa' } });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(2);
    res.body.forEach((x: unknown) => TicketSchema.parse(x));
    expect(res.body[0]).toMatchObject({ service: 'burj-khalifa', currency: 'myr', isTimeSlot: true });
  });

  it('GET /tickets/service validates service', async () => {
    expectValidation(await t.request('GET', '/tickets/service'), 'service');
    expectValidation(
      await t.request('GET', '/tickets/service', { query: { service: 'DROP TABLE' } }),
      'service',
    );
  });

  it('GET /tickets/:id answers one ticket, 404 or 400', async () => {
    const res = await t.request('GET', `/tickets/${DEMO_TICKET_IDS.eveningSafari}`);
    expect(TicketSchema.parse(res.body)).toMatchObject({
      isAdultByOneGetOneActive: true,
      capacityPerSlot: 30,
    });
    expectError(await t.request('GET', `/tickets/${MISSING}`), 404, 'NOT_FOUND');
    expectValidation(await t.request('GET', '/tickets/not-an-id'), 'id');
  });

  it('GET /get-service lists services with ticket counts', async () => {
    const res = await t.request('GET', '/get-service');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      service: 'burj-khalifa',
      name: 'Burj Khalifa: At the Top',
      ticketCount: 2,
    });
  });

  it('GET /get-ticket-title-service filters by ticket type', async () => {
    const all = await t.request('GET', '/get-ticket-title-service');
    expect(all.body.length).toBeGreaterThanOrEqual(12);
    const cruises = await t.request('GET', '/get-ticket-title-service', { query: { ticketType: 'cruise' } });
    expect(cruises.body.map((x: { service: string }) => x.service)).toEqual(['dhow-cruise', 'dhow-cruise']);
    expect(cruises.body[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), title: expect.any(String), ticketType: 'cruise' }),
    );
    expectValidation(
      await t.request('GET', '/get-ticket-title-service', { query: { ticketType: 'Bad Type!' } }),
      'ticketType',
    );
  });
});

describe('admin ticket reads', () => {
  it('GET /admin/get-ticket needs a token and answers the ticket', async () => {
    expectError(
      await t.request('GET', '/admin/get-ticket', { query: { id: DEMO_TICKET_IDS.frameEntry } }),
      401,
      'UNAUTHORIZED',
    );
    const res = await t.request('GET', '/admin/get-ticket', {
      token,
      query: { id: DEMO_TICKET_IDS.frameEntry },
    });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(DEMO_TICKET_IDS.frameEntry);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectError(await t.request('GET', '/admin/get-ticket', { token, query: { id: MISSING } }), 404);
    expectValidation(await t.request('GET', '/admin/get-ticket', { token }), 'id');
  });

  it('GET /admin/get-timeslot-ticket lists only time-slot tickets', async () => {
    expectError(await t.request('GET', '/admin/get-timeslot-ticket'), 401);
    const res = await t.request('GET', '/admin/get-timeslot-ticket', { token });
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body.every((x: { isTimeSlot: boolean }) => x.isTimeSlot)).toBe(true);
  });
});

describe('ticket writes', () => {
  it('POST /create creates a ticket and writes the audit log', async () => {
    expectError(await t.request('POST', '/create', { body: newTicket() }), 401);
    const res = await t.request('POST', '/create', { token, body: newTicket() });
    expect(res.status, res.text).toBe(201);
    const ticket = TicketSchema.parse(res.body);
    expect(ticket.timeSlots).toEqual(['19:00', '20:00']);
    expect(ticket.maxPerBooking).toBe(20);
    const audit = await t
      .db('audit_log')
      .where({ entity: 'ticket', entity_id: ticket._id, action: 'ticket.create' })
      .first();
    expect(audit?.admin_email).toBe('admin@example.com');
    const listed = await t.request('GET', '/tickets/service', { query: { service: 'dubai-frame' } });
    expect(listed.body.map((x: { _id: string }) => x._id)).toContain(ticket._id);
  });

  it('POST /create refuses unknown fields (no mass assignment) and bad values', async () => {
    const before = await t.db('tickets').count({ n: '*' }).first();
    expectValidation(
      await t.request('POST', '/create', { token, body: { ...newTicket(), _id: MISSING, deletedAt: null } }),
    );
    expectValidation(
      await t.request('POST', '/create', { token, body: newTicket({ pricing: [] }) }),
      'pricing',
    );
    expectValidation(
      await t.request('POST', '/create', {
        token,
        body: newTicket({
          pricing: [
            { preference: 'x', weekDays: { adult: 10.5, child: 0 }, weekEnds: { adult: 1, child: 1 } },
          ],
        }),
      }),
    );
    expectValidation(
      await t.request('POST', '/create', { token, body: newTicket({ service: 'no-such-service' }) }),
      'service',
    );
    expect(await t.db('tickets').count({ n: '*' }).first()).toEqual(before);
  });

  it('PUT /update-ticket/:id replaces a ticket, 404 for an unknown id', async () => {
    const created = await t.request('POST', '/create', { token, body: newTicket({ title: 'To be edited' }) });
    const id = created.body._id;
    const res = await t.request('PUT', `/update-ticket/${id}`, {
      token,
      body: newTicket({ title: 'Edited', capacityPerSlot: null }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, title: 'Edited', capacityPerSlot: null });
    expectError(await t.request('PUT', `/update-ticket/${MISSING}`, { token, body: newTicket() }), 404);
    expectValidation(
      await t.request('PUT', `/update-ticket/${id}`, { token, body: { ...newTicket(), createdAt: 'x' } }),
    );
    expectError(await t.request('PUT', `/update-ticket/${id}`, { body: newTicket() }), 401);
    expect(await t.db('audit_log').where({ action: 'ticket.update', entity_id: id }).first()).toBeTruthy();
  });

  it("keeps a ticket's visit length, meeting point and child ages; an update that leaves them out keeps them", async () => {
    const details = {
      durationMinutes: 75,
      meetingPoint: '  Gate 3 of Zabeel Park  ',
      childAgeRange: { min: 3, max: 11 },
    };
    const created = await t.request('POST', '/create', {
      token,
      body: newTicket({ title: 'Detailed', ...details }),
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const stated = {
      durationMinutes: 75,
      meetingPoint: 'Gate 3 of Zabeel Park',
      childAgeRange: { min: 3, max: 11 },
    };
    expect(created.body).toMatchObject(stated);
    expect((await t.request('GET', `/tickets/${id}`)).body).toMatchObject(stated);

    // An editor that does not know these fields never clears them.
    const edited = await t.request('PUT', `/update-ticket/${id}`, {
      token,
      body: newTicket({ title: 'Edited' }),
    });
    expect(edited.body).toMatchObject({ title: 'Edited', ...stated });
    const cleared = await t.request('PUT', `/update-ticket/${id}`, {
      token,
      body: newTicket({ durationMinutes: null, meetingPoint: null, childAgeRange: null }),
    });
    expect(cleared.body).toMatchObject({ durationMinutes: null, meetingPoint: null, childAgeRange: null });
    // A ticket made before these fields existed states none of them.
    expect(
      (
        await t.request(
          'GET',
          `/tickets/${(await t.request('POST', '/create', { token, body: newTicket() })).body._id}`,
        )
      ).body,
    ).toMatchObject({
      durationMinutes: null,
      meetingPoint: null,
      childAgeRange: null,
    });

    for (const [field, value] of [
      ['childAgeRange.max', { min: 12, max: 3 }],
      ['childAgeRange.max', { min: 3, max: 18 }],
      ['durationMinutes', 0],
      ['durationMinutes', 90.5],
      ['meetingPoint', 'x'.repeat(301)],
    ] as const) {
      expectValidation(
        await t.request('POST', '/create', { token, body: newTicket({ [field.split('.')[0]!]: value }) }),
        field,
      );
    }
  });

  it('DELETE /delete-ticket/:id hides the ticket; its id then answers 404', async () => {
    const created = await t.request('POST', '/create', { token, body: newTicket({ title: 'Short-lived' }) });
    const id = created.body._id;
    expectError(await t.request('DELETE', `/delete-ticket/${id}`), 401);
    const res = await t.request('DELETE', `/delete-ticket/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: id, deleted: true });
    const audit = await t.db('audit_log').where({ action: 'ticket.delete', entity_id: id }).select('details');
    expect(audit).toHaveLength(1);
    const details = audit[0].details;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toEqual({ title: 'Short-lived' });
    expectError(await t.request('GET', `/tickets/${id}`), 404);
    expectError(await t.request('DELETE', `/delete-ticket/${id}`, { token }), 404);
    expectValidation(await t.request('DELETE', '/delete-ticket/nope', { token }), 'id');
  });
});

describe('ticket pictures', () => {
  // A real 1×1 PNG, the start of a JPEG (JFIF) and of a WebP: judged by their first bytes.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const JPEG = Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.alloc(64, 1),
  ]);
  const WEBP = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([40, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32, 2),
  ]);

  function upload(
    files: [Buffer, string, string?][],
    options: { auth?: boolean; field?: string; extra?: string } = {},
  ) {
    const form = new FormData();
    for (const [content, name, type] of files)
      form.append(options.field ?? 'image', new Blob([content], type ? { type } : {}), name);
    if (options.extra) form.set('note', options.extra);
    return fetch(`${t.apiUrl}/admin/ticket-images`, {
      method: 'POST',
      body: form,
      headers: options.auth === false ? {} : { authorization: `Bearer ${token}` },
    });
  }
  const stored = async () => Number((await t.db('uploaded_images').count({ n: '*' }).first())?.n ?? 0);

  it('stores a picture by its bytes and serves it from the asset path, cached for good', async () => {
    // A PNG the browser calls a JPEG: stored and served as what it is.
    const res = await upload([[PNG, 'sunset.jpg', 'image/jpeg']]);
    expect(res.status).toBe(201);
    const body = TicketImageUploadSchema.parse(await res.json());
    expect(body).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(body.url).toMatch(/^\/assets\/uploads\/[0-9a-f]{64}\.png$/);

    const served = await fetch(`${t.baseUrl}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Another extension for the same picture is not it.
    expect((await fetch(`${t.baseUrl}${body.url.replace(/\.png$/, '.jpg')}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/assets/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);

    // The same bytes again keep their address and are stored once; JPEG and WebP are taken too.
    const before = await stored();
    const again = TicketImageUploadSchema.parse(await (await upload([[PNG, 'copy.png']])).json());
    expect(again.url).toBe(body.url);
    expect(await stored()).toBe(before);
    for (const [bytes, type, ext] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const r = await upload([[bytes, `p.${ext}`]]);
      expect(r.status).toBe(201);
      const answer = TicketImageUploadSchema.parse(await r.json());
      expect(answer.contentType).toBe(type);
      expect(answer.url.endsWith(`.${ext}`)).toBe(true);
      expect((await fetch(`${t.baseUrl}${answer.url}`)).headers.get('content-type')).toBe(type);
    }

    // Its address is what a ticket's pictures take; the upload is on the audit log.
    const created = await t.request('POST', '/create', {
      token,
      body: newTicket({ title: 'Frame with a photo', ticketImages: [body.url] }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.ticketImages).toEqual([body.url]);
    const audit = await t.db('audit_log').where({ action: 'ticket_image.upload' }).first();
    expect(audit).toMatchObject({ admin_email: 'admin@example.com' });
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, and pictures over 2 MB, storing nothing', async () => {
    const before = await stored();
    const text = await upload([[Buffer.from('just some text, not a picture'), 'photo.png', 'image/png']]);
    expect(text.status).toBe(415);
    expect(ErrorBodySchema.parse(await text.json()).error).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'photo.png is not a JPEG, PNG or WebP picture: upload a JPEG, PNG or WebP file.',
    });
    const svg = await upload([
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ],
    ]);
    expect(svg.status).toBe(415);
    const gif = await upload([[Buffer.from('GIF89a\x01\x00\x01\x00'), 'anim.gif', 'image/gif']]);
    expect(gif.status).toBe(415);

    const huge = Buffer.alloc(TICKET_IMAGE_MAX_BYTES + 1, 0);
    PNG.copy(huge);
    const tooBig = await upload([[huge, 'huge.png']]);
    expect(tooBig.status).toBe(413);
    expect(ErrorBodySchema.parse(await tooBig.json()).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A picture may be at most 2 MB.',
    });
    expect(await stored()).toBe(before);
    // Exactly the limit is fine.
    const atLimit = Buffer.alloc(TICKET_IMAGE_MAX_BYTES, 0);
    PNG.copy(atLimit);
    expect((await upload([[atLimit, 'big.png']])).status).toBe(201);
  });

  it('is admin-only and takes one picture under "image" and nothing else', async () => {
    const before = await stored();
    const anonymous = await upload([[PNG, 'a.png']], { auth: false });
    expect(anonymous.status).toBe(401);
    expect((await upload([])).status).toBe(400);
    expect((await upload([[PNG, 'a.png']], { field: 'files' })).status).toBe(400);
    expect(
      (
        await upload([
          [PNG, 'a.png'],
          [JPEG, 'b.jpg'],
        ])
      ).status,
    ).toBe(400);
    expect((await upload([[PNG, 'a.png']], { extra: 'hello' })).status).toBe(400);
    const json = await t.request('POST', '/admin/ticket-images', { token, body: { url: 'x' } });
    expect(json.status).toBe(400);
    expect(await stored()).toBe(before);
  });
});

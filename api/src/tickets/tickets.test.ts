import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketSchema, type TicketInput } from '@tours/core/schemas';
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketInput, TimeSlotAvailability } from '@tours/core/schemas';
import { DEMO_TICKET_IDS } from '../src/db/demo-catalogue';
import { createTestApp, type TestApp } from './harness';
import { openDate } from './fixtures';

/**
 * The catalogue cache in one process, invalidated by the API's own writes only ('in-process'): a
 * change made behind the API's back stays unseen, which shows that reads really are cached, so each
 * "fresh after the admin write" below would fail if that write did not invalidate.
 */
let t: TestApp;
let token: string;
const burj = { service: 'burj-khalifa', ticketId: DEMO_TICKET_IDS.burjAtTheTop };
let date: string;

const ticketsOf = async (service: string) =>
  (await t.request<Ticket[]>('GET', '/tickets/service', { query: { service } })).body;
const slotsOn = async (ticketId: string, day = date) => {
  const res = await t.request<TimeSlotAvailability>('GET', '/time-slot', {
    query: { ticketId, dateForSlot: day },
  });
  expect(res.status, res.text).toBe(200);
  return Object.fromEntries(res.body.slots.map((s) => [s.timeSlot, s]));
};
const asInput = (ticket: Ticket, over: Partial<TicketInput> = {}): TicketInput => ({
  service: ticket.service,
  title: ticket.title,
  ticketType: ticket.ticketType,
  description: ticket.description,
  included: ticket.included,
  pricing: ticket.pricing,
  timeSlots: ticket.timeSlots,
  isTimeSlot: ticket.isTimeSlot,
  adultQrCount: ticket.adultQrCount,
  childQrCount: ticket.childQrCount,
  currency: ticket.currency,
  isAdultByOneGetOneActive: ticket.isAdultByOneGetOneActive,
  isChildByOneGetOneActive: ticket.isChildByOneGetOneActive,
  ticketImages: ticket.ticketImages,
  attractionClosed: ticket.attractionClosed,
  capacityPerSlot: ticket.capacityPerSlot,
  maxPerBooking: ticket.maxPerBooking,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ seed: true, catalogueCache: 'in-process' });
  token = await t.loginAsAdmin();
  const ticket = (await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
  date = openDate(12, ticket.attractionClosed);
  await t.db('blocked_dates').where({ ticket_id: burj.ticketId }).delete();
  await t.db('blocked_time_slots').where({ ticket_id: burj.ticketId }).delete();
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue cache, invalidated by the admin writes of the same process', () => {
  it('serves cached reads: a change made with Knex behind the API is not seen', async () => {
    const before = await ticketsOf('burj-khalifa');
    const products = (await t.request('GET', '/products/hostName', { query: { hostName: 'localhost' } }))
      .body;
    const { hits } = t.catalogueCache!.stats();
    await t.db('tickets').where({ id: burj.ticketId }).update({ title: 'Changed behind the API' });
    await t.db('products').where({ slug: 'burj-khalifa' }).update({ name: 'Changed behind the API' });
    expect(await ticketsOf('burj-khalifa')).toEqual(before);
    expect(
      (await t.request('GET', '/products/hostName', { query: { hostName: 'LocalHost:3000' } })).body,
    ).toEqual(products);
    expect(t.catalogueCache!.stats().hits).toBe(hits + 2);
    // The database is now ahead of the cache: start the tests below from an empty one.
    t.catalogueCache!.invalidateAll();
  });

  it('PUT /update-ticket/:id: the ticket list, the ticket and its time slots are fresh at once', async () => {
    const ticket = (await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    expect(Object.keys(await slotsOn(burj.ticketId))).toEqual(ticket.timeSlots);
    await ticketsOf('burj-khalifa');

    const pricing = ticket.pricing.map((p) => ({ ...p, weekDays: { adult: 12345, child: 678 } }));
    const res = await t.request('PUT', `/update-ticket/${burj.ticketId}`, {
      token,
      body: asInput(ticket, { title: 'At the Top, renamed', timeSlots: ['10:30', '22:30'], pricing }),
    });
    expect(res.status, res.text).toBe(200);

    const listed = (await ticketsOf('burj-khalifa')).find((x) => x._id === burj.ticketId)!;
    expect(listed.title).toBe('At the Top, renamed');
    expect(listed.pricing[0]!.weekDays).toEqual({ adult: 12345, child: 678 });
    expect((await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body.timeSlots).toEqual([
      '10:30',
      '22:30',
    ]);
    expect(Object.keys(await slotsOn(burj.ticketId))).toEqual(['10:30', '22:30']);
  });

  it('POST /create and DELETE /delete-ticket/:id: the ticket list and the ticket follow', async () => {
    const template = (await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    const count = (await ticketsOf('burj-khalifa')).length;
    const created = await t.request<Ticket>('POST', '/create', {
      token,
      body: asInput(template, { title: 'Burj Khalifa Sunrise' }),
    });
    expect(created.status, created.text).toBe(201);
    expect((await ticketsOf('burj-khalifa')).map((x) => x.title)).toContain('Burj Khalifa Sunrise');
    expect(await ticketsOf('burj-khalifa')).toHaveLength(count + 1);

    const id = created.body._id;
    expect((await t.request('GET', `/tickets/${id}`)).status).toBe(200);
    expect(await slotsOn(id)).toBeTruthy();
    const deleted = await t.request('DELETE', `/delete-ticket/${id}`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await ticketsOf('burj-khalifa')).toHaveLength(count);
    expect((await t.request('GET', `/tickets/${id}`)).status).toBe(404);
    expect(
      (await t.request('GET', '/time-slot', { query: { ticketId: id, dateForSlot: date } })).status,
    ).toBe(404);
  });

  it('POST and DELETE /block-date: the date of /time-slot is blocked, then open again', async () => {
    const open = await slotsOn(burj.ticketId);
    expect(Object.values(open).every((s) => s.status === 'available')).toBe(true);
    const blocked = await t.request('POST', '/block-date', {
      token,
      body: { ...burj, blockedDate: date },
    });
    expect(blocked.status, blocked.text).toBe(201);
    expect(Object.values(await slotsOn(burj.ticketId)).every((s) => s.status === 'blocked')).toBe(true);

    const unblocked = await t.request('DELETE', '/block-date', { token, body: { id: blocked.body._id } });
    expect(unblocked.status, unblocked.text).toBe(200);
    expect(Object.values(await slotsOn(burj.ticketId)).every((s) => s.status === 'available')).toBe(true);
  });

  it('POST /block-time-slot and /delete-blocked-date-time-slot: one slot is blocked, then open again', async () => {
    const [first, second] = Object.keys(await slotsOn(burj.ticketId));
    const body = { ...burj, date, timeSlot: first! };
    const blocked = await t.request('POST', '/block-time-slot', { token, body });
    expect(blocked.status, blocked.text).toBe(201);
    let slots = await slotsOn(burj.ticketId);
    expect(slots[first!]!.status).toBe('blocked');
    expect(slots[second!]!.status).toBe('available');

    const removed = await t.request('POST', '/delete-blocked-date-time-slot', { token, body });
    expect(removed.status, removed.text).toBe(200);
    slots = await slotsOn(burj.ticketId);
    expect(slots[first!]!.status).toBe('available');
  });

  it('seats taken are read on every /time-slot request, never cached', async () => {
    const slot = Object.keys(await slotsOn(burj.ticketId))[1]!;
    const before = (await slotsOn(burj.ticketId))[slot]!.remaining;
    const hold = await t.request('POST', '/payments/create-checkout', {
      body: {
        ticketId: burj.ticketId,
        preferenceIndex: 0,
        bookingDate: date,
        timeSlot: slot,
        adultCount: 3,
        childCount: 0,
        name: 'Aisha Rahman',
        email: 'aisha@example.com',
        mobileNumber: '+971501234567',
      },
    });
    expect(hold.status, hold.text).toBe(201);
    expect((await slotsOn(burj.ticketId))[slot]!.remaining).toBe(before! - 3);
  });

  it('the checkout prices and checks through the cache, and each admin write reaches it at once', async () => {
    const hold = (timeSlot: string) =>
      t.request<{ bookingId: string }>('POST', '/payments/create-checkout', {
        body: {
          ticketId: burj.ticketId,
          preferenceIndex: 0,
          bookingDate: date,
          timeSlot,
          adultCount: 1,
          childCount: 0,
          name: 'Aisha Rahman',
          email: 'aisha@example.com',
          mobileNumber: '+971501234567',
        },
      });
    const adultTotalOf = async (res: Awaited<ReturnType<typeof hold>>) => {
      expect(res.status, res.text).toBe(201);
      return (await t.db('bookings').where({ booking_id: res.body.bookingId }).first()).adult_total as number;
    };
    const ticket = (await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    const slot = ticket.timeSlots[0]!;
    const price = await adultTotalOf(await hold(slot));

    // A price changed behind the API is not seen: the checkout read the ticket from the cache.
    const behind = ticket.pricing.map((p) => ({
      ...p,
      weekDays: { adult: 1, child: 1 },
      weekEnds: { adult: 1, child: 1 },
    }));
    await t
      .db('tickets')
      .where({ id: burj.ticketId })
      .update({ pricing: JSON.stringify(behind) });
    expect(await adultTotalOf(await hold(slot))).toBe(price);

    const pricing = ticket.pricing.map((p) => ({
      ...p,
      weekDays: { adult: 22222, child: 111 },
      weekEnds: { adult: 22222, child: 111 },
    }));
    const updated = await t.request('PUT', `/update-ticket/${burj.ticketId}`, {
      token,
      body: asInput(ticket, { pricing }),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await adultTotalOf(await hold(slot))).toBe(22222);

    const body = { ...burj, date, timeSlot: slot };
    expect((await t.request('POST', '/block-time-slot', { token, body })).status).toBe(201);
    const slotShut = await hold(slot);
    expect(slotShut.status).toBe(409);
    expect(slotShut.text).toContain('SLOT_UNAVAILABLE');
    expect((await t.request('POST', '/delete-blocked-date-time-slot', { token, body })).status).toBe(200);
    await adultTotalOf(await hold(slot));

    const blocked = await t.request('POST', '/block-date', { token, body: { ...burj, blockedDate: date } });
    expect(blocked.status, blocked.text).toBe(201);
    const dateShut = await hold(slot);
    expect(dateShut.status).toBe(409);
    expect(dateShut.text).toContain('DATE_UNAVAILABLE');
    expect((await t.request('DELETE', '/block-date', { token, body: { id: blocked.body._id } })).status).toBe(
      200,
    );
    await adultTotalOf(await hold(slot));
  });

  it('compresses a cached list once per encoding for the clients that accept one', async () => {
    const query = { service: 'burj-khalifa' };
    const plain = await t.request('GET', '/tickets/service', {
      query,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('GET', '/tickets/service', {
          query,
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
        expect(res.body).toEqual(plain.body);
      }
    }
  });

  it('answers list reads with an ETag and 304 Not Modified until the list changes', async () => {
    const first = await t.request('GET', '/tickets/service', { query: { service: 'burj-khalifa' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.request('GET', '/tickets/service', {
      query: { service: 'burj-khalifa' },
      // fetch adds Cache-Control: no-cache (a forced reload) to a conditional request unless told
      // otherwise; max-age=0 is what a browser sends when it revalidates.
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const ticket = (await t.request<Ticket>('GET', `/tickets/${burj.ticketId}`)).body;
    await t.request('PUT', `/update-ticket/${burj.ticketId}`, {
      token,
      body: asInput(ticket, { description: 'Now with a new description.' }),
    });
    const changed = await t.request('GET', '/tickets/service', {
      query: { service: 'burj-khalifa' },
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});

describe('catalogue cache listening on the embedded database (PGlite) or Postgres', () => {
  let l: TestApp;
  beforeAll(async () => {
    l = await createTestApp({ seed: true, catalogueCache: 'listen' });
  });
  afterAll(async () => {
    await l?.close();
  });

  it('drops what a Knex write outside the API changed, once it commits', async () => {
    expect(l.catalogueListener!.listening).toBe(true);
    const products = async () =>
      (
        await l.request<{ slug: string; name: string }[]>('GET', '/products/hostName', {
          query: { hostName: 'localhost' },
        })
      ).body;
    expect((await products()).find((p) => p.slug === 'burj-khalifa')!.name).not.toBe('Renamed in SQL');
    await l.db('products').where({ slug: 'burj-khalifa' }).update({ name: 'Renamed in SQL' });
    // PGlite delivers the notification with the commit; Postgres a moment later.
    await expect
      .poll(async () => (await products()).find((p) => p.slug === 'burj-khalifa')!.name, { timeout: 5_000 })
      .toBe('Renamed in SQL');
  });
});

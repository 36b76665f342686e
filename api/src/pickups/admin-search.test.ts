import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';

let t: TestApp;
let token: string;
let reference: string;

const OASIS = {
  name: 'Oasis Beach Tower Hotel',
  area: 'Jumeirah Beach Residence',
  address: 'The Walk, JBR',
  latitude: 25.0772,
  longitude: 55.1336,
  minutesBefore: 30,
  extraPrice: 0,
};
const DIET = {
  id: 'dietary-needs',
  label: 'Dietary needs',
  kind: 'choice',
  scope: 'participant',
  required: true,
  options: ['None', 'Vegetarian'],
};
const ROOM = { id: 'room', label: 'Room number', kind: 'short_text' };

/** A safari that collects from the hotel and asks each guest's diet and the room, booked once. */
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  const point = await t.request('POST', '/admin/pickup-points', { token, body: OASIS });
  expect(point.status).toBe(201);
  const ticket = await createTicket(t.db, { timeSlots: ['15:00'], capacityPerSlot: 30 });
  const read = (await t.request('GET', `/admin/get-ticket?id=${ticket.id}`, { token })).body;
  for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete read[key];
  const saved = await t.request('PUT', `/update-ticket/${ticket.id}`, {
    token,
    body: { ...read, pickupMode: 'required', pickupPointIds: [point.body._id], questions: [DIET, ROOM] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const booked = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, {
      bookingDate: nextDate('Tuesday'),
      adultCount: 2,
      childCount: 0,
      pickupPointId: point.body._id,
      answers: {
        booking: { room: '1204' },
        participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegetarian' }],
      },
    }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  reference = booked.body.bookingId;
});
afterAll(async () => {
  await t?.close();
});

const search = async (term: string) =>
  (await t.request('GET', `/admin/all-bookings?search=${encodeURIComponent(term)}`, { token })).body as {
    total: number;
    bookings: { bookingId: string }[];
  };

describe('bookings by hotel', () => {
  it('the search finds a booking by any part of its pickup point’s name, in any case', async () => {
    for (const term of ['Oasis Beach', 'beach tower', 'TOWER HOTEL']) {
      const found = await search(term);
      expect(
        found.bookings.map((b) => b.bookingId),
        term,
      ).toEqual([reference]);
    }
    // The area is not the hotel: a guest collected elsewhere in JBR is not this hotel's.
    expect((await search('Jumeirah Beach Residence')).total).toBe(0);
    expect((await search('Atlantis')).total).toBe(0);
  });

  it('the CSV names the pickup point, the time the driver is there and the labelled answers', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/admin/bookings-export?search=oasis`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const [header, row] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // Commas outside quotes split the cells; a quoted cell loses its quotes.
    const cells = (line: string) =>
      line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"(.*)"$/, '$1').replace(/""/g, '"'));
    const head = cells(header!);
    expect(head.slice(-3)).toEqual(['Pickup point', 'Pickup time', 'Answers']);
    const values = cells(row!);
    expect(values[0]).toBe(reference);
    const at = head.indexOf('Pickup point');
    expect(values[at]).toBe('Oasis Beach Tower Hotel');
    expect(values[at + 1]).toBe(`${nextDate('Tuesday')} 14:30`);
    expect(values[at + 2]).toBe(
      'Room number: 1204; Guest 1 · Dietary needs: None; Guest 2 · Dietary needs: Vegetarian',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, computeTotals, unitPricesForDate } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { PRICING, checkoutBody, createTicket, nextDate } from '../checkout/testing/fixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const ATLANTIS = {
  name: 'Atlantis The Palm',
  area: 'Palm Jumeirah',
  address: 'Crescent Road, The Palm',
  latitude: 25.130366,
  longitude: 55.117142,
  minutesBefore: 15,
  extraPrice: 2500,
};
const ROVE = {
  name: 'Rove Downtown',
  area: 'Downtown Dubai',
  address: '312 Al Sa’ada Street',
  latitude: 25.19,
  longitude: 55.27,
  minutesBefore: 45,
};

const DIET = {
  id: 'dietary-needs',
  label: 'Dietary needs for the BBQ',
  kind: 'choice',
  scope: 'participant',
  required: true,
  helpText: 'Choose None when there are none.',
  options: ['None', 'Vegetarian', 'Vegan', 'Halal only'],
};
const ROOM = { id: 'room', label: 'Room number', kind: 'short_text', required: false };

async function point(body: object) {
  const res = await t.request('POST', '/admin/pickup-points', { token, body });
  expect(res.status).toBe(201);
  return res.body as { _id: string };
}

/** A ticket as the admin's update takes it back: its read without the fields the server writes. */
async function editable(ticketId: string): Promise<Record<string, unknown>> {
  const read = (await t.request('GET', `/admin/get-ticket?id=${ticketId}`, { token })).body as Record<
    string,
    unknown
  >;
  for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete read[key];
  return read;
}

/** A ticket with pickups and questions, set through the admin's ticket update. */
async function safari(mode: 'required' | 'optional', pointIds: string[]) {
  const ticket = await createTicket(t.db, { timeSlots: ['15:00'], capacityPerSlot: 30 });
  const input = await editable(ticket.id);
  const res = await t.request('PUT', `/update-ticket/${ticket.id}`, {
    token,
    body: { ...input, pickupMode: mode, pickupPointIds: pointIds, questions: [DIET, ROOM] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticket;
}

describe('pickup points', () => {
  it('staff keep a list; only an admin reads or writes it', async () => {
    expect((await t.request('GET', '/admin/pickup-points')).status).toBe(401);
    expect((await t.request('POST', '/admin/pickup-points', { body: ATLANTIS })).status).toBe(401);
    const created = await point(ATLANTIS);
    const list = await t.request('GET', '/admin/pickup-points', { token });
    expect(list.body).toContainEqual(
      expect.objectContaining({ _id: created._id, ...ATLANTIS, ticketCount: 0 }),
    );
    const bad = await t.request('POST', '/admin/pickup-points', {
      token,
      body: { ...ATLANTIS, latitude: 91 },
    });
    expect(bad.status).toBe(400);
    const extra = await t.request('POST', '/admin/pickup-points', {
      token,
      body: { ...ATLANTIS, owner: 'x' },
    });
    expect(extra.status).toBe(400);
  });

  it('a ticket offers its points and asks its questions; visitors read both', async () => {
    const a = await point(ATLANTIS);
    const r = await point(ROVE);
    const ticket = await safari('required', [a._id, r._id]);
    const read = await t.request('GET', `/tickets/${ticket.id}`);
    expect(read.body.pickupMode).toBe('required');
    expect(read.body.pickupPoints.map((p: { name: string }) => p.name)).toEqual([
      'Rove Downtown',
      'Atlantis The Palm',
    ]);
    expect(read.body.questions).toEqual([DIET, { ...ROOM, scope: 'booking', helpText: null, options: [] }]);
  });

  it('a ticket with pickups needs a point', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['15:00'] });
    const input = await editable(ticket.id);
    const res = await t.request('PUT', `/update-ticket/${ticket.id}`, {
      token,
      body: { ...input, pickupMode: 'required', pickupPointIds: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe('checkout with a pickup and answers', () => {
  it('charges the pickup’s extra per participant through core’s totals and keeps the point and answers', async () => {
    const a = await point(ATLANTIS);
    const ticket = await safari('required', [a._id]);
    const date = nextDate('Tuesday');
    const res = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, {
        bookingDate: date,
        pickupPointId: a._id,
        answers: {
          booking: { room: ' 1204 ' },
          participants: [
            { 'dietary-needs': 'None' },
            { 'dietary-needs': 'Vegan' },
            { 'dietary-needs': 'None' },
          ],
        },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const expected = computeTotals({
      adultCount: 2,
      childCount: 1,
      prices: unitPricesForDate(PRICING, 0, date),
      pickupExtra: 2500,
    });
    expect(res.body.amount).toBe(expected.totalDiscountAmount);
    const row = await t.db('bookings').where({ booking_id: res.body.bookingId }).first();
    expect(row.pickup_total).toBe(7500);
    expect(row.total_amount).toBe(expected.totalAmount);
    expect(row.pickup).toMatchObject({ pickupPointId: a._id, name: 'Atlantis The Palm', minutesBefore: 15 });
    expect(row.answers).toEqual({
      booking: { room: '1204' },
      participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegan' }, { 'dietary-needs': 'None' }],
    });
    const session = await t.db('payment_local_sessions').where({ booking_id: row.id }).first();
    expect(session.amount_total).toBe(expected.totalDiscountAmount);
  });

  it('refuses a required answer left empty, on the server', async () => {
    const a = await point(ATLANTIS);
    const ticket = await safari('required', [a._id]);
    const res = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, {
        pickupPointId: a._id,
        answers: {
          participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': '' }, { 'dietary-needs': 'None' }],
        },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.issues[0]).toMatchObject({
      path: 'answers.participants.1.dietary-needs',
      message: 'this question needs an answer',
    });
    const missing = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { pickupPointId: a._id }),
    });
    expect(missing.status).toBe(400);
    expect(await t.db('bookings').where({ ticket_id: ticket.id }).count({ n: '*' }).first()).toEqual({
      n: 0,
    });
  });

  it('refuses a missing required pickup and a point the ticket does not offer', async () => {
    const a = await point(ATLANTIS);
    const other = await point(ROVE);
    const ticket = await safari('required', [a._id]);
    const answers = { participants: [1, 2, 3].map(() => ({ 'dietary-needs': 'None' })) };
    const none = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { answers }),
    });
    expect(none.status).toBe(422);
    expect(none.body.error).toMatchObject({ code: 'PICKUP_INVALID', details: { reason: 'pickup_required' } });
    const wrong = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { answers, pickupPointId: other._id }),
    });
    expect(wrong.body.error).toMatchObject({
      code: 'PICKUP_INVALID',
      details: { reason: 'unknown_pickup_point' },
    });
  });

  it('an optional pickup may be left out ("I’ll meet you there") and costs nothing then', async () => {
    const a = await point(ATLANTIS);
    const ticket = await safari('optional', [a._id]);
    const date = nextDate('Tuesday');
    const answers = { participants: [1, 2, 3].map(() => ({ 'dietary-needs': 'Vegetarian' })) };
    const res = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { bookingDate: date, answers }),
    });
    expect(res.status).toBe(201);
    const expected = computeTotals({
      adultCount: 2,
      childCount: 1,
      prices: unitPricesForDate(PRICING, 0, date),
    });
    expect(res.body.amount).toBe(expected.totalDiscountAmount);
  });
});

/** Pays a local provider session as the visitor would (its page's Pay button). */
async function pay(url: string) {
  const res = await fetch(`${t.baseUrl}${new URL(url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
}

describe('after the checkout', () => {
  const allNone = (n: number) => ({
    participants: Array.from({ length: n }, () => ({ 'dietary-needs': 'None' })),
  });

  async function paidSafari() {
    const a = await point(ATLANTIS);
    const r = await point({ ...ROVE, extraPrice: 0 });
    const p2 = await point({ ...ATLANTIS, name: 'Fairmont The Palm', minutesBefore: 20 });
    const ticket = await safari('required', [a._id, r._id, p2._id]);
    const created = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, {
        bookingDate: nextDate('Tuesday', 4),
        pickupPointId: a._id,
        answers: {
          booking: { room: '1204' },
          participants: [
            { 'dietary-needs': 'None' },
            { 'dietary-needs': 'Vegan' },
            { 'dietary-needs': 'None' },
          ],
        },
      }),
    });
    expect(created.status).toBe(201);
    await pay(created.body.url);
    const booking = await t.db('bookings').where({ booking_id: created.body.bookingId }).first();
    const mail = await t
      .db('mail_outbox')
      .where({ dedupe_key: `confirmation:${booking.id}` })
      .first();
    const token = /booking\?token=([\w.-]+)/.exec(mail.text)![1]!;
    return { ticket, booking, mail, token, points: { atlantis: a._id, rove: r._id, fairmont: p2._id } };
  }

  it('the confirmation mail says where and when the guests are collected, with a maps link and the answers', async () => {
    const { mail } = await paidSafari();
    expect(mail.text).toMatch(/We pick you up from Atlantis The Palm at 14:45 on \w+, \d+ \w+ \d{4}\./);
    expect(mail.text).toContain('https://www.google.com/maps/search/?api=1&query=25.130366%2C55.117142');
    expect(mail.text).toContain('Guest 2 · Dietary needs for the BBQ: Vegan');
    expect(mail.text).toContain('Room number: 1204');
    expect(mail.text).toMatch(/Pickup extra\s*:?\s*RM\s?75\.00/);
  });

  it('the manage page changes the hotel (same price) and the answers, and the pickup time follows a reschedule', async () => {
    const { token, points } = await paidSafari();
    const view = await t.request('GET', '/bookings/manage', { query: { token } });
    expect(view.body.canChangeDetails).toBe(true);
    expect(view.body.booking.pickup).toMatchObject({ name: 'Atlantis The Palm', time: '14:45' });

    const dearer = await t.request('POST', '/bookings/manage/details', {
      body: { token, pickupPointId: points.rove },
    });
    expect(dearer.status).toBe(409);
    const empty = await t.request('POST', '/bookings/manage/details', {
      body: {
        token,
        answers: { participants: [{ 'dietary-needs': 'None' }, {}, { 'dietary-needs': 'None' }] },
      },
    });
    expect(empty.status).toBe(400);
    const moved = await t.request('POST', '/bookings/manage/details', {
      body: { token, pickupPointId: points.fairmont, answers: allNone(3) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.booking.pickup).toMatchObject({ name: 'Fairmont The Palm', time: '14:40' });
    expect(moved.body.booking.answers).toEqual({ booking: {}, participants: allNone(3).participants });

    const later = addDays(moved.body.booking.bookingDate, 7);
    const rescheduled = await t.request('POST', '/bookings/manage/reschedule', {
      body: { token, bookingDate: later, timeSlot: '15:00', expectedPriceDifference: 0 },
    });
    expect(rescheduled.status, JSON.stringify(rescheduled.body)).toBe(200);
    expect(rescheduled.body.booking.pickup).toMatchObject({
      name: 'Fairmont The Palm',
      date: later,
      time: '14:40',
    });
    expect(rescheduled.body.booking.pickupTotal).toBe(7500);
  });
});

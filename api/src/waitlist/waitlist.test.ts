import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals, unitPricesForDate } from '@tours/core/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkoutBody, createTicket, CONTACT, PRICING } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { checkoutContext } from '../checkout/context';
import { waitlistContext } from './context';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://shop.test' } });
  admin = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

let emails = 0;
const contact = (name: string) => ({
  ...CONTACT,
  name,
  email: `${name.toLowerCase()}.${++emails}@example.com`,
});

/** A booking paid through the local provider (checkout, then Pay on its page). */
async function paidBooking(ticket: TicketRow, overrides: Record<string, unknown>) {
  const created = await t.request('POST', '/payments/create-checkout', {
    body: checkoutBody(ticket, { ...contact('Payer'), ...overrides }),
  });
  expect(created.status, created.text).toBe(201);
  await payOnLocalPage(created.body.url);
  return (await t.db('bookings').where({ booking_id: created.body.bookingId }).first()) as {
    id: string;
    booking_status: string;
  };
}

async function payOnLocalPage(url: string, outcome: 'pay' | 'decline' = 'pay') {
  const res = await fetch(`${t.baseUrl}${new URL(url).pathname}/${outcome}`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

function join(ticket: TicketRow, who: ReturnType<typeof contact>, adultCount: number, extra = {}) {
  return t.request('POST', '/waitlist/join', {
    body: { ...checkoutBody(ticket), ...who, adultCount, childCount: 0, ...extra },
  });
}

/** The token in the last waiting-list mail of a kind sent to an address. */
async function tokenFromMail(to: string, kind: 'joined' | 'offer'): Promise<string> {
  const mail = await t
    .db('mail_outbox')
    .where({ to })
    .andWhere('dedupe_key', 'like', `waitlist-${kind}:%`)
    .orderBy('created_at', 'desc')
    .first('text');
  expect(mail, `${kind} mail to ${to}`).toBeTruthy();
  return /token=([A-Za-z0-9_-]+)/.exec(mail.text as string)![1]!;
}

const entryOf = (email: string) => t.db('waitlist_entries').where({ email }).first();

describe('the waiting list', () => {
  it('refuses to list a slot that still has seats for the party, and one mailbox twice', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 3 });
    const early = await join(ticket, contact('Early'), 2);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('NOT_SOLD_OUT');

    await paidBooking(ticket, { adultCount: 2, childCount: 0 });
    const who = contact('Twice');
    expect((await join(ticket, who, 2)).status).toBe(201);
    const again = await join(ticket, { ...who, email: who.email.replace('@', '+tag@').toUpperCase() }, 2);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_WAITING');
  });

  it('offers freed seats in order, a smaller party before a larger that does not fit, and books the paid offer', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 3 });
    const one = await paidBooking(ticket, { adultCount: 1, childCount: 0 });
    await paidBooking(ticket, { adultCount: 2, childCount: 0 });

    const big = contact('Big');
    const small = contact('Small');
    const joined = await join(ticket, big, 2, { locale: 'ms' });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body).toEqual({ status: 'waiting', place: 1, partySize: 2 });
    expect((await join(ticket, small, 1)).body.place).toBe(2);

    // Joining holds nothing; its mail is in the entry's language, with the link to the place.
    expect((await t.db('slot_occupancy').where({ ticket_id: ticket.id }).first()).seats).toBe(3);
    const bigToken = await tokenFromMail(big.email, 'joined');
    const joinedMail = await t.db('mail_outbox').where({ to: big.email }).first();
    expect(joinedMail.subject).toContain('senarai menunggu');
    expect(joinedMail.text).toContain('http://shop.test/ms/waitlist?token=');

    // One seat comes back: the party of two waits, the party of one behind it is offered.
    const cancelled = await t.request('POST', `/admin/bookings/${one.id}/cancel`, {
      token: admin,
      body: { reason: 'Customer asked' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await entryOf(big.email)).status).toBe('waiting');
    const offered = await entryOf(small.email);
    expect(offered.status).toBe('offered');
    expect((await t.db('slot_occupancy').where({ ticket_id: ticket.id }).first()).seats).toBe(3);

    const bigView = await t.request('GET', '/waitlist/entry', { query: { token: bigToken } });
    expect(bigView.body).toMatchObject({ status: 'waiting', place: 1, partySize: 2, locale: 'ms' });

    const smallToken = await tokenFromMail(small.email, 'offer');
    const view = await t.request('GET', '/waitlist/entry', { query: { token: smallToken } });
    expect(view.body).toMatchObject({
      status: 'offered',
      payable: true,
      amount: expect.any(Number),
      place: null,
    });

    const pay = await t.request('POST', '/waitlist/pay', { body: { token: smallToken } });
    expect(pay.status, pay.text).toBe(200);
    const landed = await payOnLocalPage(pay.body.url);
    expect(landed).toContain('http://shop.test/success?token=');
    const booked = await t.request('GET', '/waitlist/entry', { query: { token: smallToken } });
    expect(booked.body).toMatchObject({ status: 'booked', bookingReference: expect.any(String) });
    const booking = await t.db('bookings').where({ id: offered.booking_id }).first();
    expect(booking).toMatchObject({ booking_status: 'confirmed', from_waitlist: true, adult_count: 1 });

    // The larger party leaves through its link.
    const left = await t.request('POST', '/waitlist/leave', { body: { token: bigToken } });
    expect(left.body.status).toBe('left');
    expect((await t.request('POST', '/waitlist/leave', { body: { token: bigToken } })).status).toBe(409);
  });

  it('passes a lapsed or declined offer to the next entry', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 2 });
    const paid = await paidBooking(ticket, { adultCount: 2, childCount: 0 });
    const [a, b, c] = [contact('Ann'), contact('Ben'), contact('Cat')];
    for (const who of [a, b, c]) expect((await join(ticket, who, 2)).status).toBe(201);

    await t.request('POST', `/admin/bookings/${paid.id}/cancel`, {
      token: admin,
      body: { reason: 'Weather' },
    });
    expect((await entryOf(a.email)).status).toBe('offered');
    expect((await entryOf(b.email)).status).toBe('waiting');

    // Ann lets it lapse: the sweeper expires the hold, and the seats go to Ben.
    await t
      .db('bookings')
      .where({ id: (await entryOf(a.email)).booking_id })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    await checkoutContext(t.app.context.deps).settlement.sweepLapsedHolds();
    await waitlistContext(t.app.context.deps).engine.drain();
    expect((await entryOf(a.email)).status).toBe('expired');
    expect((await entryOf(b.email)).status).toBe('offered');

    // Ben declines on the payment page: the seats go to Cat.
    const pay = await t.request('POST', '/waitlist/pay', {
      body: { token: await tokenFromMail(b.email, 'offer') },
    });
    await payOnLocalPage(pay.body.url, 'decline');
    expect((await entryOf(b.email)).status).toBe('expired');
    expect((await entryOf(c.email)).status).toBe('offered');
    expect((await t.db('slot_occupancy').where({ ticket_id: ticket.id }).first()).seats).toBe(2);
  });

  it('lets staff see the list, offer by hand, move and remove entries', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 4 });
    await paidBooking(ticket, { adultCount: 4, childCount: 0 });
    const [a, b, c] = [contact('Dan'), contact('Eve'), contact('Fay')];
    for (const who of [a, b, c]) await join(ticket, who, 1);
    const date = checkoutBody(ticket).bookingDate;
    const list = await t.request('GET', '/admin/waitlist', {
      token: admin,
      query: { ticketId: ticket.id, date, timeSlot: '10:00' },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body.entries.map((e: { name: string }) => e.name)).toEqual(['Dan', 'Eve', 'Fay']);
    expect(list.body).toMatchObject({ capacity: 4, taken: 4 });

    const fay = list.body.entries[2]._id;
    const moved = await t.request('POST', `/admin/waitlist/${fay}/move`, {
      token: admin,
      body: { position: 1 },
    });
    expect(moved.body.entries.map((e: { name: string }) => e.name)).toEqual(['Fay', 'Dan', 'Eve']);

    // No seat is free: an offer by hand is refused until one is.
    const refused = await t.request('POST', `/admin/waitlist/${fay}/offer`, { token: admin });
    expect(refused.status).toBe(409);
    await t.db('tickets').where({ id: ticket.id }).update({ capacity_per_slot: 5 });
    // Raising the capacity wakes the list; here the engine is asked directly (no write went through the API).
    const eve = moved.body.entries[2]._id;
    await t.db('waitlist_wakeups').delete();
    const byHand = await t.request('POST', `/admin/waitlist/${eve}/offer`, { token: admin });
    expect(byHand.status, byHand.text).toBe(200);
    expect(byHand.body.entries.find((e: { _id: string }) => e._id === eve)).toMatchObject({
      status: 'offered',
      offerExpiresAt: expect.any(String),
    });

    const removed = await t.request('POST', `/admin/waitlist/${eve}/remove`, { token: admin });
    expect(removed.status, removed.text).toBe(200);
    // Eve's held seat passes on, to the first in line.
    expect(
      removed.body.entries.map((e: { name: string; status: string }) => `${e.name} ${e.status}`),
    ).toEqual(['Fay offered', 'Dan waiting', 'Eve left']);
    const slots = await t.request('GET', '/admin/waitlist/slots', { token: admin });
    expect(slots.body.slots).toContainEqual(
      expect.objectContaining({ ticketId: ticket.id, waiting: 1, offered: 1 }),
    );
    expect((await t.request('GET', '/admin/waitlist/slots')).status).toBe(401);
  });
});

describe('the waiting list of a date (a ticket without time slots)', () => {
  it('lists a sold-out date, offers a cancelled booking’s seats and books the paid offer', async () => {
    const ticket = await createTicket(t.db, { capacityPerSlot: 2 });
    expect(ticket.is_time_slot).toBe(false);
    const date = checkoutBody(ticket).bookingDate;
    const paid = await paidBooking(ticket, { adultCount: 2, childCount: 0 });

    const who = contact('Dana');
    const joined = await join(ticket, who, 2, { timeSlot: null });
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body).toEqual({ status: 'waiting', place: 1, partySize: 2 });
    // A time on a ticket without times is refused, as a checkout's would be.
    const withTime = await join(ticket, contact('Timed'), 1, { timeSlot: '10:00' });
    expect(withTime.status).toBe(422);
    expect((await entryOf(who.email)).time_slot).toBe('');

    await t.request('POST', `/admin/bookings/${paid.id}/cancel`, {
      token: admin,
      body: { reason: 'Customer asked' },
    });
    const offered = await entryOf(who.email);
    expect(offered.status).toBe('offered');
    const hold = await t.db('bookings').where({ id: offered.booking_id }).first();
    expect(hold).toMatchObject({ booking_status: 'pending', time_slot: null, from_waitlist: true });
    // The offer's deadline is never past the end of the visit's day in Dubai.
    expect(new Date(offered.offer_expires_at).getTime()).toBeLessThanOrEqual(
      Date.parse(`${date}T24:00:00+04:00`),
    );
    expect((await t.db('slot_occupancy').where({ ticket_id: ticket.id }).first()).seats).toBe(2);

    const token = await tokenFromMail(who.email, 'offer');
    const pay = await t.request('POST', '/waitlist/pay', { body: { token } });
    expect(pay.status, pay.text).toBe(200);
    await payOnLocalPage(pay.body.url);
    const view = await t.request('GET', '/waitlist/entry', { query: { token } });
    expect(view.body).toMatchObject({
      status: 'booked',
      timeSlot: null,
      bookingReference: expect.any(String),
    });

    const list = await t.request('GET', '/admin/waitlist', {
      token: admin,
      query: { ticketId: ticket.id, date },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body).toMatchObject({ timeSlot: null, capacity: 2, taken: 2 });
    expect(list.body.entries).toEqual([expect.objectContaining({ name: 'Dana', status: 'booked' })]);
  });

  it('offers a date’s seats when a hold lapses and when staff raise the capacity', async () => {
    const ticket = await createTicket(t.db, { capacityPerSlot: 2 });
    const held = await t.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { ...contact('Holder'), adultCount: 2, childCount: 0 }),
    });
    expect(held.status, held.text).toBe(201);
    const [first, second] = [contact('Gus'), contact('Hal')];
    expect((await join(ticket, first, 2)).status).toBe(201);
    expect((await join(ticket, second, 1)).status).toBe(201);

    // The checkout's hold lapses: the sweeper gives its seats to the first in line.
    await t
      .db('bookings')
      .where({ booking_id: held.body.bookingId })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    await checkoutContext(t.app.context.deps).settlement.sweepLapsedHolds();
    await waitlistContext(t.app.context.deps).engine.drain();
    expect((await entryOf(first.email)).status).toBe('offered');
    expect((await entryOf(second.email)).status).toBe('waiting');

    // Staff raise the date's capacity by one through the back office: the next party fits.
    const raised = await t.request('PUT', `/update-ticket/${ticket.id}`, {
      token: admin,
      body: {
        service: ticket.service,
        title: ticket.title,
        ticketType: 'standard',
        pricing: PRICING,
        currency: 'myr',
        capacityPerSlot: 3,
        maxPerBooking: 20,
      },
    });
    expect(raised.status, raised.text).toBe(200);
    expect((await entryOf(second.email)).status).toBe('offered');
    expect((await t.db('slot_occupancy').where({ ticket_id: ticket.id }).first()).seats).toBe(3);
  });
});

describe('an offer on a tour with pickups and questions', () => {
  const DIET = {
    id: 'dietary-needs',
    label: 'Dietary needs for the BBQ',
    kind: 'choice',
    scope: 'participant',
    required: true,
    options: ['None', 'Vegetarian'],
  };
  const answers = { participants: [{ 'dietary-needs': 'None' }, { 'dietary-needs': 'Vegetarian' }] };

  /** A sold-out evening safari (pickup required, a question per guest) with one guest on its list. */
  async function offeredSafari() {
    const hotel = await t.request('POST', '/admin/pickup-points', {
      token: admin,
      body: {
        name: 'Atlantis The Palm',
        area: 'Palm Jumeirah',
        address: 'Crescent Road, The Palm',
        latitude: 25.130366,
        longitude: 55.117142,
        minutesBefore: 15,
        extraPrice: 2500,
      },
    });
    expect(hotel.status).toBe(201);
    const ticket = await createTicket(t.db, { timeSlots: ['15:00'], capacityPerSlot: 2 });
    const read = (await t.request('GET', `/admin/get-ticket?id=${ticket.id}`, { token: admin })).body;
    for (const key of ['_id', 'createdAt', 'updatedAt', 'pickupPoints']) delete read[key];
    const updated = await t.request('PUT', `/update-ticket/${ticket.id}`, {
      token: admin,
      body: { ...read, pickupMode: 'required', pickupPointIds: [hotel.body._id], questions: [DIET] },
    });
    expect(updated.status, updated.text).toBe(200);
    const paid = await paidBooking(ticket, {
      adultCount: 2,
      childCount: 0,
      pickupPointId: hotel.body._id,
      answers,
    });
    const who = contact('Safari');
    expect((await join(ticket, who, 2)).status).toBe(201);
    await t.request('POST', `/admin/bookings/${paid.id}/cancel`, {
      token: admin,
      body: { reason: 'Customer asked' },
    });
    const entry = await entryOf(who.email);
    expect(entry.status).toBe('offered');
    return {
      ticket,
      pointId: hotel.body._id as string,
      entry,
      token: await tokenFromMail(who.email, 'offer'),
    };
  }

  it('refuses a missing pickup or answer and changes nothing, then books with both, priced as a checkout', async () => {
    const { ticket, pointId, entry, token } = await offeredSafari();
    const before = await t.db('bookings').where({ id: entry.booking_id }).first();
    expect(before.pickup).toBeNull();

    const noPickup = await t.request('POST', '/waitlist/pay', { body: { token, answers } });
    expect(noPickup.status).toBe(422);
    expect(noPickup.body.error).toMatchObject({
      code: 'PICKUP_INVALID',
      details: { reason: 'pickup_required' },
    });
    const noAnswer = await t.request('POST', '/waitlist/pay', {
      body: { token, pickupPointId: pointId, answers: { participants: [{ 'dietary-needs': 'None' }, {}] } },
    });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.error.details.issues[0].path).toBe('answers.participants.1.dietary-needs');
    expect(await t.db('bookings').where({ id: entry.booking_id }).first()).toEqual(before);
    expect(await t.db('payment_local_sessions').where({ booking_id: entry.booking_id })).toEqual([]);

    const pay = await t.request('POST', '/waitlist/pay', {
      body: { token, pickupPointId: pointId, answers },
    });
    expect(pay.status, pay.text).toBe(200);
    // What a checkout of the same seats with the same hotel charges.
    const checkout = computeTotals({
      adultCount: 2,
      childCount: 0,
      prices: unitPricesForDate(PRICING, 0, entry.booking_date),
      pickupExtra: 2500,
    });
    const held = await t.db('bookings').where({ id: entry.booking_id }).first();
    expect(held).toMatchObject({
      pickup_total: 5000,
      total_amount: checkout.totalAmount,
      total_discount_amount: checkout.totalDiscountAmount,
      answers,
    });
    expect(held.pickup).toMatchObject({ pickupPointId: pointId, name: 'Atlantis The Palm' });
    const session = await t.db('payment_local_sessions').where({ booking_id: entry.booking_id }).first();
    expect(session.amount_total).toBe(checkout.totalDiscountAmount);
    const view = await t.request('GET', '/waitlist/entry', { query: { token } });
    expect(view.body).toMatchObject({ ticketId: ticket.id, amount: checkout.totalDiscountAmount });

    await payOnLocalPage(pay.body.url);
    expect(await t.db('bookings').where({ id: entry.booking_id }).first()).toMatchObject({
      booking_status: 'confirmed',
      pickup_total: 5000,
    });
  });
});

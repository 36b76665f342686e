import { zAvailability, zBooking, zErrorBadRequest, zProduct } from '@octocloud/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { TicketRow } from '../checkout/repository';
import { createTicket, nextDate } from '../checkout/testing/fixtures';
import { createReseller, expectOcto, octoClient } from './testing/octo-client';
import {
  zBookingPickups,
  zBookingQuestions,
  zOptionPickups,
  zOptionQuestions,
} from './testing/extension-schemas';

/*
 * octo/pickups and octo/questions: a ticket's pickup points and questions on its OCTO option, a
 * reseller's booking collected from one of them (the extra charged by core's pricing, as on the
 * website) with its answers checked by core's schemas and kept where the website keeps them.
 */

let t: TestApp;
let octo: ReturnType<typeof octoClient>;
let safari: TicketRow;
let cruise: TicketRow;
let plain: TicketRow;
const points: Record<'atlantis' | 'marina' | 'foreign', string> = { atlantis: '', marina: '', foreign: '' };
const BOTH = 'octo/pricing, octo/pickups, octo/questions';
const day = nextDate('Tuesday', 5);

const DIET = {
  id: 'diet',
  label: 'Dietary needs',
  kind: 'choice',
  scope: 'participant',
  required: true,
  helpText: 'For the BBQ dinner',
  options: ['None', 'Vegetarian', 'Vegan'],
};
const ROOM = {
  id: 'room',
  label: 'Room number',
  kind: 'short_text',
  scope: 'booking',
  required: false,
  helpText: null,
  options: [],
};
const FIRST = {
  id: 'first-visit',
  label: 'First desert safari?',
  kind: 'yes_no',
  scope: 'booking',
  required: false,
  helpText: null,
  options: [],
};

async function point(name: string, minutesBefore: number, extraPrice: number): Promise<string> {
  const [row] = (await t
    .db('pickup_points')
    .insert({
      name,
      area: 'Palm Jumeirah',
      address: `${name}, Dubai`,
      latitude: 25.1304,
      longitude: 55.1171,
      minutes_before: minutesBefore,
      extra_price: extraPrice,
    })
    .returning('id')) as { id: string }[];
  return row!.id;
}

const reserve = (body: Record<string, unknown>, caps = BOTH) =>
  octo('POST', '/bookings', { capabilities: caps, body });

const safariReservation = (extra: Record<string, unknown> = {}) => ({
  productId: safari.id,
  optionId: 'DEFAULT',
  availabilityId: `${day}T15:30:00+04:00`,
  unitItems: [{ unitId: 'child' }, { unitId: 'adult' }, { unitId: 'adult' }],
  pickupRequested: true,
  pickupPointId: points.atlantis,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  safari = await createTicket(t.db, { timeSlots: ['15:30'], capacityPerSlot: 20 });
  cruise = await createTicket(t.db, { timeSlots: ['19:00'], capacityPerSlot: 20 });
  plain = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 20 });
  points.atlantis = await point('Atlantis The Palm', 45, 2500);
  points.marina = await point('Marina Mall', 60, 0);
  points.foreign = await point('Hatta Dam', 120, 0);
  await t
    .db('tickets')
    .where({ id: safari.id })
    .update({ pickup_mode: 'required', questions: JSON.stringify([DIET, ROOM, FIRST]) });
  await t.db('tickets').where({ id: cruise.id }).update({ pickup_mode: 'optional' });
  await t.db('ticket_pickup_points').insert([
    { ticket_id: safari.id, pickup_point_id: points.atlantis },
    { ticket_id: safari.id, pickup_point_id: points.marina },
    { ticket_id: cruise.id, pickup_point_id: points.atlantis },
  ]);
  const reseller = await createReseller(t, {
    name: 'Viator',
    commissionPercent: 20,
    ticketIds: [safari.id, cruise.id, plain.id],
  });
  octo = octoClient(t.baseUrl, reseller.apiKey);
});
afterAll(() => t?.close());

describe('products', () => {
  it('carry pickups and questions only when the capabilities are asked for, and echo them', async () => {
    const core = await octo('GET', `/products/${safari.id}`, { capabilities: '' });
    const option = expectOcto(zProduct, core).options[0];
    expect(option).not.toHaveProperty('pickupPoints');
    expect(option).not.toHaveProperty('questions');
    expect(option.units[0]).not.toHaveProperty('questions');

    const rich = await octo('GET', `/products/${safari.id}`, { capabilities: BOTH });
    expect(rich.headers.get('octo-capabilities')).toBe('octo/pricing, octo/pickups, octo/questions');
    const product = expectOcto(zProduct, rich);
    const opt = zOptionPickups.parse(product.options[0]);
    zOptionQuestions.parse(product.options[0]);
    expect(opt).toMatchObject({ pickupAvailable: true, pickupRequired: true });
    expect(opt.pickupPoints.map((p) => p.name)).toEqual(['Atlantis The Palm', 'Marina Mall']);
    expect(opt.pickupPoints[0]).toMatchObject({
      id: points.atlantis,
      address: 'Atlantis The Palm, Dubai',
      latitude: 25.1304,
      longitude: 55.1171,
      locality: 'Palm Jumeirah',
      // A product has no day yet: the time comes with a booking.
      localDateTime: null,
      directions: 'The driver is here 45 minutes before the start.',
    });
    // Asked once per booking on the option; of each participant on every unit.
    const questions = product.options[0].questions as { id: string; inputType: string }[];
    expect(questions.map((q) => [q.id, q.inputType])).toEqual([
      ['room', 'text'],
      ['first-visit', 'radio'],
    ]);
    expect(product.options[0].questions[1].selectOptions).toEqual([
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ]);
    for (const unit of product.options[0].units) {
      expect(unit.questions).toEqual([
        expect.objectContaining({
          id: 'diet',
          title: 'Dietary needs',
          shortDescription: 'For the BBQ dinner',
          required: true,
          inputType: 'select',
          selectOptions: DIET.options.map((o) => ({ label: o, value: o })),
        }),
      ]);
    }
  });

  it('say a ticket without pickups has none, and one with optional pickups offers its points', async () => {
    const list = await octo('GET', '/products', { capabilities: BOTH });
    const byId = new Map(
      (list.body as { id: string; options: unknown[] }[]).map((p) => [
        p.id,
        zOptionPickups.parse(p.options[0]),
      ]),
    );
    expect(byId.get(plain.id)).toEqual({ pickupAvailable: false, pickupRequired: false, pickupPoints: [] });
    expect(byId.get(cruise.id)).toMatchObject({ pickupAvailable: true, pickupRequired: false });
    expect(byId.get(cruise.id)!.pickupPoints.map((p) => p.id)).toEqual([points.atlantis]);
  });
});

describe('availability', () => {
  it('gives each pickup point the time its driver is there for that start (octo/pickups only)', async () => {
    const body = { productId: safari.id, optionId: 'DEFAULT', localDateStart: day, localDateEnd: day };
    const [plainSlot] = (await octo('POST', '/availability', { capabilities: '', body })).body;
    expect(plainSlot).not.toHaveProperty('pickupPoints');
    const res = await octo('POST', '/availability', { capabilities: 'octo/pickups', body });
    expect(res.status).toBe(200);
    expect(zAvailability.safeParse(res.body[0]).success).toBe(true);
    const slot = zOptionPickups.parse(res.body[0]);
    expect(slot).toMatchObject({ pickupAvailable: true, pickupRequired: true });
    expect(slot.pickupPoints.map((p) => [p.name, p.localDateTime])).toEqual([
      ['Atlantis The Palm', `${day}T14:45:00+04:00`],
      ['Marina Mall', `${day}T14:30:00+04:00`],
    ]);
  });
});

describe('reserve with a pickup and answers', () => {
  it('charges the pickup extra through core’s pricing and keeps point and answers as the website does', async () => {
    const res = await reserve(
      safariReservation({
        unitItems: [
          { unitId: 'child', questionAnswers: [{ questionId: 'diet', value: 'Vegetarian' }] },
          { unitId: 'adult', questionAnswers: [{ questionId: 'diet', value: 'None' }] },
          { unitId: 'adult' },
        ],
        questionAnswers: [{ questionId: 'first-visit', value: 'yes' }],
      }),
    );
    const booking = expectOcto(zBooking, res);
    zBookingPickups.parse(booking);
    zBookingQuestions.parse(booking);
    // Tuesday: two adults at 150.00 and a child at 90.00, plus 25.00 pickup each; 20 % commission.
    expect(booking.pricing).toMatchObject({ retail: 46500, net: 37200 });
    const items = booking.unitItems as { pricing: { retail: number; net: number } }[];
    expect(items.reduce((n, u) => n + u.pricing.retail, 0)).toBe(46500);
    expect(items.reduce((n, u) => n + u.pricing.net, 0)).toBe(37200);
    expect(booking).toMatchObject({
      status: 'ON_HOLD',
      pickupRequested: true,
      pickupPointId: points.atlantis,
      pickupNotes: `Collected from Atlantis The Palm at 14:45 on ${day}.`,
      pickupPoint: { name: 'Atlantis The Palm', localDateTime: `${day}T14:45:00+04:00` },
    });
    const row = await t.db('bookings').where({ id: booking.uuid }).first();
    expect(row).toMatchObject({
      total_amount: 46500,
      pickup_total: 7500,
      total_discount_amount: 37200,
      pickup: {
        pickupPointId: points.atlantis,
        name: 'Atlantis The Palm',
        minutesBefore: 45,
        extraPrice: 2500,
      },
      // Adults first, as the website lists its guests; the third guest has not answered yet.
      answers: {
        booking: { 'first-visit': true },
        participants: [{ diet: 'None' }, {}, { diet: 'Vegetarian' }],
      },
    });
    expect(await t.db('octo_bookings').where({ booking_id: booking.uuid }).first('answers_due')).toEqual({
      answers_due: true,
    });
  });

  it('refuses a point the ticket does not offer, none where pickup is required, and one where none is offered', async () => {
    const foreign = expectOcto(
      zErrorBadRequest,
      await reserve(safariReservation({ pickupPointId: points.foreign })),
      400,
    );
    expect(foreign.errorMessage).toBe('pickupPointId: This pickup point is not offered for this ticket.');
    const none = expectOcto(
      zErrorBadRequest,
      await reserve(safariReservation({ pickupRequested: false, pickupPointId: null })),
      400,
    );
    expect(none.errorMessage).toMatch(/^pickupPointId: This tour collects every guest/);
    const asked = expectOcto(
      zErrorBadRequest,
      await reserve(safariReservation({ pickupPointId: null })),
      400,
    );
    expect(asked.errorMessage).toMatch(/^pickupPointId: name one of the option's pickupPoints/);
    const notOffered = expectOcto(
      zErrorBadRequest,
      await reserve({
        productId: plain.id,
        optionId: 'DEFAULT',
        availabilityId: `${day}T10:00:00+04:00`,
        unitItems: [{ unitId: 'adult' }],
        pickupPointId: points.atlantis,
      }),
      400,
    );
    expect(notOffered.errorMessage).toMatch(/^pickupPointId: This ticket has no pickup/);
  });

  it('refuses an answer that is not one of the choices, or to a question the ticket does not ask', async () => {
    const fish = await reserve(
      safariReservation({
        unitItems: [{ unitId: 'adult', questionAnswers: [{ questionId: 'diet', value: 'Fish' }] }],
      }),
    );
    expect(expectOcto(zErrorBadRequest, fish, 400).errorMessage).toBe(
      'unitItems: participant 1, question diet: must be one of: None, Vegetarian, Vegan',
    );
    const unknown = await reserve(
      safariReservation({ questionAnswers: [{ questionId: 'shoe-size', value: '42' }] }),
    );
    expect(expectOcto(zErrorBadRequest, unknown, 400).errorMessage).toBe(
      'questionAnswers: question shoe-size: this question is not asked',
    );
  });

  it('leaves a booking without pickups or questions as it was, and its answer without the fields unless asked', async () => {
    const res = await reserve(
      {
        productId: plain.id,
        optionId: 'DEFAULT',
        availabilityId: `${day}T10:00:00+04:00`,
        unitItems: [{ unitId: 'adult' }],
      },
      'octo/pricing',
    );
    const booking = expectOcto(zBooking, res);
    expect(booking).not.toHaveProperty('pickupRequested');
    expect(booking).not.toHaveProperty('questionAnswers');
    expect(booking.pricing).toMatchObject({ retail: 15000, net: 12000 });
    const row = await t.db('bookings').where({ id: booking.uuid }).first();
    expect(row).toMatchObject({ pickup: null, pickup_total: 0, answers: null });
    const confirmed = await octo('POST', `/bookings/${booking.uuid}/confirm`, {
      capabilities: BOTH,
      body: { contact: { fullName: 'Omar Haddad', emailAddress: 'omar@example.com' } },
    });
    zBookingPickups.parse(expectOcto(zBooking, confirmed));
    expect(confirmed.body).toMatchObject({
      status: 'CONFIRMED',
      pickupRequested: false,
      pickupPointId: null,
      pickupPoint: null,
    });
    expect(confirmed.body.questionAnswers).toEqual([]);
  });
});

describe('confirm with the answers', () => {
  it('refuses a confirmation while a required answer is missing, then takes the answers with it', async () => {
    const held = expectOcto(zBooking, await reserve(safariReservation()));
    const contact = { fullName: 'Layla Nasser', emailAddress: 'layla@example.com' };
    const refused = await octo('POST', `/bookings/${held.uuid}/confirm`, {
      capabilities: BOTH,
      body: { contact },
    });
    expect(expectOcto(zErrorBadRequest, refused, 400).errorMessage).toBe(
      'unitItems: participant 1, question diet: this question needs an answer',
    );
    expect((await t.db('bookings').where({ id: held.uuid }).first('booking_status')).booking_status).toBe(
      'pending',
    );

    const unitItems = (held.unitItems as { uuid: string; unitId: string }[]).map((u, i) => ({
      uuid: u.uuid,
      unitId: u.unitId,
      questionAnswers: [{ questionId: 'diet', value: ['Vegetarian', 'None', 'Vegan'][i]! }],
    }));
    const res = await octo('POST', `/bookings/${held.uuid}/confirm`, {
      capabilities: BOTH,
      body: { contact, unitItems, questionAnswers: [{ questionId: 'room', value: '1204' }] },
    });
    const booking = expectOcto(zBooking, res);
    const answered = zBookingQuestions.parse(booking);
    expect(booking.status).toBe('CONFIRMED');
    expect(answered.questionAnswers.map((a) => [a.questionId, a.value])).toEqual([
      ['room', '1204'],
      ['first-visit', null],
    ]);
    expect(answered.unitItems.map((u) => u.questionAnswers[0]!.value)).toEqual([
      'Vegetarian',
      'None',
      'Vegan',
    ]);
    expect(booking.pricing).toMatchObject({ retail: 46500, net: 37200 });

    // GET answers the same, and the website's own read of the booking shows the same columns.
    const got = zBookingQuestions.parse(
      expectOcto(zBooking, await octo('GET', `/bookings/${held.uuid}`, { capabilities: BOTH })),
    );
    expect(got.unitItems.map((u) => u.questionAnswers[0]!.value)).toEqual(['Vegetarian', 'None', 'Vegan']);
    const token = await t.loginAsAdmin();
    const admin = await t.request('GET', `/admin/bookings/${held.uuid}`, { token });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      pickup: { pickupPointId: points.atlantis, name: 'Atlantis The Palm', date: day, time: '14:45' },
      pickupTotal: 7500,
      totalAmount: 46500,
      answers: {
        booking: { room: '1204' },
        participants: [{ diet: 'None' }, { diet: 'Vegan' }, { diet: 'Vegetarian' }],
      },
    });
    expect(await t.db('octo_bookings').where({ booking_id: held.uuid }).first('answers_due')).toEqual({
      answers_due: false,
    });
  });
});

describe('update', () => {
  it('changes the pickup with its extra, and drops it where it is optional', async () => {
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: cruise.id,
        optionId: 'DEFAULT',
        availabilityId: `${day}T19:00:00+04:00`,
        unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
      }),
    );
    expect(held).toMatchObject({ pickupRequested: false, pricing: { retail: 30000, net: 24000 } });
    const patched = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, {
        capabilities: BOTH,
        body: { pickupPointId: points.atlantis },
      }),
    );
    expect(patched).toMatchObject({
      pickupRequested: true,
      pickupPointId: points.atlantis,
      pickupPoint: { localDateTime: `${day}T18:15:00+04:00` },
      pricing: { retail: 35000, net: 28000 },
    });
    const foreign = await octo('PATCH', `/bookings/${held.uuid}`, {
      capabilities: BOTH,
      body: { pickupPointId: points.marina },
    });
    expect(expectOcto(zErrorBadRequest, foreign, 400).errorMessage).toMatch(
      /^pickupPointId: This pickup point/,
    );
    const dropped = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, { capabilities: BOTH, body: { pickupRequested: false } }),
    );
    expect(dropped).toMatchObject({ pickupRequested: false, pickupPoint: null, pricing: { retail: 30000 } });
    const row = await t.db('bookings').where({ id: held.uuid }).first();
    expect(row).toMatchObject({ pickup: null, pickup_total: 0, total_amount: 30000 });
  });
});

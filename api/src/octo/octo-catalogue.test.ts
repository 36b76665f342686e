import {
  zAvailabilitiesAvailabilityCalendarResponse,
  zAvailabilitiesAvailabilityCheckResponse,
  zCapabilitiesGetResponse,
  zErrorBadRequest,
  zErrorInvalidAvailabilityId,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zErrorUnauthorized,
  zProduct,
  zProductsGetProductsResponse,
  zSupplier,
} from '@octocloud/types';
import { addDays } from '@tours/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTicket, nextDate } from '../checkout/testing/fixtures';
import type { TicketRow } from '../checkout/repository';
import { createReseller, expectOcto, octoClient } from './testing/octo-client';

/*
 * The read side of /octo against OCTO's own schemas (@octocloud/types): the supplier, products of
 * both availability types, the calendar and availability, and each error code the validator's
 * scenarios expect. Each answer is parsed with the specification's zod schema.
 */

let t: TestApp;
let octo: ReturnType<typeof octoClient>;
let timed: TicketRow;
let allDay: TicketRow;
let pairs: TicketRow;
let other: TicketRow;
const BOTH = 'octo/pricing, octo/content';

beforeAll(async () => {
  t = await createTestApp();
  timed = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 6, maxPerBooking: 6 });
  allDay = await createTicket(t.db, { capacityPerSlot: null });
  pairs = await createTicket(t.db, { timeSlots: ['11:00'], capacityPerSlot: 10, adultBogo: true });
  other = await createTicket(t.db, { timeSlots: ['09:00'], capacityPerSlot: 5 });
  await t
    .db('tickets')
    .where({ id: allDay.id })
    .update({ included: JSON.stringify(['Entry', 'Audio guide']) });
  const reseller = await createReseller(t, {
    name: 'Klook',
    commissionPercent: 20,
    ticketIds: [timed.id, allDay.id, pairs.id],
  });
  octo = octoClient(t.baseUrl, reseller.apiKey);
});
afterAll(() => t?.close());

describe('supplier and capabilities', () => {
  it('GET /supplier names us and the OCTO endpoint, with content when asked', async () => {
    const plain = expectOcto(zSupplier, await octo('GET', '/supplier'));
    expect(plain.endpoint).toBe(`${t.config.publicUrl}/octo`);
    expect(plain).not.toHaveProperty('shortDescription');
    const rich = await octo('GET', '/supplier', { capabilities: 'octo/content' });
    expect(expectOcto(zSupplier, rich)).toHaveProperty('shortDescription');
    expect(rich.headers.get('octo-capabilities')).toBe('octo/content');
  });

  it('GET /capabilities lists octo/pricing, octo/content, octo/pickups and octo/questions', async () => {
    const list = expectOcto(zCapabilitiesGetResponse, await octo('GET', '/capabilities'));
    expect(list.map((c: { id: string }) => c.id)).toEqual([
      'octo/pricing',
      'octo/content',
      'octo/pickups',
      'octo/questions',
    ]);
  });

  it('refuses a missing or wrong key with UNAUTHORIZED, in OCTO’s shape', async () => {
    for (const key of [null, 'octo_live_not-a-real-key-at-all-1234567890']) {
      const res = await octo('GET', '/products', { key });
      expectOcto(zErrorUnauthorized, res, 401);
      expect(res.body.error).toBe('UNAUTHORIZED');
    }
  });

  it('answers a path OCTO has not with its own 404, never a page', async () => {
    const res = await octo('GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('products', () => {
  it('lists one product per ticket the key may sell: START_TIME and OPENING_HOURS, core only without capabilities', async () => {
    const res = await octo('GET', '/products', { capabilities: '' });
    const products = expectOcto(zProductsGetProductsResponse, res);
    expect(res.headers.get('octo-capabilities')).toBe('');
    expect(products.map((p: { id: string }) => p.id).sort()).toEqual([timed.id, allDay.id, pairs.id].sort());
    const byId = Object.fromEntries(products.map((p: { id: string }) => [p.id, p]));
    expect(byId[timed.id]).toMatchObject({ availabilityType: 'START_TIME', allowFreesale: false });
    expect(byId[allDay.id]).toMatchObject({ availabilityType: 'OPENING_HOURS', allowFreesale: true });
    expect(byId[timed.id].options[0]).toMatchObject({
      id: 'DEFAULT',
      default: true,
      availabilityLocalStartTimes: ['10:00', '14:00'],
    });
    expect(byId[allDay.id].options[0].availabilityLocalStartTimes).toEqual(['00:00']);
    expect(byId[timed.id]).not.toHaveProperty('defaultCurrency');
    expect(byId[timed.id].options[0].units[0]).not.toHaveProperty('pricingFrom');
  });

  it('offers one option per preference, the default first, with retail and net prices under octo/pricing', async () => {
    const res = await octo('GET', `/products/${timed.id}`, { capabilities: BOTH });
    const product = expectOcto(zProduct, res);
    expect(res.headers.get('octo-capabilities')).toBe('octo/pricing, octo/content');
    expect(product).toMatchObject({
      defaultCurrency: 'MYR',
      availableCurrencies: ['MYR'],
      pricingPer: 'UNIT',
    });
    expect(product.options.map((o: { id: string; default: boolean }) => [o.id, o.default])).toEqual([
      ['DEFAULT', true],
      ['preference-1', false],
    ]);
    // The fixture's Standard adult: 150.00 on a weekday, 180.00 at the weekend; 20 % commission.
    expect(product.options[0].units[0]).toMatchObject({
      id: 'adult',
      type: 'ADULT',
      pricingFrom: [{ retail: 15000, original: 15000, net: 12000, currency: 'MYR', currencyPrecision: 2 }],
    });
    expect(product.options[0].units[0].restrictions).toMatchObject({ paxCount: 1, maxQuantity: 6 });
  });

  it('sells a buy-one-get-one age group only in pairs: one unit of two people', async () => {
    const product = expectOcto(zProduct, await octo('GET', `/products/${pairs.id}`, { capabilities: BOTH }));
    const units = product.options[0].units;
    expect(units.map((u: { id: string }) => u.id)).toEqual(['adult-pair', 'child']);
    expect(units[0].restrictions.paxCount).toBe(2);
    expect(units[0].pricingFrom[0]).toMatchObject({ retail: 30000, net: 24000 });
  });

  it('describes the content under octo/content: title, inclusions, the cancellation policy in words', async () => {
    const product = expectOcto(zProduct, await octo('GET', `/products/${allDay.id}`, { capabilities: BOTH }));
    expect(product.title).toBe(allDay.title);
    const features = product.features.map((f: { type: string; shortDescription: string }) => [
      f.type,
      f.shortDescription,
    ]);
    expect(features).toContainEqual(['INCLUSION', 'Audio guide']);
    expect(features).toContainEqual([
      'CANCELLATION_TERM',
      'Free cancellation up to 24 hours before the visit',
    ]);
  });

  it('answers INVALID_PRODUCT_ID for an unknown product and for a ticket the key may not sell', async () => {
    for (const id of ['invalidProductId', other.id]) {
      const res = await octo('GET', `/products/${id}`);
      expectOcto(zErrorInvalidProductId, res, 400);
      expect(res.body).toMatchObject({ error: 'INVALID_PRODUCT_ID', productId: id });
    }
  });
});

describe('calendar', () => {
  const from = nextDate('Tuesday', 3);

  it('answers each day of a range with status, vacancies and net prices', async () => {
    const res = await octo('POST', '/availability/calendar', {
      capabilities: 'octo/pricing',
      body: {
        productId: timed.id,
        optionId: 'DEFAULT',
        localDateStart: from,
        localDateEnd: addDays(from, 29),
      },
    });
    const days = expectOcto(zAvailabilitiesAvailabilityCalendarResponse, res);
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({
      localDate: from,
      status: 'AVAILABLE',
      available: true,
      vacancies: 12,
      capacity: 12,
    });
    expect(days[0].unitPricingFrom[0]).toMatchObject({ unitId: 'adult', retail: 15000, net: 12000 });
  });

  it('says FREESALE with no vacancies for a ticket without a capacity, and opening hours for a whole day', async () => {
    const days = expectOcto(
      zAvailabilitiesAvailabilityCalendarResponse,
      await octo('POST', '/availability/calendar', {
        body: { productId: allDay.id, optionId: 'DEFAULT', localDateStart: from, localDateEnd: from },
      }),
    );
    expect(days[0]).toMatchObject({ status: 'FREESALE', vacancies: null, capacity: null });
    expect(days[0].openingHours).toEqual([{ from: '00:00', to: '23:59' }]);
  });

  it('answers BAD_REQUEST without localDateStart and INVALID_OPTION_ID for an unknown option', async () => {
    const missing = await octo('POST', '/availability/calendar', {
      body: { productId: timed.id, optionId: 'DEFAULT', localDateEnd: from },
    });
    expectOcto(zErrorBadRequest, missing, 400);
    expect(missing.body.error).toBe('BAD_REQUEST');
    const option = await octo('POST', '/availability/calendar', {
      body: { productId: timed.id, optionId: 'invalidOptionId', localDateStart: from, localDateEnd: from },
    });
    expectOcto(zErrorInvalidOptionId, option, 400);
    expect(option.body).toMatchObject({ error: 'INVALID_OPTION_ID', optionId: 'invalidOptionId' });
  });

  it('follows the website’s month calendar day by day, closed and sold-out days included', async () => {
    const month = from.slice(0, 7);
    const start = `${month}-01`;
    const end = addDays(addDays(`${month}-28`, 4).slice(0, 7) + '-01', -1);
    await t.db('blocked_dates').insert({ service: timed.service, ticket_id: timed.id, blocked_date: from });
    const full = addDays(from, 1);
    for (const slot of ['10:00', '14:00'])
      await t
        .db('slot_occupancy')
        .insert({ ticket_id: timed.id, booking_date: full, time_slot: slot, seats: 6 });
    try {
      const days = expectOcto(
        zAvailabilitiesAvailabilityCalendarResponse,
        await octo('POST', '/availability/calendar', {
          body: { productId: timed.id, optionId: 'DEFAULT', localDateStart: start, localDateEnd: end },
        }),
      );
      const website = await t.request('GET', '/availability/month', { query: { ticketId: timed.id, month } });
      const expected: Record<string, string> = {
        available: 'AVAILABLE',
        fewLeft: 'LIMITED',
        soldOut: 'SOLD_OUT',
        closed: 'CLOSED',
        past: 'CLOSED',
      };
      expect(days.map((d: { localDate: string; status: string }) => [d.localDate, d.status])).toEqual(
        website.body.days.map((d: { date: string; status: string }) => [d.date, expected[d.status]]),
      );
      expect(days.find((d: { localDate: string }) => d.localDate === from).status).toBe('CLOSED');
      expect(days.find((d: { localDate: string }) => d.localDate === full)).toMatchObject({
        status: 'SOLD_OUT',
        available: false,
        vacancies: 0,
      });
    } finally {
      await t.db('blocked_dates').where({ ticket_id: timed.id }).delete();
      await t.db('slot_occupancy').where({ ticket_id: timed.id }).delete();
    }
  });
});

describe('availability', () => {
  const day = nextDate('Wednesday', 3);

  it('answers every start of a range, each id its local start date-time in Dubai', async () => {
    const res = await octo('POST', '/availability', {
      capabilities: 'octo/pricing',
      body: { productId: timed.id, optionId: 'DEFAULT', localDateStart: day, localDateEnd: addDays(day, 29) },
    });
    const list = expectOcto(zAvailabilitiesAvailabilityCheckResponse, res);
    expect(list).toHaveLength(60);
    expect(list.filter((a: { available: boolean }) => a.available).length).toBeGreaterThanOrEqual(2);
    expect(list[0]).toMatchObject({
      id: `${day}T10:00:00+04:00`,
      localDateTimeStart: `${day}T10:00:00+04:00`,
      allDay: false,
      status: 'AVAILABLE',
      vacancies: 6,
      capacity: 6,
      openingHours: [],
    });
    // The cut-off is the slot's start (the website stops selling it then), without milliseconds.
    expect(list[0].utcCutoffAt).toBe(`${day}T06:00:00Z`);
    expect(list[0].unitPricing.map((u: { unitId: string; net: number }) => [u.unitId, u.net])).toEqual([
      ['adult', 12000],
      ['child', 7200],
    ]);
  });

  it('answers the starts named by their ids, and a whole day for an OPENING_HOURS product', async () => {
    const ids = [`${day}T14:00:00+04:00`, `${addDays(day, 1)}T10:00:00+04:00`];
    const list = expectOcto(
      zAvailabilitiesAvailabilityCheckResponse,
      await octo('POST', '/availability', {
        body: { productId: timed.id, optionId: 'DEFAULT', availabilityIds: ids },
      }),
    );
    expect(list.map((a: { id: string }) => a.id)).toEqual(ids);
    const whole = expectOcto(
      zAvailabilitiesAvailabilityCheckResponse,
      await octo('POST', '/availability', {
        body: { productId: allDay.id, optionId: 'DEFAULT', localDate: day },
      }),
    );
    expect(whole).toHaveLength(1);
    expect(whole[0]).toMatchObject({
      id: `${day}T00:00:00+04:00`,
      allDay: true,
      status: 'FREESALE',
      openingHours: [{ from: '00:00', to: '23:59' }],
    });
  });

  it('counts the same seats as the website’s time-slot read', async () => {
    const { body: slots } = await t.request('GET', '/time-slot', {
      query: { dateForSlot: day, ticketId: timed.id },
    });
    const list = expectOcto(
      zAvailabilitiesAvailabilityCheckResponse,
      await octo('POST', '/availability', {
        body: { productId: timed.id, optionId: 'DEFAULT', localDate: day },
      }),
    );
    expect(list.map((a: { vacancies: number }) => a.vacancies)).toEqual(
      slots.slots.map((s: { remaining: number }) => s.remaining),
    );
  });

  it('answers BAD_REQUEST for a range and ids together, INVALID_OPTION_ID and INVALID_AVAILABILITY_ID', async () => {
    const both = await octo('POST', '/availability', {
      body: {
        productId: timed.id,
        optionId: 'DEFAULT',
        localDateStart: day,
        localDateEnd: day,
        availabilityIds: [`${day}T10:00:00+04:00`],
      },
    });
    expectOcto(zErrorBadRequest, both, 400);
    expect(both.body.error).toBe('BAD_REQUEST');
    const option = await octo('POST', '/availability', {
      body: { productId: timed.id, optionId: 'invalidOptionId', localDate: day },
    });
    expectOcto(zErrorInvalidOptionId, option, 400);
    for (const id of ['invalidAvailabilityId', `${day}T12:00:00+04:00`, `${day}T10:00:00+03:00`]) {
      const res = await octo('POST', '/availability', {
        body: { productId: timed.id, optionId: 'DEFAULT', availabilityIds: [id] },
      });
      expectOcto(zErrorInvalidAvailabilityId, res, 400);
      expect(res.body).toMatchObject({ error: 'INVALID_AVAILABILITY_ID', availabilityId: id });
    }
    const currency = await octo('POST', '/availability', {
      body: { productId: timed.id, optionId: 'DEFAULT', localDate: day, currency: 'EUR' },
    });
    expectOcto(zErrorBadRequest, currency, 400);
    const unit = await octo('POST', '/availability', {
      body: {
        productId: timed.id,
        optionId: 'DEFAULT',
        localDate: day,
        units: [{ id: 'invalidUnitId', quantity: 1 }],
      },
    });
    expectOcto(zErrorInvalidUnitId, unit, 400);
  });

  it('says a start cannot take more people than it has seats for, when the units are given', async () => {
    const list = expectOcto(
      zAvailabilitiesAvailabilityCheckResponse,
      await octo('POST', '/availability', {
        body: {
          productId: timed.id,
          optionId: 'DEFAULT',
          localDate: day,
          units: [{ id: 'adult', quantity: 7 }],
        },
      }),
    );
    expect(list.map((a: { available: boolean; status: string }) => [a.available, a.status])).toEqual([
      [false, 'AVAILABLE'],
      [false, 'AVAILABLE'],
    ]);
  });
});

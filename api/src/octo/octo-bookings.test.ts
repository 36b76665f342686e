import {
  zBooking,
  zBookingsGetBookingsResponse,
  zErrorBadRequest,
  zErrorInvalidAvailabilityId,
  zErrorInvalidBookingUuid,
  zErrorInvalidOptionId,
  zErrorInvalidProductId,
  zErrorInvalidUnitId,
  zErrorUnprocessableEntity,
} from '@octocloud/types';
import { addDays, NON_REFUNDABLE } from '@tours/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { dubaiToday } from '../../test/fixtures';
import { checkoutContext } from '../checkout/context';
import type { TicketRow } from '../checkout/repository';
import { createTicket, nextDate } from '../checkout/testing/fixtures';
import { createReseller, expectOcto, octoClient } from './testing/octo-client';

/*
 * A reseller booking's whole life over OCTO, every answer parsed with the specification's schemas,
 * covering the OCTO validator's booking scenarios: reserve (no uuid, missing or empty unit items,
 * invalid ids, a sold-out slot), extend, confirm, update (date, units, contact), get, list, cancel of
 * a reservation and of a confirmed booking, and invalid uuids. The seats are the website's own.
 */

let t: TestApp;
let octo: ReturnType<typeof octoClient>;
let otherReseller: ReturnType<typeof octoClient>;
let timed: TicketRow;
let allDay: TicketRow;
let pairs: TicketRow;
let partial: TicketRow;
let nonRefundable: TicketRow;
let resellerId: string;
const PRICING = 'octo/pricing';

const seatsIn = async (ticketId: string, date: string, slot: string | null) =>
  Number(
    (
      (await t
        .db('slot_occupancy')
        .where({ ticket_id: ticketId, booking_date: date, time_slot: slot ?? '' })
        .first('seats')) as { seats: number } | undefined
    )?.seats ?? 0,
  );

const reserve = (body: Record<string, unknown>, caps = PRICING) =>
  octo('POST', '/bookings', { capabilities: caps, body });

const at = (date: string, slot = '10:00') => `${date}T${slot}:00+04:00`;

beforeAll(async () => {
  t = await createTestApp();
  timed = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 6, maxPerBooking: 6 });
  allDay = await createTicket(t.db, { capacityPerSlot: null });
  pairs = await createTicket(t.db, { timeSlots: ['11:00'], capacityPerSlot: 10, adultBogo: true });
  partial = await createTicket(t.db, { timeSlots: ['23:59'], capacityPerSlot: 10 });
  nonRefundable = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 10 });
  // Free cancellation is over long before; half back until the visit.
  await t
    .db('tickets')
    .where({ id: partial.id })
    .update({
      cancellation_policy: JSON.stringify({
        freeUntilHours: 720,
        partial: { untilHours: 0, refundPercent: 50 },
      }),
    });
  await t
    .db('tickets')
    .where({ id: nonRefundable.id })
    .update({ cancellation_policy: JSON.stringify(NON_REFUNDABLE) });
  const reseller = await createReseller(t, {
    name: 'Klook',
    commissionPercent: 20,
    ticketIds: [timed.id, allDay.id, pairs.id, partial.id, nonRefundable.id],
  });
  resellerId = reseller.id;
  octo = octoClient(t.baseUrl, reseller.apiKey);
  otherReseller = octoClient(
    t.baseUrl,
    (await createReseller(t, { name: 'GetYourGuide', ticketIds: [timed.id] })).apiKey,
  );
});
afterAll(() => t?.close());

describe('reserve', () => {
  const day = nextDate('Tuesday', 5);

  it('holds the seats on the website’s counter, with new lower-case v4 uuids and the net price', async () => {
    const before = await seatsIn(timed.id, day, '10:00');
    const res = await reserve({
      productId: timed.id,
      optionId: 'DEFAULT',
      availabilityId: at(day),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
      notes: 'Window seats please',
    });
    const booking = expectOcto(zBooking, res);
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(booking.uuid).toMatch(v4);
    for (const item of booking.unitItems) expect(item.uuid).toMatch(v4);
    expect(new Set(booking.unitItems.map((u: { uuid: string }) => u.uuid)).size).toBe(3);
    expect(booking).toMatchObject({
      status: 'ON_HOLD',
      utcConfirmedAt: null,
      utcRedeemedAt: null,
      cancellation: null,
      notes: 'Window seats please',
      availabilityId: at(day),
      supplierReference: expect.stringMatching(/^DXB-[A-Z0-9]{6}$/),
    });
    // The checkout hold time (CHECKOUT_HOLD_MINUTES, 20 by default) when none is asked for.
    const minutes = (Date.parse(booking.utcExpiresAt) - Date.parse(booking.utcCreatedAt)) / 60_000;
    expect(Math.abs(minutes - t.config.holdMinutes)).toBeLessThan(0.1);
    // Tuesday prices: two adults at 150.00 and a child at 90.00, less 20 %.
    expect(booking.pricing).toMatchObject({ retail: 39000, net: 31200, currency: 'MYR' });
    expect(await seatsIn(timed.id, day, '10:00')).toBe(before + 3);
    const row = await t.db('bookings').where({ id: booking.uuid }).first();
    expect(row).toMatchObject({
      booking_status: 'pending',
      channel: 'reseller',
      reseller_id: resellerId,
      total_amount: 39000,
      total_discount_amount: 31200,
      adult_count: 2,
      child_count: 1,
    });
    const audit = await t.db('audit_log').where({ entity_id: booking.uuid, action: 'octo.reserve' }).first();
    expect(audit.details).toMatchObject({ resellerId, actor: 'reseller:Klook' });
  });

  it('keeps a uuid the reseller gives, and answers the same reservation when it is sent again', async () => {
    const uuid = crypto.randomUUID();
    const body = {
      uuid,
      productId: timed.id,
      optionId: 'DEFAULT',
      availabilityId: at(day, '14:00'),
      unitItems: [{ unitId: 'adult', uuid: crypto.randomUUID() }],
      resellerReference: 'KL-REF-1',
    };
    const first = expectOcto(zBooking, await reserve(body));
    const again = expectOcto(zBooking, await reserve(body));
    expect(first.uuid).toBe(uuid);
    expect(again.uuid).toBe(uuid);
    expect(first.resellerReference).toBe('KL-REF-1');
    expect(await t.db('bookings').where({ id: uuid })).toHaveLength(1);
    const taken = await otherReseller('POST', '/bookings', { body: { ...body } });
    expectOcto(zErrorBadRequest, taken, 400);
  });

  it('sells pairs as units of two people and refuses a single person of a pairs-only group', async () => {
    const booking = expectOcto(
      zBooking,
      await reserve({
        productId: pairs.id,
        optionId: 'DEFAULT',
        availabilityId: at(day, '11:00'),
        unitItems: [{ unitId: 'adult-pair' }, { unitId: 'child' }],
      }),
    );
    expect(await t.db('bookings').where({ id: booking.uuid }).first('adult_count', 'child_count')).toEqual({
      adult_count: 2,
      child_count: 1,
    });
    expect(booking.unitItems[0].pricing).toMatchObject({ retail: 30000, net: 24000 });
    const single = await reserve({
      productId: pairs.id,
      optionId: 'DEFAULT',
      availabilityId: at(day, '11:00'),
      unitItems: [{ unitId: 'adult' }],
    });
    expectOcto(zErrorInvalidUnitId, single, 400);
  });

  it('answers UNPROCESSABLE_ENTITY for missing or empty unit items and the error of each invalid id', async () => {
    const base = {
      productId: timed.id,
      optionId: 'DEFAULT',
      availabilityId: at(day),
      unitItems: [{ unitId: 'adult' }],
    };
    const cases: [Record<string, unknown>, string, Parameters<typeof expectOcto>[0]][] = [
      [{ ...base, unitItems: undefined }, 'UNPROCESSABLE_ENTITY', zErrorUnprocessableEntity],
      [{ ...base, unitItems: [] }, 'UNPROCESSABLE_ENTITY', zErrorUnprocessableEntity],
      [{ ...base, unitItems: [{ unitId: 'invalidUnitId' }] }, 'INVALID_UNIT_ID', zErrorInvalidUnitId],
      [{ ...base, productId: 'invalidProductId' }, 'INVALID_PRODUCT_ID', zErrorInvalidProductId],
      [{ ...base, optionId: 'invalidOptionId' }, 'INVALID_OPTION_ID', zErrorInvalidOptionId],
      [
        { ...base, availabilityId: 'invalidAvailabilityId' },
        'INVALID_AVAILABILITY_ID',
        zErrorInvalidAvailabilityId,
      ],
      // Seven people: more than the ticket's maximum per booking.
      [
        { ...base, unitItems: Array.from({ length: 7 }, () => ({ unitId: 'adult' })) },
        'UNPROCESSABLE_ENTITY',
        zErrorUnprocessableEntity,
      ],
      // A date that has passed.
      [
        { ...base, availabilityId: at(addDays(dubaiToday(), -1)) },
        'UNPROCESSABLE_ENTITY',
        zErrorUnprocessableEntity,
      ],
    ];
    for (const [body, code, schema] of cases) {
      const res = await reserve(body);
      expectOcto(schema, res, 400);
      expect(res.body.error).toBe(code);
    }
    expect(
      await t.db('bookings').where({ ticket_id: timed.id, booking_date: day, time_slot: '10:00' }),
    ).toHaveLength(1);
  });

  it('refuses a sold-out slot, and more people than are left, with UNPROCESSABLE_ENTITY', async () => {
    const date = nextDate('Thursday', 5);
    const five = Array.from({ length: 5 }, () => ({ unitId: 'adult' }));
    expectOcto(
      zBooking,
      await reserve({ productId: timed.id, optionId: 'DEFAULT', availabilityId: at(date), unitItems: five }),
    );
    const tooMany = await reserve({
      productId: timed.id,
      optionId: 'DEFAULT',
      availabilityId: at(date),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expectOcto(zErrorUnprocessableEntity, tooMany, 400);
    expect(tooMany.body.errorMessage).toBe('Only 1 seat is left for this availability.');
    expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(date),
        unitItems: [{ unitId: 'child' }],
      }),
    );
    const soldOut = await reserve({
      productId: timed.id,
      optionId: 'DEFAULT',
      availabilityId: at(date),
      unitItems: [{ unitId: 'adult' }],
    });
    expectOcto(zErrorUnprocessableEntity, soldOut, 400);
    expect(await seatsIn(timed.id, date, '10:00')).toBe(6);
  });
});

describe('the life of a booking', () => {
  it('extends a reservation by 31 minutes, confirms it keeping reference and contact, with the website’s voucher', async () => {
    const day = nextDate('Monday', 6);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    const extended = expectOcto(
      zBooking,
      await octo('POST', `/bookings/${held.uuid}/extend`, { body: { expirationMinutes: 31 } }),
    );
    expect(Date.parse(extended.utcExpiresAt)).toBeGreaterThan(Date.parse(held.utcExpiresAt));
    expect(Date.parse(extended.utcExpiresAt) - Date.now()).toBeGreaterThan(30 * 60_000);

    const contact = {
      fullName: 'Nur Aisyah',
      firstName: 'Nur',
      lastName: 'Aisyah',
      emailAddress: 'nur@example.my',
      phoneNumber: '+60123456789',
      locales: ['ms-MY'],
      country: 'MY',
      notes: 'Wheelchair',
    };
    const res = await octo('POST', `/bookings/${held.uuid}/confirm`, {
      capabilities: PRICING,
      body: { resellerReference: 'KLOOK-778899', contact },
    });
    const booking = expectOcto(zBooking, res);
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      resellerReference: 'KLOOK-778899',
      utcExpiresAt: null,
      contact: { ...contact, postalCode: null },
    });
    expect(booking.utcConfirmedAt).toEqual(expect.stringMatching(/Z$/));
    const [pdf, qr] = booking.voucher.deliveryOptions;
    expect(pdf.deliveryFormat).toBe('PDF_URL');
    expect(qr.deliveryFormat).toBe('QRCODE');
    const pass = await t.db('checkin_passes').where({ booking_id: booking.uuid }).first('secret');
    expect(qr.deliveryValue).toBe(pass.secret);
    const voucher = await fetch(pdf.deliveryValue.replace(t.config.publicUrl, t.baseUrl));
    expect(voucher.status).toBe(200);
    expect(voucher.headers.get('content-type')).toBe('application/pdf');
    const row = await t.db('bookings').where({ id: booking.uuid }).first();
    expect(row).toMatchObject({
      booking_status: 'confirmed',
      name: 'Nur Aisyah',
      email: 'nur@example.my',
      amount_paid: null,
    });
    // No receipt asked for: the reseller sends its own.
    expect(await t.db('mail_outbox').where({ booking_id: booking.uuid })).toHaveLength(0);
  });

  it('reserves and confirms in one CALL each, after the key and its rate window in one statement', async () => {
    const day = nextDate('Monday', 7);
    const body = { productId: timed.id, optionId: 'DEFAULT', availabilityId: at(day, '14:00') };
    const sql: string[] = [];
    const onQuery = (q: { sql: string }) => sql.push(q.sql);
    t.db.on('query', onQuery);
    let held: { uuid: string };
    let confirmed: { status: string; voucher: { deliveryOptions: { deliveryFormat: string }[] } };
    try {
      held = expectOcto(zBooking, await reserve({ ...body, unitItems: [{ unitId: 'child' }] }));
      const reserveSql = sql.splice(0);
      confirmed = expectOcto(
        zBooking,
        await octo('POST', `/bookings/${held.uuid}/confirm`, {
          body: { contact: { fullName: 'Tan Wei Ling' }, resellerReference: 'KLK-RT' },
        }),
      );
      // The key with its rate point in one statement, then one CALL; every other statement reads (the
      // ticket and its blocked dates where the catalogue cache is off, the answer's availability):
      // no transaction of the API's own.
      for (const [statements, call] of [
        [reserveSql, 'CALL octo_reserve('],
        [sql, 'CALL octo_confirm('],
      ] as const) {
        expect(statements[0]).toMatch(/^WITH r AS [\s\S]*INSERT INTO rate_limiter_flexible/);
        expect(statements.filter((q) => q.startsWith('CALL '))).toEqual([expect.stringContaining(call)]);
        expect(statements.slice(1).filter((q) => !q.startsWith('CALL ') && !/^select /i.test(q))).toEqual([]);
      }
    } finally {
      t.db.off('query', onQuery);
    }
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.voucher.deliveryOptions.map((o) => o.deliveryFormat)).toEqual(['PDF_URL', 'QRCODE']);
    expect(await t.db('bookings').where({ id: held.uuid }).first()).toMatchObject({
      booking_status: 'confirmed',
      name: 'Tan Wei Ling',
      reseller_reference: 'KLK-RT',
    });
    expect(
      await t.db('audit_log').where({ entity_id: held.uuid }).orderBy('created_at').pluck('action'),
    ).toEqual(['octo.reserve', 'octo.confirm']);
  });

  it('is admitted at the gate by its QR code and answers REDEEMED', async () => {
    const today = dubaiToday();
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: allDay.id,
        optionId: 'DEFAULT',
        availabilityId: at(today, '00:00'),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    const confirmed = expectOcto(
      zBooking,
      await octo('POST', `/bookings/${held.uuid}/confirm`, {
        body: { contact: { fullName: 'Gate Guest' }, emailReceipt: true },
      }),
    );
    // A receipt asked for, but no address to send it to: nothing is sent.
    expect(await t.db('mail_outbox').where({ booking_id: held.uuid, kind: 'confirmation' })).toHaveLength(0);
    const code = confirmed.voucher.deliveryOptions.find(
      (o: { deliveryFormat: string }) => o.deliveryFormat === 'QRCODE',
    ).deliveryValue;
    const token = await t.loginAsAdmin();
    const scan = await t.request('POST', '/admin/checkin', {
      token,
      body: { code, ticketId: allDay.id, bookingDate: today, timeSlot: null },
    });
    expect(scan.status).toBe(200);
    expect(scan.body.outcome).toBe('admitted');
    const redeemed = expectOcto(zBooking, await octo('GET', `/bookings/${held.uuid}`));
    expect(redeemed.status).toBe('REDEEMED');
    expect(redeemed.utcRedeemedAt).toEqual(expect.stringMatching(/Z$/));
    expect(redeemed.cancellable).toBe(false);
  });

  it('sends the website’s confirmation mail when the reseller asks for a receipt', async () => {
    const day = nextDate('Monday', 6);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day, '14:00'),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    await octo('POST', `/bookings/${held.uuid}/confirm`, {
      body: {
        contact: { fullName: 'Receipt Guest', emailAddress: 'receipt@example.com' },
        emailReceipt: true,
      },
    });
    const mail = await t.db('mail_outbox').where({ booking_id: held.uuid }).first();
    expect(mail).toMatchObject({ kind: 'confirmation', to: 'receipt@example.com' });
  });

  it('confirms with other unit items, moving the party on the counter', async () => {
    const day = nextDate('Wednesday', 6);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    const booking = expectOcto(
      zBooking,
      await octo('POST', `/bookings/${held.uuid}/confirm`, {
        body: { contact: { firstName: 'Two' }, unitItems: [{ unitId: 'adult' }, { unitId: 'child' }] },
      }),
    );
    expect(booking.unitItems.map((u: { unitId: string }) => u.unitId)).toEqual(['adult', 'child']);
    expect(await seatsIn(timed.id, day, '10:00')).toBe(2);
  });

  it('changes a reservation’s date, unit items and contact, the seats moving with it', async () => {
    const day = nextDate('Monday', 20);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    const other = addDays(day, 1);
    const moved = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, { body: { availabilityId: at(other, '14:00') } }),
    );
    expect(moved.availabilityId).toBe(at(other, '14:00'));
    expect(moved.availability.id).toBe(at(other, '14:00'));
    expect([await seatsIn(timed.id, day, '10:00'), await seatsIn(timed.id, other, '14:00')]).toEqual([0, 1]);
    const units = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, {
        body: { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }] },
      }),
    );
    expect(units.unitItems).toHaveLength(3);
    expect(await seatsIn(timed.id, other, '14:00')).toBe(3);
    const contact = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, {
        body: {
          contact: { firstName: 'Siti', lastName: 'Ali', emailAddress: 'siti@example.my' },
          notes: 'Late',
        },
      }),
    );
    expect(contact.contact).toMatchObject({ firstName: 'Siti', lastName: 'Ali', fullName: 'Siti Ali' });
    expect(contact.notes).toBe('Late');
    const tooBig = await octo('PATCH', `/bookings/${held.uuid}`, {
      body: { unitItems: Array.from({ length: 7 }, () => ({ unitId: 'adult' })) },
    });
    expectOcto(zErrorUnprocessableEntity, tooBig, 400);
  });

  it('moves a confirmed booking only until its free-cancellation cut-off, as a visitor may', async () => {
    const far = nextDate('Monday', 30);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(far, '14:00'),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    await octo('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: { fullName: 'Mover' } } });
    const moved = expectOcto(
      zBooking,
      await octo('PATCH', `/bookings/${held.uuid}`, { body: { availabilityId: at(addDays(far, 2)) } }),
    );
    expect(moved.status).toBe('CONFIRMED');
    const soon = expectOcto(
      zBooking,
      await reserve({
        productId: allDay.id,
        optionId: 'DEFAULT',
        availabilityId: at(addDays(dubaiToday(), 1), '00:00'),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    await octo('POST', `/bookings/${soon.uuid}/confirm`, { body: { contact: { fullName: 'Late Mover' } } });
    const refused = await octo('PATCH', `/bookings/${soon.uuid}`, {
      body: { availabilityId: at(addDays(dubaiToday(), 5), '00:00') },
    });
    expectOcto(zErrorUnprocessableEntity, refused, 400);
    expect(refused.body.errorMessage).toMatch(/^Date changes ended at/);
  });

  it('cancels a reservation: CANCELLED with the reason, the seats back at once', async () => {
    const day = nextDate('Friday', 6);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    expect(await seatsIn(timed.id, day, '10:00')).toBe(1);
    const cancelled = expectOcto(
      zBooking,
      await octo('POST', `/bookings/${held.uuid}/cancel`, { body: { reason: 'Customer changed plans' } }),
    );
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancellation: { reason: 'Customer changed plans', refund: 'FULL' },
    });
    expect(await seatsIn(timed.id, day, '10:00')).toBe(0);
  });

  it('cancels a confirmed booking with the refund its policy gives now: FULL, PARTIAL or NONE', async () => {
    const book = async (ticket: TicketRow, availabilityId: string) => {
      const held = expectOcto(
        zBooking,
        await reserve({
          productId: ticket.id,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }],
        }),
      );
      await octo('POST', `/bookings/${held.uuid}/confirm`, {
        body: { contact: { fullName: 'Policy Guest' } },
      });
      return held.uuid as string;
    };
    const far = nextDate('Tuesday', 10);
    const cases: [string, string, 'POST' | 'DELETE'][] = [
      [await book(timed, at(far)), 'FULL', 'POST'],
      [await book(partial, at(addDays(dubaiToday(), 1), '23:59')), 'PARTIAL', 'DELETE'],
      [await book(nonRefundable, at(far)), 'NONE', 'POST'],
    ];
    for (const [uuid, refund, method] of cases) {
      const path = method === 'POST' ? `/bookings/${uuid}/cancel` : `/bookings/${uuid}`;
      const res = await octo(method, path, { body: { reason: `policy ${refund}` } });
      const cancelled = expectOcto(zBooking, res);
      expect(cancelled).toMatchObject({
        status: 'CANCELLED',
        cancellation: { refund, reason: `policy ${refund}` },
      });
      expect(cancelled.voucher.deliveryOptions).toEqual([]);
      const row = await t.db('bookings').where({ id: uuid }).first('booking_status');
      expect(row.booking_status).toBe('cancelled');
    }
    // Through the refunds' own cancellation: its audit row, no refund through a payment provider.
    const audit = await t
      .db('audit_log')
      .where({ entity_id: cases[0]![0], action: 'booking.cancel' })
      .first();
    expect(audit.details).toMatchObject({ actor: 'reseller:Klook', basis: 'free', amount: 0 });
    expect(
      await t.db('refunds').whereIn(
        'booking_id',
        cases.map((c) => c[0]),
      ),
    ).toHaveLength(0);
    // Cancelling again answers the cancelled booking.
    expectOcto(zBooking, await octo('POST', `/bookings/${cases[0]![0]}/cancel`, { body: {} }));
  });

  it('lapses: the sweeper expires a reservation (EXPIRED), frees its seats, and it can no longer be confirmed', async () => {
    const day = nextDate('Saturday', 6);
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
      }),
    );
    await t
      .db('bookings')
      .where({ id: held.uuid })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    expect(expectOcto(zBooking, await octo('GET', `/bookings/${held.uuid}`)).status).toBe('EXPIRED');
    await checkoutContext(t.app.context.deps).settlement.sweepLapsedHolds();
    expect(await seatsIn(timed.id, day, '10:00')).toBe(0);
    const late = await octo('POST', `/bookings/${held.uuid}/confirm`, { body: { contact: {} } });
    expectOcto(zErrorUnprocessableEntity, late, 400);
    const extend = await octo('POST', `/bookings/${held.uuid}/extend`, { body: { expirationMinutes: 5 } });
    expectOcto(zErrorUnprocessableEntity, extend, 400);
  });
});

describe('get and list', () => {
  let uuid: string;
  let reference: string;
  const day = nextDate('Sunday', 8);

  beforeAll(async () => {
    const held = expectOcto(
      zBooking,
      await reserve({
        productId: timed.id,
        optionId: 'DEFAULT',
        availabilityId: at(day),
        unitItems: [{ unitId: 'adult' }],
        resellerReference: 'LIST-42',
      }),
    );
    uuid = held.uuid;
    reference = held.supplierReference;
  });

  it('gets one booking and lists by resellerReference, supplierReference and local dates', async () => {
    expect(expectOcto(zBooking, await octo('GET', `/bookings/${uuid}`)).uuid).toBe(uuid);
    const queries: Record<string, string>[] = [
      { resellerReference: 'LIST-42' },
      { supplierReference: reference },
      { localDate: day },
      { localDateStart: addDays(day, -1), localDateEnd: addDays(day, 1) },
    ];
    for (const query of queries) {
      const list = expectOcto(zBookingsGetBookingsResponse, await octo('GET', '/bookings', { query }));
      expect(list.map((b: { uuid: string }) => b.uuid)).toContain(uuid);
    }
  });

  it('answers BAD_REQUEST for a list without a filter', async () => {
    const res = await octo('GET', '/bookings');
    expectOcto(zErrorBadRequest, res, 400);
    expect(res.body.error).toBe('BAD_REQUEST');
  });

  it('answers INVALID_BOOKING_UUID for an invalid uuid on get, confirm, extend and cancel, and for another reseller’s booking', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/bookings/invalidUUID', undefined],
      ['POST', '/bookings/invalidUUID/confirm', { contact: {} }],
      ['POST', '/bookings/invalidUUID/extend', { expirationMinutes: 5 }],
      ['POST', '/bookings/invalidUUID/cancel', {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await octo(method, path, { body });
      expectOcto(zErrorInvalidBookingUuid, res, 400);
      expect(res.body).toMatchObject({ error: 'INVALID_BOOKING_UUID', uuid: 'invalidUUID' });
    }
    for (const [method, path, body] of calls) {
      const res = await otherReseller(method, path.replace('invalidUUID', uuid), { body });
      expectOcto(zErrorInvalidBookingUuid, res, 400);
    }
    const lists = await otherReseller('GET', '/bookings', { query: { resellerReference: 'LIST-42' } });
    expect(expectOcto(zBookingsGetBookingsResponse, lists)).toEqual([]);
  });
});

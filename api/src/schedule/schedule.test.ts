import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BlockedDateSchema, TimeSlotAvailabilitySchema, UpcomingBlockSchema } from '@tours/core/schemas';
import { addDays, BOOKING_HORIZON_DAYS, weekdayOf } from '@tours/core/domain';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { dubaiDate, insertBooking, openDate } from '../../test/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';

let t: TestApp;
let token: string;
const MISSING = '5b0c1a2e-0000-4000-8000-999999999999';
const burj = { service: 'burj-khalifa', ticketId: DEMO_TICKET_IDS.burjAtTheTop };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe('blocked dates', () => {
  it('GET /date-manage is public and lists the blocked dates of a ticket', async () => {
    const res = await t.request('GET', '/date-manage', { query: burj });
    expect(res.status).toBe(200);
    expect(res.body.map((b: unknown) => BlockedDateSchema.parse(b).blockedDate)).toContain(dubaiDate(5));
    expectValidation(
      await t.request('GET', '/date-manage', { query: { service: 'burj-khalifa' } }),
      'ticketId',
    );
  });

  it('POST /block-date blocks once; twice is 409; needs admin', async () => {
    const body = { ...burj, blockedDate: dubaiDate(40) };
    expectError(await t.request('POST', '/block-date', { body }), 401);
    const res = await t.request('POST', '/block-date', { token, body });
    expect(res.status, res.text).toBe(201);
    expect(BlockedDateSchema.parse(res.body)).toMatchObject({
      blockedDate: dubaiDate(40),
      ticketId: burj.ticketId,
    });
    expectError(await t.request('POST', '/block-date', { token, body }), 409, 'CONFLICT');
    expect(
      await t.db('audit_log').where({ action: 'date.block', entity_id: res.body._id }).first(),
    ).toBeTruthy();
  });

  it('POST /block-date validates the body, the ticket and its service', async () => {
    expectValidation(
      await t.request('POST', '/block-date', { token, body: { ...burj, blockedDate: '2026-02-30' } }),
      'blockedDate',
    );
    expectValidation(
      await t.request('POST', '/block-date', {
        token,
        body: { ...burj, blockedDate: dubaiDate(3), extra: 1 },
      }),
    );
    expectValidation(
      await t.request('POST', '/block-date', { token, body: { ...burj, blockedDate: dubaiDate(-3) } }),
      'blockedDate',
    );
    expectError(
      await t.request('POST', '/block-date', {
        token,
        body: { ...burj, ticketId: MISSING, blockedDate: dubaiDate(3) },
      }),
      404,
    );
    expectValidation(
      await t.request('POST', '/block-date', {
        token,
        body: { ...burj, service: 'dubai-frame', blockedDate: dubaiDate(3) },
      }),
      'service',
    );
  });

  it('DELETE /block-date {id} unblocks; an unknown id is 404', async () => {
    const created = await t.request('POST', '/block-date', {
      token,
      body: { ...burj, blockedDate: dubaiDate(41) },
    });
    expectError(await t.request('DELETE', '/block-date', { body: { id: created.body._id } }), 401);
    const res = await t.request('DELETE', '/block-date', { token, body: { id: created.body._id } });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(created.body._id);
    expectError(await t.request('DELETE', '/block-date', { token, body: { id: created.body._id } }), 404);
    expectValidation(await t.request('DELETE', '/block-date', { token, body: { id: 'x' } }), 'id');
  });
});

describe('time slots', () => {
  it('GET /time-slot answers each slot with status and remaining seats (confirmed + live holds count)', async () => {
    const date = openDate(20);
    await insertBooking(t.db, {
      ...burj,
      bookingDate: date,
      timeSlot: '11:00',
      adultCount: 30,
      status: 'confirmed',
    });
    await insertBooking(t.db, {
      ...burj,
      bookingDate: date,
      timeSlot: '11:00',
      adultCount: 10,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    await insertBooking(t.db, {
      ...burj,
      bookingDate: date,
      timeSlot: '13:00',
      adultCount: 6,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    await insertBooking(t.db, {
      ...burj,
      bookingDate: date,
      timeSlot: '15:00',
      adultCount: 4,
      status: 'expired',
    });
    await t.request('POST', '/block-time-slot', { token, body: { ...burj, date, timeSlot: '21:00' } });

    const res = await t.request('GET', '/time-slot', {
      query: { dateForSlot: date, ticketId: burj.ticketId },
    });
    expect(res.status).toBe(200);
    const answer = TimeSlotAvailabilitySchema.parse(res.body);
    const bySlot = Object.fromEntries(answer.slots.map((s) => [s.timeSlot, s]));
    expect(answer).toMatchObject({ date, ticketId: burj.ticketId });
    expect(bySlot['11:00']).toEqual({
      timeSlot: '11:00',
      status: 'soldOut',
      reason: 'soldOut',
      remaining: 0,
    });
    expect(bySlot['13:00']).toEqual({ timeSlot: '13:00', status: 'available', reason: null, remaining: 40 });
    expect(bySlot['15:00']!.remaining).toBe(40);
    expect(bySlot['21:00']).toMatchObject({ status: 'blocked', reason: 'slotBlocked' });
  });

  it('marks every slot past for a past date and blocked on a blocked date', async () => {
    const past = await t.request('GET', '/time-slot', {
      query: { dateForSlot: dubaiDate(-1), ticketId: burj.ticketId },
    });
    expect(past.body.slots.every((s: { status: string }) => s.status === 'past')).toBe(true);
    const blocked = await t.request('GET', '/time-slot', {
      query: { dateForSlot: dubaiDate(5), ticketId: burj.ticketId },
    });
    expect(blocked.body.slots.every((s: { status: string }) => s.status === 'blocked')).toBe(true);
  });

  describe('says why a slot cannot be booked', () => {
    const slotsOf = async (ticketId: string, dateForSlot: string) => {
      const res = await t.request('GET', '/time-slot', { query: { dateForSlot, ticketId } });
      expect(res.status, res.text).toBe(200);
      return TimeSlotAvailabilitySchema.parse(res.body).slots;
    };
    const reasonsOf = async (ticketId: string, date: string) =>
      (await slotsOf(ticketId, date)).map((s) => [s.timeSlot, s.status, s.reason]);

    it('a blocked date: every slot dateBlocked, and unblocking the date (not a slot) opens them', async () => {
      const date = openDate(44);
      const slot = { ...burj, date, timeSlot: '13:00' };
      expect((await t.request('POST', '/block-time-slot', { token, body: slot })).status).toBe(201);
      const block = await t.request('POST', '/block-date', { token, body: { ...burj, blockedDate: date } });
      expect(block.status, block.text).toBe(201);

      const onBlockedDate = await slotsOf(burj.ticketId, date);
      expect(onBlockedDate.map((s) => s.status)).toEqual(onBlockedDate.map(() => 'blocked'));
      expect(onBlockedDate.map((s) => s.reason)).toEqual(onBlockedDate.map(() => 'dateBlocked'));
      // What the old screen offered on such a date: a per-slot unblock of a slot nobody blocked.
      expectError(
        await t.request('POST', '/delete-blocked-date-time-slot', {
          token,
          body: { ...slot, timeSlot: '09:00' },
        }),
        404,
      );

      expect((await t.request('DELETE', '/block-date', { token, body: { id: block.body._id } })).status).toBe(
        200,
      );
      const reopened = await slotsOf(burj.ticketId, date);
      // The slot blocked on its own stays blocked and now says so; the others are bookable again.
      expect(reopened.find((s) => s.timeSlot === '13:00')).toMatchObject({
        status: 'blocked',
        reason: 'slotBlocked',
      });
      expect(reopened.filter((s) => s.timeSlot !== '13:00').map((s) => s.reason)).toEqual(
        reopened.filter((s) => s.timeSlot !== '13:00').map(() => null),
      );
    });

    it('a closed weekday: every slot weekdayClosed', async () => {
      let friday = dubaiDate(1);
      while (weekdayOf(friday) !== 'Friday') friday = addDays(friday, 1);
      expect(await reasonsOf(DEMO_TICKET_IDS.morningDunes, friday)).toEqual([
        ['07:30', 'blocked', 'weekdayClosed'],
        ['08:30', 'blocked', 'weekdayClosed'],
      ]);
    });

    it('a past date: every slot past; beyond the booking horizon: tooFar', async () => {
      expect(await reasonsOf(DEMO_TICKET_IDS.morningDunes, dubaiDate(-1))).toEqual([
        ['07:30', 'past', 'past'],
        ['08:30', 'past', 'past'],
      ]);
      const far = openDate(BOOKING_HORIZON_DAYS + 1, ['Friday']);
      expect(await reasonsOf(DEMO_TICKET_IDS.morningDunes, far)).toEqual([
        ['07:30', 'blocked', 'tooFar'],
        ['08:30', 'blocked', 'tooFar'],
      ]);
    });

    it('a blocked slot: slotBlocked on that slot only; a full slot: soldOut', async () => {
      const date = openDate(45);
      await t.request('POST', '/block-time-slot', { token, body: { ...burj, date, timeSlot: '15:00' } });
      await insertBooking(t.db, {
        ...burj,
        bookingDate: date,
        timeSlot: '17:00',
        adultCount: 40,
        status: 'confirmed',
      });
      const bySlot = Object.fromEntries((await slotsOf(burj.ticketId, date)).map((s) => [s.timeSlot, s]));
      expect(bySlot['15:00']).toEqual({
        timeSlot: '15:00',
        status: 'blocked',
        reason: 'slotBlocked',
        remaining: 40,
      });
      expect(bySlot['17:00']).toEqual({
        timeSlot: '17:00',
        status: 'soldOut',
        reason: 'soldOut',
        remaining: 0,
      });
      expect(bySlot['19:00']).toEqual({
        timeSlot: '19:00',
        status: 'available',
        reason: null,
        remaining: 40,
      });
    });
  });

  it('documents the reason of each slot in the OpenAPI answer of GET /time-slot', async () => {
    const doc = await t.request('GET', '/openapi.json');
    const answer = JSON.stringify(doc.body.paths['/time-slot'].get.responses['200']);
    for (const reason of ['slotBlocked', 'dateBlocked', 'weekdayClosed', 'tooFar', 'past', 'soldOut'])
      expect(answer).toContain(`"${reason}"`);
    expect(answer).toContain('Why the slot cannot be booked');
  });

  it('reports unlimited slots with remaining null', async () => {
    const res = await t.request('GET', '/time-slot', {
      query: { dateForSlot: openDate(9, ['Friday']), ticketId: DEMO_TICKET_IDS.morningDunes },
    });
    expect(res.body.slots).toEqual([
      { timeSlot: '07:30', status: 'available', reason: null, remaining: null },
      { timeSlot: '08:30', status: 'available', reason: null, remaining: null },
    ]);
  });

  it('validates the query and answers 404 for an unknown ticket', async () => {
    expectValidation(
      await t.request('GET', '/time-slot', { query: { dateForSlot: 'tomorrow', ticketId: burj.ticketId } }),
      'dateForSlot',
    );
    expectError(
      await t.request('GET', '/time-slot', { query: { dateForSlot: dubaiDate(3), ticketId: MISSING } }),
      404,
    );
  });

  it('POST /block-time-slot blocks a slot of the ticket; twice is 409; a foreign slot is 400', async () => {
    const body = { ...burj, date: dubaiDate(30), timeSlot: '09:00' };
    expectError(await t.request('POST', '/block-time-slot', { body }), 401);
    const res = await t.request('POST', '/block-time-slot', { token, body });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ date: body.date, timeSlot: '09:00', service: 'burj-khalifa' });
    expectError(await t.request('POST', '/block-time-slot', { token, body }), 409);
    expectValidation(
      await t.request('POST', '/block-time-slot', { token, body: { ...body, timeSlot: '09:30' } }),
      'timeSlot',
    );
    expectValidation(
      await t.request('POST', '/block-time-slot', { token, body: { ...body, timeSlot: '25:00' } }),
      'timeSlot',
    );
    expectError(
      await t.request('POST', '/block-time-slot', { token, body: { ...body, ticketId: MISSING } }),
      404,
    );
  });

  it('POST /delete-blocked-date-time-slot unblocks; unknown is 404', async () => {
    const body = { ...burj, date: dubaiDate(31), timeSlot: '13:00' };
    await t.request('POST', '/block-time-slot', { token, body });
    expectError(await t.request('POST', '/delete-blocked-date-time-slot', { body }), 401);
    const res = await t.request('POST', '/delete-blocked-date-time-slot', { token, body });
    expect(res.status).toBe(200);
    expectError(await t.request('POST', '/delete-blocked-date-time-slot', { token, body }), 404);
    // Both writes are in the audit log under the removed row's id; the refused second one is not.
    const audit = await t
      .db('audit_log')
      .where({ entity: 'blocked_time_slot', entity_id: res.body._id })
      .orderBy('created_at')
      .select('action', 'details');
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['slot.block', 'slot.unblock']);
    const details = audit[1].details;
    expect(typeof details === 'string' ? JSON.parse(details) : details).toMatchObject({
      date: body.date,
      timeSlot: '13:00',
    });
    expectValidation(
      await t.request('POST', '/delete-blocked-date-time-slot', {
        token,
        body: { ...body, date: '31/12/2026' },
      }),
      'date',
    );
  });
});

describe('why a date or slot is blocked', () => {
  const frame = { service: 'dubai-frame', ticketId: DEMO_TICKET_IDS.frameEntry };
  const detailsOf = (d: unknown) => (typeof d === 'string' ? JSON.parse(d) : d);

  it('stores the reason, lists upcoming dates and slots with who blocked them and why, and audits it', async () => {
    const date = dubaiDate(50);
    const slotDate = dubaiDate(49);
    const blockedDay = await t.request('POST', '/block-date', {
      token,
      body: { ...frame, blockedDate: date, reason: '  Lifts under maintenance ' },
    });
    expect(blockedDay.status, blockedDay.text).toBe(201);
    const blockedSlot = await t.request('POST', '/block-time-slot', {
      token,
      body: { ...burj, date: slotDate, timeSlot: '11:00', reason: 'Private event on the deck' },
    });
    expect(blockedSlot.status, blockedSlot.text).toBe(201);
    // A block made before reasons were asked for, and one in the past: listed without a reason, and not at all.
    await t.request('POST', '/block-time-slot', {
      token,
      body: { ...burj, date: slotDate, timeSlot: '09:00' },
    });
    await t.db('blocked_time_slots').insert({
      ...{ service: burj.service, ticket_id: burj.ticketId },
      date: dubaiDate(-2),
      time_slot: '11:00',
      reason: 'Long gone',
    });

    const list = await t.request('GET', '/admin/blocked', { token, query: burj });
    expect(list.status, list.text).toBe(200);
    const blocks = z.array(UpcomingBlockSchema).parse(list.body);
    const mine = blocks.filter((b) => b.date === slotDate);
    expect(mine.map((b) => [b.kind, b.timeSlot, b.reason, b.blockedBy])).toEqual([
      ['slot', '09:00', null, TEST_ADMIN.email],
      ['slot', '11:00', 'Private event on the deck', TEST_ADMIN.email],
    ]);
    expect(blocks.map((b) => b.date)).toEqual([...blocks.map((b) => b.date)].sort());
    expect(blocks.some((b) => b.date < dubaiDate(0))).toBe(false);
    // The whole day of the other ticket is listed under that ticket, reason trimmed.
    const frameList = z
      .array(UpcomingBlockSchema)
      .parse((await t.request('GET', '/admin/blocked', { token, query: frame })).body);
    expect(frameList.find((b) => b.date === date)).toMatchObject({
      _id: blockedDay.body._id,
      kind: 'date',
      timeSlot: null,
      reason: 'Lifts under maintenance',
      blockedBy: TEST_ADMIN.email,
    });

    // Kept in the audit log with the block; never in the public answers.
    const audit = await t
      .db('audit_log')
      .where({ action: 'slot.block', entity_id: blockedSlot.body._id })
      .first();
    expect(detailsOf(audit.details)).toMatchObject({ reason: 'Private event on the deck' });
    const dayAudit = await t
      .db('audit_log')
      .where({ action: 'date.block', entity_id: blockedDay.body._id })
      .first();
    expect(detailsOf(dayAudit.details)).toMatchObject({ reason: 'Lifts under maintenance' });
    const pub = await t.request('GET', '/date-manage', { query: frame });
    expect(JSON.stringify(pub.body)).not.toContain('Lifts under maintenance');

    // Unblocking takes it off the list.
    await t.request('POST', '/delete-blocked-date-time-slot', {
      token,
      body: { ...burj, date: slotDate, timeSlot: '11:00' },
    });
    const after = z
      .array(UpcomingBlockSchema)
      .parse((await t.request('GET', '/admin/blocked', { token, query: burj })).body);
    expect(after.filter((b) => b.date === slotDate).map((b) => b.timeSlot)).toEqual(['09:00']);
  });

  it('is admin-only and validates the reason', async () => {
    expectError(await t.request('GET', '/admin/blocked', { query: burj }), 401);
    expectValidation(
      await t.request('GET', '/admin/blocked', { token, query: { service: burj.service } }),
      'ticketId',
    );
    expectValidation(
      await t.request('POST', '/block-date', {
        token,
        body: { ...burj, blockedDate: dubaiDate(52), reason: 'x' },
      }),
      'reason',
    );
    expectValidation(
      await t.request('POST', '/block-time-slot', {
        token,
        body: { ...burj, date: dubaiDate(52), timeSlot: '11:00', reason: 'r'.repeat(301) },
      }),
      'reason',
    );
    // Nothing was blocked by the refused calls.
    expect(
      await t.db('blocked_dates').where({ ticket_id: burj.ticketId, blocked_date: dubaiDate(52) }),
    ).toEqual([]);
  });
});

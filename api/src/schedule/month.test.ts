import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isWeekend } from '@tours/core/domain';
import { MonthAvailabilitySchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { dubaiDate, insertBooking } from '../../test/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';

let t: TestApp;
let token: string;
const sky = { service: 'burj-khalifa', ticketId: DEMO_TICKET_IDS.burjSky };
const SKY_SLOTS = ['10:00', '14:00', '18:00'];
/** A month well ahead (two months on): its days are neither past nor beyond the horizon. */
const month = addDays(`${dubaiDate(0).slice(0, 7)}-01`, 62).slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

async function fill(date: string, seatsPerSlot: number, slots = SKY_SLOTS) {
  for (const timeSlot of slots)
    await insertBooking(t.db, { ...sky, bookingDate: date, timeSlot, adultCount: seatsPerSlot });
}

async function monthOf(query: Record<string, string>) {
  const res = await t.request('GET', '/availability/month', { query });
  expect(res.status, res.text).toBe(200);
  return MonthAvailabilitySchema.parse(res.body);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /availability/month', () => {
  it("answers every day of the month with its status from the slots' seats and the blocks", async () => {
    await fill(day(3), 12); // every slot full (capacity 12)
    await fill(day(4), 8); // 4 seats left in each: few left
    await fill(day(5), 8, ['10:00', '14:00']); // one slot still roomy: the nearly full ones mark the day
    await fill(day(10), 11, ['14:00']); // one seat left in one slot, the others empty
    await t.request('POST', '/block-date', { token, body: { ...sky, blockedDate: day(6) } });
    for (const timeSlot of ['10:00', '14:00'])
      await t.request('POST', '/block-time-slot', { token, body: { ...sky, date: day(7), timeSlot } });
    await fill(day(7), 12, ['18:00']); // the only open slot is full
    for (const timeSlot of SKY_SLOTS)
      await t.request('POST', '/block-time-slot', { token, body: { ...sky, date: day(8), timeSlot } });
    // A lapsed hold no longer takes seats; an expired booking never did.
    await insertBooking(t.db, {
      ...sky,
      bookingDate: day(9),
      timeSlot: '10:00',
      adultCount: 12,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });

    const answer = await monthOf({ ticketId: sky.ticketId, month });
    const status = Object.fromEntries(answer.days.map((d) => [d.date, d.status]));
    expect(answer.days[0]!.date).toBe(day(1));
    expect(answer.days.every((d) => d.date.startsWith(month))).toBe(true);
    expect(answer.days.length).toBeGreaterThanOrEqual(28);
    expect(status).toMatchObject({
      [day(2)]: 'available',
      [day(3)]: 'soldOut',
      [day(4)]: 'fewLeft',
      [day(5)]: 'fewLeft',
      [day(6)]: 'closed',
      [day(7)]: 'soldOut',
      [day(8)]: 'closed',
      [day(9)]: 'available',
      [day(10)]: 'fewLeft',
    });
  });

  it("prices each day at the preference's weekday or weekend adult price", async () => {
    const [first, fast] = await Promise.all([
      monthOf({ ticketId: DEMO_TICKET_IDS.burjAtTheTop, month }),
      monthOf({ ticketId: DEMO_TICKET_IDS.burjAtTheTop, month, preference: '1' }),
    ]);
    for (const d of first.days) expect(d.adultPrice).toBe(isWeekend(d.date) ? 18900 : 16900);
    for (const d of fast.days) expect(d.adultPrice).toBe(isWeekend(d.date) ? 29900 : 27900);
    expect(first.currency).toBeTruthy();
  });

  it('marks the days before today past, and the days beyond the horizon closed', async () => {
    const past = await monthOf({ ticketId: sky.ticketId, month: dubaiDate(-40).slice(0, 7) });
    expect(past.days.every((d) => d.status === 'past')).toBe(true);
    const far = await monthOf({ ticketId: sky.ticketId, month: dubaiDate(400).slice(0, 7) });
    expect(far.days.every((d) => d.status === 'closed')).toBe(true);
  });

  it('reads the month in one statement, not one per day (and the ticket with its pickup points, cached in the API)', async () => {
    const sent: string[] = [];
    const onQuery = (q: { sql: string }) => sent.push(q.sql);
    t.db.on('query', onQuery);
    try {
      await monthOf({ ticketId: sky.ticketId, month });
    } finally {
      t.db.off('query', onQuery);
    }
    expect(sent.filter((sql) => /slot_occupancy|blocked_dates|blocked_time_slots/.test(sql))).toHaveLength(1);
    // The ticket and its pickup points on this first read, the month's rows; then the ticket is cached.
    expect(sent).toHaveLength(3);
  });

  it('refuses an unknown ticket and a malformed month', async () => {
    expectError(
      await t.request('GET', '/availability/month', {
        query: { ticketId: '5b0c1a2e-0000-4000-8000-999999999999', month },
      }),
      404,
    );
    expectValidation(
      await t.request('GET', '/availability/month', { query: { ticketId: sky.ticketId, month: '2026-13' } }),
      'month',
    );
  });
});

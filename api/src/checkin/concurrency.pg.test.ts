import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResult } from '@tours/core/schemas';
import { dubaiToday, insertBooking } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTicket } from '../checkout/testing/fixtures';

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('check-in under contention on Postgres', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.loginAsAdmin();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function voucher(adultCount: number) {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'] });
    const row = await insertBooking(t.db, {
      ticketId: ticket.id,
      ticketTitle: ticket.title,
      bookingDate: dubaiToday(),
      timeSlot: '10:00',
      adultCount,
      childCount: 0,
    });
    const pass = await t.db('checkin_passes').where({ booking_id: row.id }).first();
    const gate = { ticketId: ticket.id, bookingDate: dubaiToday(), timeSlot: '10:00' };
    return { id: row.id, secret: pass.secret as string, gate };
  }

  const tallyOf = (results: CheckInResult[]) => {
    const tally: Record<string, number> = {};
    for (const r of results) tally[r.outcome] = (tally[r.outcome] ?? 0) + 1;
    return tally;
  };

  it('50 concurrent scans of the same voucher admit it exactly once', async () => {
    const v = await voucher(4);
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await t.request<CheckInResult>('POST', '/admin/checkin', {
          token,
          body: { code: v.secret, ...v.gate, source: 'scanner', device: `Gate ${i % 5}` },
        });
        expect(res.status, res.text).toBe(200);
        return res.body;
      }),
    );
    expect(tallyOf(results)).toEqual({ admitted: 1, already_checked_in: 49 });
    expect(results.find((r) => r.outcome === 'admitted')!.admittedNow).toBe(4);
    expect(await t.db('checkins').where({ booking_id: v.id })).toHaveLength(1);
    expect((await t.db('checkin_passes').where({ booking_id: v.id }).first()).admitted).toBe(4);
    expect(await t.db('audit_log').where({ entity_id: v.id, action: 'checkin.admit' })).toHaveLength(1);
    expect((await t.db('bookings').where({ id: v.id }).first()).booking_status).toBe('redeemed');
  }, 60_000);

  it('50 concurrent single admissions of a party of 5 admit exactly 5; one queued scan sent 50 times counts once', async () => {
    const party = await voucher(5);
    const singles = await Promise.all(
      Array.from({ length: 50 }, () =>
        t
          .request<CheckInResult>('POST', '/admin/checkin', {
            token,
            body: { code: party.secret, ...party.gate, count: 1 },
          })
          .then((r) => r.body),
      ),
    );
    expect(tallyOf(singles)).toEqual({ admitted: 5, already_checked_in: 45 });
    expect((await t.db('checkin_passes').where({ booking_id: party.id }).first()).admitted).toBe(5);

    const queued = await voucher(2);
    const scanId = randomUUID();
    const replays = await Promise.all(
      Array.from({ length: 50 }, () =>
        t
          .request<CheckInResult>('POST', '/admin/checkin', {
            token,
            body: { code: queued.secret, ...queued.gate, scanId, offline: true, count: 2 },
          })
          .then((r) => r.body),
      ),
    );
    expect(tallyOf(replays)).toEqual({ admitted: 50 });
    expect(replays.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await t.db('checkins').where({ booking_id: queued.id })).toHaveLength(1);
  }, 60_000);
});

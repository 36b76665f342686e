import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_TICKET_PAGE_SIZE } from '@tours/core/domain';
import { BookingListResponseSchema, BookingSchema, SendTicketListResponseSchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, expectValidation } from '../../test/expect';
import { dubaiDate, insertBooking } from '../../test/fixtures';
import { DEMO_TICKET_IDS } from '../db/demo-catalogue';

let t: TestApp;
let token: string;
const TITLE = 'Report Ticket';
const ticket = {
  ticketId: DEMO_TICKET_IDS.frameEntry,
  ticketTitle: TITLE,
  service: 'dubai-frame',
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.loginAsAdmin();
  // The demo bookings are replaced by a set whose counts the assertions know.
  await t.db('bookings').delete();
  const base = Date.now() - 100 * 60_000;
  for (let i = 0; i < 25; i++) {
    await insertBooking(t.db, {
      ...ticket,
      bookingDate: dubaiDate((i % 5) - 1),
      adultCount: 2,
      childCount: i % 2,
      status: i % 5 === 4 ? 'expired' : 'confirmed',
      name: i === 7 ? 'Fatima Al Mansoori' : `Guest ${i}`,
      email: i === 7 ? 'fatima@example.org' : `guest${i}@example.com`,
      mobileNumber: i === 7 ? '+971509998877' : '+60123456789',
      createdAt: new Date(base + i * 60_000),
      totalDiscountAmount: 10000,
      amountPaid: i % 5 === 4 ? null : 10000,
    });
  }
  await insertBooking(t.db, {
    ticketId: DEMO_TICKET_IDS.burjAtTheTop,
    ticketTitle: 'Other',
    bookingDate: dubaiDate(2),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/all-bookings', () => {
  it('pages newest first', async () => {
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { pageSize: 10, page: 2 },
    });
    expect(res.status).toBe(200);
    const list = BookingListResponseSchema.parse(res.body);
    expect(list).toMatchObject({
      page: 2,
      pageSize: 10,
      total: 26,
      totalPages: 3,
    });
    expect(list.bookings).toHaveLength(10);
    const times = list.bookings.map((b) => Date.parse(b.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.summary).toBeUndefined();
  });

  it('filters by service and bookingStatus', async () => {
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { service: 'dubai-frame', bookingStatus: 'expired' },
    });
    expect(res.body.total).toBe(5);
    expect(res.body.bookings.every((b: { bookingStatus: string }) => b.bookingStatus === 'expired')).toBe(
      true,
    );
  });

  it('answers the report with a summary for a ticket title', async () => {
    const res = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { ticketTitle: TITLE, bookingStatus: 'confirmed' },
    });
    expect(res.body.total).toBe(20);
    expect(res.body.summary).toEqual({
      bookings: 20,
      adults: 40,
      children: 10,
      revenue: 200000,
      valueBooked: 200000,
      paid: 200000,
      refunds: 0,
    });
  });

  it('counts every summary figure over the same status filter', async () => {
    const summaryOf = async (bookingStatus?: string) =>
      (
        await t.request('GET', '/admin/all-bookings', {
          token,
          query: {
            ticketTitle: TITLE,
            ...(bookingStatus ? { bookingStatus } : {}),
          },
        })
      ).body.summary;
    // All statuses: the 20 confirmed and the 5 expired bookings; revenue is the money the
    // confirmed ones paid, the expired attempts' prices count only as value booked.
    expect(await summaryOf()).toEqual({
      bookings: 25,
      adults: 50,
      children: 12,
      revenue: 200000,
      valueBooked: 250000,
      paid: 200000,
      refunds: 0,
    });
    // Only the expired ones: their value booked, and no money taken.
    expect(await summaryOf('expired')).toEqual({
      bookings: 5,
      adults: 10,
      children: 2,
      revenue: 0,
      valueBooked: 50000,
      paid: 0,
      refunds: 0,
    });
    expect(await summaryOf('pending')).toEqual({
      bookings: 0,
      adults: 0,
      children: 0,
      revenue: 0,
      valueBooked: 0,
      paid: 0,
      refunds: 0,
    });
  });

  it('reports paid bookings, confirmed or checked in, so revenue does not shrink as guests arrive', async () => {
    const summaryOf = async (bookingStatus: string) =>
      (
        await t.request('GET', '/admin/all-bookings', {
          token,
          query: { ticketTitle: TITLE, bookingStatus },
        })
      ).body.summary;
    const arrived = await t
      .db('bookings')
      .where({ ticket_title: TITLE, booking_status: 'confirmed' })
      .orderBy('id')
      .limit(4)
      .pluck('id');
    await t.db('bookings').whereIn('id', arrived).update({ booking_status: 'redeemed' });
    try {
      expect(await summaryOf('paid')).toEqual({
        bookings: 20,
        adults: 40,
        children: 10,
        revenue: 200000,
        valueBooked: 200000,
        paid: 200000,
        refunds: 0,
      });
      expect((await summaryOf('confirmed')).bookings).toBe(16);
      expect((await summaryOf('redeemed')).bookings).toBe(4);
    } finally {
      await t.db('bookings').whereIn('id', arrived).update({ booking_status: 'confirmed' });
    }
    const wrong = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { bookingStatus: 'settled' },
    });
    expectValidation(wrong, 'bookingStatus');
  });

  it('searches reference, name, email and mobile number', async () => {
    const byName = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: 'fatima' },
    });
    expect(byName.body.total).toBe(1);
    const ref = byName.body.bookings[0].bookingId;
    for (const search of [ref, ref.toLowerCase(), 'example.org', '998877', 'Al Mans']) {
      const res = await t.request('GET', '/admin/all-bookings', {
        token,
        query: { search },
      });
      expect(res.body.total, search).toBe(1);
    }
    const wildcard = await t.request('GET', '/admin/all-bookings', {
      token,
      query: { search: '%' },
    });
    expect(wildcard.body.total).toBe(0);
  });

  it('combines a search with the service and status filters', async () => {
    const total = async (query: Record<string, string>) =>
      (
        await t.request('GET', '/admin/all-bookings', {
          token,
          query: { search: 'example.', ...query },
        })
      ).body.total;
    expect(await total({})).toBe(26);
    expect(await total({ service: 'dubai-frame' })).toBe(25);
    expect(await total({ bookingStatus: 'expired' })).toBe(5);
    const both = await t.request('GET', '/admin/all-bookings', {
      token,
      query: {
        search: 'fatima',
        service: 'dubai-frame',
        bookingStatus: 'confirmed',
      },
    });
    expect(both.body.bookings.map((b: { name: string }) => b.name)).toEqual(['Fatima Al Mansoori']);
    expect(await total({ service: 'dubai-frame', bookingStatus: 'expired' })).toBe(5);
    expect(await total({ service: 'burj-khalifa', bookingStatus: 'expired' })).toBe(0);
  });

  it('validates the query and needs admin', async () => {
    expectValidation(
      await t.request('GET', '/admin/all-bookings', {
        token,
        query: { bookingStatus: 'settled' },
      }),
      'bookingStatus',
    );
    expectValidation(
      await t.request('GET', '/admin/all-bookings', {
        token,
        query: { page: 0 },
      }),
      'page',
    );
    expectValidation(
      await t.request('GET', '/admin/all-bookings', {
        token,
        query: { pageSize: 1000 },
      }),
      'pageSize',
    );
    expectError(await t.request('GET', '/admin/all-bookings'), 401);
  });
});

describe('GET /admin/all-bookings-send-ticket', () => {
  it('lists confirmed bookings of a title whose ticket is not sent, upcoming first', async () => {
    const sent = await insertBooking(t.db, {
      ...ticket,
      bookingDate: dubaiDate(1),
      ticketSentAt: new Date(),
    });
    const res = await t.request('GET', '/admin/all-bookings-send-ticket', {
      token,
      query: { ticketTitle: TITLE },
    });
    expect(res.status).toBe(200);
    const page = SendTicketListResponseSchema.parse(res.body);
    expect(page).toMatchObject({ page: 1, pageSize: SEND_TICKET_PAGE_SIZE, total: 20, totalPages: 1 });
    const bookings = page.bookings;
    expect(bookings.length).toBe(20);
    expect(bookings.every((b) => b.bookingStatus === 'confirmed' && !b.ticketSentAt)).toBe(true);
    expect(bookings.map((b) => b._id)).not.toContain(sent.id);
    const dates = bookings.map((b) => b.bookingDate);
    const today = dubaiDate(0);
    const firstPast = dates.findIndex((d: string) => d < today);
    expect(dates.slice(0, firstPast).every((d: string) => d >= today)).toBe(true);
    expect(dates.slice(0, firstPast)).toEqual([...dates.slice(0, firstPast)].sort());
  });

  it('pages past 500 bookings: every booking of a busy title is reachable, none on two pages', async () => {
    const title = 'Busy Title';
    const rows = Array.from({ length: 503 }, (_, i) => i);
    for (let from = 0; from < rows.length; from += 100) {
      await Promise.all(
        rows.slice(from, from + 100).map((i) =>
          insertBooking(t.db, {
            ...ticket,
            ticketTitle: title,
            bookingDate: dubaiDate(1 + (i % 3)),
            name: `Busy ${i}`,
          }),
        ),
      );
    }
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request('GET', '/admin/all-bookings-send-ticket', {
        token,
        query: { ticketTitle: title, page, pageSize: 100 },
      });
      expect(res.status, res.text).toBe(200);
      const list = SendTicketListResponseSchema.parse(res.body);
      expect(list).toMatchObject({ page, pageSize: 100, total: 503, totalPages: 6 });
      seen.push(...list.bookings.map((b) => b._id));
      if (page === list.totalPages) {
        expect(list.bookings).toHaveLength(3);
        break;
      }
      expect(list.bookings).toHaveLength(100);
    }
    expect(new Set(seen).size).toBe(503);
    const past = await t.request('GET', '/admin/all-bookings-send-ticket', {
      token,
      query: { ticketTitle: title, page: 7, pageSize: 100 },
    });
    expect(SendTicketListResponseSchema.parse(past.body)).toMatchObject({ bookings: [], total: 503 });
    expectValidation(
      await t.request('GET', '/admin/all-bookings-send-ticket', {
        token,
        query: { ticketTitle: title, pageSize: 1000 },
      }),
      'pageSize',
    );
  });

  it('requires ticketTitle and admin', async () => {
    expectValidation(await t.request('GET', '/admin/all-bookings-send-ticket', { token }), 'ticketTitle');
    expectError(
      await t.request('GET', '/admin/all-bookings-send-ticket', {
        query: { ticketTitle: TITLE },
      }),
      401,
    );
  });
});

describe('GET /admin/bookings/:id', () => {
  it('answers a booking by id or reference, 404 otherwise', async () => {
    const b = await insertBooking(t.db, {
      ...ticket,
      bookingDate: dubaiDate(3),
    });
    const byId = await t.request('GET', `/admin/bookings/${b.id}`, { token });
    expect(BookingSchema.parse(byId.body)).toMatchObject({
      _id: b.id,
      bookingId: b.booking_id,
    });
    expect(byId.body).not.toHaveProperty('successTokenHash');
    const byRef = await t.request('GET', `/admin/bookings/${b.booking_id}`, {
      token,
    });
    expect(byRef.body._id).toBe(b.id);
    expectError(
      await t.request('GET', '/admin/bookings/5b0c1a2e-0000-4000-8000-999999999999', { token }),
      404,
    );
    expectValidation(await t.request('GET', '/admin/bookings/robert-tables', { token }), 'id');
    expectError(await t.request('GET', `/admin/bookings/${b.id}`), 401);
  });
});

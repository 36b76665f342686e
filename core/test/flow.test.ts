import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api';
import { dateStatus, todayIn } from '../src/domain';
import {
  AdminStore,
  BookingStore,
  CheckoutStore,
  createMemoryStorage,
  createMemoryTokenStore,
  type KeyValueStorage,
} from '../src/stores';
import {
  AVAILABILITY,
  BLOCKED_DATE,
  CHECKOUT_RESPONSE,
  makeBooking,
  makeTicket,
  PRODUCT,
  SATURDAY,
  VALID_CONTACT,
} from './fixtures';
import { startServer, type TestServer } from './http-server';

/** The visitor's stores, built as the storefront builds them: the booking, and checkout around it. */
function visitorStores(api: ApiClient, storage: KeyValueStorage) {
  const booking = new BookingStore({ storage });
  return { booking, checkout: new CheckoutStore({ api, booking }) };
}

/** The visitor's whole booking flow and an admin session, through the stores, against a real HTTP server. */
describe('booking flow through the stores and a real server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer((request) => {
      const path = request.path.replace('/api/v1', '');
      if (path === '/products/hostName') return { json: [PRODUCT] };
      if (path === '/tickets/service') return { json: [makeTicket()] };
      if (path === '/date-manage') return { json: [BLOCKED_DATE] };
      if (path === '/time-slot') return { json: AVAILABILITY };
      if (path === '/single') return { json: null };
      if (path === '/coupon/validate') return { json: { couponCode: 'SAVE10', discountValue: 10 } };
      if (path === '/payments/create-checkout')
        return { status: 201, json: { ...CHECKOUT_RESPONSE, amount: 27_000 } };
      if (path === '/admin/login')
        return { json: { token: 'session-token', adminEmail: 'admin@example.com', role: 'owner' } };
      if (path === '/admin/me')
        return {
          json: {
            adminEmail: 'admin@example.com',
            role: 'owner',
            secondFactor: { enabled: false, required: false },
          },
        };
      if (path === '/admin/all-bookings-send-ticket') {
        return request.headers.authorization === 'Bearer session-token'
          ? { json: { bookings: [makeBooking()], page: 1, pageSize: 50, total: 1, totalPages: 1 } }
          : { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in.' } } };
      }
      return { status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    });
  });
  afterAll(() => server.close());

  it('a visitor books a weekend slot with a coupon', async () => {
    const storage = createMemoryStorage();
    const api = createApiClient({ baseUrl: server.baseUrl });
    const root = visitorStores(api, storage);
    const today = todayIn(undefined, new Date('2026-11-23T08:00:00Z'));

    const service = (await api.getProductsByHost('localhost'))[0]!.slug;
    const [tickets, promotion] = await Promise.all([
      api.getTicketsByService(service),
      api.getActivePromotion({ service }),
    ]);
    expect(promotion).toBeNull();

    const ticket = tickets[0]!;
    root.booking.selectTicket(ticket);
    const blockedDates = (await api.getBlockedDates({ service, ticketId: ticket._id })).map(
      (blocked) => blocked.blockedDate,
    );
    const statusOf = (date: string) =>
      dateStatus({ date, today, blockedDates, attractionClosed: ticket.attractionClosed });
    expect(statusOf(SATURDAY)).toBe('blocked');
    const date = '2026-11-29';
    expect(statusOf(date)).toBe('available');
    root.booking.selectDate(date);
    const availability = await api.getTimeSlots({ dateForSlot: date, ticketId: ticket._id });
    root.booking.selectTimeSlot(availability.slots[0]!.timeSlot);
    root.booking.setPaxModalOpen(true);
    root.booking.increaseAdult();
    root.booking.increaseAdult();
    root.booking.increaseChild();
    root.booking.setPaxModalOpen(false);
    expect(root.booking.totalAmount).toBe(2 * 12_000 + 6_000);

    expect(await root.checkout.validateCoupon('save10')).toBe(true);
    expect(root.booking.totalDiscountAmount).toBe(27_000);
    root.booking.setContact(VALID_CONTACT);

    // A reload in the middle of checkout keeps the booking.
    const reloaded = visitorStores(api, storage);
    expect(reloaded.booking.snapshot).toEqual(root.booking.snapshot);

    const session = await reloaded.checkout.createCheckout();
    expect(session?.url).toBe(CHECKOUT_RESPONSE.url);
    const sent = server.requests.find((r) => r.path.endsWith('/payments/create-checkout'))!;
    expect(JSON.parse(sent.body)).toEqual({
      ticketId: ticket._id,
      preferenceIndex: 0,
      bookingDate: date,
      timeSlot: '10:00',
      adultCount: 2,
      childCount: 1,
      couponCode: 'SAVE10',
      // The amount on screen goes along only as a guard; the server charges its own figure.
      expectedTotal: 27_000,
      expectedCurrency: 'myr',
      ...VALID_CONTACT,
    });
    reloaded.booking.cancelBooking();
    expect(storage.items.size).toBe(0);
    root.booking.dispose();
    reloaded.booking.dispose();
  });

  it('an admin signs in and the token goes with admin reads', async () => {
    const tokens = createMemoryTokenStore();
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: tokens.getToken });
    const admin = new AdminStore({ api, tokenSink: tokens });
    await expect(api.getSendTicketBookings('At the Top')).rejects.toMatchObject({ status: 401 });
    expect(await admin.login('admin@example.com', 'a long password')).toBe(true);
    await expect(api.getSendTicketBookings('At the Top')).resolves.toMatchObject({ total: 1 });
  });
});

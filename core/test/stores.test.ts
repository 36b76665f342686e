import { contract } from '../src/contract';
import { describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import { ApiError, createApiClient, type ApiClient } from '../src/api';
import {
  AdminStore,
  CheckoutStore,
  BookingStore,
  createMemoryTokenStore,
  initialBookingData,
  Query,
} from '../src/stores';
import {
  BLOCKED_DATE,
  CHECKOUT_RESPONSE,
  deferred,
  makeBooking,
  makeTicket,
  SATURDAY,
  TICKET_ID,
  VALID_CONTACT,
} from './fixtures';
import { fakeFetch, json } from './http-server';

const unauthorized = () =>
  new ApiError({
    status: 401,
    message: 'no',
    data: { error: { code: 'UNAUTHORIZED', message: 'Wrong email or password.' } },
  });

describe('AdminStore', () => {
  it('starts with the admin state of specification section 3', () => {
    const admin = new AdminStore({ api: {} as ApiClient });
    expect(admin.adminEmail).toBeNull();
    expect(admin.isTicketSendPopupOpen).toBe(false);
    expect(admin.isSendBookingNotificationPopupOpen).toBe(false);
    expect(admin.bookingData).toEqual(initialBookingData());
    // Section 3: bookingStatus defaults to confirmed, every other field is empty.
    const { bookingStatus, ...fields } = admin.bookingData;
    expect(bookingStatus).toBe('confirmed');
    expect(new Set(Object.values(fields))).toEqual(new Set(['']));
    expect(admin.isLoggedIn).toBe(false);
  });

  it('login stores adminEmail and hands the token to the sink', async () => {
    const tokens = createMemoryTokenStore();
    const api = {
      login: vi.fn(async () => ({ token: 'tok', adminEmail: 'admin@example.com', role: 'owner' as const })),
      me: vi.fn(async () => ({
        adminEmail: 'admin@example.com',
        role: 'owner' as const,
        secondFactor: { enabled: false, required: false },
      })),
    };
    const admin = new AdminStore({ api: api as unknown as ApiClient, tokenSink: tokens });
    const pending = admin.login('admin@example.com', 'correct horse');
    expect(admin.isLoggingIn).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(api.login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'correct horse' });
    expect(admin.adminEmail).toBe('admin@example.com');
    expect(admin.isLoggedIn).toBe(true);
    expect(admin.isLoggingIn).toBe(false);
    expect(tokens.getToken()).toBe('tok');
  });

  it('a second factor: the password answers a challenge, the code opens the session; can() reads the contract', async () => {
    const tokens = createMemoryTokenStore();
    const me = {
      adminEmail: 'gate@example.com',
      role: 'desk' as const,
      secondFactor: { enabled: true, required: true },
    };
    const api = {
      login: vi.fn(async () => ({
        secondFactor: 'totp' as const,
        challenge: 'c'.repeat(43),
        adminEmail: me.adminEmail,
      })),
      submitSecondFactor: vi.fn(async () => ({
        token: 'tok',
        adminEmail: me.adminEmail,
        role: 'desk' as const,
      })),
      me: vi.fn(async () => me),
    };
    const admin = new AdminStore({ api: api as unknown as ApiClient, tokenSink: tokens });
    await expect(admin.login(me.adminEmail, 'a long passphrase')).resolves.toBe(false);
    expect(admin.secondStep).toEqual({ challenge: 'c'.repeat(43), adminEmail: me.adminEmail });
    expect(admin.isLoggedIn).toBe(false);
    await expect(admin.submitSecondFactor({ code: '123456' })).resolves.toBe(true);
    expect(api.submitSecondFactor).toHaveBeenCalledWith({ challenge: 'c'.repeat(43), code: '123456' });
    expect([admin.isLoggedIn, admin.role, admin.secondStep, tokens.getToken()]).toEqual([
      true,
      'desk',
      null,
      'tok',
    ]);
    expect(admin.can(contract.checkin.checkIn)).toBe(true);
    expect(admin.can(contract.bookings.export)).toBe(false);
    expect(admin.can(contract.cancellations.cancel)).toBe(false);
    expect(admin.can(contract.staff.list)).toBe(false);
  });

  it('a failed login keeps the error and no email', async () => {
    const api = { login: vi.fn(async () => Promise.reject(unauthorized())) };
    const admin = new AdminStore({ api: api as unknown as ApiClient });
    await expect(admin.login('a@example.com', 'x')).resolves.toBe(false);
    expect(admin.adminEmail).toBeNull();
    expect(admin.loginError?.status).toBe(401);
    expect(admin.isLoggingIn).toBe(false);
  });

  it('logout ends the session even when the server cannot be reached', async () => {
    const tokens = createMemoryTokenStore('tok');
    const api = {
      logout: vi.fn(async () => Promise.reject(new ApiError({ status: 'FETCH_ERROR', message: 'x' }))),
    };
    const admin = new AdminStore({ api: api as unknown as ApiClient, tokenSink: tokens });
    admin.adminEmail = 'a@example.com';
    admin.openTicketSendPopup();
    admin.setBookingData({ name: 'Aisha' });
    await admin.logout();
    expect(api.logout).toHaveBeenCalled();
    expect(tokens.getToken()).toBeNull();
    expect(admin.adminEmail).toBeNull();
    expect(admin.isTicketSendPopupOpen).toBe(false);
    expect(admin.bookingData).toEqual(initialBookingData());
  });

  it('restoreSession asks /admin/me', async () => {
    const tokens = createMemoryTokenStore('tok');
    const me = vi.fn(async () => ({
      adminEmail: 'a@example.com',
      role: 'desk' as const,
      secondFactor: { enabled: false, required: false },
    }));
    const admin = new AdminStore({ api: { me } as unknown as ApiClient, tokenSink: tokens });
    await expect(admin.restoreSession()).resolves.toBe(true);
    expect([admin.adminEmail, admin.isSessionChecked]).toEqual(['a@example.com', true]);

    me.mockRejectedValueOnce(unauthorized());
    await expect(admin.restoreSession()).resolves.toBe(false);
    expect(admin.adminEmail).toBeNull();
    expect(tokens.getToken()).toBeNull();
  });

  it('restoreSession keeps the token when the server is merely unreachable', async () => {
    const tokens = createMemoryTokenStore('tok');
    const me = vi.fn(async () => Promise.reject(new ApiError({ status: 'FETCH_ERROR', message: 'x' })));
    const admin = new AdminStore({ api: { me } as unknown as ApiClient, tokenSink: tokens });
    await expect(admin.restoreSession()).resolves.toBe(false);
    expect(tokens.getToken()).toBe('tok');
  });

  it('sessionExpired signs out locally', () => {
    const tokens = createMemoryTokenStore('tok');
    const admin = new AdminStore({ api: {} as ApiClient, tokenSink: tokens });
    admin.adminEmail = 'a@example.com';
    admin.sessionExpired();
    expect([admin.adminEmail, tokens.getToken()]).toEqual([null, null]);
  });

  it('opens and closes the two popups', () => {
    const admin = new AdminStore({ api: {} as ApiClient });
    admin.openTicketSendPopup();
    admin.openSendBookingNotificationPopup();
    expect([admin.isTicketSendPopupOpen, admin.isSendBookingNotificationPopupOpen]).toEqual([true, true]);
    admin.closeTicketSendPopup();
    admin.closeSendBookingNotificationPopup();
    expect([admin.isTicketSendPopupOpen, admin.isSendBookingNotificationPopupOpen]).toEqual([false, false]);
  });

  it('setBookingData takes the specified fields of a booking and ignores the rest', () => {
    const admin = new AdminStore({ api: {} as ApiClient });
    const booking = makeBooking({ bookingStatus: 'pending' });
    admin.setBookingData(booking);
    expect(admin.bookingData).toEqual({
      _id: booking._id,
      bookingStatus: 'pending',
      email: booking.email,
      mobileNumber: booking.mobileNumber,
      name: booking.name,
      ticketTitle: booking.ticketTitle,
      bookingDateString: booking.bookingDateString,
      bookingId: booking.bookingId,
    });
    admin.setBookingData({ name: 'Omar' });
    expect(admin.bookingData.name).toBe('Omar');
    expect(admin.bookingData.email).toBe(booking.email);
  });
});

describe('Query', () => {
  it('keeps only the answer to the latest arguments', async () => {
    const answers = new Map([
      ['a', deferred<string>()],
      ['b', deferred<string>()],
    ]);
    const query = new Query((key: string) => answers.get(key)!.promise, []);
    const first = query.load('a');
    const second = query.load('b');
    answers.get('b')!.resolve('B');
    answers.get('a')!.resolve('A');
    await expect(second).resolves.toBe('B');
    await expect(first).resolves.toBeUndefined();
    expect(query.data).toBe('B');
  });

  it('a late failure of an overtaken request is ignored', async () => {
    const slow = deferred<string>();
    let call = 0;
    const query = new Query(() => (++call === 1 ? slow.promise : Promise.resolve('fresh')), []);
    const first = query.load('x');
    await query.load('x');
    slow.reject(new Error('late'));
    await expect(first).resolves.toBeUndefined();
    expect([query.data, query.error]).toEqual(['fresh', null]);
  });

  it('keeps errors as ApiError and can reset and reload', async () => {
    const fetcher = vi.fn(async (key: string) => {
      if (key === 'bad') throw new Error('offline');
      return key.toUpperCase();
    });
    const query = new Query(fetcher, []);
    await expect(query.reload()).resolves.toBeUndefined();
    await query.load('bad');
    expect(query.error?.status).toBe('FETCH_ERROR');
    expect(query.isLoading).toBe(false);
    await query.load('ok');
    expect([query.data, query.hasData]).toEqual(['OK', true]);
    await query.reload();
    expect(fetcher).toHaveBeenCalledTimes(3);
    query.reset();
    expect([query.data, query.args, query.error, query.isLoading]).toEqual([
      undefined,
      undefined,
      null,
      false,
    ]);
  });
});

describe('Query on the API client', () => {
  function ticketsApi() {
    const { fetch, calls } = fakeFetch((url) => {
      const { pathname } = new URL(url);
      if (pathname.endsWith('/tickets/service')) return json([makeTicket()]);
      if (pathname.endsWith('/date-manage')) return json([BLOCKED_DATE]);
      if (pathname.endsWith('/create')) return json(makeTicket());
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    });
    const api = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch });
    const count = (path: string) => calls.filter((c) => c.url.includes(path)).length;
    return { api, count };
  }

  it('reloads a loaded read when a write invalidates its tag, keeping its answer meanwhile, and only until unsubscribed', async () => {
    const { api, count } = ticketsApi();
    const tickets = new Query((service: string, o) => api.getTicketsByService(service, o), ['Ticket']);
    const dates = new Query(
      (args: { service: string; ticketId: string }, o) => api.getBlockedDates(args, o),
      ['BlockedDate'],
    );
    const stops = [tickets.reloadOnInvalidation(api.subscribe), dates.reloadOnInvalidation(api.subscribe)];
    await tickets.load('burj-khalifa');
    await dates.load({ service: 'burj-khalifa', ticketId: TICKET_ID });

    await api.createTicket({ ...makeTicket(), _id: undefined } as never);
    // The write's invalidation started the reload at once; the old answer stays on screen meanwhile.
    expect(tickets.isLoading).toBe(true);
    expect(tickets.data).toHaveLength(1);
    await vi.waitFor(() => expect(count('/tickets/service')).toBe(2));
    await vi.waitFor(() => expect(tickets.isLoading).toBe(false));
    expect(count('/date-manage')).toBe(1);

    for (const stop of stops) stop();
    api.invalidate('Ticket');
    expect(count('/tickets/service')).toBe(2);
  });

  it('an invalidation before the first load loads nothing', () => {
    const { api, count } = ticketsApi();
    const tickets = new Query((service: string, o) => api.getTicketsByService(service, o), ['Ticket']);
    const stop = tickets.reloadOnInvalidation(api.subscribe);
    api.invalidate('Ticket');
    expect(count('/tickets/service')).toBe(0);
    stop();
  });
});

describe('CheckoutStore', () => {
  function readyBooking() {
    const booking = new BookingStore();
    booking.selectTicket(makeTicket());
    booking.selectDate(SATURDAY);
    booking.selectTimeSlot('10:00');
    booking.increaseAdult();
    booking.setContact(VALID_CONTACT);
    return booking;
  }

  it('validateCoupon asks the server and applies the answer', async () => {
    const booking = readyBooking();
    const validateCoupon = vi.fn(async () => ({ couponCode: 'SAVE10', discountValue: 10 }));
    const checkout = new CheckoutStore({ api: { validateCoupon } as unknown as ApiClient, booking });
    await expect(checkout.validateCoupon('save10')).resolves.toBe(true);
    expect(validateCoupon).toHaveBeenCalledWith({
      couponCode: 'save10',
      service: 'burj-khalifa',
      ticketId: TICKET_ID,
    });
    expect([booking.couponCode, booking.discountValue, booking.discountAmount]).toEqual([
      'SAVE10',
      10,
      1_200,
    ]);
    expect(checkout.isValidatingCoupon).toBe(false);
    checkout.removeCoupon();
    expect(booking.couponCode).toBe('');
  });

  it('keeps the server reason when a coupon is refused', async () => {
    const booking = readyBooking();
    const refusal = new ApiError({
      status: 422,
      message: 'x',
      data: { error: { code: 'COUPON_INVALID', message: 'This coupon has expired.' } },
    });
    const validateCoupon = vi.fn(async () => Promise.reject(refusal));
    const checkout = new CheckoutStore({ api: { validateCoupon } as unknown as ApiClient, booking });
    await expect(checkout.validateCoupon('OLD10')).resolves.toBe(false);
    expect(checkout.couponError).toBe(refusal);
    expect(booking.couponCode).toBe('');
  });

  it('refuses a malformed code without asking the server', async () => {
    const validateCoupon = vi.fn();
    const checkout = new CheckoutStore({
      api: { validateCoupon } as unknown as ApiClient,
      booking: new BookingStore(),
    });
    await expect(checkout.validateCoupon('x')).resolves.toBe(false);
    expect(validateCoupon).not.toHaveBeenCalled();
    expect(checkout.couponError?.code).toBe('COUPON_INVALID');
  });

  it('createCheckout posts the booking request and returns the session', async () => {
    const booking = readyBooking();
    const createCheckout = vi.fn(async () => CHECKOUT_RESPONSE);
    const checkout = new CheckoutStore({ api: { createCheckout } as unknown as ApiClient, booking });
    await expect(checkout.createCheckout()).resolves.toEqual(CHECKOUT_RESPONSE);
    expect(createCheckout).toHaveBeenCalledWith(booking.checkoutRequest);
    expect(checkout.lastCheckout).toEqual(CHECKOUT_RESPONSE);
    expect(checkout.isCreatingCheckout).toBe(false);
  });

  it('createCheckout carries the language of the page the visitor books on', async () => {
    const booking = readyBooking();
    const createCheckout = vi.fn(async () => CHECKOUT_RESPONSE);
    const checkout = new CheckoutStore({ api: { createCheckout } as unknown as ApiClient, booking });
    await checkout.createCheckout({ locale: 'ar' });
    expect(createCheckout).toHaveBeenCalledWith({ ...booking.checkoutRequest, locale: 'ar' });
  });

  it('createCheckout keeps the server error', async () => {
    const soldOut = new ApiError({
      status: 409,
      message: 'x',
      data: { error: { code: 'SOLD_OUT', message: 'Sold out.' } },
    });
    const checkout = new CheckoutStore({
      api: { createCheckout: async () => Promise.reject(soldOut) } as unknown as ApiClient,
      booking: readyBooking(),
    });
    await expect(checkout.createCheckout()).resolves.toBeNull();
    expect(checkout.checkoutError).toBe(soldOut);
  });

  it('createCheckout refuses an incomplete booking without asking the server', async () => {
    const createCheckout = vi.fn();
    const checkout = new CheckoutStore({
      api: { createCheckout } as unknown as ApiClient,
      booking: new BookingStore(),
    });
    await expect(checkout.createCheckout()).resolves.toBeNull();
    expect(createCheckout).not.toHaveBeenCalled();
    expect(checkout.checkoutError?.code).toBe('VALIDATION_FAILED');
  });
});

describe('BookingStore totals', () => {
  it('are observable computed values', () => {
    const booking = new BookingStore();
    booking.selectTicket(makeTicket());
    booking.selectDate(SATURDAY);
    const seen: number[] = [];
    const stop = reaction(
      () => booking.totalAmount,
      (total) => seen.push(total),
    );
    booking.increaseAdult();
    booking.increaseChild();
    stop();
    expect(seen).toEqual([12_000, 18_000]);
    booking.dispose();
  });
});

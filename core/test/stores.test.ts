import { describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import { ApiError, createApiClient, type ApiClient } from '../src/api';
import {
  AdminStore,
  CatalogueStore,
  CheckoutStore,
  BookingStore,
  createMemoryStorage,
  createMemoryTokenStore,
  initialBookingData,
  Query,
  RootStore,
} from '../src/stores';
import {
  ACTIVE_PROMOTION,
  AVAILABILITY,
  BLOCKED_DATE,
  CHECKOUT_RESPONSE,
  makeBooking,
  makeTicket,
  PRODUCT,
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

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AdminStore', () => {
  it('starts with the admin state of specification section 3', () => {
    const admin = new AdminStore({ api: {} as ApiClient });
    expect(admin.adminEmail).toBeNull();
    expect(admin.isTicketSendPopupOpen).toBe(false);
    expect(admin.isSendBookingNotificationPopupOpen).toBe(false);
    expect(admin.bookingData).toEqual({
      _id: '',
      bookingStatus: 'confirmed',
      email: '',
      mobileNumber: '',
      name: '',
      ticketTitle: '',
      bookingDateString: '',
      bookingId: '',
    });
    expect(admin.isLoggedIn).toBe(false);
  });

  it('login stores adminEmail and hands the token to the sink', async () => {
    const tokens = createMemoryTokenStore();
    const api = { login: vi.fn(async () => ({ token: 'tok', adminEmail: 'admin@example.com' })) };
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
    const me = vi.fn(async () => ({ adminEmail: 'a@example.com' }));
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
    admin.setTicketSendPopupOpen(true);
    admin.setSendBookingNotificationPopupOpen(true);
    expect([admin.isTicketSendPopupOpen, admin.isSendBookingNotificationPopupOpen]).toEqual([true, true]);
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
    admin.resetBookingData();
    expect(admin.bookingData).toEqual(initialBookingData());
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

function catalogueApi() {
  const { fetch, calls } = fakeFetch((url) => {
    const { pathname } = new URL(url);
    if (pathname.endsWith('/missing'))
      return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    if (pathname.endsWith('/products/hostName') || pathname.endsWith('/products')) return json([PRODUCT]);
    if (pathname.includes('/products/slug/')) return json(PRODUCT);
    if (pathname.endsWith('/tickets/service')) return json([makeTicket()]);
    if (pathname.endsWith('/date-manage')) return json([BLOCKED_DATE]);
    if (pathname.endsWith('/time-slot')) return json(AVAILABILITY);
    if (pathname.endsWith('/single')) return json(ACTIVE_PROMOTION);
    if (pathname.endsWith('/bookings/success')) return json(makeBooking());
    if (pathname.endsWith('/create')) return json(makeTicket());
    return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
  const api = createApiClient({ baseUrl: 'http://api.test/api/v1', fetch });
  return { api, calls };
}

describe('CatalogueStore', () => {
  // 2026-11-23 20:30 UTC is already 24 November in Dubai.
  const now = () => new Date('2026-11-23T20:30:00Z');

  it('loads each storefront read with its state', async () => {
    const { api } = catalogueApi();
    const catalogue = new CatalogueStore({ api, now });
    const loading = catalogue.loadSiteProducts('localhost');
    expect(catalogue.siteProducts.isLoading).toBe(true);
    await loading;
    expect(catalogue.siteProducts.data).toEqual([PRODUCT]);
    expect(catalogue.siteProducts.isLoading).toBe(false);
    await catalogue.loadProductsByGroup('landmarks');
    await catalogue.loadProduct('burj-khalifa');
    await catalogue.loadTickets('burj-khalifa');
    await catalogue.loadBlockedDates('burj-khalifa', TICKET_ID);
    await catalogue.loadTimeSlots(SATURDAY, TICKET_ID);
    await catalogue.loadPromotion({ service: 'burj-khalifa' });
    await catalogue.loadSuccessBooking('tok_0123456789abcdef');
    expect(catalogue.productsByGroup.data).toHaveLength(1);
    expect(catalogue.product.data?.slug).toBe('burj-khalifa');
    expect(catalogue.ticketById(TICKET_ID)?.title).toBe(makeTicket().title);
    expect(catalogue.ticketById('nope')).toBeUndefined();
    expect(catalogue.timeSlots.data?.slots).toHaveLength(2);
    expect(catalogue.promotion.data).toEqual(ACTIVE_PROMOTION);
    expect(catalogue.successBooking.data?.bookingId).toBe('DXB-7KQ2M9');
    catalogue.dispose();
  });

  it('keeps the error of a failed read', async () => {
    const { api } = catalogueApi();
    const catalogue = new CatalogueStore({ api, now });
    await catalogue.loadProduct('missing');
    expect(catalogue.product.error?.status).toBe(404);
    expect(catalogue.product.data).toBeUndefined();
  });

  it('today is the date in Dubai, and date status follows blocked dates and closed weekdays', async () => {
    const { api } = catalogueApi();
    const catalogue = new CatalogueStore({ api, now });
    expect(catalogue.today()).toBe('2026-11-24');
    await catalogue.loadBlockedDates('burj-khalifa', TICKET_ID);
    expect(catalogue.blockedDateSet.has(SATURDAY)).toBe(true);
    expect(catalogue.dateStatusOf('2026-11-23', [])).toBe('past');
    expect(catalogue.dateStatusOf('2026-11-24', [])).toBe('available');
    expect(catalogue.dateStatusOf(SATURDAY, [])).toBe('blocked');
    expect(catalogue.dateStatusOf('2026-11-27', ['Friday'])).toBe('closed');
    expect(new CatalogueStore({ api }).today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refetches a loaded read when its tag is invalidated, and only then', async () => {
    const { api, calls } = catalogueApi();
    const catalogue = new CatalogueStore({ api, now });
    await catalogue.loadTickets('burj-khalifa');
    await catalogue.loadBlockedDates('burj-khalifa', TICKET_ID);
    const ticketCalls = () => calls.filter((c) => c.url.includes('/tickets/service')).length;
    const dateCalls = () => calls.filter((c) => c.url.includes('/date-manage')).length;
    await api.createTicket({ ...makeTicket(), _id: undefined } as never);
    await vi.waitFor(() => expect(ticketCalls()).toBe(2));
    expect(dateCalls()).toBe(1);
    expect(catalogue.tickets.data).toHaveLength(1);
    catalogue.dispose();
    api.invalidate('Ticket');
    expect(ticketCalls()).toBe(2);
  });

  it('works with a fake API that has no subscribe', () => {
    const catalogue = new CatalogueStore({ api: {} as ApiClient });
    catalogue.refresh(['Ticket']);
    catalogue.dispose();
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

describe('RootStore', () => {
  it('builds every store around the API it is given', async () => {
    const me = vi.fn(async () => ({ adminEmail: 'a@example.com' }));
    const storage = createMemoryStorage();
    const root = new RootStore({
      api: { me } as unknown as ApiClient,
      storage,
      tokenSink: createMemoryTokenStore(),
    });
    expect(root.booking).toBeInstanceOf(BookingStore);
    expect(root.admin).toBeInstanceOf(AdminStore);
    expect(root.catalogue).toBeInstanceOf(CatalogueStore);
    expect(root.checkout).toBeInstanceOf(CheckoutStore);
    await root.admin.restoreSession();
    expect(root.admin.adminEmail).toBe('a@example.com');
    root.booking.increaseAdult();
    expect(storage.items.size).toBe(1);
    root.dispose();
  });

  it('totals are observable computed values', () => {
    const root = new RootStore({ api: {} as ApiClient });
    root.booking.selectTicket(makeTicket());
    root.booking.selectDate(SATURDAY);
    const seen: number[] = [];
    const stop = reaction(
      () => root.booking.totalAmount,
      (total) => seen.push(total),
    );
    root.booking.increaseAdult();
    root.booking.increaseChild();
    stop();
    expect(seen).toEqual([12_000, 18_000]);
  });
});

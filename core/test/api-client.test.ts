import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isAdminCall, type ApiClient } from '../src/api';
import {
  ACTIVE_PROMOTION,
  AVAILABILITY,
  BLOCKED_DATE,
  BLOCKED_SLOT,
  BOOKING_UUID,
  CHECKOUT_RESPONSE,
  COUPON,
  makeBooking,
  makeTicket,
  PRODUCT,
  PROMOTION,
  SATURDAY,
  TICKET_ID,
  ticketInput,
  VALID_CONTACT,
} from './fixtures';
import { startServer, type TestServer } from './http-server';

const TOKEN = 'admin-token-0123456789abcdef';

let server: TestServer;
let api: ApiClient;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  onUnauthorized = vi.fn<() => void>();
  api = createApiClient({ baseUrl: `${server.baseUrl}/`, getToken: async () => TOKEN, onUnauthorized });
});

interface CallCase {
  name: string;
  invoke: (api: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  reply: unknown;
  status?: number;
  admin: boolean;
  expected?: unknown;
}

const booking = makeBooking();
const ticket = makeTicket();
const slotInput = { date: SATURDAY, ticketId: TICKET_ID, service: 'burj-khalifa', timeSlot: '10:00' };
const checkoutBody = {
  ticketId: TICKET_ID,
  preferenceIndex: 0,
  bookingDate: SATURDAY,
  timeSlot: '10:00',
  adultCount: 2,
  childCount: 0,
  ...VALID_CONTACT,
};
const listReply = { bookings: [booking], page: 1, pageSize: 20, total: 1, totalPages: 1 };
const couponInput = { code: 'SAVE10', discountValue: 10 };
const promotionInput = { title: 'Winter deal', message: '10 % off' };

const cases: CallCase[] = [
  {
    name: 'getProducts',
    invoke: (a) => a.getProducts('landmarks'),
    method: 'GET',
    path: '/products',
    query: { productGroup: 'landmarks' },
    reply: [PRODUCT],
    admin: false,
  },
  {
    name: 'getProducts without a group',
    invoke: (a) => a.getProducts(),
    method: 'GET',
    path: '/products',
    query: {},
    reply: [PRODUCT],
    admin: false,
  },
  {
    name: 'getProductsByHost',
    invoke: (a) => a.getProductsByHost('localhost'),
    method: 'GET',
    path: '/products/hostName',
    query: { hostName: 'localhost' },
    reply: [PRODUCT],
    admin: false,
  },
  {
    name: 'getProductBySlug',
    invoke: (a) => a.getProductBySlug('burj-khalifa'),
    method: 'GET',
    path: '/products/slug/burj-khalifa',
    reply: PRODUCT,
    admin: false,
  },
  {
    name: 'getTicketsByService',
    invoke: (a) => a.getTicketsByService('burj-khalifa'),
    method: 'GET',
    path: '/tickets/service',
    query: { service: 'burj-khalifa' },
    reply: [ticket],
    admin: false,
  },
  {
    name: 'getTicket',
    invoke: (a) => a.getTicket(TICKET_ID),
    method: 'GET',
    path: `/tickets/${TICKET_ID}`,
    reply: ticket,
    admin: false,
  },
  {
    name: 'getProductsByHost in Malay',
    invoke: (a) => a.getProductsByHost('localhost', { lang: 'ms' }),
    method: 'GET',
    path: '/products/hostName',
    query: { hostName: 'localhost', lang: 'ms' },
    reply: [PRODUCT],
    admin: false,
  },
  {
    name: 'getProductBySlug in Arabic',
    invoke: (a) => a.getProductBySlug('burj-khalifa', { lang: 'ar' }),
    method: 'GET',
    path: '/products/slug/burj-khalifa',
    query: { lang: 'ar' },
    reply: PRODUCT,
    admin: false,
  },
  {
    name: 'getTicketsByService in Chinese',
    invoke: (a) => a.getTicketsByService('burj-khalifa', { lang: 'zh' }),
    method: 'GET',
    path: '/tickets/service',
    query: { service: 'burj-khalifa', lang: 'zh' },
    reply: [ticket],
    admin: false,
  },
  {
    name: 'getTicket in Malay',
    invoke: (a) => a.getTicket(TICKET_ID, { lang: 'ms' }),
    method: 'GET',
    path: `/tickets/${TICKET_ID}`,
    query: { lang: 'ms' },
    reply: ticket,
    admin: false,
  },
  {
    name: 'getAdminProduct',
    invoke: (a) => a.getAdminProduct('burj-khalifa'),
    method: 'GET',
    path: '/admin/products/burj-khalifa',
    reply: { ...PRODUCT, translations: { ms: { name: 'Menara Burj Khalifa' } } },
    admin: true,
  },
  {
    name: 'updateProductTranslations',
    invoke: (a) => a.updateProductTranslations('burj-khalifa', { ms: { name: 'Menara Burj Khalifa' } }),
    method: 'PUT',
    path: '/admin/products/burj-khalifa/translations',
    body: { translations: { ms: { name: 'Menara Burj Khalifa' } } },
    reply: { ...PRODUCT, translations: { ms: { name: 'Menara Burj Khalifa' } } },
    admin: true,
  },
  {
    name: 'getMissingTranslations',
    invoke: (a) => a.getMissingTranslations(),
    method: 'GET',
    path: '/admin/translations/missing',
    reply: [
      {
        kind: 'ticket',
        id: TICKET_ID,
        label: 'At the Top',
        service: 'burj-khalifa',
        missing: [{ locale: 'ar', field: 'title' }],
      },
    ],
    admin: true,
  },
  {
    name: 'getAdminTicket',
    invoke: (a) => a.getAdminTicket(TICKET_ID),
    method: 'GET',
    path: '/admin/get-ticket',
    query: { id: TICKET_ID },
    reply: ticket,
    admin: true,
  },
  {
    name: 'getServices',
    invoke: (a) => a.getServices(),
    method: 'GET',
    path: '/get-service',
    reply: [{ service: 'burj-khalifa', name: 'Burj Khalifa', ticketCount: 2 }],
    admin: false,
  },
  {
    name: 'getTicketTitles',
    invoke: (a) => a.getTicketTitles('attraction'),
    method: 'GET',
    path: '/get-ticket-title-service',
    query: { ticketType: 'attraction' },
    reply: [{ _id: TICKET_ID, title: 'At the Top', service: 'burj-khalifa', ticketType: 'attraction' }],
    admin: false,
  },
  {
    name: 'createTicket',
    invoke: (a) => a.createTicket(ticketInput()),
    method: 'POST',
    path: '/create',
    body: ticketInput(),
    reply: ticket,
    status: 201,
    admin: true,
  },
  {
    name: 'updateTicket',
    invoke: (a) => a.updateTicket(TICKET_ID, ticketInput()),
    method: 'PUT',
    path: `/update-ticket/${TICKET_ID}`,
    body: ticketInput(),
    reply: ticket,
    admin: true,
  },
  {
    name: 'deleteTicket',
    invoke: (a) => a.deleteTicket(TICKET_ID),
    method: 'DELETE',
    path: `/delete-ticket/${TICKET_ID}`,
    reply: { _id: TICKET_ID, deleted: true },
    admin: true,
  },
  {
    name: 'getBlockedDates',
    invoke: (a) => a.getBlockedDates({ service: 'burj-khalifa', ticketId: TICKET_ID }),
    method: 'GET',
    path: '/date-manage',
    query: { service: 'burj-khalifa', ticketId: TICKET_ID },
    reply: [BLOCKED_DATE],
    admin: false,
  },
  {
    name: 'getUpcomingBlocks',
    invoke: (a) => a.getUpcomingBlocks({ service: 'burj-khalifa', ticketId: TICKET_ID }),
    method: 'GET',
    path: '/admin/blocked',
    query: { service: 'burj-khalifa', ticketId: TICKET_ID },
    reply: [
      {
        _id: BOOKING_UUID,
        kind: 'slot',
        date: SATURDAY,
        timeSlot: '10:00',
        reason: 'Private event',
        blockedBy: 'ops@example.com',
        blockedAt: '2026-12-01T08:00:00.000Z',
      },
    ],
    admin: true,
  },
  {
    name: 'blockDate',
    invoke: (a) => a.blockDate({ service: 'burj-khalifa', ticketId: TICKET_ID, blockedDate: SATURDAY }),
    method: 'POST',
    path: '/block-date',
    body: { service: 'burj-khalifa', ticketId: TICKET_ID, blockedDate: SATURDAY },
    reply: BLOCKED_DATE,
    status: 201,
    admin: true,
  },
  {
    name: 'unblockDate',
    invoke: (a) => a.unblockDate(BLOCKED_DATE._id),
    method: 'DELETE',
    path: '/block-date',
    query: { id: BLOCKED_DATE._id },
    body: { id: BLOCKED_DATE._id },
    reply: BLOCKED_DATE,
    admin: true,
  },
  {
    name: 'getTimeSlots',
    invoke: (a) => a.getTimeSlots({ dateForSlot: SATURDAY, ticketId: TICKET_ID }),
    method: 'GET',
    path: '/time-slot',
    query: { dateForSlot: SATURDAY, ticketId: TICKET_ID },
    reply: AVAILABILITY,
    admin: false,
  },
  {
    name: 'blockTimeSlot',
    invoke: (a) => a.blockTimeSlot(slotInput),
    method: 'POST',
    path: '/block-time-slot',
    body: slotInput,
    reply: BLOCKED_SLOT,
    status: 201,
    admin: true,
  },
  {
    name: 'unblockTimeSlot',
    invoke: (a) => a.unblockTimeSlot(slotInput),
    method: 'POST',
    path: '/delete-blocked-date-time-slot',
    body: slotInput,
    reply: BLOCKED_SLOT,
    admin: true,
  },
  {
    name: 'createCheckout',
    invoke: (a) => a.createCheckout(checkoutBody),
    method: 'POST',
    path: '/payments/create-checkout',
    body: checkoutBody,
    reply: CHECKOUT_RESPONSE,
    status: 201,
    admin: false,
  },
  {
    name: 'cancelCheckout',
    invoke: (a) => a.cancelCheckout({ bookingId: 'DXB-7KQ2M9', token: 'tok_0123456789abcdef' }),
    method: 'POST',
    path: '/payments/cancel',
    body: { bookingId: 'DXB-7KQ2M9', token: 'tok_0123456789abcdef' },
    reply: { bookingId: 'DXB-7KQ2M9', bookingStatus: 'failed' },
    admin: false,
  },
  {
    name: 'getBookings (list)',
    invoke: (a) => a.getBookings({ service: 'burj-khalifa', bookingStatus: 'confirmed', page: 2 }),
    method: 'GET',
    path: '/admin/all-bookings',
    query: { service: 'burj-khalifa', bookingStatus: 'confirmed', page: '2' },
    reply: listReply,
    admin: true,
  },
  {
    name: 'getBookings (report)',
    invoke: (a) => a.getBookings({ bookingStatus: 'confirmed', ticketTitle: 'At the Top', page: 1 }),
    method: 'GET',
    path: '/admin/all-bookings',
    query: { bookingStatus: 'confirmed', ticketTitle: 'At the Top', page: '1' },
    reply: {
      ...listReply,
      summary: {
        bookings: 1,
        adults: 2,
        children: 1,
        revenue: 30_000,
        valueBooked: 30_000,
        paid: 30_000,
        refunds: 0,
      },
    },
    admin: true,
  },
  {
    name: 'getBookings (search)',
    invoke: (a) => a.getBookings({ search: 'DXB-7KQ' }),
    method: 'GET',
    path: '/admin/all-bookings',
    query: { search: 'DXB-7KQ' },
    reply: listReply,
    admin: true,
  },
  {
    name: 'getBooking',
    invoke: (a) => a.getBooking(BOOKING_UUID),
    method: 'GET',
    path: `/admin/bookings/${BOOKING_UUID}`,
    reply: booking,
    admin: true,
  },
  {
    name: 'getSendTicketBookings',
    invoke: (a) => a.getSendTicketBookings('At the Top'),
    method: 'GET',
    path: '/admin/all-bookings-send-ticket',
    query: { ticketTitle: 'At the Top' },
    reply: { bookings: [booking], page: 1, pageSize: 50, total: 1, totalPages: 1 },
    admin: true,
  },
  {
    name: 'getSendTicketBookings (already sent too)',
    invoke: (a) => a.getSendTicketBookings({ ticketTitle: 'At the Top', sent: 'all' }),
    method: 'GET',
    path: '/admin/all-bookings-send-ticket',
    query: { ticketTitle: 'At the Top', sent: 'all' },
    reply: { bookings: [booking], page: 1, pageSize: 50, total: 1, totalPages: 1 },
    admin: true,
  },
  {
    name: 'sendNotification',
    invoke: (a) => a.sendNotification({ bookingId: BOOKING_UUID, subject: 'Hello', message: 'See you' }),
    method: 'POST',
    path: '/admin/send-notification',
    body: { bookingId: BOOKING_UUID, subject: 'Hello', message: 'See you' },
    reply: { booking },
    admin: true,
  },
  {
    name: 'getSuccessBooking',
    invoke: (a) => a.getSuccessBooking('tok_0123456789abcdef'),
    method: 'GET',
    path: '/bookings/success',
    query: { token: 'tok_0123456789abcdef' },
    reply: booking,
    admin: false,
  },
  {
    name: 'validateCoupon',
    invoke: (a) => a.validateCoupon({ couponCode: 'SAVE10', service: 'burj-khalifa' }),
    method: 'POST',
    path: '/coupon/validate',
    body: { couponCode: 'SAVE10', service: 'burj-khalifa' },
    reply: { couponCode: 'SAVE10', discountValue: 10 },
    admin: false,
  },
  {
    name: 'getCoupons',
    invoke: (a) => a.getCoupons(),
    method: 'GET',
    path: '/admin/coupons',
    reply: [COUPON],
    admin: true,
  },
  {
    name: 'createCoupon',
    invoke: (a) => a.createCoupon(couponInput),
    method: 'POST',
    path: '/admin/coupons',
    body: couponInput,
    reply: COUPON,
    status: 201,
    admin: true,
  },
  {
    name: 'updateCoupon',
    invoke: (a) => a.updateCoupon(COUPON._id, couponInput),
    method: 'PUT',
    path: `/admin/coupons/${COUPON._id}`,
    body: couponInput,
    reply: COUPON,
    admin: true,
  },
  {
    name: 'deactivateCoupon',
    invoke: (a) => a.deactivateCoupon(COUPON._id),
    method: 'DELETE',
    path: `/admin/coupons/${COUPON._id}`,
    reply: { ...COUPON, active: false },
    admin: true,
  },
  {
    name: 'getActivePromotion',
    invoke: (a) => a.getActivePromotion({ service: 'burj-khalifa' }),
    method: 'GET',
    path: '/single',
    query: { service: 'burj-khalifa' },
    reply: ACTIVE_PROMOTION,
    admin: false,
  },
  {
    name: 'getActivePromotion in Arabic',
    invoke: (a) => a.getActivePromotion({ hostName: 'localhost', lang: 'ar' }),
    method: 'GET',
    path: '/single',
    query: { hostName: 'localhost', lang: 'ar' },
    reply: ACTIVE_PROMOTION,
    admin: false,
  },
  {
    name: 'getPromotions',
    invoke: (a) => a.getPromotions(),
    method: 'GET',
    path: '/admin/promotions',
    reply: [PROMOTION],
    admin: true,
  },
  {
    name: 'createPromotion',
    invoke: (a) => a.createPromotion(promotionInput),
    method: 'POST',
    path: '/admin/promotions',
    body: promotionInput,
    reply: PROMOTION,
    status: 201,
    admin: true,
  },
  {
    name: 'updatePromotion',
    invoke: (a) => a.updatePromotion(PROMOTION._id, promotionInput),
    method: 'PUT',
    path: `/admin/promotions/${PROMOTION._id}`,
    body: promotionInput,
    reply: PROMOTION,
    admin: true,
  },
  {
    name: 'deletePromotion',
    invoke: (a) => a.deletePromotion(PROMOTION._id),
    method: 'DELETE',
    path: `/admin/promotions/${PROMOTION._id}`,
    reply: { _id: PROMOTION._id, deleted: true },
    admin: true,
  },
  {
    name: 'login',
    invoke: (a) => a.login({ email: 'admin@example.com', password: 'secret' }),
    method: 'POST',
    path: '/admin/login',
    body: { email: 'admin@example.com', password: 'secret' },
    reply: { token: TOKEN, adminEmail: 'admin@example.com', role: 'owner' },
    admin: false,
  },
  {
    name: 'logout',
    invoke: (a) => a.logout(),
    method: 'POST',
    path: '/admin/logout',
    reply: { ok: true },
    admin: true,
  },
  {
    name: 'me',
    invoke: (a) => a.me(),
    method: 'GET',
    path: '/admin/me',
    reply: {
      adminEmail: 'admin@example.com',
      role: 'owner',
      secondFactor: { enabled: false, required: false },
    },
    admin: true,
  },
];

describe('API client calls (specification section 7 at the paths of DESIGN section 3)', () => {
  it.each(cases)('$name: $method $path', async (c) => {
    server.setHandler(() =>
      c.reply === undefined ? { status: c.status ?? 204 } : { status: c.status ?? 200, json: c.reply },
    );
    const result = await c.invoke(api);
    expect(result).toEqual('expected' in c ? c.expected : c.reply);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.method).toBe(c.method);
    expect(request.path).toBe(`/api/v1${c.path}`);
    if (c.query) expect(request.query).toEqual(c.query);
    if (c.body !== undefined) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual(c.body);
    } else expect(request.body).toBe('');
    // The bearer token goes with admin calls and with nothing else.
    expect(request.headers.authorization).toBe(c.admin ? `Bearer ${TOKEN}` : undefined);
  });

  it('sends the ticket as multipart to the absolute send-ticket path, with the token', async () => {
    server.setHandler(() => ({ json: { booking, expectedFiles: 3, attachedFiles: 2 } }));
    const files = [
      new File(['qr-one'], 'adult-1.png', { type: 'image/png' }),
      new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ];
    const result = await api.sendTicket({ bookingId: BOOKING_UUID, message: 'Enjoy', files });
    expect(result.attachedFiles).toBe(2);
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/booking/admin/send-ticket');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="bookingId"');
    expect(request.body).toContain(BOOKING_UUID);
    expect(request.body).toContain('name="message"');
    expect(request.body).toContain('filename="adult-1.png"');
    expect(request.body).toContain('filename="ticket"');
    expect(request.body.match(/name="files"/g)).toHaveLength(2);
  });

  it('uploads a ticket picture as multipart under "image", with the token, to the admin path', async () => {
    const url = `/assets/uploads/${'a'.repeat(64)}.png`;
    server.setHandler(() => ({ status: 201, json: { url, contentType: 'image/png', size: 6 } }));
    const result = await api.uploadTicketImage(new File(['\x89PNG!'], 'deck.png', { type: 'image/png' }));
    expect(result).toEqual({ url, contentType: 'image/png', size: 6 });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/admin/ticket-images');
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="image"; filename="deck.png"');
  });

  it('sends no message part when there is none', async () => {
    server.setHandler(() => ({ json: { booking } }));
    await api.sendTicket({ bookingId: BOOKING_UUID });
    expect(server.requests[0]!.body).not.toContain('name="message"');
  });

  it('uses the origin of the base URL for send-ticket even when the base has another path', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/somewhere/else`, getToken: () => TOKEN });
    server.setHandler(() => ({ json: { booking } }));
    await client.sendTicket({ bookingId: BOOKING_UUID });
    expect(server.requests[0]!.path).toBe('/api/v1/booking/admin/send-ticket');
    expect(client.urlOf({ path: '/tickets/service', query: { service: 'a b' } })).toBe(
      `${server.origin}/somewhere/else/tickets/service?service=a+b`,
    );
  });

  it('works with a same-origin relative base URL', () => {
    const client = createApiClient({ baseUrl: '/api/v1' });
    expect(client.urlOf({ path: '/single', query: { hostName: 'localhost', service: undefined } })).toBe(
      '/api/v1/single?hostName=localhost',
    );
    expect(client.urlOf({ path: '/booking/admin/send-ticket', fromOrigin: true })).toBe(
      '/api/v1/booking/admin/send-ticket',
    );
  });

  it('encodes path parameters', async () => {
    server.setHandler(() => ({ json: PRODUCT }));
    await api.getProductBySlug('a/b?c');
    expect(server.requests[0]!.url).toBe('/api/v1/products/slug/a%2Fb%3Fc');
  });

  it('answers null for the active promotion when the API says none is running (200 null)', async () => {
    server.setHandler(() => ({ json: null }));
    expect(await api.getActivePromotion({ hostName: 'localhost' })).toBeNull();
    // A 404 is no longer how "none" is said: it is a failure like any other.
    server.setHandler(() => ({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'No such route.' } },
    }));
    await expect(api.getActivePromotion({ hostName: 'elsewhere' })).rejects.toMatchObject({ status: 404 });
    server.setHandler(() => ({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'x' } } }));
    await expect(api.getActivePromotion({ hostName: 'other' })).rejects.toMatchObject({ status: 500 });
  });

  it("sends a checkout's CAPTCHA token in X-Captcha-Token, and no such header without one", async () => {
    server.setHandler(() => ({ status: 201, json: CHECKOUT_RESPONSE }));
    await api.createCheckout(checkoutBody, { captchaToken: 'solved-challenge' });
    expect(server.requests[0]!.headers['x-captcha-token']).toBe('solved-challenge');
    await api.createCheckout(checkoutBody);
    expect(server.requests[1]!.headers['x-captcha-token']).toBeUndefined();
  });

  it('sends no Authorization header when there is no token', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => null });
    server.setHandler(() => ({
      json: {
        adminEmail: 'admin@example.com',
        role: 'owner',
        secondFactor: { enabled: false, required: false },
      },
    }));
    await client.me();
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });
});

describe('isAdminCall', () => {
  it.each([
    ['GET', '/admin/all-bookings', true],
    ['GET', '/admin/get-timeslot-ticket', true],
    ['POST', '/admin/logout', true],
    ['POST', '/admin/login', false],
    ['POST', '/create', true],
    ['PUT', '/update-ticket/abc', true],
    ['DELETE', '/delete-ticket/abc', true],
    ['POST', '/block-date', true],
    ['DELETE', '/block-date', true],
    ['POST', '/block-time-slot', true],
    ['POST', '/delete-blocked-date-time-slot', true],
    ['POST', '/booking/admin/send-ticket', true],
    ['GET', '/date-manage', false],
    ['GET', '/time-slot', false],
    ['GET', '/tickets/service', false],
    ['GET', '/products/slug/admin', false],
    ['POST', '/payments/create-checkout', false],
    ['POST', '/coupon/validate', false],
  ] as const)('%s %s -> %s', (method, path, admin) => {
    expect(isAdminCall(method, path)).toBe(admin);
  });
});

describe('the report, the export and the titles of bookings', () => {
  const figures = {
    bookings: 1,
    adults: 2,
    children: 0,
    valueBooked: 500,
    paid: 500,
    refunded: 100,
    moneyTaken: 400,
  };

  it('asks the report for a date range and reads money taken beside the value booked', async () => {
    server.setHandler(() => ({
      json: {
        dateFrom: SATURDAY,
        dateTo: SATURDAY,
        ticketTitle: null,
        currency: 'myr',
        summary: figures,
        tickets: [{ ...figures, ticketTitle: 'At the Top', service: 'burj-khalifa' }],
        days: [{ ...figures, date: SATURDAY }],
      },
    }));
    const report = await api.getBookingReport({ dateFrom: SATURDAY, dateTo: SATURDAY });
    expect(report.summary.moneyTaken).toBe(400);
    const [request] = server.requests;
    expect(request!.url).toBe(`/api/v1/admin/bookings-report?dateFrom=${SATURDAY}&dateTo=${SATURDAY}`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('gives the export back as the CSV text the API streamed', async () => {
    const csv = '\uFEFFReference,Status\r\nDXB-7KQ2M9,confirmed\r\n';
    server.setHandler(() => ({ text: csv, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const text = await api.exportBookingsCsv({ bookingStatus: 'paid' });
    expect(text).toContain('DXB-7KQ2M9,confirmed');
    const [request] = server.requests;
    expect(request!.url).toBe('/api/v1/admin/bookings-export?bookingStatus=paid');
    expect(request!.headers.accept).toBe('text/csv');
  });

  it('gives the manifest PDF back as bytes, and its failure as the API error', async () => {
    server.setHandler(() => ({ text: '%PDF-1.3 bytes', headers: { 'Content-Type': 'application/pdf' } }));
    const pdf = await api.getManifestPdf({ date: SATURDAY, ticketId: TICKET_ID });
    expect(await pdf.text()).toBe('%PDF-1.3 bytes');
    const [request] = server.requests;
    expect(request!.url).toBe(`/api/v1/admin/manifest/pdf?date=${SATURDAY}&ticketId=${TICKET_ID}`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    server.setHandler(() => ({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'This ticket does not exist.' } },
    }));
    await expect(api.getManifestPdf({ date: SATURDAY })).rejects.toMatchObject({
      status: 404,
      message: 'This ticket does not exist.',
    });
  });

  it('lists the titles bookings were sold under, and asks the admin quote of a move', async () => {
    server.setHandler(() => ({ json: [{ ticketTitle: 'Old name', service: 'burj-khalifa', live: false }] }));
    expect(await api.getBookingTitles()).toEqual([
      { ticketTitle: 'Old name', service: 'burj-khalifa', live: false },
    ]);
    server.setHandler(() => ({
      json: {
        bookingDate: SATURDAY,
        timeSlot: null,
        newTotal: 600,
        priceDifference: 100,
        currency: 'myr',
        available: true,
      },
    }));
    const quote = await api.adminRescheduleQuote(BOOKING_UUID, { bookingDate: SATURDAY });
    expect(quote.priceDifference).toBe(100);
    expect(server.requests.at(-1)!.url).toBe(
      `/api/v1/admin/bookings/${BOOKING_UUID}/reschedule-quote?bookingDate=${SATURDAY}`,
    );
  });
});

describe('401 answers', () => {
  it('an admin call answering 401 reports the lost session', async () => {
    server.setHandler(() => ({
      status: 401,
      json: { error: { code: 'UNAUTHORIZED', message: 'Sign in again.' } },
    }));
    await expect(api.getCoupons()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a wrong password at login is not a lost session', async () => {
    server.setHandler(() => ({
      status: 401,
      json: { error: { code: 'UNAUTHORIZED', message: 'Wrong email or password.' } },
    }));
    await expect(api.login({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a public call answering 401 is not a lost admin session', async () => {
    server.setHandler(() => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'no' } } }));
    await expect(api.getTicket(TICKET_ID)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

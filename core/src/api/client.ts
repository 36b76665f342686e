import { z } from 'zod';
import { AdminLoginResponseSchema, AdminMeSchema, type AdminLoginRequest } from '../schemas/admin';
import {
  BlockedDateSchema,
  BlockedTimeSlotSchema,
  TimeSlotAvailabilitySchema,
  type BlockDateInput,
  type BlockTimeSlotInput,
} from '../schemas/availability';
import {
  BookingListResponseSchema,
  BookingSchema,
  SendResultSchema,
  type BookingListQuery,
  type SendNotificationRequest,
  type SendTicketListQuery,
} from '../schemas/booking';
import {
  ProductSchema,
  ServiceSummarySchema,
  TicketSchema,
  TicketTitleSchema,
  type TicketInput,
} from '../schemas/catalogue';
import {
  CheckoutCancelResponseSchema,
  CheckoutResponseSchema,
  type CheckoutCancelRequest,
  type CheckoutRequest,
} from '../schemas/checkout';
import {
  ArrivalListSchema,
  CheckInResultSchema,
  CheckInUndoResultSchema,
  type ArrivalsQuery,
  type CheckInRequest,
} from '../schemas/checkin';
import { EmptyResponseSchema } from '../schemas/common';
import {
  ActivePromotionResponseSchema,
  CouponSchema,
  CouponValidateResponseSchema,
  PromotionSchema,
  type ActivePromotion,
  type CouponInput,
  type CouponValidateRequest,
  type PromotionInput,
} from '../schemas/coupon';
import { QueryCache, type CacheListener, type CacheTag, type Timers } from './cache';
import {
  createHttp,
  type Call,
  type FetchLike,
  type HttpMethod,
  type QueryValue,
  type TokenSource,
} from './http';

export interface ApiClientOptions {
  /** The API base, e.g. `http://localhost:3000/api/v1` or `/api/v1` on the same origin. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** The admin session token; may be async (the desktop app asks Electron's main process). */
  getToken?: TokenSource;
  /** Called when an admin call answers 401: the session expired or was revoked. */
  onUnauthorized?: () => void;
  now?: () => number;
  timers?: Timers;
  keepUnusedMs?: number;
}

export interface ReadOptions {
  /** Ask the server even when a cached answer exists (the answer then replaces it). */
  force?: boolean;
}

export interface SendTicketInput {
  /** The booking's `_id`. */
  bookingId: string;
  message?: string;
  /** Provider ticket files (QR images or PDFs). */
  files?: readonly Blob[];
}

export interface TimeSlotQuery {
  dateForSlot: string;
  ticketId: string;
}

export interface BlockedDatesQuery {
  service: string;
  ticketId: string;
}

/** GET /admin/all-bookings: filters of the list, the report (ticketTitle) or a search. */
export type BookingListParams = Omit<BookingListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export type PromotionQuery = { service: string; hostName?: string } | { service?: string; hostName: string };

const list = <T extends z.ZodType>(schema: T) => z.array(schema);
const id = encodeURIComponent;

/** Ticket writes make ticket reads stale, and availability follows a ticket's slots and capacity. */
const TICKET_WRITE: CacheTag[] = ['Ticket', 'TimeSlot'];
/** Sending marks a booking as notified or ticketed, which moves it in the lists. */
const SEND_WRITE: CacheTag[] = ['SendTicketBookings', 'Booking'];
const SCHEDULE_WRITE: CacheTag[] = ['BlockedDate', 'TimeSlot'];

/**
 * The typed client for every call of specification section 7 and the admin calls of DESIGN
 * section 3. Reads go through a tag-invalidated cache keyed by their URL; writes never do, and
 * each write invalidates the reads it makes stale.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  const cache = new QueryCache({
    keepUnusedMs: options.keepUnusedMs,
    timers: options.timers,
    now: options.now,
  });

  /** A cached GET. */
  function get<T>(
    tags: readonly CacheTag[],
    path: string,
    schema: z.ZodType<T>,
    query: Record<string, QueryValue> | undefined,
    opts: ReadOptions | undefined,
  ): Promise<T> {
    const call: Call<T> = { method: 'GET', path, query, schema };
    return cache.read(`GET ${http.urlOf(call)}`, tags, () => http(call), opts?.force);
  }

  /** A write: never cached; on success the tags it makes stale are invalidated. */
  async function send<T>(
    method: HttpMethod,
    path: string,
    schema: z.ZodType<T>,
    body: unknown,
    invalidates: readonly CacheTag[],
    extra: Partial<Call<T>> = {},
  ): Promise<T> {
    const result = await http({ method, path, schema, body, ...extra });
    if (invalidates.length > 0) cache.invalidate(...invalidates);
    return result;
  }

  return {
    baseUrl: http.baseUrl,
    /** The URL a call goes to; handy for links and logs. */
    urlOf: http.urlOf,
    invalidate: (...tags: CacheTag[]) => cache.invalidate(...tags),
    subscribe: (listener: CacheListener) => cache.subscribe(listener),
    clearCache: () => cache.clear(),
    cache,

    // Products
    getProducts: (productGroup?: string, opts?: ReadOptions) =>
      get(['Product'], '/products', list(ProductSchema), { productGroup }, opts),
    getProductsByHost: (hostName: string, opts?: ReadOptions) =>
      get(['Product'], '/products/hostName', list(ProductSchema), { hostName }, opts),
    getProductBySlug: (slug: string, opts?: ReadOptions) =>
      get(['Product'], `/products/slug/${id(slug)}`, ProductSchema, undefined, opts),

    // Tickets
    getTicketsByService: (service: string, opts?: ReadOptions) =>
      get(['Ticket'], '/tickets/service', list(TicketSchema), { service }, opts),
    getTicket: (ticketId: string, opts?: ReadOptions) =>
      get(['Ticket'], `/tickets/${id(ticketId)}`, TicketSchema, undefined, opts),
    getAdminTicket: (ticketId: string, opts?: ReadOptions) =>
      get(['Ticket'], '/admin/get-ticket', TicketSchema, { id: ticketId }, opts),
    getServices: (opts?: ReadOptions) =>
      get(['Ticket', 'Product'], '/get-service', list(ServiceSummarySchema), undefined, opts),
    getTicketTitles: (ticketType?: string, opts?: ReadOptions) =>
      get(['Ticket'], '/get-ticket-title-service', list(TicketTitleSchema), { ticketType }, opts),
    /** Tickets that sell by time slot (admin). */
    getTimeSlotTickets: (opts?: ReadOptions) =>
      get(['Ticket'], '/admin/get-timeslot-ticket', list(TicketSchema), undefined, opts),
    createTicket: (ticket: TicketInput) => send('POST', '/create', TicketSchema, ticket, TICKET_WRITE),
    updateTicket: (ticketId: string, ticket: TicketInput) =>
      send('PUT', `/update-ticket/${id(ticketId)}`, TicketSchema, ticket, TICKET_WRITE),
    deleteTicket: (ticketId: string) =>
      send('DELETE', `/delete-ticket/${id(ticketId)}`, EmptyResponseSchema, undefined, TICKET_WRITE),

    // Date management
    getBlockedDates: (query: BlockedDatesQuery, opts?: ReadOptions) =>
      get(
        ['BlockedDate'],
        '/date-manage',
        list(BlockedDateSchema),
        { service: query.service, ticketId: query.ticketId },
        opts,
      ),
    blockDate: (input: BlockDateInput) =>
      send('POST', '/block-date', BlockedDateSchema, input, SCHEDULE_WRITE),
    /**
     * Unblocks a date; `blockedDateId` is the blocked date's `_id`. It travels in the body as
     * specified and in the query too, because common body parsers ignore DELETE bodies.
     */
    unblockDate: (blockedDateId: string) =>
      send('DELETE', '/block-date', EmptyResponseSchema, { id: blockedDateId }, SCHEDULE_WRITE, {
        query: { id: blockedDateId },
      }),
    getTimeSlots: (query: TimeSlotQuery, opts?: ReadOptions) =>
      get(
        ['TimeSlot'],
        '/time-slot',
        TimeSlotAvailabilitySchema,
        { dateForSlot: query.dateForSlot, ticketId: query.ticketId },
        opts,
      ),
    blockTimeSlot: (input: BlockTimeSlotInput) =>
      send('POST', '/block-time-slot', BlockedTimeSlotSchema, input, ['TimeSlot']),
    unblockTimeSlot: (input: BlockTimeSlotInput) =>
      send('POST', '/delete-blocked-date-time-slot', EmptyResponseSchema, input, ['TimeSlot']),

    // Checkout
    createCheckout: (request: CheckoutRequest) =>
      send('POST', '/payments/create-checkout', CheckoutResponseSchema, request, ['TimeSlot']),
    /** The visitor came back through the cancel URL: the pending checkout frees its seats. */
    cancelCheckout: (request: CheckoutCancelRequest) =>
      send('POST', '/payments/cancel', CheckoutCancelResponseSchema, request, ['TimeSlot']),

    // Bookings
    /** The filtered list (service, bookingStatus, page), the report (ticketTitle) or a search. */
    getBookings: (query: BookingListParams = {}, opts?: ReadOptions) =>
      get(['Booking'], '/admin/all-bookings', BookingListResponseSchema, { ...query }, opts),
    getBooking: (bookingId: string, opts?: ReadOptions) =>
      get(['Booking'], `/admin/bookings/${id(bookingId)}`, BookingSchema, undefined, opts),
    /** Confirmed bookings of a ticket title: a bare title lists those still waiting for tickets. */
    getSendTicketBookings: (query: string | SendTicketListQuery, opts?: ReadOptions) =>
      get(
        ['SendTicketBookings', 'Booking'],
        '/admin/all-bookings-send-ticket',
        list(BookingSchema),
        typeof query === 'string' ? { ticketTitle: query } : { ...query },
        opts,
      ),
    sendNotification: (request: SendNotificationRequest) =>
      send('POST', '/admin/send-notification', SendResultSchema, request, SEND_WRITE),
    sendTicket: (input: SendTicketInput) => {
      const form = new FormData();
      form.append('bookingId', input.bookingId);
      if (input.message) form.append('message', input.message);
      for (const file of input.files ?? []) {
        form.append('files', file, 'name' in file && typeof file.name === 'string' ? file.name : 'ticket');
      }
      // The one call whose specified path is absolute: {origin}/api/v1/booking/admin/send-ticket.
      return send('POST', '/api/v1/booking/admin/send-ticket', SendResultSchema, undefined, SEND_WRITE, {
        fromOrigin: true,
        formData: form,
      });
    },
    /** The booking a success-page token belongs to. Not cached: it changes when the payment lands. */
    getSuccessBooking: (token: string) =>
      http({ method: 'GET', path: '/bookings/success', query: { token }, schema: BookingSchema }),

    /** The voucher's check-in QR code (SVG) for a success-page token: an image URL, no script. */
    successVoucherQrUrl: (token: string) => http.urlOf({ path: '/bookings/success/qr', query: { token } }),

    // Check-in at the gate
    /** A scan: admits the voucher's party or says why not. Never cached; it moves the booking's status. */
    checkIn: (request: CheckInRequest) =>
      send('POST', '/admin/checkin', CheckInResultSchema, request, ['Booking']),
    /** Takes back a wrong scan (within a minute of it). */
    undoCheckIn: (checkInId: string) =>
      send('POST', `/admin/checkin/${id(checkInId)}/undo`, CheckInUndoResultSchema, undefined, ['Booking']),
    /** A slot's arrival list, always fresh: the desk keeps its own copy for when the API is unreachable. */
    getArrivals: (query: ArrivalsQuery) =>
      http({
        method: 'GET',
        path: '/admin/checkin/arrivals',
        query: {
          ticketId: query.ticketId,
          bookingDate: query.bookingDate,
          timeSlot: query.timeSlot ?? undefined,
        },
        schema: ArrivalListSchema,
      }),

    // Coupons
    validateCoupon: (request: CouponValidateRequest) =>
      send('POST', '/coupon/validate', CouponValidateResponseSchema, request, []),
    getCoupons: (opts?: ReadOptions) =>
      get(['Coupon'], '/admin/coupons', list(CouponSchema), undefined, opts),
    createCoupon: (coupon: CouponInput) => send('POST', '/admin/coupons', CouponSchema, coupon, ['Coupon']),
    updateCoupon: (couponId: string, coupon: CouponInput) =>
      send('PUT', `/admin/coupons/${id(couponId)}`, CouponSchema, coupon, ['Coupon']),
    /** Deactivates a coupon (bookings that used it keep their code). */
    deactivateCoupon: (couponId: string) =>
      send('DELETE', `/admin/coupons/${id(couponId)}`, EmptyResponseSchema, undefined, ['Coupon']),

    // Promotions
    /** The active promotion for a service or host name, or null when none is running. */
    getActivePromotion: (query: PromotionQuery, opts?: ReadOptions): Promise<ActivePromotion | null> =>
      get(
        ['Promotion'],
        '/single',
        ActivePromotionResponseSchema,
        { service: query.service, hostName: query.hostName },
        opts,
      ),
    getPromotions: (opts?: ReadOptions) =>
      get(['Promotion'], '/admin/promotions', list(PromotionSchema), undefined, opts),
    createPromotion: (promotion: PromotionInput) =>
      send('POST', '/admin/promotions', PromotionSchema, promotion, ['Promotion']),
    updatePromotion: (promotionId: string, promotion: PromotionInput) =>
      send('PUT', `/admin/promotions/${id(promotionId)}`, PromotionSchema, promotion, ['Promotion']),
    deletePromotion: (promotionId: string) =>
      send('DELETE', `/admin/promotions/${id(promotionId)}`, EmptyResponseSchema, undefined, ['Promotion']),

    // Admin session
    /** Signs in; cached reads are dropped so nothing from another session is shown. */
    login: async (credentials: AdminLoginRequest) => {
      const result = await http({
        method: 'POST',
        path: '/admin/login',
        body: credentials,
        schema: AdminLoginResponseSchema,
      });
      cache.clear();
      return result;
    },
    logout: async () => {
      try {
        await http({ method: 'POST', path: '/admin/logout', schema: EmptyResponseSchema });
      } finally {
        cache.clear();
      }
    },
    me: () => http({ method: 'GET', path: '/admin/me', schema: AdminMeSchema }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

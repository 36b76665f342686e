import type { z } from 'zod';
import { contract } from '../contract';
import type { Endpoint } from '../contract/endpoint';
import { fillPath, type PathParamNames } from '../contract/paths';
import type { BookingListQuery, SendNotificationRequest, SendTicketListQuery } from '../schemas/booking';
import type { ProductTranslations } from '../schemas/locale';
import type { TicketInput } from '../schemas/catalogue';
import type { Locale } from '../domain/locale';
import type { BookingExportQuery, BookingReportQuery } from '../schemas/report';
import type {
  AcceptInvitationRequest,
  AdminLoginRequest,
  AdminSecondFactorRequest,
  ChangePasswordRequest,
  StaffInviteRequest,
  StaffSettings,
  StaffUpdateRequest,
  TotpConfirmRequest,
} from '../schemas/admin';
import type {
  BlockDateInput,
  BlockTimeSlotInput,
  BlockTimeSlotRequest,
  MonthAvailabilityQuery,
} from '../schemas/availability';
import { CAPTCHA_HEADER, type CheckoutCancelRequest, type CheckoutRequest } from '../schemas/checkout';
import type { AdminCancelRequest, SlotCancelRequest, SlotSelection } from '../schemas/cancellation';
import type { ArrivalsQuery, CheckInRequest } from '../schemas/checkin';
import { EmptyResponseSchema } from '../schemas/common';
import type { CouponInput, CouponValidateRequest, PromotionInput } from '../schemas/coupon';
import type { FaqEntryInput, FaqOrderInput } from '../schemas/faq';
import type { PickupPointInput } from '../schemas/pickups';
import type { ResellerInput } from '../schemas/reseller';
import type { ManifestMailRequest, ManifestQuery } from '../schemas/manifest';
import type { WaitlistJoinRequest, WaitlistPayRequest, WaitlistSlotQuery } from '../schemas/waitlist';
import type {
  AdminRescheduleQuoteQuery,
  AdminRescheduleRequest,
  ManageCancelRequest,
  ManageDetailsRequest,
  ManageLookupRequest,
  ManageRescheduleRequest,
  RescheduleQuoteQuery,
} from '../schemas/manage';
import { QueryCache, type CacheListener, type CacheTag, type Timers } from './cache';
import { createHttp, type Call, type FetchLike, type QueryValue, type TokenSource } from './http';

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

/** A public catalogue read in a language: its texts in `lang`, English where not translated. */
export interface LangReadOptions extends ReadOptions {
  /** English when not given. */
  lang?: Locale;
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

/** GET /admin/all-bookings-send-ticket: a ticket title's page of bookings, sent or not. */
export type SendTicketListParams = Omit<SendTicketListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export type PromotionQuery = (
  { service: string; hostName?: string } | { service?: string; hostName: string }
) & { lang?: Locale };

/** What a call answers: its declared JSON, or nothing for a call answering an image or a page. */
export type ResponseOf<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : void;

/** A multipart field: text, or files (each sent under the same name). */
export type FormValue = string | readonly Blob[] | undefined;

type BodyOf<E extends Endpoint> = E extends { bodyKind: 'multipart' }
  ? Readonly<Record<string, FormValue>>
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : undefined;

/** A call's input: its path params (required when its path has any), query and body. */
export type CallInput<E extends Endpoint> = {
  query?: Readonly<Record<string, QueryValue>>;
  body?: BodyOf<E>;
  headers?: Readonly<Record<string, string>>;
} & ([PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<PathParamNames<E['path']>, string>> });

interface AnyInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

function formDataOf(fields: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, FormValue>)) {
    if (typeof value === 'string') {
      if (value) form.append(name, value);
    } else {
      for (const file of value ?? []) {
        // A Blob without a name goes as "ticket" (send-ticket's files; the server names a picture by its bytes).
        form.append(name, file, 'name' in file && typeof file.name === 'string' ? file.name : 'ticket');
      }
    }
  }
  return form;
}

/** The transport's call for an endpoint: its filled path, access, body kind and answer schema. */
function callOf<E extends Endpoint>(endpoint: E, input: AnyInput): Call<ResponseOf<E>> {
  return {
    method: endpoint.method,
    path: fillPath(endpoint, input.params),
    query: input.query,
    // A call that declares no JSON answer accepts nothing or any object, and gives back nothing.
    schema: (endpoint.response ?? EmptyResponseSchema) as Call<ResponseOf<E>>['schema'],
    admin: endpoint.access === 'admin',
    fromOrigin: endpoint.fromOrigin === true,
    ...(input.headers ? { headers: input.headers } : {}),
    ...(endpoint.produces === 'text/csv' ? { text: true, timeoutMs: EXPORT_TIMEOUT_MS } : {}),
    ...(endpoint.produces === 'application/pdf' && endpoint.access === 'admin' ? { binary: true } : {}),
    ...(endpoint.bodyKind === 'multipart' ? { formData: formDataOf(input.body) } : { body: input.body }),
  };
}

const c = contract;

/** An export streams every booking of its filter: minutes, not the default seconds, for a large one. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * The typed client for every public call and every admin call,
 * derived from core's contract: `read` and `send` drive every call, and each named method
 * only maps its arguments onto its declaration. Reads that declare cache tags (`provides`) go
 * through a tag-invalidated cache keyed by their URL; writes never do, and each write invalidates
 * the tags its declaration names.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  const cache = new QueryCache({
    keepUnusedMs: options.keepUnusedMs,
    timers: options.timers,
    now: options.now,
  });

  /** A GET: cached when its declaration provides tags, else asked afresh every time. */
  function read<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    opts?: ReadOptions,
  ): Promise<ResponseOf<E>> {
    const call = callOf(endpoint, input);
    if (!endpoint.provides) return http(call);
    return cache.read(`GET ${http.urlOf(call)}`, endpoint.provides, () => http(call), opts?.force);
  }

  /** A write: never cached; on success the tags its declaration invalidates are. */
  async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ResponseOf<E>> {
    const result = await http(callOf(endpoint, input));
    if (endpoint.invalidates === 'all') cache.clear();
    else if (endpoint.invalidates?.length) cache.invalidate(...endpoint.invalidates);
    return result;
  }

  /** The URL of a call, for what the browser loads itself (an image). */
  function urlOfCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
    return http.urlOf(callOf(endpoint, input));
  }

  const calls: Calls = { read, send, urlOfCall };
  return {
    baseUrl: http.baseUrl,
    /** The URL a call goes to; handy for links and logs. */
    urlOf: http.urlOf,
    read,
    send,
    invalidate: (...tags: CacheTag[]) => cache.invalidate(...tags),
    subscribe: (listener: CacheListener) => cache.subscribe(listener),
    clearCache: () => cache.clear(),
    cache,

    ...catalogueCalls(calls),
    ...scheduleCalls(calls),
    ...checkoutCalls(calls),
    ...bookingCalls(calls),
    ...checkInCalls(calls),
    ...manageCalls(calls),
    ...cancellationCalls(calls),
    ...couponCalls(calls),
    ...promotionCalls(calls),
    ...faqCalls(calls),
    ...resellerCalls(calls),
    ...pickupCalls(calls),
    ...waitlistCalls(calls),
    ...manifestCalls(calls),
    ...sessionCalls(calls, cache),
    ...staffCalls(calls),
  };
}

/** The three ways a named call reaches the API, which every group below maps its arguments onto. */
interface Calls {
  read<E extends Endpoint>(endpoint: E, input: CallInput<E>, opts?: ReadOptions): Promise<ResponseOf<E>>;
  send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ResponseOf<E>>;
  urlOfCall<E extends Endpoint>(endpoint: E, input: CallInput<E>): string;
}

/** The catalogue: products and their tickets, read by the shops and edited by staff. */
function catalogueCalls({ read, send }: Calls) {
  return {
    getProducts: (productGroup?: string, opts?: LangReadOptions) =>
      read(c.products.list, { query: { productGroup, lang: opts?.lang } }, opts),
    getProductsByHost: (hostName: string, opts?: LangReadOptions) =>
      read(c.products.byHost, { query: { hostName, lang: opts?.lang } }, opts),
    getProductBySlug: (slug: string, opts?: LangReadOptions) =>
      read(c.products.bySlug, { params: { slug }, query: { lang: opts?.lang } }, opts),
    /** An attraction with its translations, for the admin's language tabs. */
    getAdminProduct: (slug: string, opts?: ReadOptions) =>
      read(c.products.adminGet, { params: { slug } }, opts),
    updateProductTranslations: (slug: string, translations: ProductTranslations) =>
      send(c.products.updateTranslations, { params: { slug }, body: { translations } }),
    /** What the catalogue lacks in each language. */
    getMissingTranslations: (opts?: ReadOptions) => read(c.translations.missing, {}, opts),

    // Tickets
    getTicketsByService: (service: string, opts?: LangReadOptions) =>
      read(c.tickets.byService, { query: { service, lang: opts?.lang } }, opts),
    getTicket: (ticketId: string, opts?: LangReadOptions) =>
      read(c.tickets.get, { params: { id: ticketId }, query: { lang: opts?.lang } }, opts),
    getAdminTicket: (ticketId: string, opts?: ReadOptions) =>
      read(c.tickets.adminGet, { query: { id: ticketId } }, opts),
    getServices: (opts?: ReadOptions) => read(c.tickets.services, {}, opts),
    getTicketTitles: (ticketType?: string, opts?: ReadOptions) =>
      read(c.tickets.titles, { query: { ticketType } }, opts),
    createTicket: (ticket: TicketInput) => send(c.tickets.create, { body: ticket }),
    updateTicket: (ticketId: string, ticket: TicketInput) =>
      send(c.tickets.update, { params: { id: ticketId }, body: ticket }),
    deleteTicket: (ticketId: string) => send(c.tickets.remove, { params: { id: ticketId } }),
    /** Uploads a ticket picture; the answer's `url` is what goes in the ticket's `ticketImages`. */
    uploadTicketImage: (image: Blob) => send(c.tickets.uploadImage, { body: { image: [image] } }),
  };
}

/** Dates and time slots: what is blocked, what is left, a month's availability. */
function scheduleCalls({ read, send }: Calls) {
  return {
    getBlockedDates: (query: BlockedDatesQuery, opts?: ReadOptions) =>
      read(c.schedule.blockedDates, { query: { service: query.service, ticketId: query.ticketId } }, opts),
    blockDate: (input: BlockDateInput) => send(c.schedule.blockDate, { body: input }),
    /**
     * Unblocks a date; `blockedDateId` is the blocked date's `_id`. It travels in the body as
     * specified and in the query too, because common body parsers ignore DELETE bodies.
     */
    unblockDate: (blockedDateId: string) =>
      send(c.schedule.unblockDate, { body: { id: blockedDateId }, query: { id: blockedDateId } }),
    getTimeSlots: (query: TimeSlotQuery, opts?: ReadOptions) =>
      read(
        c.schedule.timeSlots,
        { query: { dateForSlot: query.dateForSlot, ticketId: query.ticketId } },
        opts,
      ),
    blockTimeSlot: (input: BlockTimeSlotRequest) => send(c.schedule.blockTimeSlot, { body: input }),
    /** A ticket's blocked dates and slots from today on, with who blocked each and why (admin). */
    getUpcomingBlocks: (query: BlockedDatesQuery, opts?: ReadOptions) =>
      read(c.schedule.upcomingBlocks, { query: { service: query.service, ticketId: query.ticketId } }, opts),
    /** Each day of a month with its status and adult price: the booking calendar's one read a month. */
    getMonthAvailability: (query: MonthAvailabilityQuery, opts?: ReadOptions) =>
      read(
        c.schedule.month,
        { query: { ticketId: query.ticketId, month: query.month, preference: query.preference ?? 0 } },
        opts,
      ),
    unblockTimeSlot: (input: BlockTimeSlotInput) => send(c.schedule.unblockTimeSlot, { body: input }),
  };
}

/** The visitor's checkout: the hold and giving it up. */
function checkoutCalls({ send }: Calls) {
  return {
    /** With the token of the CAPTCHA the shop shows, when it has one configured. */
    createCheckout: (request: CheckoutRequest, options: { captchaToken?: string | undefined } = {}) =>
      send(c.checkout.create, {
        body: request,
        ...(options.captchaToken ? { headers: { [CAPTCHA_HEADER]: options.captchaToken } } : {}),
      }),
    /** The visitor came back through the cancel URL: the pending checkout frees its seats. */
    cancelCheckout: (request: CheckoutCancelRequest) => send(c.checkout.cancel, { body: request }),
  };
}

/** Bookings: the list, the report and the export, sending to customers, the success page. */
function bookingCalls({ read, send, urlOfCall }: Calls) {
  return {
    /** The filtered list (service, bookingStatus, page), the report (ticketTitle) or a search. */
    getBookings: (query: BookingListParams = {}, opts?: ReadOptions) =>
      read(c.bookings.list, { query: { ...query } }, opts),
    getBooking: (bookingId: string, opts?: ReadOptions) =>
      read(c.bookings.get, { params: { id: bookingId } }, opts),
    /** The report over visit dates: money taken beside the value booked, per ticket and per day. */
    getBookingReport: (query: BookingReportQuery, opts?: ReadOptions) =>
      read(c.bookings.report, { query: { ...query } }, opts),
    /** Every booking of the list's filters as CSV text (the server streams it; no page, no cap). */
    exportBookingsCsv: (query: BookingExportQuery = {}) =>
      read(c.bookings.export, { query: { ...query } }) as unknown as Promise<string>,
    /** Every ticket title bookings were sold under, renamed and deleted tickets' included. */
    getBookingTitles: (opts?: ReadOptions) => read(c.bookings.titles, {}, opts),
    /**
     * Confirmed bookings of a ticket title, a page at a time: a bare title lists the first page of
     * those still waiting for tickets.
     */
    getSendTicketBookings: (query: string | SendTicketListParams, opts?: ReadOptions) =>
      read(
        c.bookings.sendTicketList,
        { query: typeof query === 'string' ? { ticketTitle: query } : { ...query } },
        opts,
      ),
    sendNotification: (request: SendNotificationRequest) => send(c.sending.notification, { body: request }),
    /** Multipart, to the one specified absolute path ({origin}/api/v1/booking/admin/send-ticket). */
    sendTicket: (input: SendTicketInput) =>
      send(c.sending.ticket, {
        body: { bookingId: input.bookingId, message: input.message, files: input.files },
      }),
    /** The booking a success-page token belongs to. Not cached: it changes when the payment lands. */
    /** The booking of a success page, its ticket title in the page's language (`lang`). */
    getSuccessBooking: (token: string, opts?: { lang?: Locale }) =>
      read(c.bookings.success, { query: { token, lang: opts?.lang } }),
    /** The voucher's check-in QR code (SVG) for a success-page token: an image URL, no script. */
    successVoucherQrUrl: (token: string) => urlOfCall(c.bookings.successQr, { query: { token } }),
    /** The voucher PDF for a success-page token, for a download link. */
    successVoucherUrl: (token: string) => urlOfCall(c.bookings.successVoucher, { query: { token } }),
  };
}

/** Check-in at the gate: scans, their undo and the arrival list. */
function checkInCalls({ read, send }: Calls) {
  return {
    /** A scan: admits the voucher's party or says why not. Never cached; it moves the booking's status. */
    checkIn: (request: CheckInRequest) => send(c.checkin.checkIn, { body: request }),
    /** Takes back a wrong scan (within a minute of it). */
    undoCheckIn: (checkInId: string) => send(c.checkin.undo, { params: { id: checkInId } }),
    /** A slot's arrival list, always fresh: the desk keeps its own copy for when the API is unreachable. */
    getArrivals: (query: ArrivalsQuery) =>
      read(c.checkin.arrivals, {
        query: {
          ticketId: query.ticketId,
          bookingDate: query.bookingDate,
          timeSlot: query.timeSlot ?? undefined,
        },
      }),
  };
}

/** Manage my booking (the visitor's calls take the mail link's token; never cached) and staff moving a booking. */
function manageCalls({ read, send, urlOfCall }: Calls) {
  return {
    /** Mails the manage link when reference and e-mail match; the same answer either way. */
    lookupBooking: (request: ManageLookupRequest) => send(c.manage.lookup, { body: request }),
    getManagedBooking: (token: string) => read(c.manage.get, { query: { token } }),
    /** The voucher PDF's URL, for a download link. */
    manageVoucherUrl: (token: string) => urlOfCall(c.manage.voucher, { query: { token } }),
    /** The voucher's check-in QR code (SVG) for a manage token: an image URL, no script. */
    manageVoucherQrUrl: (token: string) => urlOfCall(c.manage.qr, { query: { token } }),
    resendConfirmation: (token: string) => send(c.manage.resend, { body: { token } }),
    /** The booking's wallet pass links for a success or manage token (null: that wallet is not offered). */
    getWalletLinks: (token: string) => read(c.wallet.links, { query: { token } }),
    cancelManagedBooking: (request: ManageCancelRequest) => send(c.manage.cancel, { body: request }),
    getRescheduleQuote: (query: RescheduleQuoteQuery) =>
      read(c.manage.rescheduleQuote, {
        query: { token: query.token, bookingDate: query.bookingDate, timeSlot: query.timeSlot ?? undefined },
      }),
    rescheduleBooking: (request: ManageRescheduleRequest) => send(c.manage.reschedule, { body: request }),
    /** Another hotel and new answers, until the cut-off; answers the manage view as it is now. */
    changeBookingDetails: (request: ManageDetailsRequest) => send(c.manage.details, { body: request }),
    /** Staff move a booking; a higher price needs waiveDifference. */
    adminRescheduleBooking: (bookingId: string, request: AdminRescheduleRequest) =>
      send(c.manage.adminReschedule, { params: { id: bookingId }, body: request }),
    /** What moving a booking would cost, before staff confirm (never cached: prices and seats move). */
    adminRescheduleQuote: (bookingId: string, query: AdminRescheduleQuoteQuery) =>
      read(c.manage.adminRescheduleQuote, { params: { id: bookingId }, query: { ...query } }),
  };
}

/** Cancellations and refunds (back office). */
function cancellationCalls({ read, send }: Calls) {
  return {
    /** Cancels with the policy's refund (expectedRefund guards it) or a chosen refundAmount, with a reason. */
    cancelBooking: (bookingId: string, request: AdminCancelRequest) =>
      send(c.cancellations.cancel, { params: { id: bookingId }, body: request }),
    /** The booking's history, refunds and current refund quote; always fresh. */
    getBookingHistory: (bookingId: string) => read(c.cancellations.history, { params: { id: bookingId } }),
    resendBookingConfirmation: (bookingId: string) =>
      send(c.cancellations.resendConfirmation, { params: { id: bookingId } }),
    /** How many bookings and how much money cancelling a slot would refund. */
    getSlotCancelPreview: (slot: SlotSelection) =>
      read(c.cancellations.slotPreview, {
        query: { ticketId: slot.ticketId, bookingDate: slot.bookingDate, timeSlot: slot.timeSlot },
      }),
    cancelSlot: (request: SlotCancelRequest) => send(c.cancellations.slotCancel, { body: request }),
  };
}

/** The guide's manifest: a day's run sheet, its PDF and mailing it. Never cached: check-ins move it. */
function manifestCalls({ read, send }: Calls) {
  const query = (q: ManifestQuery) => ({ query: { date: q.date, ticketId: q.ticketId } });
  return {
    getManifest: (q: ManifestQuery) => read(c.manifest.get, query(q)),
    /** The PDF's bytes (an admin call carries the token, so it is fetched rather than linked). */
    getManifestPdf: (q: ManifestQuery) => read(c.manifest.pdf, query(q)) as unknown as Promise<Blob>,
    mailManifest: (request: ManifestMailRequest) => send(c.manifest.mail, { body: request }),
  };
}

/** Coupons. */
function couponCalls({ read, send }: Calls) {
  return {
    validateCoupon: (request: CouponValidateRequest) => send(c.coupons.validate, { body: request }),
    getCoupons: (opts?: ReadOptions) => read(c.coupons.list, {}, opts),
    createCoupon: (coupon: CouponInput) => send(c.coupons.create, { body: coupon }),
    updateCoupon: (couponId: string, coupon: CouponInput) =>
      send(c.coupons.update, { params: { id: couponId }, body: coupon }),
    /** Deactivates a coupon (bookings that used it keep their code). */
    deactivateCoupon: (couponId: string) => send(c.coupons.deactivate, { params: { id: couponId } }),
  };
}

/** Promotions. */
function promotionCalls({ read, send }: Calls) {
  return {
    /** The active promotion for a service or host name, or null when none is running. */
    getActivePromotion: (query: PromotionQuery, opts?: ReadOptions) =>
      read(
        c.promotions.active,
        { query: { service: query.service, hostName: query.hostName, lang: query.lang } },
        opts,
      ),
    getPromotions: (opts?: ReadOptions) => read(c.promotions.list, {}, opts),
    createPromotion: (promotion: PromotionInput) => send(c.promotions.create, { body: promotion }),
    updatePromotion: (promotionId: string, promotion: PromotionInput) =>
      send(c.promotions.update, { params: { id: promotionId }, body: promotion }),
    deletePromotion: (promotionId: string) => send(c.promotions.remove, { params: { id: promotionId } }),
  };
}

/** The help centre's questions: the shops read them in a language, managers write them. */
function faqCalls({ read, send }: Calls) {
  return {
    getFaq: (opts?: LangReadOptions) => read(c.faq.list, { query: { lang: opts?.lang } }, opts),
    getAdminFaq: (opts?: ReadOptions) => read(c.faq.adminList, {}, opts),
    createFaqEntry: (entry: FaqEntryInput) => send(c.faq.create, { body: entry }),
    updateFaqEntry: (entryId: string, entry: FaqEntryInput) =>
      send(c.faq.update, { params: { id: entryId }, body: entry }),
    deleteFaqEntry: (entryId: string) => send(c.faq.remove, { params: { id: entryId } }),
    reorderFaq: (order: FaqOrderInput) => send(c.faq.reorder, { body: order }),
  };
}

/** Reseller connections (OCTO): a key is answered once, by create and rotate. */
function resellerCalls({ read, send }: Calls) {
  return {
    getResellers: (opts?: ReadOptions) => read(c.resellers.list, {}, opts),
    createReseller: (reseller: ResellerInput) => send(c.resellers.create, { body: reseller }),
    rotateResellerKey: (resellerId: string) => send(c.resellers.rotateKey, { params: { id: resellerId } }),
    revokeReseller: (resellerId: string) => send(c.resellers.revoke, { params: { id: resellerId } }),
  };
}

/** The reusable list of pickup points (hotels and places) that tickets collect their guests from. */
function pickupCalls({ read, send }: Calls) {
  return {
    getPickupPoints: (opts?: ReadOptions) => read(c.pickups.list, {}, opts),
    createPickupPoint: (point: PickupPointInput) => send(c.pickups.create, { body: point }),
    updatePickupPoint: (pointId: string, point: PickupPointInput) =>
      send(c.pickups.update, { params: { id: pointId }, body: point }),
    deletePickupPoint: (pointId: string) => send(c.pickups.remove, { params: { id: pointId } }),
  };
}

/** The waiting list of a sold-out slot: the visitor's calls (by the mailed link's token) and staff's. */
function waitlistCalls({ read, send }: Calls) {
  return {
    joinWaitlist: (request: WaitlistJoinRequest, options: { captchaToken?: string | undefined } = {}) =>
      send(c.waitlist.join, {
        body: request,
        ...(options.captchaToken ? { headers: { [CAPTCHA_HEADER]: options.captchaToken } } : {}),
      }),
    getWaitlistEntry: (token: string) => read(c.waitlist.get, { query: { token } }),
    leaveWaitlist: (token: string) => send(c.waitlist.leave, { body: { token } }),
    payWaitlistOffer: (request: WaitlistPayRequest) => send(c.waitlist.pay, { body: request }),
    getWaitlistSlots: () => read(c.waitlist.adminSlots, {}),
    getWaitlist: (query: WaitlistSlotQuery) =>
      read(c.waitlist.adminList, {
        query: { ticketId: query.ticketId, date: query.date, timeSlot: query.timeSlot ?? undefined },
      }),
    offerWaitlistEntry: (entryId: string) => send(c.waitlist.adminOffer, { params: { id: entryId } }),
    moveWaitlistEntry: (entryId: string, position: number) =>
      send(c.waitlist.adminMove, { params: { id: entryId }, body: { position } }),
    removeWaitlistEntry: (entryId: string) => send(c.waitlist.adminRemove, { params: { id: entryId } }),
  };
}

/** Admin session: signing in or out drops every cached read (the declarations invalidate `all`). */
function sessionCalls({ read, send }: Calls, cache: QueryCache) {
  return {
    login: (credentials: AdminLoginRequest) => send(c.adminAuth.login, { body: credentials }),
    /** Even a sign-out the server did not answer leaves nothing of the session cached. */
    logout: () => send(c.adminAuth.logout, {}).finally(() => cache.clear()),
    me: () => read(c.adminAuth.me, {}),
    submitSecondFactor: (input: AdminSecondFactorRequest) => send(c.adminAuth.secondFactor, { body: input }),
    acceptInvitation: (input: AcceptInvitationRequest) => send(c.adminAuth.acceptInvitation, { body: input }),
    changePassword: (input: ChangePasswordRequest) => send(c.adminAuth.changePassword, { body: input }),
    enrolTotp: () => send(c.adminAuth.enrolTotp, {}),
    confirmTotp: (input: TotpConfirmRequest) => send(c.adminAuth.confirmTotp, { body: input }),
  };
}

/** The people of the back office and the sign-in rules (owners only). */
function staffCalls({ read, send }: Calls) {
  return {
    getStaff: (opts?: ReadOptions) => read(c.staff.list, {}, opts),
    inviteStaff: (input: StaffInviteRequest) => send(c.staff.invite, { body: input }),
    revokeStaffInvitation: (id: string) => send(c.staff.revokeInvitation, { params: { id } }),
    updateStaff: (id: string, input: StaffUpdateRequest) =>
      send(c.staff.update, { params: { id }, body: input }),
    resetStaffSecondFactor: (id: string) => send(c.staff.resetSecondFactor, { params: { id } }),
    getStaffSettings: (opts?: ReadOptions) => read(c.staff.settings, {}, opts),
    updateStaffSettings: (input: StaffSettings) => send(c.staff.updateSettings, { body: input }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

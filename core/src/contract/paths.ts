/**
 * Every endpoint's method, path and access: the only place an endpoint path is written. The API
 * mounts its routes from these, core's client calls them, and the storefront's first page builds
 * its URLs from them. This module imports nothing (no zod), so the first page can load it for free;
 * the schemas, tags and docs of each endpoint sit beside it in `./index.ts`.
 */

/** Where the API is mounted; every path below is relative to it. */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'admin';

export interface EndpointPath {
  readonly method: HttpMethod;
  /** Relative to API_PREFIX, in @koa/router syntax (`/tickets/:id`). */
  readonly path: string;
  /** `admin`: only with the admin's bearer token (specification section 6). */
  readonly access: Access;
  /**
   * Called at `{origin}{API_PREFIX}{path}` whatever the client's base URL: send-ticket, the one
   * call the specification addresses absolutely ({origin}/api/v1/booking/admin/send-ticket).
   */
  readonly fromOrigin?: true;
}

const get = <P extends string>(path: P, access: Access = 'public') =>
  ({ method: 'GET', path, access }) as const;
const post = <P extends string>(path: P, access: Access = 'public') =>
  ({ method: 'POST', path, access }) as const;
const put = <P extends string>(path: P, access: Access = 'public') =>
  ({ method: 'PUT', path, access }) as const;
const del = <P extends string>(path: P, access: Access = 'public') =>
  ({ method: 'DELETE', path, access }) as const;

export const paths = {
  system: {
    health: get('/health'),
    openApi: get('/openapi.json'),
  },
  adminAuth: {
    login: post('/admin/login'),
    logout: post('/admin/logout', 'admin'),
    me: get('/admin/me', 'admin'),
  },
  products: {
    list: get('/products'),
    byHost: get('/products/hostName'),
    bySlug: get('/products/slug/:slug'),
    /** An attraction with its translations, and the write of its name and description per language. */
    adminGet: get('/admin/products/:slug', 'admin'),
    updateTranslations: put('/admin/products/:slug/translations', 'admin'),
  },
  tickets: {
    byService: get('/tickets/service'),
    get: get('/tickets/:id'),
    adminGet: get('/admin/get-ticket', 'admin'),
    services: get('/get-service'),
    titles: get('/get-ticket-title-service'),
    timeSlotTickets: get('/admin/get-timeslot-ticket', 'admin'),
    create: post('/create', 'admin'),
    update: put('/update-ticket/:id', 'admin'),
    remove: del('/delete-ticket/:id', 'admin'),
    /** A picture for a ticket, stored by the API and served under /assets/uploads/. */
    uploadImage: post('/admin/ticket-images', 'admin'),
  },
  schedule: {
    blockedDates: get('/date-manage'),
    blockDate: post('/block-date', 'admin'),
    unblockDate: del('/block-date', 'admin'),
    timeSlots: get('/time-slot'),
    blockTimeSlot: post('/block-time-slot', 'admin'),
    unblockTimeSlot: post('/delete-blocked-date-time-slot', 'admin'),
    /** The booking calendar's month: each day's status and adult price. */
    month: get('/availability/month'),
    /** The back office's list of upcoming blocked dates and slots, with who blocked them and why. */
    upcomingBlocks: get('/admin/blocked', 'admin'),
  },
  bookings: {
    list: get('/admin/all-bookings', 'admin'),
    sendTicketList: get('/admin/all-bookings-send-ticket', 'admin'),
    get: get('/admin/bookings/:id', 'admin'),
    success: get('/bookings/success'),
    successQr: get('/bookings/success/qr'),
    /** The report over visit dates: money taken beside the value booked, per ticket and per day. */
    report: get('/admin/bookings-report', 'admin'),
    /** Every booking of the list's filters as CSV, streamed. */
    export: get('/admin/bookings-export', 'admin'),
    /** Every ticket title bookings were sold under, renamed and deleted tickets' included. */
    titles: get('/admin/bookings-titles', 'admin'),
    successVoucher: get('/bookings/success/voucher'),
  },
  checkout: {
    create: post('/payments/create-checkout'),
    cancel: post('/payments/cancel'),
  },
  payments: {
    webhook: post('/payments/webhook'),
    /** The local test provider's hosted-checkout look-alike and its pay/decline buttons. */
    localPage: get('/payments/local/:sessionId'),
    localComplete: post('/payments/local/:sessionId/:outcome'),
  },
  coupons: {
    validate: post('/coupon/validate'),
    list: get('/admin/coupons', 'admin'),
    get: get('/admin/coupons/:id', 'admin'),
    create: post('/admin/coupons', 'admin'),
    update: put('/admin/coupons/:id', 'admin'),
    deactivate: del('/admin/coupons/:id', 'admin'),
  },
  promotions: {
    active: get('/single'),
    list: get('/admin/promotions', 'admin'),
    get: get('/admin/promotions/:id', 'admin'),
    create: post('/admin/promotions', 'admin'),
    update: put('/admin/promotions/:id', 'admin'),
    remove: del('/admin/promotions/:id', 'admin'),
  },
  sending: {
    notification: post('/admin/send-notification', 'admin'),
    ticket: { ...post('/booking/admin/send-ticket', 'admin'), fromOrigin: true },
  },
  checkin: {
    checkIn: post('/admin/checkin', 'admin'),
    undo: post('/admin/checkin/:id/undo', 'admin'),
    arrivals: get('/admin/checkin/arrivals', 'admin'),
    qr: get('/admin/checkin/qr/:id', 'admin'),
  },
  /** Cancellations and refunds in the back office. */
  cancellations: {
    cancel: post('/admin/bookings/:id/cancel', 'admin'),
    history: get('/admin/bookings/:id/history', 'admin'),
    resendConfirmation: post('/admin/bookings/:id/resend-confirmation', 'admin'),
    slotPreview: get('/admin/slots/cancel-preview', 'admin'),
    slotCancel: post('/admin/slots/cancel', 'admin'),
  },
  /** Manage my booking: the visitor's token-opened calls and the staff's move. */
  manage: {
    lookup: post('/bookings/manage/lookup'),
    get: get('/bookings/manage'),
    voucher: get('/bookings/manage/voucher'),
    qr: get('/bookings/manage/qr'),
    resend: post('/bookings/manage/resend'),
    cancel: post('/bookings/manage/cancel'),
    rescheduleQuote: get('/bookings/manage/reschedule-quote'),
    reschedule: post('/bookings/manage/reschedule'),
    adminReschedule: post('/admin/bookings/:id/reschedule', 'admin'),
    adminRescheduleQuote: get('/admin/bookings/:id/reschedule-quote', 'admin'),
    /** The visitor changes their hotel and answers, until the cut-off. */
    details: post('/bookings/manage/details'),
  },
  /** The reusable list of hotels and places guests are collected from. */
  pickups: {
    list: get('/admin/pickup-points', 'admin'),
    create: post('/admin/pickup-points', 'admin'),
    update: put('/admin/pickup-points/:id', 'admin'),
    remove: del('/admin/pickup-points/:id', 'admin'),
  },
  /** The catalogue's words in each language. */
  translations: {
    missing: get('/admin/translations/missing', 'admin'),
  },
  /** The waiting list of a sold-out slot: the visitor's link-opened calls and the back office's. */
  waitlist: {
    join: post('/waitlist/join'),
    get: get('/waitlist/entry'),
    leave: post('/waitlist/leave'),
    pay: post('/waitlist/pay'),
    adminSlots: get('/admin/waitlist/slots', 'admin'),
    adminList: get('/admin/waitlist', 'admin'),
    adminOffer: post('/admin/waitlist/:id/offer', 'admin'),
    adminMove: post('/admin/waitlist/:id/move', 'admin'),
    adminRemove: post('/admin/waitlist/:id/remove', 'admin'),
  },
  /** Reseller connections (OCTO): their keys, commission and tickets. */
  resellers: {
    list: get('/admin/resellers', 'admin'),
    create: post('/admin/resellers', 'admin'),
    rotateKey: post('/admin/resellers/:id/rotate-key', 'admin'),
    revoke: post('/admin/resellers/:id/revoke', 'admin'),
  },
} as const satisfies Record<string, Record<string, EndpointPath>>;

/** The `:name` parameters of a path, as a type: `'/a/:id/b/:x'` → `'id' | 'x'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a path needs: none for `/tickets/service`, `{ id }` for `/tickets/:id`. */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? []
  : [params: Record<PathParamNames<P>, string>];

/** The path of a call with its `:params` filled in (each encoded), still relative to API_PREFIX. */
export function pathOf<E extends EndpointPath>(endpoint: E, ...[params]: PathParams<E['path']>): string {
  return fillPath(endpoint, params);
}

/** pathOf for callers that hold the params untyped (core's client); a missing one throws. */
export function fillPath(endpoint: EndpointPath, params: Readonly<Record<string, string>> = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Every endpoint, flat: for the API's route check and the no-path-elsewhere test. */
export function allPaths(): EndpointPath[] {
  return Object.values(paths).flatMap((group) => Object.values(group) as EndpointPath[]);
}

/** `/tickets/:id` as a pattern matching `/tickets/abc`. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/**
 * Whether a concrete call (`PUT /update-ticket/abc`) is an admin call, by the endpoint it reaches.
 * A literal path wins over a pattern (`/tickets/service` is not `/tickets/:id`); an unknown path is public.
 */
export function isAdminCall(method: HttpMethod, path: string): boolean {
  const candidates = allPaths().filter((e) => e.method === method && patternOf(e.path).test(path));
  const endpoint = candidates.find((e) => e.path === path) ?? candidates[0];
  return endpoint?.access === 'admin';
}

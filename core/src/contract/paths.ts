/**
 * Every endpoint's method, path and access: the only place an endpoint path is written. The API
 * mounts its routes from these, core's client calls them, and the storefront's first page builds
 * its URLs from them. This module imports nothing but the list of staff roles (no zod), so the first
 * page can load it for free; the schemas, tags and docs of each endpoint sit beside it in `./index.ts`.
 */
import { STAFF_ROLES, type StaffRole } from '../domain/staff';

/** Where the API is mounted; every path below is relative to it. */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'admin';

export { STAFF_ROLES, type StaffRole };

/** An admin call's access rule: a signed-in member of staff with one of `roles`. */
export interface AdminRule {
  readonly roles: readonly StaffRole[];
  /**
   * Open to a session that still has to set up its second factor (the owner requires one and it has
   * none yet): who am I, sign out, change the password and enrol. Every other call refuses it.
   */
  readonly beforeSecondFactor?: true;
}

const OWNER = { roles: ['owner'] } as const satisfies AdminRule;
const MANAGERS = { roles: ['owner', 'manager'] } as const satisfies AdminRule;
const EVERYONE = { roles: STAFF_ROLES } as const satisfies AdminRule;
/** Any member of staff, even one whose second factor is still to be set up. */
const SELF = { roles: STAFF_ROLES, beforeSecondFactor: true } as const satisfies AdminRule;

export interface EndpointPath {
  readonly method: HttpMethod;
  /** Relative to API_PREFIX, in @koa/router syntax (`/tickets/:id`). */
  readonly path: string;
  /** `admin`: only with the admin's bearer token (requireAdmin; docs/ARCHITECTURE.md, Access). */
  readonly access: Access;
  /** An admin call's roles (and whether it is open before the second factor); absent on public calls. */
  readonly rule?: AdminRule;
  /**
   * Called at `{origin}{API_PREFIX}{path}` whatever the client's base URL: send-ticket, the one
   * call the specification addresses absolutely ({origin}/api/v1/booking/admin/send-ticket).
   */
  readonly fromOrigin?: true;
}

/** `public`, or an admin call's rule: its access is `admin` and its roles are the rule's. */
type AccessOf<R> = R extends AdminRule ? { access: 'admin'; rule: R } : { access: 'public' };
const accessOf = (rule: AdminRule | 'public'): { access: Access; rule?: AdminRule } =>
  rule === 'public' ? { access: 'public' } : { access: 'admin', rule };

const make =
  <M extends HttpMethod>(method: M) =>
  <P extends string, const R extends AdminRule | 'public' = 'public'>(path: P, rule?: R) =>
    ({ method, path, ...accessOf(rule ?? 'public') }) as unknown as { method: M; path: P } & AccessOf<R>;
const get = make('GET');
const post = make('POST');
const put = make('PUT');
const del = make('DELETE');

export const paths = {
  system: {
    health: get('/health'),
    openApi: get('/openapi.json'),
  },
  adminAuth: {
    login: post('/admin/login'),
    logout: post('/admin/logout', SELF),
    me: get('/admin/me', SELF),
    /** The second step of a sign-in with a second factor: the challenge and a TOTP or recovery code. */
    secondFactor: post('/admin/login/second-factor'),
    /** An invited person sets their name and password with the invitation's token. */
    acceptInvitation: post('/admin/invitations/accept'),
    changePassword: post('/admin/me/password', SELF),
    /** Starts (or restarts) enrolling an authenticator: a new secret and its QR code. */
    enrolTotp: post('/admin/me/totp', SELF),
    /** Confirms the enrolment with a first code; answers the ten recovery codes, once. */
    confirmTotp: post('/admin/me/totp/confirm', SELF),
  },
  /** The people of the back office: who they are, their roles, invitations and the sign-in rules. */
  staff: {
    list: get('/admin/staff', OWNER),
    invite: post('/admin/staff/invitations', OWNER),
    revokeInvitation: del('/admin/staff/invitations/:id', OWNER),
    update: put('/admin/staff/:id', OWNER),
    resetSecondFactor: post('/admin/staff/:id/reset-second-factor', OWNER),
    settings: get('/admin/staff-settings', OWNER),
    updateSettings: put('/admin/staff-settings', OWNER),
  },
  products: {
    list: get('/products'),
    byHost: get('/products/hostName'),
    bySlug: get('/products/slug/:slug'),
    /** An attraction with its translations, and the write of its name and description per language. */
    adminGet: get('/admin/products/:slug', MANAGERS),
    updateTranslations: put('/admin/products/:slug/translations', MANAGERS),
  },
  tickets: {
    byService: get('/tickets/service'),
    get: get('/tickets/:id'),
    adminGet: get('/admin/get-ticket', MANAGERS),
    services: get('/get-service'),
    titles: get('/get-ticket-title-service'),
    timeSlotTickets: get('/admin/get-timeslot-ticket', MANAGERS),
    create: post('/create', MANAGERS),
    update: put('/update-ticket/:id', MANAGERS),
    remove: del('/delete-ticket/:id', MANAGERS),
    /** A picture for a ticket, stored by the API and served under /assets/uploads/. */
    uploadImage: post('/admin/ticket-images', MANAGERS),
  },
  schedule: {
    blockedDates: get('/date-manage'),
    blockDate: post('/block-date', MANAGERS),
    unblockDate: del('/block-date', MANAGERS),
    timeSlots: get('/time-slot'),
    blockTimeSlot: post('/block-time-slot', MANAGERS),
    unblockTimeSlot: post('/delete-blocked-date-time-slot', MANAGERS),
    /** The booking calendar's month: each day's status and adult price. */
    month: get('/availability/month'),
    /** The back office's list of upcoming blocked dates and slots, with who blocked them and why. */
    upcomingBlocks: get('/admin/blocked', MANAGERS),
  },
  bookings: {
    list: get('/admin/all-bookings', EVERYONE),
    sendTicketList: get('/admin/all-bookings-send-ticket', MANAGERS),
    get: get('/admin/bookings/:id', EVERYONE),
    success: get('/bookings/success'),
    successQr: get('/bookings/success/qr'),
    /** The report over visit dates: money taken beside the value booked, per ticket and per day. */
    report: get('/admin/bookings-report', MANAGERS),
    /** Every booking of the list's filters as CSV, streamed. */
    export: get('/admin/bookings-export', MANAGERS),
    /** Every ticket title bookings were sold under, renamed and deleted tickets' included. */
    titles: get('/admin/bookings-titles', EVERYONE),
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
    list: get('/admin/coupons', MANAGERS),
    get: get('/admin/coupons/:id', MANAGERS),
    create: post('/admin/coupons', MANAGERS),
    update: put('/admin/coupons/:id', MANAGERS),
    deactivate: del('/admin/coupons/:id', MANAGERS),
  },
  promotions: {
    active: get('/single'),
    list: get('/admin/promotions', MANAGERS),
    get: get('/admin/promotions/:id', MANAGERS),
    create: post('/admin/promotions', MANAGERS),
    update: put('/admin/promotions/:id', MANAGERS),
    remove: del('/admin/promotions/:id', MANAGERS),
  },
  sending: {
    notification: post('/admin/send-notification', MANAGERS),
    ticket: { ...post('/booking/admin/send-ticket', MANAGERS), fromOrigin: true },
  },
  checkin: {
    checkIn: post('/admin/checkin', EVERYONE),
    undo: post('/admin/checkin/:id/undo', EVERYONE),
    arrivals: get('/admin/checkin/arrivals', EVERYONE),
    qr: get('/admin/checkin/qr/:id', EVERYONE),
  },
  /** Cancellations and refunds in the back office. */
  cancellations: {
    cancel: post('/admin/bookings/:id/cancel', MANAGERS),
    history: get('/admin/bookings/:id/history', EVERYONE),
    resendConfirmation: post('/admin/bookings/:id/resend-confirmation', MANAGERS),
    slotPreview: get('/admin/slots/cancel-preview', MANAGERS),
    slotCancel: post('/admin/slots/cancel', MANAGERS),
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
    adminReschedule: post('/admin/bookings/:id/reschedule', MANAGERS),
    adminRescheduleQuote: get('/admin/bookings/:id/reschedule-quote', MANAGERS),
    /** The visitor changes their hotel and answers, until the cut-off. */
    details: post('/bookings/manage/details'),
  },
  /** The reusable list of hotels and places guests are collected from. */
  pickups: {
    list: get('/admin/pickup-points', MANAGERS),
    create: post('/admin/pickup-points', MANAGERS),
    update: put('/admin/pickup-points/:id', MANAGERS),
    remove: del('/admin/pickup-points/:id', MANAGERS),
  },
  /**
   * The guide's run sheet of a day: every member of staff may read and print it (the desk hands it to
   * the guide); mailing guests' names and phones to an address outside the staff is for managers.
   */
  manifest: {
    get: get('/admin/manifest', EVERYONE),
    pdf: get('/admin/manifest/pdf', EVERYONE),
    mail: post('/admin/manifest/mail', MANAGERS),
  },
  /**
   * Wallet passes: a booking's links (success or manage token), its Apple pass, and Apple's PassKit
   * web service, whose paths are Apple's (under the pass's webServiceURL, `/wallet/apple`).
   */
  wallet: {
    links: get('/bookings/wallet'),
    applePass: get('/bookings/wallet/apple'),
    appleRegister: post(
      '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    ),
    appleUnregister: del(
      '/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    ),
    appleUpdated: get('/wallet/apple/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier'),
    appleLatest: get('/wallet/apple/v1/passes/:passTypeIdentifier/:serialNumber'),
    appleLog: post('/wallet/apple/v1/log'),
  },
  /** The help centre's questions and answers: read by the shops, written by managers. */
  faq: {
    list: get('/faq'),
    adminList: get('/admin/faq', MANAGERS),
    create: post('/admin/faq', MANAGERS),
    update: put('/admin/faq/:id', MANAGERS),
    remove: del('/admin/faq/:id', MANAGERS),
    reorder: put('/admin/faq-order', MANAGERS),
  },
  /** The catalogue's words in each language. */
  translations: {
    missing: get('/admin/translations/missing', MANAGERS),
  },
  /** The waiting list of a sold-out slot: the visitor's link-opened calls and the back office's. */
  waitlist: {
    join: post('/waitlist/join'),
    get: get('/waitlist/entry'),
    leave: post('/waitlist/leave'),
    pay: post('/waitlist/pay'),
    adminSlots: get('/admin/waitlist/slots', MANAGERS),
    adminList: get('/admin/waitlist', MANAGERS),
    adminOffer: post('/admin/waitlist/:id/offer', MANAGERS),
    adminMove: post('/admin/waitlist/:id/move', MANAGERS),
    adminRemove: post('/admin/waitlist/:id/remove', MANAGERS),
  },
  /** Reseller connections (OCTO): their keys, commission and tickets. */
  resellers: {
    list: get('/admin/resellers', OWNER),
    create: post('/admin/resellers', OWNER),
    rotateKey: post('/admin/resellers/:id/rotate-key', OWNER),
    revoke: post('/admin/resellers/:id/revoke', OWNER),
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

/** Whether a member of staff with `role` may make the call (a public call: anyone). */
export function allows(endpoint: EndpointPath, role: StaffRole): boolean {
  return endpoint.access === 'public' || (endpoint.rule?.roles.includes(role) ?? false);
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

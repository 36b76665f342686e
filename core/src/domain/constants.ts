/** The product's business constants, defined once for every package. */

export const DEFAULT_CURRENCY = 'myr';
export const ATTRACTION_TIME_ZONE = 'Asia/Dubai';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A product's slug (its `service` key): lower-case words joined by hyphens. */
export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SERVICE_SLUG_MAX = 80;

/** A booking may hold at most this many participants unless the ticket sets its own bound. */
export const DEFAULT_MAX_PER_BOOKING = 20;
/** How far ahead a date can be booked. */
export const BOOKING_HORIZON_DAYS = 365;
/** How long a pending checkout holds its seats. Stripe requires at least 30 minutes. */
export const CHECKOUT_HOLD_MINUTES = 30;
/** A slot with this many seats or fewer left is shown as "few left". */
export const FEW_LEFT_THRESHOLD = 5;

export const BOOKING_LIST_PAGE_SIZE = 20;
export const BOOKING_LIST_MAX_PAGE_SIZE = 100;
/** Bookings per page of the send-ticket list: a day's arrivals of a busy ticket. */
export const SEND_TICKET_PAGE_SIZE = 50;

/** Unused cached reads are kept this long: a visitor going back a page reads again without a request. */
export const CACHE_KEEP_UNUSED_MS = 60_000;
export const API_TIMEOUT_MS = 15_000;

/** Toast durations in milliseconds; loading toasts persist until replaced. */
export const TOAST_DURATIONS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  titleMax: 200,
  descriptionMax: 5000,
  preferenceMax: 80,
  messageMax: 5000,
  subjectMax: 200,
  searchMax: 100,
  couponCodeMin: 3,
  couponCodeMax: 32,
  qrCountMax: 10,
  pricingEntriesMax: 20,
  timeSlotsMax: 48,
  imagesMax: 12,
  /** A visit's stated length, in minutes (a week at most). */
  durationMinutesMin: 5,
  durationMinutesMax: 10_080,
  meetingPointMax: 300,
  /** A child is under 18: the oldest age a child ticket may be for. */
  childAgeMax: 17,
  /** Largest unit price accepted, in minor units (100,000.00). */
  unitPriceMax: 10_000_000,
} as const;

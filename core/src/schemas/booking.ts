import { z } from 'zod';
import { BOOKING_REFERENCE_PATTERN } from '../domain/booking-reference';
import { BOOKING_STATUSES, BOOKING_STATUS_FILTERS } from '../domain/booking-status';
import {
  BOOKING_LIST_MAX_PAGE_SIZE,
  BOOKING_LIST_PAGE_SIZE,
  LIMITS,
  SEND_TICKET_PAGE_SIZE,
} from '../domain/constants';
import {
  CalendarDateSchema,
  IdSchema,
  MinorUnitsSchema,
  PageSchema,
  ServiceSchema,
  TimestampSchema,
} from './common';
import { LocaleSchema } from './locale';
import { BookingChannelSchema } from './reseller';
import { BookingPickupSchema } from './pickups';

export const BookingStatusSchema = z.enum(BOOKING_STATUSES);

export const BookingSchema = z.object({
  _id: IdSchema,
  /** Short human reference, unguessable, e.g. DXB-7KQ2M9. */
  bookingId: z.string(),
  bookingStatus: BookingStatusSchema,
  ticketId: IdSchema,
  ticketTitle: z.string(),
  service: z.string(),
  ticketType: z.string(),
  preference: z.string(),
  bookingDate: z.string(),
  bookingDateString: z.string(),
  bookingDay: z.string(),
  timeSlot: z.string().nullable(),
  adultCount: z.int(),
  childCount: z.int(),
  adultTotal: z.int(),
  childTotal: z.int(),
  totalAmount: z.int(),
  couponCode: z.string().nullable(),
  discountValue: z.int(),
  discountAmount: z.int(),
  totalDiscountAmount: z.int(),
  currency: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  ticketSentAt: TimestampSchema.nullable(),
  notificationSentAt: TimestampSchema.nullable(),
  /** Until when a pending booking holds its seats. */
  holdExpiresAt: TimestampSchema.nullable().optional(),
  /** Minor units given back so far: the booking's pending and succeeded refunds. */
  refundedAmount: MinorUnitsSchema,
  /**
   * Money taken, minor units: the checkout's payment and every paid date change (0 when nothing
   * was paid). Not totalDiscountAmount, the value booked, which a waived date change raises.
   */
  amountPaid: MinorUnitsSchema,
  /** Who sold it: the website, a reseller (OCTO) or staff. */
  channel: BookingChannelSchema.optional(),
  /** The language the visitor booked in: its mails, voucher and pages speak it. */
  locale: LocaleSchema.optional(),
  /** Where and when the guests are collected; null without a pickup. */
  pickup: BookingPickupSchema.nullable().optional(),
  /** The pickup's extra price times the participants (part of totalAmount), minor units. */
  pickupTotal: MinorUnitsSchema.optional(),
  /** The answers to the ticket's questions. */
  answers: z
    .object({
      booking: z.record(z.string(), z.union([z.string(), z.boolean()])),
      participants: z.array(z.record(z.string(), z.union([z.string(), z.boolean()]))),
    })
    .nullable()
    .optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

/** GET /admin/all-bookings query: the filtered list, the report (ticketTitle) or a search. */
export const BookingStatusFilterSchema = z
  .enum(BOOKING_STATUS_FILTERS)
  .describe('A booking status, or `paid` for confirmed and checked-in (redeemed) bookings together.');

export const BookingListQuerySchema = z.object({
  service: ServiceSchema.optional(),
  bookingStatus: BookingStatusFilterSchema.optional(),
  ticketTitle: z.string().trim().min(1).max(LIMITS.titleMax).optional(),
  search: z.string().trim().min(1).max(LIMITS.searchMax).optional(),
  dateFrom: CalendarDateSchema.optional(),
  dateTo: CalendarDateSchema.optional(),
  page: PageSchema,
  pageSize: z.coerce.number().int().min(1).max(BOOKING_LIST_MAX_PAGE_SIZE).default(BOOKING_LIST_PAGE_SIZE),
});
export type BookingListQuery = z.input<typeof BookingListQuerySchema>;

export const BookingReportSummarySchema = z.object({
  bookings: z.int(),
  adults: z.int(),
  children: z.int(),
  /**
   * Revenue: money taken from the bookings under the same filter as the other figures, minor units:
   * what they paid (checkouts and paid date changes) minus what was refunded to them (`paid` − `refunds`).
   */
  revenue: z.int(),
  /** The value booked: the bookings' prices after discount now (totalDiscountAmount), not money. */
  valueBooked: z.int(),
  /** Money the bookings paid: checkouts and paid date changes, minor units. */
  paid: z.int(),
  /**
   * Money given back (pending and succeeded refunds, minor units) to the bookings under the same
   * filter: with `cancelled` or `refunded`, what the cancellations returned.
   */
  refunds: z.int(),
});

export const BookingListResponseSchema = z.object({
  bookings: z.array(BookingSchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  totalPages: z.int(),
  summary: BookingReportSummarySchema.optional(),
});
export type BookingListResponse = z.infer<typeof BookingListResponseSchema>;

/** One line of a booking's money statement (core's moneyStatement): a payment or a refund. */
export const StatementLineSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  /** What it is, in the customer's words (never staff's internal reason). */
  label: z.string(),
  amount: MinorUnitsSchema,
  at: TimestampSchema.nullable(),
  /** A refund's state (a failed one gives nothing back); null for a payment. */
  status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
});

/** Every payment and refund of a booking, oldest first, with paid, refunded and the balance. */
export const MoneyStatementSchema = z.object({
  lines: z.array(StatementLineSchema),
  paid: MinorUnitsSchema,
  refunded: MinorUnitsSchema,
  /** Paid minus refunded: the money kept. */
  balance: z.int(),
});
export type MoneyStatementView = z.infer<typeof MoneyStatementSchema>;

/** Which bookings the send-ticket list shows: still waiting for tickets, already sent, or both. */
export const SEND_TICKET_SENT_FILTERS = ['unsent', 'sent', 'all'] as const;
export type SendTicketSentFilter = (typeof SEND_TICKET_SENT_FILTERS)[number];

export const SendTicketListQuerySchema = z.object({
  ticketTitle: z.string().trim().min(1).max(LIMITS.titleMax),
  sent: z.enum(SEND_TICKET_SENT_FILTERS).default('unsent'),
  page: PageSchema,
  pageSize: z.coerce.number().int().min(1).max(BOOKING_LIST_MAX_PAGE_SIZE).default(SEND_TICKET_PAGE_SIZE),
});
export type SendTicketListQuery = z.input<typeof SendTicketListQuerySchema>;

/** One page of the send-ticket list and where it stands in the whole (every booking stays reachable). */
export const SendTicketListResponseSchema = BookingListResponseSchema.omit({ summary: true });
export type SendTicketListResponse = z.infer<typeof SendTicketListResponseSchema>;

export const SuccessQuerySchema = z.object({ token: z.string().min(16).max(200) });

/**
 * GET /bookings/success: the token, and the language the page reads in. The ticket's title answers
 * in it (as staff translated it, else as it was sold); absent, in the booking's own language.
 */
export const SuccessBookingQuerySchema = SuccessQuerySchema.extend({ lang: LocaleSchema.optional() });

export const SendNotificationRequestSchema = z.strictObject({
  /** The booking's `_id`. */
  bookingId: IdSchema,
  subject: z.string().trim().min(1).max(LIMITS.subjectMax),
  message: z.string().trim().min(1).max(LIMITS.messageMax),
});
export type SendNotificationRequest = z.infer<typeof SendNotificationRequestSchema>;

/** Text fields of the multipart POST /api/v1/booking/admin/send-ticket; the files travel as `files`. */
export const SendTicketFieldsSchema = z.strictObject({
  bookingId: IdSchema,
  message: z.string().trim().max(LIMITS.messageMax).optional(),
});

export const SendResultSchema = z.object({
  booking: BookingSchema,
  /** Whether our voucher went with the mail: only a paid booking carries one (core's carriesVoucher). */
  voucherAttached: z.boolean().optional(),
  /** Provider ticket files expected: adultCount × adultQrCount + childCount × childQrCount. */
  expectedFiles: z.int().optional(),
  attachedFiles: z.int().optional(),
});

/** A booking's `_id` or its reference (DXB-7KQ2M9). */
export const BookingIdParamsSchema = z.object({
  id: z.union([z.uuid(), z.string().regex(BOOKING_REFERENCE_PATTERN)], {
    message: 'must be a booking id or reference',
  }),
});

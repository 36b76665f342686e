import { z } from 'zod';
import { BOOKING_REFERENCE_PATTERN } from '../domain/booking-reference';
import { emailProblem } from '../domain/contact';
import { LIMITS } from '../domain/constants';
import { BookingSchema, MoneyStatementSchema } from './booking';
import { RefundQuoteSchema } from './cancellation';
import { CalendarDateSchema, IdSchema, MinorUnitsSchema, TimeSlotSchema, TimestampSchema } from './common';
import { RawAnswersSchema } from './questions';

/**
 * Manage my booking: the visitor's own calls, opened by a signed, expiring token (the
 * link in every confirmation mail) or asked for by reference + e-mail.
 */

/** The codes of the manage calls' 409s; cancelling answers CANCELLATION_ERROR_CODES' (REFUND_CHANGED). */
export const MANAGE_ERROR_CODES = {
  /** The new slot has not enough seats left for the party. */
  slotFull: 'SLOT_FULL',
  /** The date or slot cannot be booked (closed, blocked, past, beyond the horizon). */
  dateUnavailable: 'DATE_UNAVAILABLE',
  /** The booking can no longer be changed this way (past the cut-off, cancelled, not paid). */
  notAllowed: 'NOT_ALLOWED',
  /** The price difference differs from the one shown (`details.priceDifference` is the current one). */
  priceChanged: 'PRICE_CHANGED',
  /** Another date change of this booking is waiting for its payment. */
  changePending: 'CHANGE_PENDING',
} as const;

/** A manage token: `<payload>.<signature>`, base64url. */
export const ManageTokenSchema = z
  .string()
  .min(20)
  .max(400)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a manage token');

export const ManageTokenQuerySchema = z.object({ token: ManageTokenSchema });
export const ManageTokenBodySchema = z.strictObject({ token: ManageTokenSchema });
export type ManageTokenBody = z.infer<typeof ManageTokenBodySchema>;

/** A booking's reference, typed by a person: case and surrounding spaces do not matter. */
const ReferenceSchema = z
  .string()
  .max(40)
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().regex(BOOKING_REFERENCE_PATTERN, 'must be a booking reference like DXB-7KQ2M9'));

export const ManageLookupRequestSchema = z.strictObject({
  reference: ReferenceSchema,
  email: z
    .string()
    .max(LIMITS.emailMax * 2)
    .superRefine((value, ctx) => {
      const message = emailProblem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => v.trim().toLowerCase()),
});
export type ManageLookupRequest = z.input<typeof ManageLookupRequestSchema>;

/** The same answer whether or not a booking matched: nobody learns which references exist. */
export const MANAGE_LOOKUP_MESSAGE =
  'If a booking matches this reference and e-mail, we have sent a link to manage it to that address.';
export const ManageLookupResponseSchema = z.object({ message: z.string() });

/** The date and slot (null for a ticket without slots) a visit is, or would be, moved to. */
const VisitShape = { bookingDate: CalendarDateSchema, timeSlot: TimeSlotSchema.nullable() };

/** A date change paid for but not yet final: its payment page, until the provider says it landed. */
export const PendingRescheduleSchema = z.object({
  ...VisitShape,
  amount: MinorUnitsSchema,
  url: z.string(),
  expiresAt: TimestampSchema,
});

/** GET /bookings/manage: the booking, its policy in words, and what the visitor can do now. */
export const ManageBookingViewSchema = z.object({
  booking: BookingSchema,
  /** What was paid for the booking and what has been refunded (pending or done), minor units. */
  paidAmount: MinorUnitsSchema,
  refundedAmount: MinorUnitsSchema,
  /** Every payment and refund, oldest first, and the balance: the page's one statement of money. */
  statement: MoneyStatementSchema,
  /** The policy for this visit in plain words: "Free cancellation until 15:00 on Thursday 26 November". */
  policy: z.string(),
  /** What cancelling now refunds (never more than is left to refund). */
  refundQuote: RefundQuoteSchema,
  canCancel: z.boolean(),
  /** Why cancelling is not offered, in words; null when it is. */
  cancelReason: z.string().nullable(),
  canReschedule: z.boolean(),
  /** Why changing the date is not offered, in words; null when it is. */
  rescheduleReason: z.string().nullable(),
  /** Until when the date may be changed (the free-cancellation cut-off), or null when never. */
  rescheduleDeadline: TimestampSchema.nullable(),
  canResend: z.boolean(),
  /** The voucher PDF can be downloaded (a paid booking with its pass). */
  hasVoucher: z.boolean(),
  pendingReschedule: PendingRescheduleSchema.nullable(),
  /** The hotel and the answers can still be changed (until the date-change cut-off). */
  canChangeDetails: z.boolean().optional(),
});
export type ManageBookingView = z.infer<typeof ManageBookingViewSchema>;

export const ManageCancelRequestSchema = ManageTokenBodySchema.extend({
  /** The refund the visitor was shown; a different one now answers 409 REFUND_CHANGED. */
  expectedRefund: MinorUnitsSchema,
});
export type ManageCancelRequest = z.infer<typeof ManageCancelRequestSchema>;

/** The largest amount in minor units (MinorUnitsSchema's bound), either way for a difference. */
const MAX_MINOR = LIMITS.unitPriceMax * 1000;

/** A new date and slot for the same ticket, preference and party. */
const MoveShape = {
  bookingDate: CalendarDateSchema,
  timeSlot: TimeSlotSchema.nullable()
    .optional()
    .transform((v) => v ?? null),
};

export const RescheduleQuoteQuerySchema = ManageTokenQuerySchema.extend(MoveShape);
export type RescheduleQuoteQuery = z.input<typeof RescheduleQuoteQuerySchema>;

/** What moving to a date and slot would cost: positive = to pay, negative = refunded. */
export const RescheduleQuoteSchema = z.object({
  ...VisitShape,
  /** The new visit's total at today's prices (after the booking's coupon, if any). */
  newTotal: MinorUnitsSchema,
  /** newTotal minus what the current visit cost, minor units. */
  priceDifference: z.int(),
  currency: z.string(),
  /** Seats are left for the party on that date and slot right now. */
  available: z.boolean(),
});
export type RescheduleQuote = z.infer<typeof RescheduleQuoteSchema>;

export const ManageRescheduleRequestSchema = ManageTokenBodySchema.extend({
  ...MoveShape,
  /** The difference the visitor was shown (RescheduleQuote.priceDifference); another one answers 409 PRICE_CHANGED. */
  expectedPriceDifference: z.int().min(-MAX_MINOR).max(MAX_MINOR),
});
export type ManageRescheduleRequest = z.input<typeof ManageRescheduleRequestSchema>;

/**
 * A date change: `moved` at once (same or lower price; a lower one refunds the difference), or
 * `paymentRequired` for a higher price: the visitor pays the difference at `url`, and the move is
 * final when that payment lands.
 */
export const RescheduleResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('moved'),
    booking: BookingSchema,
    priceDifference: z.int(),
    /** Refunded for a cheaper visit (pending until the provider confirms), minor units. */
    refundAmount: MinorUnitsSchema,
  }),
  z.object({
    outcome: z.literal('paymentRequired'),
    booking: BookingSchema,
    priceDifference: z.int(),
    url: z.string(),
    expiresAt: TimestampSchema,
  }),
]);
export type RescheduleResult = z.infer<typeof RescheduleResultSchema>;

/**
 * POST /admin/bookings/:id/reschedule: staff move a booking. A higher price needs a choice:
 * `waiveDifference` asks no payment; `chargeDifference` mails the customer a payment link (the
 * same payment as the visitor's own date change) and the move is made when it is paid.
 */
export const AdminRescheduleRequestSchema = z
  .strictObject({
    ...MoveShape,
    /** A higher price is not charged (a lower one is still refunded). */
    waiveDifference: z.boolean().default(false),
    /** A higher price is charged to the customer through a mailed payment link. */
    chargeDifference: z.boolean().default(false),
    /** The difference staff were shown; another one now answers 409 PRICE_CHANGED. */
    expectedPriceDifference: z.int().min(-MAX_MINOR).max(MAX_MINOR).optional(),
  })
  .refine((v) => !(v.waiveDifference && v.chargeDifference), {
    message: 'waive the difference or charge it, not both',
    path: ['chargeDifference'],
  });

/** GET /admin/bookings/:id/reschedule-quote: the date and slot staff consider. */
export const AdminRescheduleQuoteQuerySchema = z.object(MoveShape);
export type AdminRescheduleQuoteQuery = z.input<typeof AdminRescheduleQuoteQuerySchema>;
export type AdminRescheduleRequest = z.input<typeof AdminRescheduleRequestSchema>;

/**
 * POST /bookings/manage/details: another pickup point (one of the ticket's, at the same extra price:
 * a change of price is staff's) and the answers again, checked with core answersSchemaFor. A field
 * left out is kept.
 */
export const ManageDetailsRequestSchema = ManageTokenBodySchema.extend({
  pickupPointId: IdSchema.nullable().optional(),
  answers: RawAnswersSchema.optional(),
});
export type ManageDetailsRequest = z.input<typeof ManageDetailsRequestSchema>;

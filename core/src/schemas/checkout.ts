import { z } from 'zod';
import { emailProblem, mobileNumberProblem, nameProblem, normalizeMobileNumber } from '../domain/contact';
import { BOOKING_REFERENCE_PATTERN } from '../domain/booking-reference';
import { LIMITS } from '../domain/constants';
import { CalendarDateSchema, IdSchema, MinorUnitsSchema, TimeSlotSchema, TimestampSchema } from './common';
import { CouponCodeSchema } from './coupon';
import { LocaleSchema } from './locale';
import { RawAnswersSchema } from './questions';

const problem = (check: (v: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const ContactSchema = z.object({
  name: z
    .string()
    .max(LIMITS.nameMax * 2)
    .superRefine(problem(nameProblem))
    .transform((v) => v.trim()),
  email: z
    .string()
    .max(LIMITS.emailMax * 2)
    .superRefine(problem(emailProblem))
    .transform((v) => v.trim().toLowerCase()),
  mobileNumber: z.string().max(40).superRefine(problem(mobileNumberProblem)).transform(normalizeMobileNumber),
});

/**
 * POST /payments/create-checkout. Not strict on purpose: a client may send amounts or a status, and
 * they are dropped here; the server recomputes every amount.
 */
/** The header that carries a solved CAPTCHA's token with a create-checkout (when the shop has one). */
export const CAPTCHA_HEADER = 'X-Captcha-Token';

export const CheckoutRequestSchema = z
  .object({
    ticketId: IdSchema,
    preferenceIndex: z
      .int()
      .min(0)
      .max(LIMITS.pricingEntriesMax - 1),
    bookingDate: CalendarDateSchema,
    timeSlot: TimeSlotSchema.optional().nullable(),
    adultCount: z.int().min(0).max(100),
    childCount: z.int().min(0).max(100),
    couponCode: z
      .union([CouponCodeSchema, z.literal('')])
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    /**
     * The amount due the visitor was shown, in minor units. It is never charged: the server charges
     * its own figure, and refuses with PRICE_CHANGED (holding nothing) when the two differ.
     */
    expectedTotal: MinorUnitsSchema.optional(),
    /** The currency of `expectedTotal`. */
    expectedCurrency: z
      .string()
      .regex(/^[a-zA-Z]{3}$/, 'must be an ISO 4217 code')
      .optional(),
    /** The language the visitor booked in: the booking keeps it for its mails, voucher and pages. */
    locale: LocaleSchema.default('en'),
    /**
     * The pickup point chosen from the ticket's (core pickupChoiceProblem); null or absent for none.
     * Its extra price is the server's, from the point itself.
     */
    pickupPointId: IdSchema.nullable().optional(),
    /** Answers to the ticket's questions; checked against them with core answersSchemaFor. */
    answers: RawAnswersSchema.optional(),
  })
  .extend(ContactSchema.shape);
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({
  url: z.string(),
  sessionId: z.string(),
  bookingId: z.string(),
  expiresAt: TimestampSchema,
  /** What is charged (0 for a booking confirmed without payment), in minor units. */
  amount: MinorUnitsSchema,
  currency: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** `details` of a 409 PRICE_CHANGED: what the booking costs now (the client's figure is stale). */
export const PriceChangedDetailsSchema = z.object({
  amount: MinorUnitsSchema,
  currency: z.string(),
  /** The figure the client sent. */
  expectedTotal: MinorUnitsSchema,
  /** The coupon's current percentage when a coupon applies, so the client can re-price with it. */
  discountValue: z.int().min(0).max(100).optional(),
});
export type PriceChangedDetails = z.infer<typeof PriceChangedDetailsSchema>;

/**
 * POST /payments/cancel: the visitor came back through the cancel URL (/failed?booking=…&token=…).
 * The token (the booking's success token) is required: the reference alone is printed on the
 * voucher and would let anyone who saw it cancel an unpaid checkout.
 */
export const CheckoutCancelRequestSchema = z.strictObject({
  bookingId: z
    .string()
    .trim()
    .regex(BOOKING_REFERENCE_PATTERN, 'must be a booking reference like DXB-7KQ2M9')
    .optional(),
  token: z.string().min(16).max(200),
});
export type CheckoutCancelRequest = z.input<typeof CheckoutCancelRequestSchema>;

export const CheckoutCancelResponseSchema = z.object({ bookingId: z.string(), bookingStatus: z.string() });
export type CheckoutCancelResponse = z.infer<typeof CheckoutCancelResponseSchema>;

/** A session of the local test provider (payments/local-provider.ts mints them). */
export const LocalSessionParamsSchema = z.object({ sessionId: z.string().regex(/^cs_local_[a-f0-9]{32}$/) });

/**
 * The local provider's pay/decline press. Loose on purpose: any unknown session or outcome is the
 * same 404 as an expired one, so the page never says which part was wrong.
 */
export const LocalOutcomeParamsSchema = z.object({ sessionId: z.string(), outcome: z.string() });

/** What the webhook answers the provider: the event was received, and what it did. */
export const WebhookAckSchema = z.object({
  received: z.literal(true),
  eventId: z.string(),
  type: z.string(),
  outcome: z.string(),
});

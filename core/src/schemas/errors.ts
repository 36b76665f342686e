import { z } from 'zod';

/** Every non-2xx answer of the API (docs/ARCHITECTURE.md, Errors). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  /** The signed-in person's role may not make this call (the contract's rule for it). */
  forbiddenRole: 'FORBIDDEN_ROLE',
  /** The owner requires a second factor and this person has not set one up yet. */
  secondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  dateUnavailable: 'DATE_UNAVAILABLE',
  slotUnavailable: 'SLOT_UNAVAILABLE',
  soldOut: 'SOLD_OUT',
  invalidCounts: 'INVALID_COUNTS',
  couponInvalid: 'COUPON_INVALID',
  /** The amount due differs from the one the visitor was shown (create-checkout). */
  priceChanged: 'PRICE_CHANGED',
  /** The pickup point is not one of the ticket's, or a required pickup is missing (core pickupChoiceProblem). */
  pickupInvalid: 'PICKUP_INVALID',
} as const;

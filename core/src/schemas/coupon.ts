import { z } from 'zod';
import { normalizeCouponCode, isCouponCodeFormat } from '../domain/coupon';
import { IdSchema, ImageUrlSchema, ServiceSchema, TimestampSchema, TrimmedText } from './common';
import { LangQuerySchema, PromotionTranslationsSchema } from './locale';

export const CouponCodeSchema = z
  .string()
  .max(64)
  .transform(normalizeCouponCode)
  .refine(isCouponCodeFormat, 'must be 3 to 32 letters, digits, hyphens or underscores');

export const CouponSchema = z.object({
  _id: IdSchema,
  code: z.string(),
  discountValue: z.int(),
  validFrom: TimestampSchema.nullable(),
  validUntil: TimestampSchema.nullable(),
  maxRedemptions: z.int().nullable(),
  redeemed: z.int(),
  service: z.string().nullable(),
  active: z.boolean(),
  createdAt: TimestampSchema.optional(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A validity window must end after it starts (the database refuses it too, less politely). */
const windowInOrder = (w: { validFrom: string | null; validUntil: string | null }) =>
  !w.validFrom || !w.validUntil || Date.parse(w.validFrom) < Date.parse(w.validUntil);
const WINDOW_IN_ORDER = { message: 'validUntil must be after validFrom', path: ['validUntil'] };

export const CouponInputSchema = z
  .strictObject({
    code: CouponCodeSchema,
    discountValue: z.int().min(1).max(100),
    validFrom: TimestampSchema.nullable().default(null),
    validUntil: TimestampSchema.nullable().default(null),
    maxRedemptions: z.int().min(1).max(1_000_000).nullable().default(null),
    service: ServiceSchema.nullable().default(null),
    active: z.boolean().default(true),
  })
  .refine(windowInOrder, WINDOW_IN_ORDER);
export type CouponInput = z.input<typeof CouponInputSchema>;

export const CouponValidateRequestSchema = z.strictObject({
  couponCode: CouponCodeSchema,
  service: ServiceSchema.optional(),
  ticketId: IdSchema.optional(),
});
export type CouponValidateRequest = z.input<typeof CouponValidateRequestSchema>;

export const CouponValidateResponseSchema = z.object({ couponCode: z.string(), discountValue: z.int() });
export type CouponValidateResponse = z.infer<typeof CouponValidateResponseSchema>;

/** A promotion as admins manage it. */
export const PromotionSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  message: z.string(),
  couponCode: z.string().nullable(),
  discountValue: z.int().nullable(),
  imageUrl: z.string().nullable(),
  validFrom: TimestampSchema.nullable(),
  validUntil: TimestampSchema.nullable(),
  service: z.string().nullable(),
  hostName: z.string().nullable(),
  active: z.boolean(),
  /** The title and message in each other language. */
  translations: PromotionTranslationsSchema.optional(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionInputSchema = z
  .strictObject({
    title: TrimmedText(120).min(2),
    message: TrimmedText(500).min(2),
    couponCode: CouponCodeSchema.nullable().default(null),
    imageUrl: ImageUrlSchema.nullable().default(null),
    validFrom: TimestampSchema.nullable().default(null),
    validUntil: TimestampSchema.nullable().default(null),
    service: ServiceSchema.nullable().default(null),
    hostName: z.string().trim().min(1).max(253).nullable().default(null),
    active: z.boolean().default(true),
    /** The title and message in each other language; left out, an update keeps what is stored. */
    translations: PromotionTranslationsSchema.optional(),
  })
  .refine(windowInOrder, WINDOW_IN_ORDER);
export type PromotionInput = z.input<typeof PromotionInputSchema>;

/** GET /single: the active promotion for a service or host name. */
export const PromotionQuerySchema = LangQuerySchema.extend({
  service: ServiceSchema.optional(),
  hostName: z.string().min(1).max(253).optional(),
}).refine((q) => q.service || q.hostName, 'give service or hostName');

export const ActivePromotionSchema = z.object({
  title: z.string(),
  message: z.string(),
  couponCode: z.string().nullable(),
  discountValue: z.int().nullable(),
  imageUrl: z.string().nullable(),
  validUntil: TimestampSchema.nullable(),
});
export type ActivePromotion = z.infer<typeof ActivePromotionSchema>;

/** GET /single answers null, with 200, when nothing is running: no promotion is not an error. */
export const ActivePromotionResponseSchema = ActivePromotionSchema.nullable();

export const CouponIdParamsSchema = z.object({ id: IdSchema });
export const PromotionIdParamsSchema = z.object({ id: IdSchema });

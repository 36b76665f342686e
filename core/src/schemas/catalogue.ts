import { z } from 'zod';
import { DEFAULT_MAX_PER_BOOKING, LIMITS } from '../domain/constants';
import {
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_TYPES,
  UPLOADED_IMAGE_PREFIX,
  type TicketImageType,
} from '../domain/ticket-images';
import { CancellationPolicyInputSchema, CancellationPolicySchema } from './cancellation';
import {
  CurrencySchema,
  IdSchema,
  ImageUrlSchema,
  ServiceSchema,
  TimeSlotSchema,
  TimestampSchema,
  TrimmedText,
  UnitPriceSchema,
  WeekdaySchema,
} from './common';
import { LangQuerySchema, ProductTranslationsSchema, TicketTranslationsSchema } from './locale';
import { CoordinatesSchema, MeetingPointDetailsInput, PickupModeSchema, PickupPointSchema } from './pickups';
import { QuestionDefinitionsSchema, QuestionReadSchema } from './questions';

export const ProductSchema = z.object({
  _id: IdSchema,
  slug: ServiceSchema,
  name: z.string(),
  productGroup: z.string(),
  hostName: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  currency: z.string(),
  timeZone: z.string(),
  /** Short location line shown on cards, e.g. "Downtown Dubai". */
  location: z.string().optional(),
  /**
   * The lowest adult price among its tickets on sale, in its currency (core productFromPrice),
   * minor units; null when none is priced in it.
   */
  fromPrice: z.int().min(0).nullable().optional(),
  /** The shortest and longest stated length of its tickets' visits (core productDuration), minutes. */
  duration: z.object({ min: z.int(), max: z.int() }).nullable().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** An attraction as staff edit its words: the product with its translations. */
export const AdminProductSchema = ProductSchema.extend({ translations: ProductTranslationsSchema });
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** PUT /admin/products/:slug/translations: an attraction's name and description in each language. */
export const ProductTranslationsInputSchema = z.strictObject({ translations: ProductTranslationsSchema });
export type ProductTranslationsInput = z.input<typeof ProductTranslationsInputSchema>;

/** The ages a child ticket is for, both ends included ("3 to 11 years"). */
export const ChildAgeRangeSchema = z
  .strictObject({
    min: z.int().min(0).max(LIMITS.childAgeMax),
    max: z.int().min(0).max(LIMITS.childAgeMax),
  })
  .refine((r) => r.min <= r.max, { message: 'the youngest age must not be above the oldest', path: ['max'] });
export type ChildAgeRange = z.infer<typeof ChildAgeRangeSchema>;

/**
 * What a visitor wants to know of a ticket beyond its price, each null when not stated. Optional in
 * the input: an update that leaves one out keeps what is stored (an editor that does not know a
 * field never clears it).
 */
const VisitDetailsInput = {
  durationMinutes: z
    .int()
    .min(LIMITS.durationMinutesMin)
    .max(LIMITS.durationMinutesMax)
    .nullable()
    .optional(),
  meetingPoint: TrimmedText(LIMITS.meetingPointMax).min(1).nullable().optional(),
  childAgeRange: ChildAgeRangeSchema.nullable().optional(),
  ...MeetingPointDetailsInput,
};

/**
 * Whether the ticket collects its guests and from which of the pickup points, and the questions it
 * asks. Optional like the visit's details: an update that leaves one out keeps what is stored.
 */
const PickupsAndQuestionsInput = {
  pickupMode: PickupModeSchema.optional(),
  pickupPointIds: z
    .array(IdSchema)
    .max(500)
    .refine((s) => new Set(s).size === s.length, 'pickup points must be unique')
    .optional(),
  questions: QuestionDefinitionsSchema.optional(),
};

export const AgePricesSchema = z.strictObject({ adult: UnitPriceSchema, child: UnitPriceSchema });

export const PricingEntrySchema = z.strictObject({
  preference: TrimmedText(LIMITS.preferenceMax).min(1),
  weekDays: AgePricesSchema,
  weekEnds: AgePricesSchema,
});

/** A pricing entry as a ticket read answers it: `label`, its preference in the language read. */
export const PricingEntryReadSchema = PricingEntrySchema.extend({ label: z.string().optional() });

export const TicketTypeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');

/**
 * Fields an admin may write on a ticket. Strict: an unknown field is a 400, never silently stored
 * (no mass assignment).
 */
export const TicketInputSchema = z
  .strictObject({
    service: ServiceSchema,
    title: TrimmedText(LIMITS.titleMax).min(2),
    ticketType: TicketTypeSchema,
    description: TrimmedText(LIMITS.descriptionMax).default(''),
    included: z.array(TrimmedText(200).min(1)).max(12).default([]),
    pricing: z.array(PricingEntrySchema).min(1).max(LIMITS.pricingEntriesMax),
    timeSlots: z
      .array(TimeSlotSchema)
      .max(LIMITS.timeSlotsMax)
      .default([])
      .refine((s) => new Set(s).size === s.length, 'time slots must be unique')
      .transform((s) => [...s].sort()),
    isTimeSlot: z.boolean().default(false),
    adultQrCount: z.int().min(0).max(LIMITS.qrCountMax).default(1),
    childQrCount: z.int().min(0).max(LIMITS.qrCountMax).default(1),
    currency: CurrencySchema,
    isAdultByOneGetOneActive: z.boolean().default(false),
    isChildByOneGetOneActive: z.boolean().default(false),
    ticketImages: z.array(ImageUrlSchema).max(LIMITS.imagesMax).default([]),
    attractionClosed: z
      .array(WeekdaySchema)
      .max(6, 'an attraction cannot be closed every day')
      .default([])
      .refine((s) => new Set(s).size === s.length, 'closed weekdays must be unique'),
    capacityPerSlot: z.int().min(1).max(100_000).nullable().default(null),
    maxPerBooking: z.int().min(1).max(100).default(DEFAULT_MAX_PER_BOOKING),
    /** Free cancellation up to 24 hours before the visit unless the admin says otherwise. */
    cancellationPolicy: CancellationPolicyInputSchema,
    ...VisitDetailsInput,
    ...PickupsAndQuestionsInput,
    /**
     * The title, description and what is included in each other language. Optional: an update
     * that leaves it out keeps what is stored (an editor without language tabs never clears them).
     */
    translations: TicketTranslationsSchema.optional(),
  })
  .refine((t) => !t.isTimeSlot || t.timeSlots.length > 0, {
    message: 'a time-slot ticket needs at least one time slot',
    path: ['timeSlots'],
  })
  .refine((t) => new Set(t.pricing.map((p) => p.preference)).size === t.pricing.length, {
    message: 'preferences must be unique',
    path: ['pricing'],
  });
export type TicketInput = z.input<typeof TicketInputSchema>;

export const TicketSchema = z.object({
  _id: IdSchema,
  service: z.string(),
  title: z.string(),
  ticketType: z.string(),
  description: z.string(),
  included: z.array(z.string()),
  pricing: z.array(PricingEntryReadSchema),
  timeSlots: z.array(z.string()),
  isTimeSlot: z.boolean(),
  adultQrCount: z.int(),
  childQrCount: z.int(),
  currency: z.string(),
  isAdultByOneGetOneActive: z.boolean(),
  isChildByOneGetOneActive: z.boolean(),
  ticketImages: z.array(z.string()),
  attractionClosed: z.array(WeekdaySchema),
  capacityPerSlot: z.int().nullable(),
  maxPerBooking: z.int(),
  cancellationPolicy: CancellationPolicySchema,
  /** How long the visit lasts, in minutes; null when not stated. */
  durationMinutes: z.int().nullable().optional(),
  /** Where the visit starts (a meeting point or entrance); null when not stated. */
  meetingPoint: z.string().nullable().optional(),
  /** The ages a child ticket is for; null when not stated. */
  childAgeRange: ChildAgeRangeSchema.nullable().optional(),
  /** Where the meeting point is, how to find it and a photo of it; null when not stated. */
  meetingPointLocation: CoordinatesSchema.nullable().optional(),
  meetingPointInstructions: z.string().nullable().optional(),
  meetingPointPhoto: z.string().nullable().optional(),
  /** Whether the ticket collects its guests (core PICKUP_MODES) and from where. */
  pickupMode: PickupModeSchema.optional(),
  /** The points a visitor chooses from (public reads). */
  pickupPoints: z.array(PickupPointSchema).optional(),
  /** The same points' ids, as staff read and write them (admin reads). */
  pickupPointIds: z.array(IdSchema).optional(),
  /** What the ticket asks before it runs: core answersSchemaFor builds the answers' schema from it. */
  questions: z.array(QuestionReadSchema).optional(),
  /**
   * The title, description and what is included in each other language: on the admin's reads and
   * the writes' answers. A public read (`?lang=`) answers the texts already in its language instead.
   */
  translations: TicketTranslationsSchema.optional(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** GET /get-service: the services (products) with tickets, for admin pickers. */
export const ServiceSummarySchema = z.object({ service: z.string(), name: z.string(), ticketCount: z.int() });
export type ServiceSummary = z.infer<typeof ServiceSummarySchema>;

/** GET /get-ticket-title-service?ticketType: ticket titles with their service. */
export const TicketTitleSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  service: z.string(),
  ticketType: z.string(),
});
export type TicketTitle = z.infer<typeof TicketTitleSchema>;

export const TicketsByServiceQuerySchema = LangQuerySchema.extend({ service: ServiceSchema });
/** GET /tickets/:id and /products/slug/:slug: the language of its texts. */
export const CatalogueLangQuerySchema = LangQuerySchema;
export const TicketTypeQuerySchema = z.object({ ticketType: TicketTypeSchema.optional() });
export const ProductsByGroupQuerySchema = LangQuerySchema.extend({
  productGroup: z.string().min(1).max(80).optional(),
});
export const ProductsByHostQuerySchema = LangQuerySchema.extend({ hostName: z.string().min(1).max(253) });

export const ProductSlugParamsSchema = z.object({ slug: ServiceSchema });
export const TicketIdParamsSchema = z.object({ id: IdSchema });
export const AdminTicketQuerySchema = z.object({ id: IdSchema });

/**
 * Text fields of the multipart POST /admin/ticket-images: none; the picture travels as `image`.
 * Strict, like every other body, so a stray field is a 400.
 */
export const TicketImageUploadFieldsSchema = z.strictObject({});

/** The stored picture: its site path (what goes in a ticket's `ticketImages`), type and size. */
export const TicketImageUploadSchema = z.object({
  url: z.string().startsWith(UPLOADED_IMAGE_PREFIX),
  contentType: z.enum(Object.keys(TICKET_IMAGE_TYPES) as [TicketImageType, ...TicketImageType[]]),
  size: z.int().min(1).max(TICKET_IMAGE_MAX_BYTES),
});
export type TicketImageUpload = z.infer<typeof TicketImageUploadSchema>;

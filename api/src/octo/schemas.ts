import { z } from 'zod';
import { QUESTION_LIMITS } from '@tours/core/domain';
import { CalendarDateSchema } from '@tours/core/schemas';

/*
 * The OCTO requests as zod schemas: the shapes of the specification (octo.travel), checked at the
 * boundary. Ids stay plain strings here: an unknown product, option, unit or availability has its
 * own OCTO error, decided by the service, not a BAD_REQUEST.
 */

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => text(max).nullable().optional();

export const ContactInputSchema = z.object({
  fullName: nullableText(200),
  firstName: nullableText(100),
  lastName: nullableText(100),
  emailAddress: z.email().max(254).nullable().optional(),
  phoneNumber: nullableText(40),
  locales: z.array(text(35)).max(20).optional(),
  postalCode: nullableText(20),
  country: nullableText(60),
  notes: nullableText(2000),
});
export type ContactInput = z.output<typeof ContactInputSchema>;

/** An answer to one of the ticket's questions (octo/questions): text, yes/no as `yes` or `no`. */
const QuestionAnswersSchema = z
  .array(
    z.object({
      questionId: text(60),
      value: text(QUESTION_LIMITS.longTextMax * 2).nullable(),
    }),
  )
  .max(QUESTION_LIMITS.perTicketMax)
  .optional();

export const UnitItemInputSchema = z.object({
  uuid: z.uuid().optional(),
  unitId: text(60),
  resellerReference: text(100).nullable().optional(),
  contact: ContactInputSchema.optional(),
  questionAnswers: QuestionAnswersSchema,
});
export type UnitItemInput = z.output<typeof UnitItemInputSchema>;

const UnitsSchema = z.array(z.object({ id: text(60), quantity: z.int().min(0).max(100) })).max(20);

/** Reseller references are free text: limited, never parsed. */
const ResellerReferenceSchema = text(100);

const productAndOption = {
  productId: text(100),
  optionId: text(100),
  units: UnitsSchema.nullable().optional(),
  currency: text(3).nullable().optional(),
};

export const CalendarBodySchema = z.object({
  ...productAndOption,
  localDateStart: CalendarDateSchema,
  localDateEnd: CalendarDateSchema,
});

export const AvailabilityBodySchema = z
  .object({
    ...productAndOption,
    localDate: CalendarDateSchema.optional(),
    localDateStart: CalendarDateSchema.optional(),
    localDateEnd: CalendarDateSchema.optional(),
    availabilityIds: z.array(text(40)).min(1).max(100).optional(),
  })
  .refine((b) => !(b.availabilityIds && (b.localDate || b.localDateStart || b.localDateEnd)), {
    message: 'send either localDateStart and localDateEnd, or availabilityIds, not both',
  })
  .refine((b) => !(b.localDate && (b.localDateStart || b.localDateEnd)), {
    message: 'send either localDate, or localDateStart and localDateEnd',
  })
  .refine((b) => Boolean(b.availabilityIds || b.localDate || (b.localDateStart && b.localDateEnd)), {
    message: 'send localDateStart and localDateEnd, localDate, or availabilityIds',
  });
export type AvailabilityBody = z.output<typeof AvailabilityBodySchema>;

/** The pickup a reservation or a change asks for (octo/pickups): a point of the option's pickupPoints. */
const pickupFields = {
  pickupRequested: z.boolean().nullable().optional(),
  pickupPointId: text(100).nullable().optional(),
};

/** How long a reservation may be held at once, in minutes (a day). */
export const MAX_EXPIRATION_MINUTES = 1440;
const ExpirationSchema = z.int().min(1).max(MAX_EXPIRATION_MINUTES);

export const ReserveBodySchema = z.object({
  uuid: z.uuid().optional(),
  productId: text(100),
  optionId: text(100),
  availabilityId: text(40),
  expirationMinutes: ExpirationSchema.optional(),
  notes: nullableText(2000),
  // Missing or empty: UNPROCESSABLE_ENTITY, decided by the service (OCTO's validator expects it).
  unitItems: z.array(UnitItemInputSchema).max(100).optional(),
  resellerReference: ResellerReferenceSchema.nullable().optional(),
  contact: ContactInputSchema.optional(),
  currency: text(3).nullable().optional(),
  emailReceipt: z.boolean().optional(),
  ...pickupFields,
  questionAnswers: QuestionAnswersSchema,
});
export type ReserveBody = z.output<typeof ReserveBodySchema>;

export const ConfirmBodySchema = z.object({
  contact: ContactInputSchema,
  resellerReference: ResellerReferenceSchema.nullable().optional(),
  unitItems: z.array(UnitItemInputSchema).max(100).optional(),
  emailReceipt: z.boolean().optional(),
  notes: nullableText(2000),
  questionAnswers: QuestionAnswersSchema,
});
export type ConfirmBody = z.output<typeof ConfirmBodySchema>;

export const UpdateBodySchema = z.object({
  resellerReference: ResellerReferenceSchema.nullable().optional(),
  productId: text(100).optional(),
  optionId: text(100).optional(),
  availabilityId: text(40).optional(),
  expirationMinutes: ExpirationSchema.optional(),
  notes: nullableText(2000),
  emailReceipt: z.boolean().optional(),
  unitItems: z.array(UnitItemInputSchema).max(100).optional(),
  contact: ContactInputSchema.optional(),
  ...pickupFields,
  questionAnswers: QuestionAnswersSchema,
});
export type UpdateBody = z.output<typeof UpdateBodySchema>;

export const CancelBodySchema = z.object({
  reason: nullableText(500),
  force: z.boolean().optional(),
});

export const ExtendBodySchema = z.object({ expirationMinutes: ExpirationSchema.optional() });

export const ListQuerySchema = z
  .object({
    resellerReference: ResellerReferenceSchema.optional(),
    supplierReference: text(20).optional(),
    localDate: CalendarDateSchema.optional(),
    localDateStart: CalendarDateSchema.optional(),
    localDateEnd: CalendarDateSchema.optional(),
    productId: text(100).optional(),
    optionId: text(100).optional(),
  })
  .refine(
    (q) =>
      Boolean(
        q.resellerReference || q.supplierReference || q.localDate || (q.localDateStart && q.localDateEnd),
      ),
    {
      message: 'filter by resellerReference, supplierReference, localDate or localDateStart and localDateEnd',
    },
  );
export type ListQuery = z.output<typeof ListQuerySchema>;

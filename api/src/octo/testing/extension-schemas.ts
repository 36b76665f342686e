import { z } from 'zod';

/*
 * The fields of OCTO's `octo/pickups` and `octo/questions` capabilities as zod schemas, for the
 * tests. `@octocloud/types` 2.x names both capabilities (zCapabilityId) but has no schema for their
 * fields, and its object schemas let extra keys through; these follow the capabilities' own
 * definitions (every key present, null where there is nothing), so the tests parse each answer with
 * the package's schema and with these.
 */

const nullableString = z.string().nullable();

export const zPickupPoint = z.strictObject({
  id: z.string(),
  name: z.string(),
  directions: nullableString,
  address: nullableString,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  localDateTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    .nullable(),
  localDateTimeTo: nullableString,
  googlePlaceId: nullableString,
  street: nullableString,
  postalCode: nullableString,
  locality: nullableString,
  region: nullableString,
  state: nullableString,
  country: nullableString,
});

/** An option with octo/pickups. */
export const zOptionPickups = z.object({
  pickupAvailable: z.boolean(),
  pickupRequired: z.boolean(),
  pickupPoints: z.array(zPickupPoint),
});

/** A booking with octo/pickups. */
export const zBookingPickups = z.object({
  pickupRequested: z.boolean(),
  pickupPointId: nullableString,
  pickupNotes: nullableString,
  pickupPoint: zPickupPoint.nullable(),
});

const INPUT_TYPES = [
  'date',
  'datetime-local',
  'email',
  'file',
  'number',
  'tel',
  'text',
  'time',
  'url',
  'select',
  'textarea',
  'radio',
  'checkbox',
] as const;

export const zQuestion = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: nullableString,
  required: z.boolean(),
  inputType: z.enum(INPUT_TYPES),
  selectOptions: z.array(z.strictObject({ label: z.string(), value: z.string() })),
});

export const zQuestionAnswer = z.strictObject({
  questionId: z.string(),
  question: zQuestion,
  value: nullableString,
});

/** An option (and each of its units) with octo/questions. */
export const zOptionQuestions = z.object({
  questions: z.array(zQuestion),
  units: z.array(z.object({ questions: z.array(zQuestion) })),
});

/** A booking (and each of its unit items) with octo/questions. */
export const zBookingQuestions = z.object({
  questionAnswers: z.array(zQuestionAnswer),
  unitItems: z.array(z.object({ questionAnswers: z.array(zQuestionAnswer) })),
});

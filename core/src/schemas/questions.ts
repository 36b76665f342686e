import { z } from 'zod';
import {
  answerProblem,
  QUESTION_ID_PATTERN,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  QUESTION_SCOPES,
  questionsByScope,
  type AnswerValue,
  type BookingAnswers,
  type QuestionDefinition,
} from '../domain/questions';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../domain/locale';

/** A question's label, help text and choices in one other language; blank is the same as none. */
const QuestionWordsSchema = z.strictObject({
  label: z.string().trim().max(QUESTION_LIMITS.labelMax).optional(),
  helpText: z.string().trim().max(QUESTION_LIMITS.helpTextMax).optional(),
  /** Each choice's words at its English choice's place. */
  options: z
    .array(z.string().trim().max(QUESTION_LIMITS.optionMax))
    .max(QUESTION_LIMITS.optionsMax)
    .optional(),
});
const QuestionTranslationsSchema = z.strictObject(
  Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, QuestionWordsSchema.optional()])) as Record<
    TranslatedLocale,
    z.ZodOptional<typeof QuestionWordsSchema>
  >,
);

/** A question as staff write it. Strict: an unknown field is a 400. */
export const QuestionDefinitionSchema = z
  .strictObject({
    id: z.string().min(1).max(QUESTION_LIMITS.idMax).regex(QUESTION_ID_PATTERN, 'must be lower-case words'),
    label: z.string().trim().min(1).max(QUESTION_LIMITS.labelMax),
    kind: z.enum(QUESTION_KINDS),
    scope: z.enum(QUESTION_SCOPES).default('booking'),
    required: z.boolean().default(false),
    helpText: z.string().trim().max(QUESTION_LIMITS.helpTextMax).nullable().default(null),
    options: z
      .array(z.string().trim().min(1).max(QUESTION_LIMITS.optionMax))
      .max(QUESTION_LIMITS.optionsMax)
      .default([]),
    translations: QuestionTranslationsSchema.optional(),
  })
  .refine((q) => q.kind !== 'choice' || q.options.length >= 2, {
    message: 'a choice needs at least two options',
    path: ['options'],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: 'options must be unique',
    path: ['options'],
  })
  .refine(
    (q) => Object.values(q.translations ?? {}).every((w) => (w?.options?.length ?? 0) <= q.options.length),
    { message: 'a translation has more choices than the question', path: ['translations'] },
  )
  .transform((q): QuestionDefinition => ({ ...q, options: q.kind === 'choice' ? q.options : [] }));

/**
 * A question as the API answers it: as written (an admin's read, with its translations) or in a
 * visitor's language (a public read: the words translated, `optionLabels` beside the choices).
 */
export const QuestionReadSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  scope: z.enum(QUESTION_SCOPES),
  required: z.boolean(),
  helpText: z.string().nullable(),
  options: z.array(z.string()),
  translations: QuestionTranslationsSchema.optional(),
  optionLabels: z.array(z.string()).optional(),
});

export const QuestionDefinitionsSchema = z
  .array(QuestionDefinitionSchema)
  .max(QUESTION_LIMITS.perTicketMax)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'question ids must be unique');

/** Answers as they travel, before a ticket's definitions are applied (the checkout's body). */
export const AnswerValueSchema = z.union([z.string().max(QUESTION_LIMITS.longTextMax * 2), z.boolean()]);
export const RawAnswersSchema = z.strictObject({
  booking: z.record(z.string().max(QUESTION_LIMITS.idMax), AnswerValueSchema.nullable()).default({}),
  participants: z
    .array(z.record(z.string().max(QUESTION_LIMITS.idMax), AnswerValueSchema.nullable()))
    .max(200)
    .default([]),
});
export type RawAnswers = z.input<typeof RawAnswersSchema>;

/** An empty text, or nothing, is no answer. */
function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * One set of answers to some questions: answers to nothing asked are refused, blanks dropped. Checked
 * as a whole (not a schema per key) so a missing key and a blank one are the same thing.
 */
function answerSetSchema(definitions: readonly QuestionDefinition[]) {
  const asked = new Map(definitions.map((d) => [d.id, d]));
  return z
    .record(z.string(), z.unknown())
    .superRefine((set, ctx) => {
      for (const key of Object.keys(set)) {
        if (!asked.has(key))
          ctx.addIssue({ code: 'custom', path: [key], message: 'this question is not asked' });
      }
      for (const d of definitions) {
        const value = set[d.id];
        if (blank(value)) {
          if (d.required)
            ctx.addIssue({ code: 'custom', path: [d.id], message: 'this question needs an answer' });
          continue;
        }
        const problem = answerProblem(d, value as AnswerValue);
        if (problem) ctx.addIssue({ code: 'custom', path: [d.id], message: problem });
      }
    })
    .transform((set) => {
      const out: Record<string, AnswerValue> = {};
      for (const d of definitions) {
        const value = set[d.id];
        if (!blank(value)) out[d.id] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
      }
      return out;
    });
}

/**
 * The schema a booking's answers must meet: the ticket's booking questions once, its participant
 * questions once for each of `participants` guests. A required question left blank is refused (an
 * unchecked yes/no is `false`, which is an answer); an answer to a question the ticket does not ask
 * is refused; optional blanks are dropped, so what is stored holds answers only. The storefront's
 * form and the API's checkout both validate with it.
 */
export function answersSchemaFor(
  definitions: readonly QuestionDefinition[],
  participants: number,
): z.ZodType<BookingAnswers, unknown> {
  const { booking, participant } = questionsByScope(definitions);
  const perGuest = answerSetSchema(participant);
  return z
    .strictObject({
      booking: answerSetSchema(booking).default({}),
      participants: participant.length
        ? z.array(perGuest).length(participants, `answers are needed for each of the ${participants} guests`)
        : z
            .array(z.strictObject({}))
            .max(participants)
            .default([])
            .transform((): Record<string, AnswerValue>[] => []),
    })
    .transform((a): BookingAnswers => ({ booking: a.booking, participants: a.participants }));
}

/**
 * The answers a booking may hold before it is confirmed: every answer given is checked as
 * answersSchemaFor checks it, but none is required yet. A reseller may send the answers with the
 * confirmation (OCTO's order of calls); answersSchemaFor decides at confirmation.
 */
export function answersSoFarSchemaFor(
  definitions: readonly QuestionDefinition[],
  participants: number,
): z.ZodType<BookingAnswers, unknown> {
  return answersSchemaFor(
    definitions.map((d) => ({ ...d, required: false })),
    participants,
  );
}

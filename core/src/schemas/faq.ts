import { z } from 'zod';
import { FAQ_SECTIONS } from '../domain/faq';
import { IdSchema, TimestampSchema, TrimmedText } from './common';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, FaqTranslationsSchema, LangQuerySchema } from './locale';

/** booking or cancellation: where on the help centre an entry shows. */
export const FaqSectionSchema = z.enum(FAQ_SECTIONS);

/** A help-centre question as staff manage it: English in its own fields, the rest in `translations`. */
export const FaqEntrySchema = z.object({
  _id: IdSchema,
  section: FaqSectionSchema,
  /** Its place within its section, from 0. */
  position: z.int().min(0),
  question: z.string(),
  answer: z.string(),
  translations: FaqTranslationsSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/**
 * A new or replaced entry. A new one goes last in its section; one moved to the other section goes
 * last there. Left out, `translations` keeps what is stored.
 */
export const FaqEntryInputSchema = z.strictObject({
  section: FaqSectionSchema,
  question: TrimmedText(FAQ_QUESTION_MAX).min(3),
  answer: TrimmedText(FAQ_ANSWER_MAX).min(3),
  translations: FaqTranslationsSchema.optional(),
});
export type FaqEntryInput = z.input<typeof FaqEntryInputSchema>;

/** A section's entries in their new order: every entry of the section, each once. */
export const FaqOrderInputSchema = z.strictObject({
  section: FaqSectionSchema,
  ids: z
    .array(IdSchema)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'each entry once'),
});
export type FaqOrderInput = z.input<typeof FaqOrderInputSchema>;

export const FaqIdParamsSchema = z.object({ id: IdSchema });

/** GET /faq?lang=: the help centre's questions in a language. */
export const FaqQuerySchema = LangQuerySchema;

/** A question as visitors read it: in their language (English where it is not written), tokens filled. */
export const PublicFaqEntrySchema = z.object({
  _id: IdSchema,
  section: FaqSectionSchema,
  question: z.string(),
  answer: z.string(),
});
export type PublicFaqEntry = z.infer<typeof PublicFaqEntrySchema>;

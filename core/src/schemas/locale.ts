import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from '../domain/locale';
import { TrimmedText } from './common';

/** The longest help-centre question and answer, in any language. */
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

/** One of the languages we sell in (core/src/domain/locale.ts). */
export const LocaleSchema = z.enum(LOCALES);

/**
 * `?lang=` of a public catalogue read: the texts answer in this language, each falling back to
 * English where it has no translation. Absent is English; anything but a known locale is a 400.
 */
export const LangQuerySchema = z.object({ lang: LocaleSchema.default(DEFAULT_LOCALE) });
export type LangQuery = z.input<typeof LangQuerySchema>;

/**
 * A catalogue record's translations: for each translated locale (never English, which lives in the
 * record's own fields) the fields written in it. Every locale and field is optional, and a blank one
 * is the same as none: the English text shows instead.
 */
function translationsOf<const Shape extends z.ZodRawShape>(shape: Shape) {
  const perLocale = z.strictObject(shape).partial();
  return z.strictObject(
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, perLocale.optional()])) as Record<
      TranslatedLocale,
      z.ZodOptional<typeof perLocale>
    >,
  );
}

/** A ticket's title, description, what is included, where to meet and its options, per language. */
export const TicketTranslationsSchema = translationsOf({
  title: TrimmedText(LIMITS.titleMax),
  description: TrimmedText(LIMITS.descriptionMax),
  included: z.array(TrimmedText(200)).max(12),
  meetingPoint: TrimmedText(LIMITS.meetingPointMax),
  meetingPointInstructions: TrimmedText(1000),
  /** Each pricing entry's preference ("Shared 4x4"), at its entry's place; blank where not written. */
  preferences: z.array(TrimmedText(LIMITS.preferenceMax)).max(LIMITS.pricingEntriesMax),
});
export type TicketTranslations = z.infer<typeof TicketTranslationsSchema>;

/** An attraction's (product's) name, description and area ("Downtown Dubai"), per language. */
export const ProductTranslationsSchema = translationsOf({
  name: TrimmedText(LIMITS.titleMax),
  description: TrimmedText(LIMITS.descriptionMax),
  location: TrimmedText(LIMITS.titleMax),
});
export type ProductTranslations = z.infer<typeof ProductTranslationsSchema>;

/** A promotion banner's title and message, per language. */
export const PromotionTranslationsSchema = translationsOf({
  title: TrimmedText(120),
  message: TrimmedText(500),
});
export type PromotionTranslations = z.infer<typeof PromotionTranslationsSchema>;

/** A help-centre question and its answer, per language. */
export const FaqTranslationsSchema = translationsOf({
  question: TrimmedText(FAQ_QUESTION_MAX),
  answer: TrimmedText(FAQ_ANSWER_MAX),
});
export type FaqTranslations = z.infer<typeof FaqTranslationsSchema>;

/** A field of a record that has no translation in a locale. */
export const MissingTranslationSchema = z.object({
  locale: z.enum(TRANSLATED_LOCALES),
  field: z.string(),
});

/** What the catalogue lacks in each language: the admin's "missing translations" list. */
export const MissingTranslationsItemSchema = z.object({
  kind: z.enum(['attraction', 'ticket', 'promotion', 'faq']),
  /** The record's id (an attraction's is its slug, as its admin calls use). */
  id: z.string(),
  /** Its English name or title, to find it by. */
  label: z.string(),
  /**
   * The attraction it belongs to (a ticket's service); null for a promotion of every attraction and
   * for a help-centre question.
   */
  service: z.string().nullable(),
  missing: z.array(MissingTranslationSchema).min(1),
});
export type MissingTranslationsItem = z.infer<typeof MissingTranslationsItemSchema>;

import {
  missingTranslations,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from '@tours/core/domain';

/** A record's texts in the other languages, as typed: every language and field, blank if unwritten. */
export type WordsForm<F extends string> = Record<TranslatedLocale, Record<F, string>>;

/** The form's texts from a record's stored translations (a missing one is blank). */
export function wordsToForm<F extends string>(
  translations: Partial<Record<TranslatedLocale, Partial<Record<F, string>>>> | undefined,
  fields: readonly F[],
): WordsForm<F> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [
      l,
      Object.fromEntries(fields.map((f) => [f, translations?.[l]?.[f] ?? ''])) as Record<F, string>,
    ]),
  ) as WordsForm<F>;
}

/**
 * The translations a write takes: only the texts written, so an emptied field is no longer stored
 * and visitors read the English one (a write replaces what was stored).
 */
export function wordsToInput<F extends string>(
  form: WordsForm<F>,
  fields: readonly F[],
): Partial<Record<TranslatedLocale, Partial<Record<F, string>>>> {
  const out: Partial<Record<TranslatedLocale, Partial<Record<F, string>>>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const written = fields.filter((f) => form[locale][f].trim() !== '');
    if (written.length > 0)
      out[locale] = Object.fromEntries(written.map((f) => [f, form[locale][f].trim()])) as Partial<
        Record<F, string>
      >;
  }
  return out;
}

/** How many fields each language lacks (core's rule: a field blank in English needs none). */
export function missingCounts<F extends string>(
  english: Record<F, string>,
  form: WordsForm<F>,
): Partial<Record<Locale, number>> {
  const count: Partial<Record<Locale, number>> = {};
  for (const { locale } of missingTranslations(english, form)) count[locale] = (count[locale] ?? 0) + 1;
  return count;
}

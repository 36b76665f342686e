import { fillFaqText, translated, type Locale } from '@tours/core/domain';
import { FaqTranslationsSchema, type FaqEntry, type PublicFaqEntry } from '@tours/core/schemas';
import { iso } from '../lib/present';
import { storedTranslations } from '../lib/translations';
import type { FaqEntryRow } from './repository';

/** An entry as staff edit it: the words as written, tokens left in. */
export function presentFaqEntry(row: FaqEntryRow): FaqEntry {
  return {
    _id: row.id,
    section: row.section,
    position: row.position,
    question: row.question,
    answer: row.answer,
    translations: storedTranslations(FaqTranslationsSchema, row.translations),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** An entry as a visitor reads it: each text in their language, else English, tokens filled in. */
export function presentPublicFaqEntry(row: FaqEntryRow, locale: Locale): PublicFaqEntry {
  const translations = storedTranslations(FaqTranslationsSchema, row.translations);
  return {
    _id: row.id,
    section: row.section,
    question: fillFaqText(translated(row.question, translations, locale, 'question')),
    answer: fillFaqText(translated(row.answer, translations, locale, 'answer')),
  };
}

import { FAQ_SECTIONS, type FaqSection } from '@tours/core/domain';
import type { FaqEntry, FaqEntryInput } from '@tours/core/schemas';
import { wordsToForm, wordsToInput, type WordsForm } from '../../lib/translations';

/** A question's texts that have a translation per language. */
export const FAQ_WORDS = ['question', 'answer'] as const;
export type FaqWord = (typeof FAQ_WORDS)[number];

/** The help centre's sections by the names staff and visitors see them under. */
export const SECTION_LABEL: Record<FaqSection, string> = {
  booking: 'Booking',
  cancellation: 'Cancellations and refunds',
};
export const SECTION_CHOICES = FAQ_SECTIONS.map((s) => ({ value: s, label: SECTION_LABEL[s] }));

export interface FaqForm {
  section: FaqSection;
  question: string;
  answer: string;
  /** The question and answer in Malay, Arabic and Chinese, as typed. */
  translations: WordsForm<FaqWord>;
}

export const faqToForm = (entry: FaqEntry | null, section: FaqSection = 'booking'): FaqForm => ({
  section: entry?.section ?? section,
  question: entry?.question ?? '',
  answer: entry?.answer ?? '',
  translations: wordsToForm(entry?.translations, FAQ_WORDS),
});

export const faqFormToInput = (form: FaqForm): FaqEntryInput => ({
  section: form.section,
  question: form.question,
  answer: form.answer,
  translations: wordsToInput(form.translations, FAQ_WORDS),
});

/** The order of a section's questions after moving the one at `from` to `to`. */
export function movedIds(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

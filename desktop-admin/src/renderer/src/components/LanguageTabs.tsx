import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LOCALES, type Locale } from '@tours/core/domain';
import type { MissingTranslationsItem } from '@tours/core/schemas';

/** Each language by the name staff read it under (the admin is in English). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ms: 'Malay',
  ar: 'Arabic',
  zh: 'Chinese',
};

const FIELD_LABEL: Record<string, string> = {
  name: 'name',
  title: 'title',
  description: 'description',
  included: 'what is included',
  message: 'message',
  location: 'area',
  meetingPoint: 'meeting point',
  meetingPointInstructions: 'how to find the meeting point',
  preferences: 'options',
  question: 'question',
  answer: 'answer',
};

const QUESTION_FIELD = /^questions\.(.+)\.(label|helpText|options)$/;
const QUESTION_PART: Record<string, string> = { label: 'words', helpText: 'help text', options: 'options' };

/** A field as staff read it: "meeting point", or a question's "question dietary-needs (options)". */
function fieldLabel(field: string): string {
  const question = QUESTION_FIELD.exec(field);
  if (question) return `question ${question[1]} (${QUESTION_PART[question[2]!]})`;
  return FIELD_LABEL[field] ?? field;
}

/** "Malay: title; Arabic: title, description": what a record lacks, by language. */
export function missingText(item: Pick<MissingTranslationsItem, 'missing'>): string {
  const byLanguage = new Map<string, string[]>();
  for (const { locale, field } of item.missing)
    byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), fieldLabel(field)]);
  return [...byLanguage]
    .map(([locale, fields]) => `${LANGUAGE_NAMES[locale as 'ms']}: ${fields.join(', ')}`)
    .join('; ');
}

/** Arabic fields are typed right to left; the others left to right. */
export const fieldDir = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * A tab per language over a record's words: English (the text every language falls back to) and
 * the three translations, each tab saying how many of its fields are not written yet. Arrow keys,
 * Home and End move between the tabs (the WAI-ARIA tabs pattern); only the open tab's fields are
 * rendered, the others keep their text in the form.
 */
export function LanguageTabs({
  label,
  active,
  onChange,
  missing,
  children,
}: {
  /** What the words are, for the tab list's name ("Ticket words"). */
  label: string;
  active: Locale;
  onChange: (locale: Locale) => void;
  /** How many fields each language lacks (English: none). */
  missing: Partial<Record<Locale, number>>;
  children: ReactNode;
}) {
  const id = useId();
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % LOCALES.length
        : event.key === 'ArrowLeft'
          ? (index + LOCALES.length - 1) % LOCALES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? LOCALES.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const locale = LOCALES[next]!;
    onChange(locale);
    tabs.current[locale]?.focus();
  };
  return (
    <div className="language-tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {LOCALES.map((locale, index) => {
          const lacking = missing[locale] ?? 0;
          return (
            <button
              key={locale}
              ref={(el) => {
                tabs.current[locale] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${locale}`}
              aria-selected={locale === active}
              aria-controls={`${id}-panel`}
              tabIndex={locale === active ? 0 : -1}
              className="tab"
              onClick={() => onChange(locale)}
              onKeyDown={(e) => move(e, index)}
            >
              {LANGUAGE_NAMES[locale]}
              {lacking > 0 && <span className="tab-badge">{lacking} missing</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="tab-panel">
        {active !== 'en' && (
          <p className="muted field-hint">
            A field left empty shows the English text to visitors reading {LANGUAGE_NAMES[active]}.
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

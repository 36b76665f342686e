import { useState } from 'react';
import type { Locale } from '@tours/core/domain';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import type { FieldErrors } from '../../lib/form-errors';
import { missingWords, type TicketForm, type TicketWords } from './ticket-form';

/**
 * The ticket's title, description and what is included, a tab per language: English (required,
 * the text every language falls back to) and Malay, Arabic and Chinese, each showing the English
 * text as its placeholder.
 */
export function TicketWordsSection({
  form,
  errors,
  onChange,
}: {
  form: TicketForm;
  errors: FieldErrors;
  onChange: (patch: Partial<TicketForm>) => void;
}) {
  const [language, setLanguage] = useState<Locale>('en');
  const err = (key: string) => errors[key];
  const firstErrorUnder = (prefix: string) => Object.entries(errors).find(([k]) => k.startsWith(prefix))?.[1];
  const words: TicketWords =
    language === 'en'
      ? { title: form.title, description: form.description, included: form.included }
      : form.translations[language];
  const change = (patch: Partial<TicketWords>) =>
    onChange(
      language === 'en'
        ? patch
        : {
            translations: { ...form.translations, [language]: { ...form.translations[language], ...patch } },
          },
    );
  const english = language === 'en';
  const key = (field: string) => (english ? field : `translations.${language}.${field}`);
  return (
    <LanguageTabs
      label="Ticket words by language"
      active={language}
      onChange={setLanguage}
      missing={missingWords(form)}
    >
      <div className="grid grid-3" lang={language} dir={fieldDir(language)}>
        <Field
          label={english ? 'Title' : `Title (${LANGUAGE_NAMES[language]})`}
          error={err(key('title'))}
          className="span-3"
        >
          {(p) => (
            <input
              {...p}
              value={words.title}
              placeholder={english ? undefined : form.title}
              onChange={(e) => change({ title: e.target.value })}
              maxLength={200}
            />
          )}
        </Field>
        <Field
          label={english ? 'Description' : `Description (${LANGUAGE_NAMES[language]})`}
          error={err(key('description'))}
          className="span-3"
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={words.description}
              placeholder={english ? undefined : form.description}
              onChange={(e) => change({ description: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={
            english
              ? 'What is included (one per line)'
              : `What is included (${LANGUAGE_NAMES[language]}, one per line)`
          }
          error={err(key('included')) ?? firstErrorUnder(`${key('included')}.`)}
          className="span-3"
        >
          {(p) => (
            <textarea
              {...p}
              rows={2}
              value={words.included}
              placeholder={english ? undefined : form.included}
              onChange={(e) => change({ included: e.target.value })}
            />
          )}
        </Field>
      </div>
    </LanguageTabs>
  );
}

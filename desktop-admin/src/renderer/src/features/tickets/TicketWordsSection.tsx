import { useState } from 'react';
import type { Locale } from '@tours/core/domain';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import type { FieldErrors } from '../../lib/form-errors';
import { missingWords, type TicketForm, type TicketWords } from './ticket-form';

/**
 * The ticket's title, description and what is included, and in the other languages its meeting
 * point's address and directions (their English is written under Pickup & meeting point), a tab per language: English (required,
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
      ? {
          title: form.title,
          description: form.description,
          included: form.included,
          meetingPoint: form.meetingPoint,
          meetingPointInstructions: form.meetingInstructions,
          preferences: form.pricing.map((p) => p.preference).join('\n'),
        }
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
        {!english && (
          <PreferenceWords
            language={language}
            form={form}
            words={words}
            error={err(key('preferences')) ?? firstErrorUnder(`${key('preferences')}.`)}
            onChange={change}
          />
        )}
        {!english && form.meetingPoint.trim() !== '' && (
          <MeetingPointWords
            language={language}
            form={form}
            words={words}
            error={(field) => err(key(field))}
            onChange={change}
          />
        )}
      </div>
    </LanguageTabs>
  );
}

/** The meeting point's address and directions in one other language, the English as placeholder. */
function MeetingPointWords({
  language,
  form,
  words,
  error,
  onChange,
}: {
  language: Exclude<Locale, 'en'>;
  form: TicketForm;
  words: TicketWords;
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<TicketWords>) => void;
}) {
  const name = LANGUAGE_NAMES[language];
  return (
    <>
      <Field label={`Meeting point (${name})`} error={error('meetingPoint')} className="span-3">
        {(p) => (
          <input
            {...p}
            value={words.meetingPoint}
            placeholder={form.meetingPoint}
            onChange={(e) => onChange({ meetingPoint: e.target.value })}
            maxLength={300}
          />
        )}
      </Field>
      {form.meetingInstructions.trim() !== '' && (
        <Field
          label={`How to find it (${name})`}
          error={error('meetingPointInstructions')}
          className="span-3"
        >
          {(p) => (
            <textarea
              {...p}
              rows={2}
              value={words.meetingPointInstructions}
              placeholder={form.meetingInstructions}
              onChange={(e) => onChange({ meetingPointInstructions: e.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** The options' names in one other language, one per line in the prices' order. */
function PreferenceWords({
  language,
  form,
  words,
  error,
  onChange,
}: {
  language: Exclude<Locale, 'en'>;
  form: TicketForm;
  words: TicketWords;
  error: string | undefined;
  onChange: (patch: Partial<TicketWords>) => void;
}) {
  return (
    <Field
      label={`Options (${LANGUAGE_NAMES[language]}, one per line)`}
      hint="in the order of the prices; a blank line shows that option in English"
      error={error}
      className="span-3"
    >
      {(p) => (
        <textarea
          {...p}
          rows={Math.max(2, form.pricing.length)}
          value={words.preferences}
          placeholder={form.pricing.map((entry) => entry.preference).join('\n')}
          onChange={(e) => onChange({ preferences: e.target.value })}
        />
      )}
    </Field>
  );
}

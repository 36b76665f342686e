import { useState } from 'react';
import { FAQ_FREE_HOURS_TOKEN, type Locale } from '@tours/core/domain';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@tours/core/schemas';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import type { FieldErrors } from '../../lib/form-errors';
import { missingCounts } from '../../lib/translations';
import type { FaqForm, FaqWord } from './faq-form';

/** The question and its answer, a tab per language (English required, the others optional). */
export function FaqWords({
  form,
  errors,
  set,
}: {
  form: FaqForm;
  errors: FieldErrors;
  set: <K extends keyof FaqForm>(key: K, value: FaqForm[K]) => void;
}) {
  const [language, setLanguage] = useState<Locale>('en');
  const english = language === 'en';
  const words = english ? { question: form.question, answer: form.answer } : form.translations[language];
  const change = (field: FaqWord, value: string) => {
    if (english) set(field, value);
    else
      set('translations', {
        ...form.translations,
        [language]: { ...form.translations[language], [field]: value },
      });
  };
  const named = (label: string) => (english ? label : `${label} (${LANGUAGE_NAMES[language]})`);
  const key = (field: string) => (english ? field : `translations.${language}.${field}`);
  return (
    <div className="span-2">
      <LanguageTabs
        label="Question and answer by language"
        active={language}
        onChange={setLanguage}
        missing={missingCounts({ question: form.question, answer: form.answer }, form.translations)}
      >
        <div className="grid" lang={language} dir={fieldDir(language)}>
          <Field label={named('Question')} error={errors[key('question')]}>
            {(p) => (
              <input
                {...p}
                value={words.question}
                placeholder={english ? undefined : form.question}
                onChange={(e) => change('question', e.target.value)}
                maxLength={FAQ_QUESTION_MAX}
                autoFocus={english}
              />
            )}
          </Field>
          <Field label={named('Answer')} error={errors[key('answer')]}>
            {(p) => (
              <textarea
                {...p}
                rows={7}
                value={words.answer}
                placeholder={english ? undefined : form.answer}
                onChange={(e) => change('answer', e.target.value)}
                maxLength={FAQ_ANSWER_MAX}
              />
            )}
          </Field>
        </div>
        {/* Outside the Arabic fields' right-to-left box, so the token reads as typed. */}
        <p className="muted field-hint" dir="ltr">
          Where an answer gives the hours of free cancellation most tickets offer, write{' '}
          <code>{FAQ_FREE_HOURS_TOKEN}</code>: visitors read the number, in every language.
        </p>
      </LanguageTabs>
    </div>
  );
}

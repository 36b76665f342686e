import { useState } from 'react';
import type { Locale } from '@tours/core/domain';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import type { FieldErrors } from '../../lib/form-errors';
import { missingCounts } from '../../lib/translations';
import type { PromotionForm } from './form-utils';

/** The banner's title and message, a tab per language (English required, the others optional). */
export function PromotionWords({
  form,
  errors,
  set,
}: {
  form: PromotionForm;
  errors: FieldErrors;
  set: <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => void;
}) {
  const [language, setLanguage] = useState<Locale>('en');
  const english = language === 'en';
  const words = english ? { title: form.title, message: form.message } : form.translations[language];
  const change = (field: 'title' | 'message', value: string) => {
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
        label="Banner words by language"
        active={language}
        onChange={setLanguage}
        missing={missingCounts({ title: form.title, message: form.message }, form.translations)}
      >
        <div className="grid" lang={language} dir={fieldDir(language)}>
          <Field label={named('Title')} error={errors[key('title')]}>
            {(p) => (
              <input
                {...p}
                value={words.title}
                placeholder={english ? undefined : form.title}
                onChange={(e) => change('title', e.target.value)}
                maxLength={120}
                autoFocus={english}
              />
            )}
          </Field>
          <Field
            label={named('Message')}
            error={errors[key('message')]}
            hint="shown in the storefront banner"
          >
            {(p) => (
              <textarea
                {...p}
                rows={3}
                value={words.message}
                placeholder={english ? undefined : form.message}
                onChange={(e) => change('message', e.target.value)}
                maxLength={500}
              />
            )}
          </Field>
        </div>
      </LanguageTabs>
    </div>
  );
}

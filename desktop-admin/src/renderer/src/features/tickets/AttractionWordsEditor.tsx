import { useState, type FormEvent } from 'react';
import { isApiError } from '@tours/core/api';
import type { Locale } from '@tours/core/domain';
import type { AdminProduct } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import { useApp } from '../../lib/app-context';
import { errorsFromDetails, type FieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { missingCounts, wordsToForm, wordsToInput, type WordsForm } from '../../lib/translations';

const FIELDS = ['name', 'description', 'location'] as const;
type Words = WordsForm<(typeof FIELDS)[number]>;

/**
 * An attraction's name, description and area in Malay, Arabic and Chinese, a tab per language beside the
 * English text (read only here: it is the catalogue's own, which every language falls back to).
 */
export function AttractionWordsEditor({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const app = useApp();
  const [language, setLanguage] = useState<Locale>('ms');
  const [words, setWords] = useState<Words>(() => wordsToForm(product.translations, FIELDS));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const english = { name: product.name, description: product.description, location: product.location ?? '' };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await app.api.updateProductTranslations(product.slug, wordsToInput(words, FIELDS));
      notify.success(`Saved the words of “${product.name}”`);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400) setErrors(errorsFromDetails(error.details));
      if (!(isApiError(error) && error.status === 401)) notify.error(error, 'Could not save the words');
    } finally {
      setSaving(false);
    }
  };
  const current = language === 'en' ? english : words[language];
  const change = (field: (typeof FIELDS)[number], value: string) => {
    if (language === 'en') return;
    setWords({ ...words, [language]: { ...words[language], [field]: value } });
  };
  const key = (field: string) => `translations.${language}.${field}`;
  const named = (label: string) => (language === 'en' ? label : `${label} (${LANGUAGE_NAMES[language]})`);
  return (
    <Dialog
      open
      title={`Attraction words: ${product.name}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="attraction-words" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save words'}
          </button>
        </>
      }
    >
      <form id="attraction-words" onSubmit={submit} noValidate>
        <LanguageTabs
          label="Attraction words by language"
          active={language}
          onChange={setLanguage}
          missing={missingCounts(english, words)}
        >
          {language === 'en' && (
            <p className="muted field-hint">
              The English name, area and description are the catalogue’s own.
            </p>
          )}
          <div className="grid" lang={language} dir={fieldDir(language)}>
            <Field label={named('Name')} error={errors[key('name')]}>
              {(p) => (
                <input
                  {...p}
                  value={current.name}
                  readOnly={language === 'en'}
                  placeholder={english.name}
                  onChange={(e) => change('name', e.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label={named('Area')} error={errors[key('location')]} hint="shown on its card">
              {(p) => (
                <input
                  {...p}
                  value={current.location}
                  readOnly={language === 'en'}
                  placeholder={english.location}
                  onChange={(e) => change('location', e.target.value)}
                  maxLength={200}
                />
              )}
            </Field>
            <Field label={named('Description')} error={errors[key('description')]}>
              {(p) => (
                <textarea
                  {...p}
                  rows={6}
                  value={current.description}
                  readOnly={language === 'en'}
                  placeholder={english.description}
                  onChange={(e) => change('description', e.target.value)}
                />
              )}
            </Field>
          </div>
        </LanguageTabs>
      </form>
    </Dialog>
  );
}

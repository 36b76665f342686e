import { useState } from 'react';
import { QUESTION_KINDS, type Locale, type QuestionKind } from '@tours/core/domain';
import { Field } from '../../components/Field';
import { fieldDir, LanguageTabs, LANGUAGE_NAMES } from '../../components/LanguageTabs';
import type { FieldErrors } from '../../lib/form-errors';
import { missingQuestionWords, type QuestionForm, type QuestionWordsForm } from './pickup-form';
import { QuestionOrderButtons } from './QuestionOrderButtons';

const KIND_LABELS: Record<QuestionKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  choice: 'Choice',
  yes_no: 'Yes / no',
  date: 'Date',
};

/** One question's fields, and the buttons that move it up or down the list or remove it. */
export function QuestionCard({
  index,
  count,
  question: q,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  question: QuestionForm;
  errors: FieldErrors;
  onChange: (patch: Partial<QuestionForm>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const err = (key: string) => errors[`questions.${index}.${key}`];
  const name = q.label.trim() || `question ${index + 1}`;
  return (
    <li className="question-card">
      <div className="question-head">
        <h3 className="question-title">{`Question ${index + 1}`}</h3>
        <QuestionOrderButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <div className="grid grid-3">
        <Field label="Answer" error={err('kind')}>
          {(p) => (
            <select
              {...p}
              value={q.kind}
              onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}
            >
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Asked" error={err('scope')}>
          {(p) => (
            <select
              {...p}
              value={q.scope}
              onChange={(e) => onChange({ scope: e.target.value as QuestionForm['scope'] })}
            >
              <option value="booking">Once per booking</option>
              <option value="participant">Of each guest</option>
            </select>
          )}
        </Field>
        <label className="check question-required">
          <input
            type="checkbox"
            checked={q.required}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          Required
        </label>
      </div>
      <QuestionWords index={index} question={q} errors={errors} onChange={onChange} />
    </li>
  );
}

/**
 * The question's label, choices and help text, a tab per language: English (what answers hold and
 * every language falls back to), then Malay, Arabic and Chinese with the English as placeholder; a
 * choice's translated options line up with the English ones.
 */
function QuestionWords({
  index,
  question: q,
  errors,
  onChange,
}: {
  index: number;
  question: QuestionForm;
  errors: FieldErrors;
  onChange: (patch: Partial<QuestionForm>) => void;
}) {
  const [language, setLanguage] = useState<Locale>('en');
  const english = language === 'en';
  const words: QuestionWordsForm = english
    ? { label: q.label, helpText: q.helpText, options: q.options }
    : q.translations[language];
  const change = (patch: Partial<QuestionWordsForm>) =>
    onChange(
      english
        ? patch
        : { translations: { ...q.translations, [language]: { ...q.translations[language], ...patch } } },
    );
  const prefix = english ? `questions.${index}` : `questions.${index}.translations.${language}`;
  const err = (key: string) => errors[`${prefix}.${key}`];
  const named = (label: string) => (english ? label : `${label} (${LANGUAGE_NAMES[language]})`);
  return (
    <LanguageTabs
      label={`Question ${index + 1} words by language`}
      active={language}
      onChange={setLanguage}
      missing={missingQuestionWords(q)}
    >
      <div className="grid" lang={language} dir={fieldDir(language)}>
        <Field
          label={named(`Question ${index + 1}`)}
          error={err('label') ?? (english ? errors[`questions.${index}.id`] : undefined)}
        >
          {(p) => (
            <input
              {...p}
              value={words.label}
              placeholder={english ? undefined : q.label}
              onChange={(e) => change({ label: e.target.value })}
            />
          )}
        </Field>
        {q.kind === 'choice' && (
          <Field
            label={named('Options (one per line)')}
            error={
              err('options') ??
              err('options.0') ??
              (english ? undefined : errors[`questions.${index}.translations`])
            }
            hint={english ? 'at least two' : 'in the order of the English options'}
          >
            {(p) => (
              <textarea
                {...p}
                rows={3}
                value={words.options}
                placeholder={english ? undefined : q.options}
                onChange={(e) => change({ options: e.target.value })}
              />
            )}
          </Field>
        )}
        <Field label={named('Help text')} error={err('helpText')} hint="optional, shown under the question">
          {(p) => (
            <input
              {...p}
              value={words.helpText}
              placeholder={english ? undefined : q.helpText}
              onChange={(e) => change({ helpText: e.target.value })}
            />
          )}
        </Field>
      </div>
    </LanguageTabs>
  );
}

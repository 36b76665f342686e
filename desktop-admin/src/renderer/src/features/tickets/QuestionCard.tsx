import { QUESTION_KINDS, type QuestionKind } from '@tours/core/domain';
import { Field } from '../../components/Field';
import type { FieldErrors } from '../../lib/form-errors';
import type { QuestionForm } from './pickup-form';
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
        <Field label={`Question ${index + 1}`} error={err('label') ?? err('id')} className="question-label">
          {(p) => <input {...p} value={q.label} onChange={(e) => onChange({ label: e.target.value })} />}
        </Field>
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
      {q.kind === 'choice' && (
        <Field
          label="Options (one per line)"
          error={err('options') ?? errors[`questions.${index}.options.0`]}
          hint="at least two"
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={q.options}
              onChange={(e) => onChange({ options: e.target.value })}
            />
          )}
        </Field>
      )}
      <Field label="Help text" error={err('helpText')} hint="optional, shown under the question">
        {(p) => <input {...p} value={q.helpText} onChange={(e) => onChange({ helpText: e.target.value })} />}
      </Field>
    </li>
  );
}

import { QUESTION_LIMITS } from '@tours/core/domain';
import type { FieldErrors } from '../../lib/form-errors';
import { QuestionCard } from './QuestionCard';
import { newQuestion, type QuestionForm } from './pickup-form';

/**
 * What the ticket asks before it runs: each question's words, kind and whether it is asked once or
 * of every guest, in the order guests see them. Errors are core's schema's, keyed `questions.<n>.…`.
 */
export function QuestionsSection({
  questions,
  errors,
  onChange,
}: {
  questions: QuestionForm[];
  errors: FieldErrors;
  onChange: (questions: QuestionForm[]) => void;
}) {
  const move = (from: number, to: number) => {
    const next = [...questions];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const full = questions.length >= QUESTION_LIMITS.perTicketMax;
  return (
    <fieldset className="form-section">
      <legend>Questions</legend>
      {questions.length === 0 && (
        <p className="muted">No questions: guests give only their name, e-mail and phone number.</p>
      )}
      {errors['questions'] && <p className="field-error">{errors['questions']}</p>}
      <ol className="question-list">
        {questions.map((q, i) => (
          <QuestionCard
            key={q.key}
            index={i}
            count={questions.length}
            question={q}
            errors={errors}
            onChange={(patch) => onChange(questions.map((x, j) => (j === i ? { ...x, ...patch } : x)))}
            onMove={(to) => move(i, to)}
            onRemove={() => onChange(questions.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button button-small"
        disabled={full}
        onClick={() => onChange([...questions, newQuestion()])}
      >
        Add question
      </button>
      {full && <p className="field-hint">Up to {QUESTION_LIMITS.perTicketMax} questions per ticket.</p>}
    </fieldset>
  );
}

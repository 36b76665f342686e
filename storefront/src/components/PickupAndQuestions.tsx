import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, searchPickupPoints, type QuestionDefinition } from '@tours/core/domain';
import type { VisitDetailsForm } from '@tours/core/stores';
import { FormField } from '@/components/FormField';
import { useMoneyLocale } from '@/i18n/i18n';

/** How many hotels the list shows before the visitor narrows it with the search. */
const LIST_MAX = 8;

/** The form's owner (the checkout's booking, or the manage page's draft) and whether to show what is wrong. */
interface FormProps {
  form: VisitDetailsForm;
  showErrors: boolean;
}

/**
 * Where the guests are collected: a searchable list of the ticket's hotels (or, where the pickup is
 * optional, "I'll meet you there"), and the time core's pickupTime gives for the chosen one.
 */
export const PickupChoice = observer(function PickupChoice({ form, showErrors }: FormProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  if (form.pickupMode === 'none') return null;
  const found = searchPickupPoints(form.pickupPoints, query);
  const chosen = form.pickupPoint;
  const shown = found.slice(0, LIST_MAX);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const missing = showErrors && form.pickupProblem !== null;
  const at = form.pickupAt;
  return (
    <fieldset className="form-fieldset pickup-choice" aria-describedby={missing ? 'pickup-error' : undefined}>
      <legend>
        {form.pickupMode === 'required' ? (
          <Trans>Where shall we pick you up?</Trans>
        ) : (
          <Trans>Would you like a hotel pickup?</Trans>
        )}
      </legend>
      <FormField id="pickup-search" label={t`Search hotels and areas`}>
        {(control) => (
          <input {...control} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        )}
      </FormField>
      <div className="pickup-options" role="radiogroup" aria-label={t`Pickup points`}>
        {form.pickupMode === 'optional' && (
          <label className="pickup-option">
            <input
              type="radio"
              name="pickup"
              checked={form.pickupPointId === null}
              onChange={() => form.choosePickupPoint(null)}
            />
            <span>
              <Trans>I’ll meet you there</Trans>
            </span>
          </label>
        )}
        {shown.map((point) => (
          <label key={point._id} className="pickup-option">
            <input
              type="radio"
              name="pickup"
              value={point._id}
              checked={form.pickupPointId === point._id}
              onChange={() => form.choosePickupPoint(point._id)}
            />
            <span>
              <strong>{point.name}</strong>
              <span className="hint">
                {point.area}
                {point.extraPrice > 0 && <ExtraPrice amount={point.extraPrice} currency={form.currency} />}
              </span>
            </span>
          </label>
        ))}
        {found.length === 0 && (
          <p className="hint">
            <Trans>No hotel matches. Try its area, or a hotel nearby.</Trans>
          </p>
        )}
      </div>
      {chosen && (
        <p className="notice pickup-time" role="status">
          {at ? (
            <Trans>
              We pick you up from {chosen.name} at {at.time}
            </Trans>
          ) : (
            <Trans>We pick you up from {chosen.name}</Trans>
          )}
        </p>
      )}
      {missing && (
        <p id="pickup-error" className="field-error">
          <Trans>Choose your hotel or pickup point.</Trans>
        </p>
      )}
    </fieldset>
  );
});

/**
 * The hotel and the questions come first on their page: when one is missing or wrong, the visitor is
 * taken there (true) before anything else is checked.
 */
export function focusVisitProblem(form: VisitDetailsForm): boolean {
  if (form.pickupProblem === null && Object.keys(form.answerProblems).length === 0) return false;
  document
    .querySelector<HTMLElement>(
      form.pickupProblem ? '.pickup-choice input' : '.booking-questions [aria-invalid="true"]',
    )
    ?.focus();
  return true;
}

/** A point's extra price, isolated so "+RM 25.00" reads as one piece in a right-to-left sentence. */
function ExtraPrice({ amount, currency }: { amount: number; currency: string }) {
  const money = useMoneyLocale();
  const price = formatMoney(amount, currency, money);
  return (
    <>
      {' · '}
      <Trans>
        <bdi>+{price}</bdi> per guest
      </Trans>
    </>
  );
}

/** The ticket's questions: those of the booking once, those of each guest per guest. */
export const BookingQuestions = observer(function BookingQuestions({ form, showErrors }: FormProps) {
  const { t } = useLingui();
  const forBooking = form.questions.filter((q) => q.scope === 'booking');
  const perGuest = form.questions.filter((q) => q.scope === 'participant');
  if (form.questions.length === 0) return null;
  const guests = form.participantCount;
  const problems = showErrors ? form.answerProblems : {};
  return (
    <div className="booking-questions">
      {forBooking.map((q) => (
        <QuestionField
          key={q.id}
          form={form}
          question={q}
          participant={null}
          error={problems[`booking.${q.id}`]}
        />
      ))}
      {perGuest.length > 0 &&
        Array.from({ length: guests }, (_, i) => (
          <fieldset key={i} className="form-fieldset guest-questions">
            <legend>{t`Guest ${i + 1}`}</legend>
            {perGuest.map((q) => (
              <QuestionField
                key={q.id}
                form={form}
                question={q}
                participant={i}
                error={problems[`participants.${i}.${q.id}`]}
              />
            ))}
          </fieldset>
        ))}
    </div>
  );
});

const QuestionField = observer(function QuestionField({
  form,
  question,
  participant,
  error,
}: {
  form: VisitDetailsForm;
  question: QuestionDefinition;
  participant: number | null;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const id = `q-${participant ?? 'b'}-${question.id}`;
  const set = form.answers[participant === null ? 'booking' : 'participants'];
  const value =
    participant === null
      ? (set as Record<string, unknown>)[question.id]
      : form.answers.participants[participant]?.[question.id];
  const label = question.required ? question.label : `${question.label} ${t`(optional)`}`;
  const shownError = error ? t`Answer this question.` : undefined;
  const update = (v: string | boolean) => form.setAnswer(participant, question.id, v);
  if (question.kind === 'yes_no') {
    return (
      <label className="terms-check">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => update(e.target.checked)} />
        <span>{label}</span>
      </label>
    );
  }
  return (
    <FormField id={id} label={label} error={shownError} hint={question.helpText ?? undefined}>
      {(control) =>
        question.kind === 'choice' ? (
          <select
            {...control}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => update(e.target.value)}
          >
            <option value="">{t`Choose…`}</option>
            {question.options.map((o, i) => (
              <option key={o} value={o}>
                {question.optionLabels?.[i] ?? o}
              </option>
            ))}
          </select>
        ) : question.kind === 'long_text' ? (
          <textarea
            {...control}
            rows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => update(e.target.value)}
          />
        ) : (
          <input
            {...control}
            type={question.kind === 'date' ? 'date' : 'text'}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => update(e.target.value)}
          />
        )
      }
    </FormField>
  );
});

import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatMoney, searchPickupPoints, type QuestionDefinition } from '@tours/core/domain';
import { FormField } from '@/components/FormField';
import { useMoneyLocale } from '@/i18n/i18n';
import { useBooking } from '@/stores/stores';

/** How many hotels the list shows before the visitor narrows it with the search. */
const LIST_MAX = 8;

/**
 * Where the guests are collected: a searchable list of the ticket's hotels (or, where the pickup is
 * optional, "I'll meet you there"), and the time core's pickupTime gives for the chosen one.
 */
export const PickupChoice = observer(function PickupChoice({ showErrors }: { showErrors: boolean }) {
  const { t } = useLingui();
  const booking = useBooking();
  const money = useMoneyLocale();
  const [query, setQuery] = useState('');
  if (booking.pickupMode === 'none') return null;
  const found = searchPickupPoints(booking.pickupPoints, query);
  const chosen = booking.pickupPoint;
  const shown = found.slice(0, LIST_MAX);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const missing = showErrors && booking.pickupProblem !== null;
  const at = booking.pickupAt;
  return (
    <fieldset className="form-fieldset pickup-choice" aria-describedby={missing ? 'pickup-error' : undefined}>
      <legend>
        {booking.pickupMode === 'required' ? (
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
        {booking.pickupMode === 'optional' && (
          <label className="pickup-option">
            <input
              type="radio"
              name="pickup"
              checked={booking.pickupPointId === null}
              onChange={() => booking.choosePickupPoint(null)}
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
              checked={booking.pickupPointId === point._id}
              onChange={() => booking.choosePickupPoint(point._id)}
            />
            <span>
              <strong>{point.name}</strong>
              <span className="hint">
                {point.area}
                {point.extraPrice > 0 &&
                  ` · ${t`+${formatMoney(point.extraPrice, booking.currency, money)} per guest`}`}
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

/** The ticket's questions: those of the booking once, those of each guest per guest. */
export const BookingQuestions = observer(function BookingQuestions({ showErrors }: { showErrors: boolean }) {
  const booking = useBooking();
  const { t } = useLingui();
  const forBooking = booking.questions.filter((q) => q.scope === 'booking');
  const perGuest = booking.questions.filter((q) => q.scope === 'participant');
  if (booking.questions.length === 0) return null;
  const guests = booking.adultCount + booking.childCount;
  const problems = showErrors ? booking.answerProblems : {};
  return (
    <div className="booking-questions">
      {forBooking.map((q) => (
        <QuestionField key={q.id} question={q} participant={null} error={problems[`booking.${q.id}`]} />
      ))}
      {perGuest.length > 0 &&
        Array.from({ length: guests }, (_, i) => (
          <fieldset key={i} className="form-fieldset guest-questions">
            <legend>{t`Guest ${i + 1}`}</legend>
            {perGuest.map((q) => (
              <QuestionField
                key={q.id}
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
  question,
  participant,
  error,
}: {
  question: QuestionDefinition;
  participant: number | null;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const booking = useBooking();
  const id = `q-${participant ?? 'b'}-${question.id}`;
  const set = booking.answers[participant === null ? 'booking' : 'participants'];
  const value =
    participant === null
      ? (set as Record<string, unknown>)[question.id]
      : booking.answers.participants[participant]?.[question.id];
  const label = question.required ? question.label : `${question.label} ${t`(optional)`}`;
  const shownError = error ? t`Answer this question.` : undefined;
  const update = (v: string | boolean) => booking.setAnswer(participant, question.id, v);
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

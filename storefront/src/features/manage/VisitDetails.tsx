import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answeredQuestions, answerText } from '@tours/core/domain';
import type { ManageBookingView, Ticket } from '@tours/core/schemas';
import { ManageDetailsDraft } from '@tours/core/stores';
import { VisitPlace } from '@/components/VisitPlace';
import { BookingQuestions, focusVisitProblem, PickupChoice } from '@/components/PickupAndQuestions';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';
import { useTicket } from './api';

type Props = { view: ManageBookingView; token: string; onChanged: (message: string) => void };

/** The ticket asks the visitor something: a hotel to be collected from, or questions. */
function asksVisitor(ticket: Ticket | null): ticket is Ticket {
  return !!ticket && ((ticket.pickupMode ?? 'none') !== 'none' || (ticket.questions ?? []).length > 0);
}

/**
 * Where the visit starts (the pickup with the driver's time, or the meeting point, each with a maps
 * link) and the answers given, with the form to change the hotel and the answers until the cut-off
 * (the same fields as the checkout's); after it, why they can no longer be changed.
 */
export function VisitDetails({ view, token, onChanged }: Props) {
  const { booking } = view;
  const read = useTicket(booking.ticketId);
  const ticket = read.status === 'success' ? read.data : null;
  const asks = asksVisitor(ticket);
  // A booking not paid, or cancelled, has no visit to meet or be collected for.
  if (!view.hasVoucher) return null;
  if (!booking.pickup && !ticket?.meetingPoint && !asks) return null;
  return (
    <section className="card card-pad manage-visit" aria-labelledby="manage-visit-title">
      <h2 id="manage-visit-title" className="h3">
        {booking.pickup || (ticket?.pickupMode ?? 'none') !== 'none' ? (
          <Trans>Pickup and your answers</Trans>
        ) : asks ? (
          <Trans>Meeting point and your answers</Trans>
        ) : (
          <Trans>Meeting point</Trans>
        )}
      </h2>
      <div data-testid="meeting-point">
        <VisitPlace booking={booking} ticket={ticket} />
      </div>
      <GivenAnswers view={view} ticket={ticket} />
      {asks &&
        (view.canChangeDetails ? (
          <ChangeDetails view={view} token={token} ticket={ticket} onChanged={onChanged} />
        ) : (
          <p className="manage-reason" data-testid="details-reason">
            <Trans>
              Your hotel and answers can no longer be changed online: the day’s pickups are being planned from
              them. Contact us if something has changed.
            </Trans>
          </p>
        ))}
    </section>
  );
}

/** The answers as the booking holds them, labelled by the ticket's questions. */
function GivenAnswers({ view, ticket }: { view: ManageBookingView; ticket: Ticket | null }) {
  const { t } = useLingui();
  const given = answeredQuestions(ticket?.questions ?? [], view.booking.answers);
  if (given.length === 0) return null;
  const words = { yes: t`Yes`, no: t`No` };
  return (
    <dl className="given-answers" data-testid="given-answers">
      {given.map((a, i) => {
        // answeredQuestions numbers the guests from 1.
        const guest = a.participant;
        const label = a.label;
        return (
          <div key={i} className="given-answer">
            <dt>{guest === null ? label : t`${label} (guest ${guest})`}</dt>
            <dd>{answerText(a.value, words)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The button that opens the form, then the form itself. */
function ChangeDetails({ view, token, ticket, onChanged }: Props & { ticket: Ticket }) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="manage-details-start">
        <p className="muted">
          <Trans>You can change your hotel and answers until the free-cancellation time.</Trans>
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
          <Trans>Change hotel or answers</Trans>
        </button>
      </div>
    );
  }
  return (
    <DetailsForm
      view={view}
      token={token}
      ticket={ticket}
      onChanged={onChanged}
      onKeep={() => setEditing(false)}
    />
  );
}

/**
 * The checkout's hotel list and questions on a draft of this booking's details; saved with
 * POST /bookings/manage/details, whose refusal is shown above the buttons.
 */
const DetailsForm = observer(function DetailsForm({
  view,
  token,
  ticket,
  onChanged,
  onKeep,
}: Props & { ticket: Ticket; onKeep: () => void }) {
  const { t, i18n } = useLingui();
  const [draft] = useState(() => new ManageDetailsDraft(view.booking, ticket));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A refusal takes the focus once drawn, so a screen reader reads it at once.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!draft.isValid) {
      // The fields say what is wrong once drawn with their errors.
      requestAnimationFrame(() => focusVisitProblem(draft));
      return;
    }
    if (!draft.changed) {
      onKeep();
      return;
    }
    setSaving(true);
    try {
      await api.changeBookingDetails(draft.request(token));
      onChanged(t`Your hotel and answers are saved.`);
    } catch (e) {
      setSaving(false);
      setError(visitorMessage(i18n, e));
    }
  }

  return (
    <form className="manage-details-form" onSubmit={save} noValidate aria-label={t`Change hotel or answers`}>
      <PickupChoice form={draft} showErrors={submitted} />
      {draft.pointsAtOtherPrice > 0 && (
        <p className="muted small">
          <Trans>
            Hotels at another pickup price are not listed here: contact us to change to one of them.
          </Trans>
        </p>
      )}
      <BookingQuestions form={draft} showErrors={submitted} />
      {error && (
        <p ref={errorRef} tabIndex={-1} className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <div className="manage-details-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t`Saving…` : t`Save changes`}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onKeep} disabled={saving}>
          <Trans>Keep as it is</Trans>
        </button>
      </div>
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import { answeredQuestions, answerText, mapsUrl, type QuestionDefinition } from '@tours/core/domain';
import type { Booking, Ticket } from '@tours/core/schemas';
import { dateLabel, money } from '../../lib/format';
import './booking-pickup.css';

/** Where the driver collects the guests and when (its own date when it is the day before the visit). */
function PickupLine({ booking: b }: { booking: Booking }) {
  const p = b.pickup!;
  const when = p.time ? `at ${p.time}${p.date !== b.bookingDate ? ` on ${dateLabel(p.date)}` : ''}` : '';
  return (
    <p>
      <strong>{p.name}</strong>
      {p.area && `, ${p.area}`} {when}
      {p.address && <span className="muted block">{p.address}</span>}
      <a href={mapsUrl(p.latitude, p.longitude)} target="_blank" rel="noreferrer">
        Open {p.name} in maps
      </a>
      {(b.pickupTotal ?? 0) > 0 && (
        <span className="muted block">Pickup charged: {money(b.pickupTotal!, b.currency)}</span>
      )}
    </p>
  );
}

/** The ticket's meeting point, for a booking without a pickup (the ticket's as it is now). */
function MeetingLine({ ticket }: { ticket: Ticket }) {
  const at = ticket.meetingPointLocation;
  return (
    <p>
      Meeting point: <strong>{ticket.meetingPoint ?? 'at the coordinates'}</strong>
      {ticket.meetingPointInstructions && (
        <span className="muted block">{ticket.meetingPointInstructions}</span>
      )}
      {at && (
        <a href={mapsUrl(at.latitude, at.longitude)} target="_blank" rel="noreferrer">
          Open the meeting point in maps
        </a>
      )}
    </p>
  );
}

/** Stand-in questions labelled with the answers' keys, when the ticket's own cannot be read. */
function definitionsOfKeys(b: Booking): QuestionDefinition[] {
  const guestKeys = new Set((b.answers?.participants ?? []).flatMap(Object.keys));
  const of = (id: string, scope: 'booking' | 'participant'): QuestionDefinition => ({
    id,
    label: id,
    kind: 'short_text',
    scope,
    required: false,
    helpText: null,
    options: [],
  });
  return [
    ...Object.keys(b.answers?.booking ?? {}).map((id) => of(id, 'booking')),
    ...[...guestKeys].map((id) => of(id, 'participant')),
  ];
}

/**
 * The answers, each labelled with its question (core answeredQuestions): the booking's first, then
 * each guest's. Without the ticket's questions (a deleted ticket) the answers' own keys label them.
 */
function Answers({
  booking: b,
  questions,
}: {
  booking: Booking;
  questions: readonly QuestionDefinition[] | null;
}) {
  const answered = answeredQuestions(questions ?? definitionsOfKeys(b), b.answers);
  if (answered.length === 0) return <p className="muted">No answers.</p>;
  return (
    <dl className="detail-list" aria-label="Answers">
      {answered.map((a, i) => (
        <div key={i} className="detail-row">
          <dt>{a.participant === null ? a.label : `Guest ${a.participant}: ${a.label}`}</dt>
          <dd>{answerText(a.value) || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The detail's pickup or meeting point and the answers to the ticket's questions. */
export const BookingPickupPanel = observer(function BookingPickupPanel({
  booking: b,
  ticket,
}: {
  booking: Booking;
  /** The ticket as visitors read it (its questions and meeting point); null when it cannot be read. */
  ticket: Ticket | null;
}) {
  const hasAnswers =
    !!b.answers && (Object.keys(b.answers.booking).length > 0 || b.answers.participants.length > 0);
  const meets = !b.pickup && ticket && (ticket.meetingPoint || ticket.meetingPointLocation);
  if (!b.pickup && !meets && !hasAnswers && !ticket?.questions?.length) return null;
  return (
    <section aria-labelledby="booking-pickup-title" className="form-section">
      <h3 id="booking-pickup-title" className="section-title">
        {b.pickup ? 'Pickup' : meets ? 'Meeting point' : 'Answers'}
      </h3>
      {b.pickup ? <PickupLine booking={b} /> : meets ? <MeetingLine ticket={ticket} /> : null}
      {(b.pickup || meets) && <h4 className="section-subtitle">Answers</h4>}
      <Answers booking={b} questions={ticket ? (ticket.questions ?? []) : null} />
    </section>
  );
});

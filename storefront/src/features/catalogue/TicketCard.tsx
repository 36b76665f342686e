import { useState } from 'react';
import {
  countStep,
  describeCancellationPolicy,
  formatMoney,
  fromPrice,
  pairPrice,
  type AgePrices,
} from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { useHydrated } from '@/lib/use-hydrated';
import { durationText } from './duration';

interface TicketCardProps {
  ticket: Ticket;
  /** The preference this ticket is already booked with, if it is the booking's ticket. */
  selectedIndex?: number;
  onChoose: (ticket: Ticket, preferenceIndex: number) => void;
}

/** One ticket: its "from" price, what is included, entry type, offers, and its preferences. */
export function TicketCard({ ticket, selectedIndex, onChoose }: TicketCardProps) {
  const [index, setIndex] = useState(selectedIndex ?? 0);
  const interactive = useHydrated();
  // From the ticket rather than useId(): the product page is rendered on the server and hydrated,
  // and these ids must be the same on both sides (a ticket appears once per page).
  const groupId = `ticket-${ticket._id}`;
  const from = fromPrice(ticket.pricing);
  const closed = ticket.attractionClosed;
  // Buy-one-get-one charges both people of a pair: the card says the tickets come in pairs and what
  // the cheapest pair costs, not that one of them is free.
  const pairOffers = (
    [
      ['adult', 'adults', ticket.isAdultByOneGetOneActive],
      ['child', 'children', ticket.isChildByOneGetOneActive],
    ] as [keyof AgePrices, string, boolean][]
  ).flatMap(([age, people, inPairs]) => {
    const lowest = inPairs ? fromPrice(ticket.pricing, age) : null;
    return lowest === null
      ? []
      : [
          `Sold in pairs · ${countStep(true)} ${people} from ${formatMoney(pairPrice(lowest), ticket.currency)}`,
        ];
  });

  return (
    <article className="ticket-card card" aria-labelledby={`${groupId}-title`}>
      <div className="ticket-card-head">
        <div>
          <h3 id={`${groupId}-title`}>{ticket.title}</h3>
          <ul className="ticket-badges" aria-label="Ticket features">
            <li className="badge">{ticket.isTimeSlot ? 'Choose a time slot' : 'Open entry, any time'}</li>
            {ticket.durationMinutes ? (
              <li className="badge">About {durationText(ticket.durationMinutes)}</li>
            ) : null}
            {pairOffers.map((offer) => (
              <li key={offer} className="badge badge-accent">
                {offer}
              </li>
            ))}
          </ul>
        </div>
        {from !== null && (
          <p className="ticket-from">
            <span>from</span>
            <strong>{formatMoney(from, ticket.currency)}</strong>
            <span>per adult</span>
          </p>
        )}
      </div>
      {ticket.description && <p className="ticket-description">{ticket.description}</p>}
      {ticket.included.length > 0 && (
        <div className="ticket-included">
          <h4>What’s included</h4>
          <ul>
            {ticket.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {ticket.isTimeSlot && ticket.timeSlots.length > 0 && (
        <p className="ticket-meta">
          Time slots: {ticket.timeSlots.slice(0, 6).join(', ')}
          {ticket.timeSlots.length > 6 ? ` and ${ticket.timeSlots.length - 6} more` : ''}
        </p>
      )}
      {closed.length > 0 && <p className="ticket-meta">Closed on {closed.join(', ')}.</p>}
      {ticket.childAgeRange && (
        <p className="ticket-meta">
          Child tickets are for ages {ticket.childAgeRange.min} to {ticket.childAgeRange.max}.
        </p>
      )}
      {ticket.meetingPoint && <p className="ticket-meta">Meeting point: {ticket.meetingPoint}</p>}
      <p className="ticket-meta ticket-policy">{describeCancellationPolicy(ticket.cancellationPolicy)}.</p>

      {ticket.pricing.length > 1 ? (
        <fieldset className="preference-list">
          <legend>Choose an option</legend>
          {ticket.pricing.map((entry, i) => (
            <label key={entry.preference} className="preference-option">
              <input
                type="radio"
                name={`${groupId}-preference`}
                value={i}
                checked={index === i}
                disabled={!interactive}
                onChange={() => setIndex(i)}
              />
              <span className="preference-name">{entry.preference}</span>
              <span className="preference-price">
                {formatMoney(fromPrice([entry]) ?? 0, ticket.currency)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        ticket.pricing[0] && <p className="ticket-meta">Option: {ticket.pricing[0].preference}</p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => onChoose(ticket, index)}
        disabled={!interactive}
        aria-describedby={`${groupId}-title`}
      >
        Choose date
      </button>
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { countStep, formatMoney, fromPrice, pairPrice, type AgePrices } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { useMoneyLocale } from '@/i18n/i18n';
import { weekdayList } from '@/lib/weekdays';
import { policyText } from '@/lib/policy-text';
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
  const { t, i18n } = useLingui();
  const money = useMoneyLocale();
  const [index, setIndex] = useState(selectedIndex ?? 0);
  const interactive = useHydrated();
  // From the ticket rather than useId(): the product page is rendered on the server and hydrated,
  // and these ids must be the same on both sides (a ticket appears once per page).
  const groupId = `ticket-${ticket._id}`;
  const from = fromPrice(ticket.pricing);
  // Buy-one-get-one charges both people of a pair: the card says the tickets come in pairs and what
  // the cheapest pair costs, not that one of them is free.
  const step = countStep(true);
  const pairOffers = (
    [
      ['adult', ticket.isAdultByOneGetOneActive],
      ['child', ticket.isChildByOneGetOneActive],
    ] as [keyof AgePrices, boolean][]
  ).flatMap(([age, inPairs]) => {
    const lowest = inPairs ? fromPrice(ticket.pricing, age) : null;
    if (lowest === null) return [];
    const price = formatMoney(pairPrice(lowest), ticket.currency, money);
    return [
      age === 'adult'
        ? t`Sold in pairs · ${step} adults from ${price}`
        : t`Sold in pairs · ${step} children from ${price}`,
    ];
  });
  const duration = ticket.durationMinutes ? durationText(i18n, ticket.durationMinutes) : null;

  return (
    <article className="ticket-card card" aria-labelledby={`${groupId}-title`}>
      <div className="ticket-card-head">
        <div>
          <h3 id={`${groupId}-title`}>{ticket.title}</h3>
          <ul className="ticket-badges" aria-label={t`Ticket features`}>
            <li className="badge">{ticket.isTimeSlot ? t`Choose a time slot` : t`Open entry, any time`}</li>
            {duration ? (
              <li className="badge">
                <Trans>About {duration}</Trans>
              </li>
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
            <span>
              <Trans>from</Trans>
            </span>
            <strong>{formatMoney(from, ticket.currency, money)}</strong>
            <span>
              <Trans>per adult</Trans>
            </span>
          </p>
        )}
      </div>
      {ticket.description && <p className="ticket-description">{ticket.description}</p>}
      {ticket.included.length > 0 && (
        <div className="ticket-included">
          <h4>
            <Trans>What’s included</Trans>
          </h4>
          <ul>
            {ticket.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <TicketMeta ticket={ticket} />

      <PreferenceChoice
        ticket={ticket}
        groupId={groupId}
        index={index}
        onChange={setIndex}
        disabled={!interactive}
      />
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => onChoose(ticket, index)}
        disabled={!interactive}
        aria-describedby={`${groupId}-title`}
      >
        <Trans>Choose date</Trans>
      </button>
    </article>
  );
}

/** The ticket's times, closed days, child ages, meeting point and cancellation policy. */
function TicketMeta({ ticket }: { ticket: Ticket }) {
  const { i18n } = useLingui();
  const closed = ticket.attractionClosed;
  const slotsShown = ticket.timeSlots.slice(0, 6).join(', ');
  const slotsMore = ticket.timeSlots.length - 6;
  const closedDays = weekdayList(i18n, closed);
  return (
    <>
      {ticket.isTimeSlot && ticket.timeSlots.length > 0 && (
        <p className="ticket-meta">
          {slotsMore > 0 ? (
            <Trans>
              Time slots: {slotsShown} and {slotsMore} more
            </Trans>
          ) : (
            <Trans>Time slots: {slotsShown}</Trans>
          )}
        </p>
      )}
      {closed.length > 0 && (
        <p className="ticket-meta">
          <Trans>Closed on {closedDays}.</Trans>
        </p>
      )}
      {ticket.childAgeRange && (
        <p className="ticket-meta">
          <Trans>
            Child tickets are for ages {ticket.childAgeRange.min} to {ticket.childAgeRange.max}.
          </Trans>
        </p>
      )}
      {ticket.meetingPoint && (
        <p className="ticket-meta">
          <Trans>Meeting point: {ticket.meetingPoint}</Trans>
        </p>
      )}
      <p className="ticket-meta ticket-policy">{policyText(i18n, ticket.cancellationPolicy)}.</p>
    </>
  );
}

/** The ticket's options with their "from" prices to choose among, or the one it has. */
function PreferenceChoice({
  ticket,
  groupId,
  index,
  onChange,
  disabled,
}: {
  ticket: Ticket;
  groupId: string;
  index: number;
  onChange: (index: number) => void;
  disabled: boolean;
}) {
  const money = useMoneyLocale();
  return (
    <>
      {ticket.pricing.length > 1 ? (
        <fieldset className="preference-list">
          <legend>
            <Trans>Choose an option</Trans>
          </legend>
          {ticket.pricing.map((entry, i) => (
            <label key={entry.preference} className="preference-option">
              <input
                type="radio"
                name={`${groupId}-preference`}
                value={i}
                checked={index === i}
                disabled={disabled}
                onChange={() => onChange(i)}
              />
              <span className="preference-name">{entry.label ?? entry.preference}</span>
              <span className="preference-price">
                {formatMoney(fromPrice([entry]) ?? 0, ticket.currency, money)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        ticket.pricing[0] && (
          <p className="ticket-meta">
            <Trans>Option: {ticket.pricing[0].label ?? ticket.pricing[0].preference}</Trans>
          </p>
        )
      )}
    </>
  );
}

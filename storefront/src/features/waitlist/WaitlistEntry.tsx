import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatBookingDate } from '@tours/core/domain';
import type { WaitlistEntryView } from '@tours/core/schemas';
import { api } from '@/lib/api';
import { cutOffText, visitDateText } from '@/lib/dates';
import { visitorMessage } from '@/lib/errors';
import './waitlist.css';

/** The visit and the party of an entry, as a short list of facts. */
function EntryFacts({ entry }: { entry: WaitlistEntryView }) {
  const { t, i18n } = useLingui();
  const date = visitDateText(i18n, entry.bookingDate, formatBookingDate(entry.bookingDate));
  const party = entry.partySize;
  return (
    <dl className="waitlist-facts">
      <dt>{t`Ticket`}</dt>
      <dd>{entry.ticketTitle}</dd>
      <dt>{t`Date`}</dt>
      <dd>{entry.timeSlot ? t`${date} at ${entry.timeSlot}` : date}</dd>
      <dt>{t`Party`}</dt>
      <dd>
        <Plural value={party} one="# person" other="# people" />
      </dd>
    </dl>
  );
}

/**
 * What the entry's link shows: the place while waiting, the offer while it holds one (with the way
 * to pay on the offer page), the booking once paid; and leaving the list while that is allowed.
 */
export function WaitlistEntry({
  token,
  entry,
  onChanged,
  offerPage = false,
  payment,
}: {
  token: string;
  entry: WaitlistEntryView;
  onChanged: () => void;
  offerPage?: boolean;
  /** On the offer's page: the form that pays for the seats (the checkout's, given by the page). */
  payment?: ReactNode;
}) {
  return (
    <div className="card card-pad waitlist-entry">
      <EntryStatus entry={entry} />
      <EntryFacts entry={entry} />
      {entry.status === 'offered' && entry.payable && (
        <PayOffer token={token} payment={offerPage ? payment : undefined} />
      )}
      {(entry.status === 'waiting' || entry.status === 'offered') && (
        <LeaveList token={token} offered={entry.status === 'offered'} onLeft={onChanged} />
      )}
    </div>
  );
}

function EntryStatus({ entry }: { entry: WaitlistEntryView }) {
  const { i18n } = useLingui();
  switch (entry.status) {
    case 'waiting':
      return (
        <p className="waitlist-place" role="status">
          <Trans>
            You are number <strong>{entry.place}</strong> on the waiting list.
          </Trans>
        </p>
      );
    case 'offered': {
      const until = entry.offerExpiresAt ? cutOffText(i18n, entry.offerExpiresAt) : '';
      return entry.payable ? (
        <p className="notice notice-success" role="status">
          <Trans>Seats came back and they are held for you until {until} (Dubai time).</Trans>
        </p>
      ) : (
        <p className="notice notice-warning" role="status">
          <Trans>The time to pay for these seats has ended; they go to the next person on the list.</Trans>
        </p>
      );
    }
    case 'booked':
      return (
        <p className="notice notice-success" role="status">
          <Trans>You booked these seats: your booking reference is {entry.bookingReference}.</Trans>
        </p>
      );
    case 'expired':
      return (
        <p className="notice notice-warning" role="status">
          <Trans>
            The seats offered to you were not paid in time and went to the next person on the list.
          </Trans>
        </p>
      );
    case 'left':
      return (
        <p className="notice" role="status">
          <Trans>You have left the waiting list.</Trans>
        </p>
      );
  }
}

/** On the entry's page, the way to the offer's page; there, the offer's form and payment. */
function PayOffer({ token, payment }: { token: string; payment: ReactNode }) {
  if (payment) return payment;
  return (
    <p>
      <Link className="btn btn-primary" to={`/waitlist-offer?token=${encodeURIComponent(token)}`}>
        <Trans>Pay for your seats</Trans>
      </Link>
    </p>
  );
}

function LeaveList({ token, offered, onLeft }: { token: string; offered: boolean; onLeft: () => void }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setLeaving(true);
    setError(null);
    try {
      await api.leaveWaitlist(token);
      onLeft();
    } catch (e) {
      setError(visitorMessage(i18n, e, t`leaving the list`));
    } finally {
      setLeaving(false);
    }
  }

  return (
    <div className="waitlist-leave">
      {!confirming ? (
        <button type="button" className="btn btn-secondary" onClick={() => setConfirming(true)}>
          {offered ? t`I do not want these seats` : t`Leave the waiting list`}
        </button>
      ) : (
        <div className="waitlist-confirm" role="group" aria-label={t`Leave the waiting list`}>
          <p>
            {offered
              ? t`The seats held for you go to the next person, and you leave the list.`
              : t`You lose your place on the list.`}
          </p>
          <button type="button" className="btn btn-primary" disabled={leaving} onClick={leave}>
            {t`Yes, leave the list`}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            {t`Stay on the list`}
          </button>
        </div>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '@tours/core/domain';
import type { Ticket, WaitlistEntryView } from '@tours/core/schemas';
import { BookingStore } from '@tours/core/stores';
import { ErrorNotice } from '@/components/ErrorNotice';
import { BookingQuestions, focusVisitProblem, PickupChoice } from '@/components/PickupAndQuestions';
import './checkout.css';
import { useMoneyLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { visitorMessage } from '@/lib/errors';
import { useTicket } from '@/lib/ticket-read';

/** Guards the count loops below against a ticket whose counts changed since the offer. */
const MAX_STEPS = 200;

/**
 * The offer's seats as a booking of their own (never the visitor's in-progress one, never stored):
 * the ticket as read now, the offer's option, date, time and party, so the checkout's pickup list and
 * questions ask about it, and core prices it as the checkout and the server do.
 */
function offerBooking(ticket: Ticket, entry: WaitlistEntryView): BookingStore {
  const booking = new BookingStore({ storage: null });
  booking.selectTicket(ticket);
  const option = ticket.pricing[entry.preferenceIndex] ? entry.preferenceIndex : 0;
  booking.selectPreference(ticket.pricing[option]?.preference ?? '', option);
  booking.selectDate(entry.bookingDate);
  if (entry.timeSlot) booking.selectTimeSlot(entry.timeSlot);
  for (let i = 0; i < MAX_STEPS && booking.adultCount < entry.adultCount; i++) booking.increaseAdult();
  for (let i = 0; i < MAX_STEPS && booking.childCount < entry.childCount; i++) booking.increaseChild();
  return booking;
}

const asks = (ticket: Ticket) =>
  (ticket.pickupMode ?? 'none') !== 'none' || (ticket.questions ?? []).length > 0;

/**
 * Paying a waiting-list offer (the waiting list's page shows it): on a tour that collects its guests
 * or asks questions, the hotel (or meeting there) and the answers first, as at the checkout; then
 * the payment page for exactly the seats held.
 */
export function OfferPayment({ token, entry }: { token: string; entry: WaitlistEntryView }) {
  const ticket = useTicket(entry.ticketId);
  if (ticket.status === 'loading') return <div className="skeleton" aria-hidden="true" />;
  if (ticket.status === 'error')
    return <ErrorNotice error={ticket.error} what={entry.ticketTitle} onRetry={ticket.retry} />;
  if (!asks(ticket.data)) return <PayForm token={token} entry={entry} booking={null} />;
  return <AskedOffer token={token} entry={entry} ticket={ticket.data} />;
}

function AskedOffer({ token, entry, ticket }: { token: string; entry: WaitlistEntryView; ticket: Ticket }) {
  const [booking] = useState(() => offerBooking(ticket, entry));
  useEffect(() => () => booking.dispose(), [booking]);
  return <PayForm token={token} entry={entry} booking={booking} />;
}

const PayForm = observer(function PayForm({
  token,
  entry,
  booking,
}: {
  token: string;
  entry: WaitlistEntryView;
  booking: BookingStore | null;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const [submitted, setSubmitted] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // With a pickup to choose, the total is core's for the hotel chosen (as the server prices it).
  const due = booking ? booking.totals.totalDiscountAmount : entry.amount;
  const currency = booking?.currency || entry.currency;
  const amount = due !== null && currency ? formatMoney(due, currency, moneyLocale) : '';

  async function pay(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (booking && focusVisitProblem(booking)) return;
    setPaying(true);
    setError(null);
    try {
      const { url } = await api.payWaitlistOffer({
        token,
        ...(booking && booking.pickupMode !== 'none' ? { pickupPointId: booking.pickupPointId } : {}),
        ...(booking && booking.questions.length ? { answers: booking.answersBody } : {}),
      });
      window.location.assign(url);
    } catch (e) {
      setPaying(false);
      setError(visitorMessage(i18n, e, t`the payment`));
    }
  }

  return (
    <form className="waitlist-pay" onSubmit={pay} noValidate>
      {booking && (
        <>
          <PickupChoice form={booking} showErrors={submitted} />
          <BookingQuestions form={booking} showErrors={submitted} />
        </>
      )}
      <p className="waitlist-amount">
        <Trans>
          Total to pay: <strong>{amount}</strong>
        </Trans>
      </p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={paying}>
        {paying ? t`Opening the payment…` : t`Pay ${amount}`}
      </button>
    </form>
  );
});

import { useMemo, useState } from 'react';
import { formatMoney, todayIn, toPickerDate } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { visitorMessage } from '@/lib/errors';
import { useLingui } from '@lingui/react';
import { AvailabilityCalendar } from '@/components/AvailabilityCalendar';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TimeSlotPicker } from '@/components/TimeSlotPicker';
import { api } from '@/lib/api';
import { useMoveQuote, useSlots, useTicket } from './api';

/**
 * Moving the booking: the booking calendar with availability, then the date's slots, then the
 * price difference, then the move. A higher price goes to the payment page; a lower one is refunded.
 */
export function Reschedule({
  view,
  token,
  onDone,
  onKeep,
}: {
  view: ManageBookingView;
  token: string;
  onDone: (message: string) => void;
  /** The visitor keeps the date they have: the change is closed, nothing is changed. */
  onKeep: () => void;
}) {
  const { i18n } = useLingui();
  const { booking } = view;
  const today = useMemo(() => todayIn(), []);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ticket = useTicket(booking.ticketId);
  const hasSlots = booking.timeSlot !== null;
  const slots = useSlots(hasSlots ? booking.ticketId : '', date);
  const ready = date !== '' && (!hasSlots || slot !== '');
  const quote = useMoveQuote(token, date, hasSlots ? slot : null, ready);
  const money = (amount: number) => formatMoney(amount, booking.currency);

  if (ticket.status === 'loading') return <div className="skeleton calendar-skeleton" aria-hidden="true" />;
  const preferenceIndex =
    ticket.status === 'success'
      ? Math.max(
          0,
          ticket.data.pricing.findIndex((p) => p.preference === booking.preference),
        )
      : 0;

  async function move(expectedPriceDifference: number) {
    setBusy(true);
    setError(null);
    try {
      const result = await api.rescheduleBooking({
        token,
        bookingDate: date,
        timeSlot: hasSlots ? slot : null,
        expectedPriceDifference,
      });
      if (result.outcome === 'paymentRequired') {
        window.location.assign(result.url);
        return;
      }
      onDone(
        result.refundAmount > 0
          ? `Your booking is moved. ${money(result.refundAmount)} is on its way back to your card.`
          : 'Your booking is moved. A new confirmation is in your inbox.',
      );
    } catch (e) {
      setError(visitorMessage(i18n, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="manage-move">
      <p className="muted">
        Your booking is on {booking.bookingDateString}
        {booking.timeSlot ? ` at ${booking.timeSlot}` : ''} (ringed on the calendar). Pick another date
        {hasSlots ? ' or time' : ''}.
      </p>
      <AvailabilityCalendar
        ticketId={booking.ticketId}
        preferenceIndex={preferenceIndex}
        today={today}
        selected={date}
        current={booking.bookingDate}
        excluded={hasSlots ? undefined : booking.bookingDate}
        onSelect={(d) => {
          setDate(d);
          setSlot('');
        }}
      />
      {hasSlots && date && (
        <section aria-labelledby="move-slot-title">
          <h3 id="move-slot-title">
            Time on {toPickerDate(date).toLocaleDateString('en-GB', { dateStyle: 'full' })}
          </h3>
          {slots.status === 'loading' && <div className="skeleton slot-skeleton" aria-hidden="true" />}
          {slots.status === 'error' && (
            <ErrorNotice error={slots.error} what="the time slots" onRetry={slots.retry} />
          )}
          {slots.status === 'success' && (
            <TimeSlotPicker
              slots={slots.data.slots.map((s) =>
                date === booking.bookingDate && s.timeSlot === booking.timeSlot
                  ? { ...s, status: 'blocked' as const }
                  : s,
              )}
              selected={slot}
              onSelect={setSlot}
            />
          )}
        </section>
      )}
      {ready && quote.status === 'loading' && <p className="muted">Working out the price…</p>}
      {ready && quote.status === 'error' && (
        <p className="notice notice-error" role="alert">
          {visitorMessage(i18n, quote.error)}
        </p>
      )}
      {ready && quote.status === 'success' && (
        <div className="card card-pad manage-quote" aria-live="polite">
          <p data-testid="move-difference">
            {quote.data.priceDifference < 0
              ? `The new date costs less: we refund ${money(-quote.data.priceDifference)} to your card.`
              : quote.data.priceDifference > 0
                ? `The new date costs ${money(quote.data.priceDifference)} more, paid on the next page.`
                : 'The new date costs the same.'}
          </p>
          {!quote.data.available && (
            <p className="notice notice-warning">There are no longer enough seats at this time.</p>
          )}
          {error && (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !quote.data.available}
            onClick={() => move(quote.data.priceDifference)}
          >
            {busy
              ? 'Moving…'
              : quote.data.priceDifference > 0
                ? `Pay ${money(quote.data.priceDifference)} and move`
                : 'Confirm the new date'}
          </button>
        </div>
      )}
      <div>
        <button type="button" className="btn btn-ghost" onClick={onKeep}>
          Keep my date
        </button>
      </div>
    </div>
  );
}

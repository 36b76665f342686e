import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, formatMoney, intlLocale, todayIn, toPickerDate } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { visitorMessage } from '@/lib/errors';
import { AvailabilityCalendar } from '@/components/AvailabilityCalendar';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TimeSlotPicker } from '@/components/TimeSlotPicker';
import { useLocale, useMoneyLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { visitDateText } from '@/lib/dates';
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
  const { booking } = view;
  const today = useMemo(() => todayIn(), []);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const ticket = useTicket(booking.ticketId);
  const hasSlots = booking.timeSlot !== null;
  const ready = date !== '' && (!hasSlots || slot !== '');

  if (ticket.status === 'loading') return <div className="skeleton calendar-skeleton" aria-hidden="true" />;
  const preferenceIndex =
    ticket.status === 'success'
      ? Math.max(
          0,
          ticket.data.pricing.findIndex((p) => p.preference === booking.preference),
        )
      : 0;

  return (
    <div className="manage-move">
      <CurrentVisit view={view} />
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
      {hasSlots && date && <SlotChoice view={view} date={date} slot={slot} onSelect={setSlot} />}
      {ready && (
        <MoveQuote view={view} token={token} date={date} slot={hasSlots ? slot : null} onDone={onDone} />
      )}
      <div>
        <button type="button" className="btn btn-ghost" onClick={onKeep}>
          <Trans>Keep my date</Trans>
        </button>
      </div>
    </div>
  );
}

/** Where the booking is now (ringed on the calendar), and what can be picked instead. */
function CurrentVisit({ view }: { view: ManageBookingView }) {
  const { i18n } = useLingui();
  const { booking } = view;
  const day = visitDateText(i18n, booking.bookingDate, booking.bookingDateString);
  const time = booking.timeSlot;
  return (
    <p className="muted">
      {time ? (
        <Trans>
          Your booking is on {day} at {time} (ringed on the calendar). Pick another date or time.
        </Trans>
      ) : (
        <Trans>Your booking is on {day} (ringed on the calendar). Pick another date.</Trans>
      )}
    </p>
  );
}

/** The chosen date's time slots; the booking's own slot on its own date cannot be picked. */
function SlotChoice({
  view,
  date,
  slot,
  onSelect,
}: {
  view: ManageBookingView;
  date: string;
  slot: string;
  onSelect: (slot: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { booking } = view;
  const slots = useSlots(booking.ticketId, date);
  const day = toPickerDate(date).toLocaleDateString(
    locale === DEFAULT_LOCALE ? 'en-GB' : intlLocale(locale),
    {
      dateStyle: 'full',
    },
  );
  return (
    <section aria-labelledby="move-slot-title">
      <h3 id="move-slot-title">
        <Trans>Time on {day}</Trans>
      </h3>
      {slots.status === 'loading' && <div className="skeleton slot-skeleton" aria-hidden="true" />}
      {slots.status === 'error' && (
        <ErrorNotice error={slots.error} what={t`the time slots`} onRetry={slots.retry} />
      )}
      {slots.status === 'success' && (
        <TimeSlotPicker
          slots={slots.data.slots.map((s) =>
            date === booking.bookingDate && s.timeSlot === booking.timeSlot
              ? { ...s, status: 'blocked' as const }
              : s,
          )}
          selected={slot}
          onSelect={onSelect}
        />
      )}
    </section>
  );
}

/** The price difference of the chosen date and time, and the move itself. */
function MoveQuote({
  view,
  token,
  date,
  slot,
  onDone,
}: {
  view: ManageBookingView;
  token: string;
  date: string;
  slot: string | null;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quote = useMoveQuote(token, date, slot, true);
  const money = (amount: number) => formatMoney(amount, view.booking.currency, moneyLocale);

  async function move(expectedPriceDifference: number) {
    setBusy(true);
    setError(null);
    try {
      const result = await api.rescheduleBooking({
        token,
        bookingDate: date,
        timeSlot: slot,
        expectedPriceDifference,
      });
      if (result.outcome === 'paymentRequired') {
        window.location.assign(result.url);
        return;
      }
      const refund = money(result.refundAmount);
      onDone(
        result.refundAmount > 0
          ? t`Your booking is moved. ${refund} is on its way back to your card.`
          : t`Your booking is moved. A new confirmation is in your inbox.`,
      );
    } catch (e) {
      setError(visitorMessage(i18n, e));
    } finally {
      setBusy(false);
    }
  }

  if (quote.status === 'loading')
    return (
      <p className="muted">
        <Trans>Working out the price…</Trans>
      </p>
    );
  if (quote.status === 'error')
    return (
      <p className="notice notice-error" role="alert">
        {visitorMessage(i18n, quote.error)}
      </p>
    );
  const { priceDifference, available } = quote.data;
  const difference = money(Math.abs(priceDifference));
  let differenceText = t`The new date costs the same.`;
  if (priceDifference < 0) differenceText = t`The new date costs less: we refund ${difference} to your card.`;
  if (priceDifference > 0) differenceText = t`The new date costs ${difference} more, paid on the next page.`;
  let action = t`Confirm the new date`;
  if (priceDifference > 0) action = t`Pay ${difference} and move`;
  return (
    <div className="card card-pad manage-quote" aria-live="polite">
      <p data-testid="move-difference">{differenceText}</p>
      {!available && (
        <p className="notice notice-warning">
          <Trans>There are no longer enough seats at this time.</Trans>
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || !available}
        onClick={() => move(priceDifference)}
      >
        {busy ? t`Moving…` : action}
      </button>
    </div>
  );
}

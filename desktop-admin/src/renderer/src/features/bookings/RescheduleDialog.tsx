import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiError, apiErrorMessage } from '@tours/core/api';
import type { Booking, RescheduleQuote, RescheduleResult, TimeSlotAvailability } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { money } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { ConfirmFooter } from '../../components/ConfirmFooter';

const SLOT_TAGS = ['TimeSlot', 'BlockedDate'] as const;
const QUOTE_TAGS = ['TimeSlot', 'BlockedDate', 'Booking', 'Ticket'] as const;

const SLOT_WORDS: Record<string, string> = {
  available: 'available',
  blocked: 'blocked',
  soldOut: 'sold out',
  past: 'past',
};

/** The 409 codes of a move, in words for staff. */
const MOVE_PROBLEMS: Record<string, string> = {
  PRICE_CHANGED: 'The price of the new visit changed: check the new difference and confirm again',
  SLOT_FULL: 'Not enough seats left on that slot for this party',
  DATE_UNAVAILABLE: 'That date or slot cannot be booked',
  NOT_ALLOWED: 'This booking cannot be moved',
};

/** What staff do with a dearer visit's difference. */
type Difference = 'charge' | 'waive';

/** The price difference of the chosen date, in words, before anything changes. */
function DifferenceText({ quote, currency }: { quote: RescheduleQuote; currency: string }) {
  const d = quote.priceDifference;
  const price = `The new visit costs ${money(quote.newTotal, currency)}`;
  if (d < 0)
    return (
      <>
        {price}: {money(-d, currency)} less. The difference is refunded to the customer’s card.
      </>
    );
  if (d === 0) return <>{price}, the same. Nothing is charged or refunded.</>;
  return (
    <>
      {price}: <strong>{money(d, currency)} more</strong>. Charge it to the customer, or waive it.
    </>
  );
}

/** What the staff member reads once the move is asked: moved (refund, waiver) or a link sent. */
function movedMessage(booking: Booking, where: string, result: RescheduleResult, dearer: boolean): string {
  if (result.outcome === 'paymentRequired')
    return `Payment link for ${money(result.priceDifference, booking.currency)} sent to ${booking.email}; ${booking.bookingId} moves to ${where} when it is paid`;
  const refund = result.refundAmount > 0 ? `, refund ${money(result.refundAmount, booking.currency)}` : '';
  return `Moved ${booking.bookingId} to ${where}${refund}${dearer ? ', difference waived' : ''}`;
}

/** The price difference of the date and slot on screen, or why it is not known yet. */
function QuoteNote({
  quote,
  target,
  priced,
  currency,
}: {
  quote: { isLoading: boolean; error: unknown };
  target: unknown;
  priced: RescheduleQuote | null;
  currency: string;
}) {
  return (
    <div aria-live="polite">
      {!!target && quote.isLoading && !priced && <p className="muted">Working out the price difference…</p>}
      {!!target && !!quote.error && <p className="field-error">{apiErrorMessage(quote.error)}</p>}
      {priced && (
        <p className="note" data-testid="move-difference">
          <DifferenceText quote={priced} currency={currency} />
          {!priced.available && ' Not enough seats are left there for this party.'}
        </p>
      )}
    </div>
  );
}

/** Charge a dearer visit's difference through a mailed payment link, or waive it. */
function DifferenceChoice({
  amount,
  currency,
  value,
  onChange,
}: {
  amount: number;
  currency: string;
  value: Difference;
  onChange: (v: Difference) => void;
}) {
  return (
    <fieldset className="form-section">
      <legend>The difference of {money(amount, currency)}</legend>
      <label className="check">
        <input
          type="radio"
          name="move-difference"
          checked={value === 'charge'}
          onChange={() => onChange('charge')}
        />
        Charge the customer: e-mail them a payment link; the booking moves when they pay
      </label>
      <label className="check">
        <input
          type="radio"
          name="move-difference"
          checked={value === 'waive'}
          onChange={() => onChange('waive')}
        />
        Waive it: move now, the customer pays nothing more
      </label>
    </fieldset>
  );
}

/** The time slots of the chosen date with their availability; only available ones can be picked. */
function SlotField({
  slots,
  slot,
  onChange,
}: {
  slots: { data?: TimeSlotAvailability | undefined; error: unknown };
  slot: string | null;
  onChange: (slot: string | null) => void;
}) {
  return (
    <Field label="Time slot" error={slots.error ? 'Could not load the slots' : undefined}>
      {(props) => (
        <select {...props} value={slot ?? ''} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">Choose a slot</option>
          {(slots.data?.slots ?? []).map((s) => (
            <option key={s.timeSlot} value={s.timeSlot} disabled={s.status !== 'available'}>
              {s.timeSlot}: {SLOT_WORDS[s.status] ?? s.status}
              {s.remaining !== null && s.status === 'available' ? `, ${s.remaining} seats left` : ''}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The price of moving to the date and slot on screen (never of one chosen a moment before). */
function useMoveQuote(bookingId: string, target: { bookingDate: string; timeSlot: string | null } | null) {
  const app = useApp();
  const quote = useQuery(
    (q: { bookingDate: string; timeSlot: string | null }) => app.api.adminRescheduleQuote(bookingId, q),
    target,
    QUOTE_TAGS,
  );
  const data = quote.data;
  const priced =
    data && target && data.bookingDate === target.bookingDate && data.timeSlot === target.timeSlot
      ? data
      : null;
  return { quote, priced };
}

/**
 * Move a booking to another date (and slot for a slot ticket): the slots come with their
 * availability, and the price difference is shown before staff confirm. A cheaper visit refunds the
 * difference; a dearer one is charged (the customer is mailed a payment link, the visitor's own
 * date-change payment, and the booking moves when it is paid) or waived.
 */
export const RescheduleDialog = observer(function RescheduleDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const app = useApp();
  const bySlot = booking.timeSlot !== null;
  const guests = booking.adultCount + booking.childCount;
  const [date, setDate] = useState(booking.bookingDate);
  const [slot, setSlot] = useState<string | null>(booking.timeSlot);
  const [difference, setDifference] = useState<Difference>('charge');
  const [busy, setBusy] = useState(false);
  const slots = useQuery(
    (q: { dateForSlot: string; ticketId: string }, o) => app.api.getTimeSlots(q, o),
    bySlot && date ? { dateForSlot: date, ticketId: booking.ticketId } : null,
    SLOT_TAGS,
  );
  const month = useQuery(
    (q: { ticketId: string; month: string }, o) => app.api.getMonthAvailability(q, o),
    date ? { ticketId: booking.ticketId, month: date.slice(0, 7) } : null,
    SLOT_TAGS,
  );
  const day = month.data?.days.find((d) => d.date === date);
  const unchanged = date === booking.bookingDate && slot === booking.timeSlot;
  const target =
    !unchanged && date && (!bySlot || slot) ? { bookingDate: date, timeSlot: bySlot ? slot : null } : null;
  const { quote, priced } = useMoveQuote(booking._id, target);
  const dearer = !!priced && priced.priceDifference > 0;

  const confirm = async () => {
    setBusy(true);
    try {
      if (!priced) return;
      const result = await app.api.adminRescheduleBooking(booking._id, {
        bookingDate: date,
        timeSlot: bySlot ? slot : null,
        expectedPriceDifference: priced.priceDifference,
        waiveDifference: dearer && difference === 'waive',
        chargeDifference: dearer && difference === 'charge',
      });
      notify.success(movedMessage(booking, `${date}${slot ? ` at ${slot}` : ''}`, result, dearer));
      onClose();
    } catch (error) {
      const words = error instanceof ApiError && error.code ? MOVE_PROBLEMS[error.code] : undefined;
      if (words) notify.info(words);
      else notify.error(error, 'Could not move the booking');
      void quote.reload({ force: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={`Change the date of ${booking.bookingId}`}
      size="md"
      onClose={onClose}
      description={`Now ${booking.bookingDate}${booking.timeSlot ? ` at ${booking.timeSlot}` : ''}, ${guests} guest${
        guests === 1 ? '' : 's'
      }. The price difference shows before anything changes.`}
      footer={
        <ConfirmFooter
          keepLabel="Keep the date"
          onKeep={onClose}
          confirmLabel={
            busy
              ? 'Moving…'
              : dearer && difference === 'charge'
                ? `Send a payment link for ${money(priced!.priceDifference, booking.currency)}`
                : 'Move booking'
          }
          onConfirm={() => void confirm()}
          disabled={busy || !priced || !priced.available}
          primary
        />
      }
    >
      <Field
        label="New date"
        hint={day ? `${day.status}, adult ${money(day.adultPrice, booking.currency)}` : undefined}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setSlot(null);
            }}
          />
        )}
      </Field>
      {bySlot && <SlotField slots={slots} slot={slot} onChange={setSlot} />}
      <QuoteNote quote={quote} target={target} priced={priced} currency={booking.currency} />
      {dearer && (
        <DifferenceChoice
          amount={priced!.priceDifference}
          currency={booking.currency}
          value={difference}
          onChange={setDifference}
        />
      )}
    </Dialog>
  );
});

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiError } from '@tours/core/api';
import type { Booking } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { useApp } from '../../lib/app-context';
import { money } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { ConfirmFooter } from '../../components/ConfirmFooter';

const SLOT_TAGS = ['TimeSlot', 'BlockedDate'] as const;

const SLOT_WORDS: Record<string, string> = {
  available: 'available',
  blocked: 'blocked',
  soldOut: 'sold out',
  past: 'past',
};

/** The 409 codes of a move, in words for staff. */
const MOVE_PROBLEMS: Record<string, string> = {
  PRICE_CHANGED: 'The new visit costs more: tick “Waive the difference” to move it without charging',
  SLOT_FULL: 'Not enough seats left on that slot for this party',
  DATE_UNAVAILABLE: 'That date or slot cannot be booked',
  NOT_ALLOWED: 'This booking cannot be moved',
};

/**
 * Move a booking to another date (and slot for a slot ticket): the slots come with their
 * availability, a cheaper visit refunds the difference, a dearer one needs the difference waived.
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
  const [waive, setWaive] = useState(false);
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

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await app.api.adminRescheduleBooking(booking._id, {
        bookingDate: date,
        timeSlot: bySlot ? slot : null,
        waiveDifference: waive,
      });
      const refund = result.outcome === 'moved' && result.refundAmount > 0;
      notify.success(
        `Moved ${booking.bookingId} to ${date}${slot ? ` at ${slot}` : ''}${
          refund ? `, refund ${money(result.refundAmount, booking.currency)}` : ''
        }`,
      );
      onClose();
    } catch (error) {
      const words = error instanceof ApiError && error.code ? MOVE_PROBLEMS[error.code] : undefined;
      if (words) notify.info(words);
      else notify.error(error, 'Could not move the booking');
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
      }. A cheaper visit refunds the difference.`}
      footer={
        <ConfirmFooter
          keepLabel="Keep the date"
          onKeep={onClose}
          confirmLabel={busy ? 'Moving…' : 'Move booking'}
          onConfirm={() => void confirm()}
          disabled={busy || unchanged || !date || (bySlot && !slot)}
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
      {bySlot && (
        <Field label="Time slot" error={slots.error ? 'Could not load the slots' : undefined}>
          {(props) => (
            <select {...props} value={slot ?? ''} onChange={(e) => setSlot(e.target.value || null)}>
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
      )}
      <label className="check">
        <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} />
        Waive the difference if the new visit costs more
      </label>
    </Dialog>
  );
});

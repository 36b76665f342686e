import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ApiError } from '@tours/core/api';
import type { SlotCancelPreview, SlotCancelResult } from '@tours/core/schemas';
import { Dialog } from '../../components/Dialog';
import { ReasonField, useReason } from '../../components/ReasonField';
import { ErrorState, Spinner } from '../../components/States';
import { useApp } from '../../lib/app-context';
import { dateLabel, money } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { ConfirmFooter } from '../../components/ConfirmFooter';

/** A cancellation elsewhere changes the figures: the preview reloads with the bookings. */
const PREVIEW_TAGS = ['Booking', 'TimeSlot'] as const;

export interface SlotToCancel {
  ticketId: string;
  ticketTitle: string;
  bookingDate: string;
  /** null for a ticket valid the whole day. */
  timeSlot: string | null;
}

/**
 * "Cancel all bookings of this slot" (weather, a closed attraction): first what it would do (how
 * many bookings, how much money back, from the preview), then a reason, then the result. The
 * preview's figures guard the call, so a booking made meanwhile is not cancelled unseen.
 */
export const CancelSlotDialog = observer(function CancelSlotDialog({
  slot,
  onClose,
}: {
  slot: SlotToCancel;
  onClose: () => void;
}) {
  const app = useApp();
  const selection = { ticketId: slot.ticketId, bookingDate: slot.bookingDate, timeSlot: slot.timeSlot };
  const preview = useQuery((s: typeof selection) => app.api.getSlotCancelPreview(s), selection, PREVIEW_TAGS);
  const reason = useReason();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SlotCancelResult | null>(null);
  const when = `${dateLabel(slot.bookingDate)}${slot.timeSlot ? ` at ${slot.timeSlot}` : ''}`;
  const p = preview.data;

  const confirm = async () => {
    if (!p) return;
    const why = reason.take();
    if (why === null) return;
    setBusy(true);
    try {
      const done = await app.api.cancelSlot({
        ...selection,
        reason: why,
        expectedCount: p.count,
        expectedAmount: p.refundTotal,
      });
      setResult(done);
      notify.success(`Cancelled ${done.cancelled} bookings of ${slot.ticketTitle}, ${when}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SLOT_CHANGED') {
        notify.info('The bookings changed meanwhile: check the new figures');
        void preview.load(selection, { force: true });
      } else notify.error(error, 'Could not cancel the bookings');
    } finally {
      setBusy(false);
    }
  };

  if (result)
    return (
      <Dialog
        open
        title={`Cancelled: ${slot.ticketTitle}, ${when}`}
        size="md"
        onClose={onClose}
        footer={
          <button type="button" className="button button-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <p>
          {result.cancelled} booking{result.cancelled === 1 ? '' : 's'} cancelled,{' '}
          <strong>{money(result.refundTotal, result.currency)}</strong> refunded; the slot is closed and every
          customer is mailed.
        </p>
        {result.bookings.length > 0 && (
          <ul className="plain-list" aria-label="Cancelled bookings">
            {result.bookings.map((b) => (
              <li key={b.bookingId} className="list-row">
                <span className="mono">{b.reference}</span>
                <span>{money(b.refund, result.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    );

  return (
    <Dialog
      open
      title={`Cancel all bookings of ${slot.ticketTitle}, ${when}?`}
      size="md"
      onClose={onClose}
      footer={
        <ConfirmFooter
          keepLabel="Keep the bookings"
          onKeep={onClose}
          confirmLabel={
            busy
              ? 'Cancelling…'
              : p
                ? `Cancel ${p.count} booking${p.count === 1 ? '' : 's'} and refund ${money(p.refundTotal, p.currency)}`
                : 'Cancel bookings'
          }
          onConfirm={() => void confirm()}
          disabled={busy || !p}
        />
      }
    >
      {preview.error && <ErrorState error={preview.error} />}
      {!p && !preview.error && <Spinner label="Counting the bookings" />}
      {p && (
        <p>
          This cancels <strong>{p.count}</strong> paid booking{p.count === 1 ? '' : 's'} with a full refund of{' '}
          <strong>{money(p.refundTotal, p.currency)}</strong> in all, mails each customer and closes{' '}
          {slot.timeSlot ? 'the slot' : 'the date'} for sale. It cannot be undone.
        </p>
      )}
      {p && p.bookings.length > 0 && <GuestsToCancel preview={p} />}
      <ReasonField reason={reason} hint="Kept in each booking's history" />
    </Dialog>
  );
});

const party = (adults: number, children: number) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Whose bookings the cancellation reaches: each guest, their party, reference and refund. */
function GuestsToCancel({ preview }: { preview: SlotCancelPreview }) {
  return (
    <div className="guest-list">
      <table className="table" aria-label="Bookings it cancels">
        <thead>
          <tr>
            <th scope="col">Guest</th>
            <th scope="col">Party</th>
            <th scope="col">Reference</th>
            <th scope="col" className="num">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.bookings.map((b) => (
            <tr key={b.bookingId}>
              <td>{b.name}</td>
              <td>{party(b.adultCount, b.childCount)}</td>
              <td className="mono">{b.reference}</td>
              <td className="num nowrap">{money(b.refund, preview.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Booking } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { Dialog } from '../../components/Dialog';
import { ErrorState, Spinner } from '../../components/States';
import { money, timestampLabel } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { StatusBadge } from '../../components/StatusBadge';
import { useSendActions } from '../../lib/use-send-actions';
import { notify } from '../../lib/toast';
import { channelLabel } from '../../lib/channel';
import { useResellers } from '../../lib/use-resellers';
import { BookingHistoryPanel } from './BookingHistoryPanel';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleDialog } from './RescheduleDialog';

const BOOKING_TAGS = ['Booking'] as const;

export const BookingDetail = observer(function BookingDetail({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const app = useApp();
  // The detail call gives the freshest state (a ticket may just have been sent).
  const query = useQuery((id: string, o) => app.api.getBooking(id, o), booking._id, BOOKING_TAGS);
  const b = query.data ?? booking;
  // The history carries the refund quote and whether the booking can still be cancelled.
  const history = useQuery((id: string) => app.api.getBookingHistory(id), booking._id, BOOKING_TAGS);
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const [resending, setResending] = useState(false);
  const send = useSendActions();
  const resellers = useResellers();
  const paid = b.bookingStatus === 'confirmed' || b.bookingStatus === 'redeemed';
  const resend = async () => {
    setResending(true);
    try {
      const sent = await app.api.resendBookingConfirmation(b._id);
      notify.success(`Confirmation sent again to ${sent.to}`);
      void history.load(b._id, { force: true });
    } catch (error) {
      notify.error(error, 'Could not send the confirmation');
    } finally {
      setResending(false);
    }
  };
  const rows: [string, React.ReactNode][] = [
    ['Reference', <span className="mono strong">{b.bookingId}</span>],
    [
      'Sold by',
      `${channelLabel(b.channel, resellers.data)}${b.channel?.resellerReference ? ` (their reference ${b.channel.resellerReference})` : ''}`,
    ],
    ['Status', <StatusBadge status={b.bookingStatus} />],
    ['Service', b.service],
    ['Ticket', `${b.ticketTitle} (${b.ticketType})`],
    ['Preference', b.preference],
    ['Visit', `${b.bookingDateString || b.bookingDate}${b.timeSlot ? ` at ${b.timeSlot}` : ''}`],
    ['Guest', b.name],
    ['E-mail', <a href={`mailto:${b.email}`}>{b.email}</a>],
    ['Mobile', b.mobileNumber],
    ['Adults', `${b.adultCount} = ${money(b.adultTotal, b.currency)}`],
    ['Children', `${b.childCount} = ${money(b.childTotal, b.currency)}`],
    ['Subtotal', money(b.totalAmount, b.currency)],
    [
      'Coupon',
      b.couponCode ? `${b.couponCode} (−${b.discountValue} %, −${money(b.discountAmount, b.currency)})` : '—',
    ],
    ['Paid', <strong>{money(b.totalDiscountAmount, b.currency)}</strong>],
    ['Refunded', b.refundedAmount > 0 ? money(b.refundedAmount, b.currency) : '—'],
    ['Created', timestampLabel(b.createdAt)],
    ['Paid at', timestampLabel(b.paidAt)],
    ['Ticket sent', timestampLabel(b.ticketSentAt)],
    ['Last notification', timestampLabel(b.notificationSentAt)],
  ];
  return (
    <Dialog
      open
      title={`Booking ${b.bookingId}`}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button
            type="button"
            className="button button-danger-ghost"
            onClick={() => setOpen('cancel')}
            disabled={!history.data?.cancellable}
          >
            Cancel booking
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setOpen('move')}
            disabled={b.bookingStatus !== 'confirmed'}
          >
            Change date
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void resend()}
            disabled={!paid || resending}
          >
            {resending ? 'Sending…' : 'Resend confirmation'}
          </button>
          <button type="button" className="button" onClick={() => send.notify(b)}>
            Send notification
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send.sendTicket(b)}
            disabled={b.bookingStatus !== 'confirmed'}
          >
            Send ticket
          </button>
        </>
      }
    >
      {query.error && query.error.status !== 404 && <ErrorState error={query.error} />}
      {query.isLoading && !query.data && <Spinner label="Refreshing" />}
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {history.error && <ErrorState error={history.error} />}
      {history.data && <BookingHistoryPanel history={history.data} />}
      {open === 'cancel' && history.data && (
        <CancelBookingDialog
          history={history.data}
          onClose={() => setOpen(null)}
          onStale={() => void history.load(b._id, { force: true })}
        />
      )}
      {open === 'move' && <RescheduleDialog booking={b} onClose={() => setOpen(null)} />}
    </Dialog>
  );
});

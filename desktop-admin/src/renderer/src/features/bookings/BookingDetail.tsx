import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { isPaidStatus, moneyTaken, staffMayMove } from '@tours/core/domain';
import type { Booking, BookingHistory } from '@tours/core/schemas';
import type { AdminStore, Query } from '@tours/core/stores';
import { contract } from '@tours/core/contract';
import { whyNot } from '../../lib/access';
import { useApp } from '../../lib/app-context';
import { Dialog } from '../../components/Dialog';
import { ErrorState, Spinner } from '../../components/States';
import { money, timestampLabel } from '../../lib/format';
import { useQuery } from '../../lib/use-query';
import { STATUS_WORDS, StatusBadge } from '../../components/StatusBadge';
import { LANGUAGE_NAMES } from '../../components/LanguageTabs';
import { useServices } from '../../lib/use-services';
import { useSendActions } from '../../lib/use-send-actions';
import { notify } from '../../lib/toast';
import { channelLabel } from '@tours/core/domain';
import { useResellers } from '../../lib/use-resellers';
import { BookingHistoryPanel } from './BookingHistoryPanel';
import { BookingPickupPanel } from './BookingPickupPanel';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleDialog } from './RescheduleDialog';

const BOOKING_TAGS = ['Booking'] as const;
const TICKET_TAGS = ['Ticket'] as const;
/** The visible sentence that says why the detail's disabled actions are off. */
const WHY_ID = 'booking-actions-why';

/** The detail's rows: who, what, when, money, then the record's own dates. */
function detailRows(
  b: Booking,
  serviceName: string,
  resellers: readonly { _id: string; name: string }[] | undefined,
): [string, React.ReactNode][] {
  const cur = b.currency;
  const theirReference = b.channel?.resellerReference;
  return [
    ['Reference', <span className="mono strong">{b.bookingId}</span>],
    ['Status', <StatusBadge status={b.bookingStatus} />],
    [
      'Sold by',
      `${channelLabel(b.channel, resellers)}${theirReference ? ` (their reference ${theirReference})` : ''}`,
    ],
    ['Guest', b.name],
    // The language its mails, voucher and pages are in: the one it was booked in.
    ['Language', LANGUAGE_NAMES[b.locale ?? 'en']],
    ['E-mail', <a href={`mailto:${b.email}`}>{b.email}</a>],
    ['Mobile', b.mobileNumber],
    ['Service', serviceName],
    ['Ticket', `${b.ticketTitle} (${b.ticketType})`],
    ['Preference', b.preference],
    [
      'Guests',
      `${b.adultCount} adult${b.adultCount === 1 ? '' : 's'} (${money(b.adultTotal, cur)}), ${b.childCount} child${
        b.childCount === 1 ? '' : 'ren'
      } (${money(b.childTotal, cur)})`,
    ],
    ['Visit', `${b.bookingDateString || b.bookingDate}${b.timeSlot ? ` at ${b.timeSlot}` : ''}`],
    ['Subtotal', money(b.totalAmount, cur)],
    [
      'Coupon',
      b.couponCode ? `${b.couponCode} (−${b.discountValue} %, −${money(b.discountAmount, cur)})` : '—',
    ],
    ['Price', money(b.totalDiscountAmount, cur)],
    ['Paid', <strong>{b.amountPaid > 0 ? money(b.amountPaid, cur) : 'Nothing paid'}</strong>],
    ['Refunded', b.refundedAmount > 0 ? money(b.refundedAmount, cur) : '—'],
    ['Kept', money(moneyTaken(b), cur)],
    ['Created', timestampLabel(b.createdAt)],
    ['Paid at', timestampLabel(b.paidAt)],
    ['Ticket sent', timestampLabel(b.ticketSentAt)],
    ['Last notification', timestampLabel(b.notificationSentAt)],
  ];
}

/**
 * Why each action that is off is off, in words staff can read (and screen readers hear): the
 * person's role first (core's contract says who may make each call), then the booking's state.
 */
function whyOff(admin: AdminStore, b: Booking, history: BookingHistory | undefined, paid: boolean) {
  return {
    cancel:
      whyNot(admin, contract.cancellations.cancel, 'Cancelling and refunding') ??
      (history
        ? history.cancellable
          ? null
          : `Cancel: a ${STATUS_WORDS[b.bookingStatus].label} booking cannot be cancelled.`
        : null),
    move:
      whyNot(admin, contract.manage.adminReschedule, 'Changing the date') ??
      (staffMayMove(b.bookingStatus) ? null : 'Change date: only a confirmed booking can move.'),
    resend:
      whyNot(admin, contract.cancellations.resendConfirmation, 'Resending the confirmation') ??
      (paid ? null : 'Resend confirmation: only a paid booking has a confirmation.'),
    notify: whyNot(admin, contract.sending.notification, 'Sending a notification'),
    ticket:
      whyNot(admin, contract.sending.ticket, 'Sending tickets') ??
      (b.bookingStatus === 'confirmed' ? null : 'Send ticket: only a confirmed booking gets tickets.'),
  };
}

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
  // The ticket's questions label the answers; its meeting point is where a guest without a pickup goes.
  const ticket = useQuery((id: string, o) => app.api.getTicket(id, o), booking.ticketId, TICKET_TAGS);
  const [open, setOpen] = useState<'cancel' | 'move' | null>(null);
  const services = useServices();
  const resellers = useResellers();
  const paid = isPaidStatus(b.bookingStatus);
  const serviceName = services.data?.find((o) => o.service === b.service)?.name ?? b.service;
  const rows = detailRows(b, serviceName, resellers.data);
  const why = whyOff(app.admin, b, history.data, paid);
  const whyText = Object.values(why).filter(Boolean).join(' ');
  return (
    <Dialog
      open
      title={`Booking ${b.bookingId}`}
      onClose={onClose}
      size="lg"
      footer={
        <BookingActions
          booking={b}
          history={history}
          why={why}
          onCancel={() => setOpen('cancel')}
          onMove={() => setOpen('move')}
        />
      }
    >
      {query.error && query.error.status !== 404 && <ErrorState error={query.error} />}
      {query.isLoading && !query.data && <Spinner label="Refreshing" />}
      {whyText && (
        <p id={WHY_ID} className="note">
          {whyText}
        </p>
      )}
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(ticket.data || ticket.error) && (
        <BookingPickupPanel booking={b} ticket={ticket.data?._id === b.ticketId ? ticket.data : null} />
      )}
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

/**
 * The detail's actions, each disabled with the reason said (WHY_ID) when the booking's state does
 * not allow it: cancel, change date, resend the confirmation, send a notification or the ticket.
 */
const BookingActions = observer(function BookingActions({
  booking: b,
  history,
  why,
  onCancel,
  onMove,
}: {
  booking: Booking;
  history: Query<string, BookingHistory>;
  why: ReturnType<typeof whyOff>;
  onCancel: () => void;
  onMove: () => void;
}) {
  const app = useApp();
  const send = useSendActions();
  const [resending, setResending] = useState(false);
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
  return (
    <>
      <button
        type="button"
        className="button button-danger-ghost"
        onClick={onCancel}
        disabled={!history.data?.cancellable || !!why.cancel}
        title={why.cancel ?? undefined}
        aria-describedby={why.cancel ? WHY_ID : undefined}
      >
        Cancel booking
      </button>
      <button
        type="button"
        className="button"
        onClick={onMove}
        disabled={!!why.move}
        title={why.move ?? undefined}
        aria-describedby={why.move ? WHY_ID : undefined}
      >
        Change date
      </button>
      <button
        type="button"
        className="button"
        onClick={() => void resend()}
        disabled={!!why.resend || resending}
        title={why.resend ?? undefined}
        aria-describedby={why.resend ? WHY_ID : undefined}
      >
        {resending ? 'Sending…' : 'Resend confirmation'}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => send.notify(b)}
        disabled={!!why.notify}
        title={why.notify ?? undefined}
        aria-describedby={why.notify ? WHY_ID : undefined}
      >
        Send notification
      </button>
      <button
        type="button"
        className="button button-primary"
        onClick={() => send.sendTicket(b)}
        disabled={!!why.ticket}
        title={why.ticket ?? undefined}
        aria-describedby={why.ticket ? WHY_ID : undefined}
      >
        Send ticket
      </button>
    </>
  );
});

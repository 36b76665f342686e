import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { visitorMessage } from '@/lib/errors';
import { BookingDetails } from '@/components/BookingDetails';
import { useMoneyLocale } from '@/i18n/i18n';
import { api } from '@/lib/api';
import { STATUS_WORDS } from '@/lib/booking-status';
import { visitDateText } from '@/lib/dates';
import { CancelDialog } from './CancelDialog';
import { MoneyStatement } from './MoneyStatement';
import { Reschedule } from './Reschedule';
import { VisitDay } from './VisitDay';
import { VisitDetails } from './VisitDetails';

/**
 * The booking a manage link opens: its details and policy, the voucher, and what can be done now:
 * resend the confirmation, change the date, cancel. An action that is not offered says why instead.
 */
export function ManageBooking({
  view,
  token,
  onChanged,
}: {
  view: ManageBookingView;
  token: string;
  /** After a cancel or a move, with what happened in words: the page reads the booking again. */
  onChanged: (message: string) => void;
}) {
  return (
    <div className="manage-booking">
      <BookingCard view={view} token={token} />
      <VisitDay view={view} token={token} />
      <VisitDetails view={view} token={token} onChanged={onChanged} />
      <PendingChange view={view} />
      <section className="card card-pad" aria-labelledby="manage-actions-title">
        <h2 id="manage-actions-title" className="h3">
          <Trans>What you can do</Trans>
        </h2>
        <ResendConfirmation view={view} token={token} />
        <ChangeDate view={view} token={token} onChanged={onChanged} />
        <CancelBooking view={view} token={token} onChanged={onChanged} />
      </section>
    </div>
  );
}

/** The booking with its status, money statement, policy and voucher. */
function BookingCard({ view, token }: { view: ManageBookingView; token: string }) {
  const { i18n } = useLingui();
  const { booking } = view;
  return (
    <section className="card card-pad" aria-labelledby="manage-details-title">
      <h2 id="manage-details-title" className="h3">
        <Trans>Your booking</Trans>{' '}
        <span className="badge">{i18n._(STATUS_WORDS[booking.bookingStatus])}</span>
      </h2>
      <BookingDetails booking={booking} showPaid={false} />
      <MoneyStatement statement={view.statement} currency={booking.currency} />
      <p className="manage-policy">
        <strong>
          <Trans>Cancellation policy:</Trans>
        </strong>{' '}
        {view.policy}.
      </p>
      {view.hasVoucher && (
        <a className="btn btn-secondary" href={api.manageVoucherUrl(token)} download>
          <Trans>Download voucher (PDF)</Trans>
        </a>
      )}
    </section>
  );
}

/** A date change still waiting for its payment, with the way to pay. */
function PendingChange({ view }: { view: ManageBookingView }) {
  const { i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const pending = view.pendingReschedule;
  if (!pending) return null;
  const date = visitDateText(i18n, pending.bookingDate, pending.bookingDate);
  const amount = formatMoney(pending.amount, view.booking.currency, moneyLocale);
  return (
    <p className="notice notice-warning">
      <Trans>
        A change to {date} awaits its payment of {amount}. <a href={pending.url}>Pay now</a> to complete it.
      </Trans>
    </p>
  );
}

/** Sends the confirmation mail again, for a confirmed booking. */
function ResendConfirmation({ view, token }: { view: ManageBookingView; token: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const email = view.booking.email;

  async function resend() {
    setState('sending');
    setError(null);
    try {
      await api.resendConfirmation(token);
      setState('sent');
    } catch (e) {
      setState('idle');
      setError(visitorMessage(i18n, e));
    }
  }

  return (
    <div className="manage-action">
      <h3>
        <Trans>Confirmation email</Trans>
      </h3>
      {view.canResend ? (
        <button type="button" className="btn btn-secondary" disabled={state !== 'idle'} onClick={resend}>
          {state === 'sent' ? t`Sent again` : t`Resend confirmation`}
        </button>
      ) : (
        <p className="muted">
          <Trans>Only a confirmed booking has a confirmation to resend.</Trans>
        </p>
      )}
      {state === 'sent' && (
        <p role="status" className="muted">
          <Trans>We have sent the confirmation to {email} again.</Trans>
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type ActionProps = { view: ManageBookingView; token: string; onChanged: (message: string) => void };

/** Another date or time for the same ticket and people, or why it cannot be changed. */
function ChangeDate({ view, token, onChanged }: ActionProps) {
  const [moving, setMoving] = useState(false);
  const done = (text: string) => {
    setMoving(false);
    onChanged(text);
  };
  let body;
  if (!view.canReschedule)
    body = (
      <p className="manage-reason" data-testid="reschedule-reason">
        {view.rescheduleReason}
      </p>
    );
  else if (moving)
    body = <Reschedule view={view} token={token} onDone={done} onKeep={() => setMoving(false)} />;
  else
    body = (
      <>
        <p className="muted">
          {view.booking.timeSlot ? (
            <Trans>Same ticket and people, another date or time, until the free-cancellation time.</Trans>
          ) : (
            <Trans>Same ticket and people, another date, until the free-cancellation time.</Trans>
          )}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setMoving(true)}>
          <Trans>Change date</Trans>
        </button>
      </>
    );
  return (
    <div className="manage-action">
      <h3>
        <Trans>Change date or time</Trans>
      </h3>
      {body}
    </div>
  );
}

/** The cancellation with its refund, or why the booking cannot be cancelled. */
function CancelBooking({ view, token, onChanged }: ActionProps) {
  const moneyLocale = useMoneyLocale();
  const [open, setOpen] = useState(false);
  const refund = formatMoney(view.refundQuote.amount, view.booking.currency, moneyLocale);
  const done = (text: string) => {
    setOpen(false);
    onChanged(text);
  };
  return (
    <div className="manage-action">
      <h3>
        <Trans>Cancel</Trans>
      </h3>
      {view.canCancel ? (
        <>
          <p className="muted">
            <Trans>
              Cancelling now refunds <strong>{refund}</strong>.
            </Trans>
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
            <Trans>Cancel booking</Trans>
          </button>
          <CancelDialog view={view} token={token} open={open} onClose={() => setOpen(false)} onDone={done} />
        </>
      ) : (
        <p className="manage-reason" data-testid="cancel-reason">
          {view.cancelReason}
        </p>
      )}
    </div>
  );
}

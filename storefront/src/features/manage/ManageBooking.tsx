import { useState } from 'react';
import { formatMoney } from '@tours/core/domain';
import type { ManageBookingView } from '@tours/core/schemas';
import { visitorMessage } from '@/lib/errors';
import { useLingui } from '@lingui/react';
import { BookingDetails } from '@/components/BookingDetails';
import { api } from '@/lib/api';
import { CancelDialog } from './CancelDialog';
import { MoneyStatement } from './MoneyStatement';
import { Reschedule } from './Reschedule';
import { VisitDay } from './VisitDay';

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
  const { i18n } = useLingui();
  const { booking } = view;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [resendError, setResendError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, booking.currency);

  function done(text: string) {
    setCancelOpen(false);
    setMoving(false);
    onChanged(text);
  }

  async function resend() {
    setResendState('sending');
    setResendError(null);
    try {
      await api.resendConfirmation(token);
      setResendState('sent');
    } catch (e) {
      setResendState('idle');
      setResendError(visitorMessage(i18n, e));
    }
  }

  return (
    <div className="manage-booking">
      <section className="card card-pad" aria-labelledby="manage-details-title">
        <h2 id="manage-details-title" className="h3">
          Your booking <span className="badge">{booking.bookingStatus}</span>
        </h2>
        <BookingDetails booking={booking} showPaid={false} />
        <MoneyStatement statement={view.statement} currency={booking.currency} />
        <p className="manage-policy">
          <strong>Cancellation policy:</strong> {view.policy}.
        </p>
        {view.hasVoucher && (
          <a className="btn btn-secondary" href={api.manageVoucherUrl(token)} download>
            Download voucher (PDF)
          </a>
        )}
      </section>

      <VisitDay view={view} token={token} />

      {view.pendingReschedule && (
        <p className="notice notice-warning">
          A change to {view.pendingReschedule.bookingDate} awaits its payment of{' '}
          {money(view.pendingReschedule.amount)}. <a href={view.pendingReschedule.url}>Pay now</a> to complete
          it.
        </p>
      )}

      <section className="card card-pad" aria-labelledby="manage-actions-title">
        <h2 id="manage-actions-title" className="h3">
          What you can do
        </h2>

        <div className="manage-action">
          <h3>Confirmation email</h3>
          {view.canResend ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={resendState !== 'idle'}
              onClick={resend}
            >
              {resendState === 'sent' ? 'Sent again' : 'Resend confirmation'}
            </button>
          ) : (
            <p className="muted">Only a confirmed booking has a confirmation to resend.</p>
          )}
          {resendState === 'sent' && (
            <p role="status" className="muted">
              We have sent the confirmation to {booking.email} again.
            </p>
          )}
          {resendError && (
            <p className="notice notice-error" role="alert">
              {resendError}
            </p>
          )}
        </div>

        <div className="manage-action">
          <h3>Change date or time</h3>
          {view.canReschedule ? (
            moving ? (
              <Reschedule view={view} token={token} onDone={done} onKeep={() => setMoving(false)} />
            ) : (
              <>
                <p className="muted">
                  Same ticket and people, another date{booking.timeSlot ? ' or time' : ''}, until the
                  free-cancellation time.
                </p>
                <button type="button" className="btn btn-secondary" onClick={() => setMoving(true)}>
                  Change date
                </button>
              </>
            )
          ) : (
            <p className="manage-reason" data-testid="reschedule-reason">
              {view.rescheduleReason}
            </p>
          )}
        </div>

        <div className="manage-action">
          <h3>Cancel</h3>
          {view.canCancel ? (
            <>
              <p className="muted">
                Cancelling now refunds <strong>{money(view.refundQuote.amount)}</strong>.
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => setCancelOpen(true)}>
                Cancel booking
              </button>
              <CancelDialog
                view={view}
                token={token}
                open={cancelOpen}
                onClose={() => setCancelOpen(false)}
                onDone={done}
              />
            </>
          ) : (
            <p className="manage-reason" data-testid="cancel-reason">
              {view.cancelReason}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { useCancelCheckout } from '@/features/confirmation/cancel-checkout';
import '@/features/confirmation/confirmation.css';
import { NextSteps } from '@/components/NextSteps';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking } from '@/stores/stores';

const FailedPage = observer(function FailedPage() {
  const site = useSite();
  const booking = useBooking();
  const [params] = useSearchParams();
  const reference = params.get('booking');
  const released = useCancelCheckout(reference, params.get('token'));
  usePageMeta(
    'Payment not completed',
    'Your payment did not go through. Nothing was charged; try again with your booking kept.',
    site.name,
  );

  return (
    <div className="container page-section result">
      <div className="card result-card">
        <div className="result-icon bad" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32">
            <path
              d="M6 6l12 12M18 6L6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <h1>Your payment was not completed</h1>
        <p role="status">
          The payment was declined or cancelled, so <strong>nothing was charged</strong> and no booking was
          made.{reference && <> (Attempt {reference}.)</>}
        </p>
        {released === 'released' && (
          <p className="muted small">The places we were holding for you have been released.</p>
        )}
        <h2 style={{ fontSize: 'var(--text-lg)' }}>What you can do</h2>
        <ul>
          <li>Try again: your ticket, date, time, participants and details are kept.</li>
          <li>Check that your card allows online payments, or use another card.</li>
          <li>
            If money left your account, it is released automatically; contact us if it is not back within a
            few days.
          </li>
        </ul>
        {booking.ticketId ? (
          <NextSteps to="/checkout" label="Back to checkout" helpLabel="Get help" />
        ) : (
          <NextSteps to="/" label="Browse attractions" helpLabel="Get help" />
        )}
      </div>
    </div>
  );
});

export default FailedPage;

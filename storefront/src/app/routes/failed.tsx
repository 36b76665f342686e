import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  usePageMeta(
    t`Payment not completed`,
    t`Your payment did not go through. Nothing was charged; try again with your booking kept.`,
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
        <h1>
          <Trans>Your payment was not completed</Trans>
        </h1>
        <p role="status">
          <Trans>
            The payment was declined or cancelled, so <strong>nothing was charged</strong> and no booking was
            made.
          </Trans>
          {reference && <> {t`(Attempt ${reference}.)`}</>}
        </p>
        {released === 'released' && (
          <p className="muted small">
            <Trans>The places we were holding for you have been released.</Trans>
          </p>
        )}
        <h2 style={{ fontSize: 'var(--text-lg)' }}>
          <Trans>What you can do</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Try again: your ticket, date, time, participants and details are kept.</Trans>
          </li>
          <li>
            <Trans>Check that your card allows online payments, or use another card.</Trans>
          </li>
          <li>
            <Trans>
              If money left your account, it is released automatically; contact us if it is not back within a
              few days.
            </Trans>
          </li>
        </ul>
        {booking.ticketId ? (
          <NextSteps to="/checkout" label={t`Back to checkout`} helpLabel={t`Get help`} />
        ) : (
          <NextSteps to="/" label={t`Browse attractions`} helpLabel={t`Get help`} />
        )}
      </div>
    </div>
  );
});

export default FailedPage;

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BookingDetails } from '@/components/BookingDetails';
import { useProduct } from '@/features/catalogue/api';
import { useSuccessBooking } from '@/features/confirmation/useSuccessBooking';
import '@/features/confirmation/confirmation.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageFallback } from '@/components/PageFallback';
import { NextSteps } from '@/components/NextSteps';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking } from '@/stores/stores';
import { api } from '@/lib/api';
import { useTicket } from '@/lib/ticket-read';
import { EmailAddress } from '@/components/EmailAddress';
import { bookingCalendarFile } from '@/features/confirmation/calendar-file';
import type { Booking } from '@tours/core/schemas';
import { isPaidStatus } from '@tours/core/domain';
import { STATUS_WORDS } from '@/lib/booking-status';
import { WalletButtons } from '@/components/WalletButtons';
import { VisitPlace } from '@/components/VisitPlace';

const CHECK = 'M5 12l4 4L19 6';
const CLOCK = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2';

function Icon({ path, tone }: { path: string; tone: string }) {
  return (
    <div className={`result-icon ${tone}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

/**
 * The voucher's check-in QR code, drawn by the API from the success token (an image: no QR code
 * library in the page's JavaScript). It holds a random secret, not the reference shown beside it.
 */
function EntryCode({ token, reference }: { token: string; reference: string }) {
  const { t } = useLingui();
  return (
    <figure style={{ margin: 'var(--space-5) 0', textAlign: 'center' }}>
      <img
        src={api.successVoucherQrUrl(token)}
        width={208}
        height={208}
        alt={t`Check-in QR code for booking ${reference}`}
        style={{ display: 'block', margin: '0 auto', background: '#fff' }}
      />
      <figcaption className="muted">
        <Trans>
          Your check-in code. Your reference, <span style={{ whiteSpace: 'nowrap' }}>{reference}</span>, is
          for talking to us.
        </Trans>
      </figcaption>
    </figure>
  );
}

/** The voucher (PDF) and the visit as a calendar entry, both kept on the visitor's device. */
function KeepIt({ booking, token }: { booking: Booking; token: string }) {
  const site = useSite();
  const ticket = useTicket(booking.ticketId);
  const details = ticket.status === 'success' ? ticket.data : null;
  const ics = bookingCalendarFile(booking, {
    durationMinutes: details?.durationMinutes ?? null,
    meetingPoint: details?.meetingPoint ?? null,
    siteName: site.name,
    hostName: site.hostName,
  });
  return (
    <>
      <VisitPlace booking={booking} ticket={details} />
      <WalletButtons token={token} />
      <div className="result-actions">
        <a className="btn btn-secondary" href={api.successVoucherUrl(token)} download>
          <Trans>Download voucher (PDF)</Trans>
        </a>
        <a
          className="btn btn-secondary"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
          download={`booking-${booking.bookingId}.ics`}
        >
          <Trans>Add to calendar</Trans>
        </a>
      </div>
    </>
  );
}

/** The booking's facts, its attraction's name and ticket's title in the page's language. */
function SuccessDetails({ booking }: { booking: Booking }) {
  const product = useProduct(booking.service);
  return (
    <BookingDetails
      booking={booking}
      attraction={product.status === 'success' ? product.data.name : undefined}
    />
  );
}

/** The thanks, by the lead guest's first name, and where the confirmation mail went. */
function ThankYou({ booking }: { booking: Booking }) {
  const name = booking.name.split(' ')[0];
  return (
    <p role="status">
      <Trans>
        Thank you, {name}. Your confirmation, with your voucher, is on its way to{' '}
        <EmailAddress email={booking.email} />.
      </Trans>
    </p>
  );
}

/** Check-in at the entrance, and where to change or cancel the booking. */
function WhatNext({ reference }: { reference: string }) {
  return (
    <>
      <h2 style={{ fontSize: 'var(--text-lg)' }}>
        <Trans>What happens next</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            At the entrance, show the check-in code: here, in the confirmation email or on the voucher (phone
            or printed).
          </Trans>
        </li>
        <li>
          <Trans>
            Need to change the date or cancel?{' '}
            <Link to={`/booking?reference=${encodeURIComponent(reference)}`}>Manage booking</Link> (the link
            is in your confirmation email too).
          </Trans>
        </li>
      </ol>
    </>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const site = useSite();
  const booking = useBooking();
  const result = useSuccessBooking(token);
  const { t, i18n } = useLingui();
  usePageMeta(t`Booking confirmed`, t`Your booking reference and the details of your visit.`, site.name);

  // The booking is paid: the one in progress in this tab is done.
  // A checked-in (redeemed) booking is still a paid one: same page, with the entry code.
  const confirmed = result.status === 'done' && isPaidStatus(result.booking.bookingStatus);
  useEffect(() => {
    if (confirmed && booking.ticketId) booking.cancelBooking();
  }, [confirmed, booking]);

  const status = result.status === 'done' ? i18n._(STATUS_WORDS[result.booking.bookingStatus]) : '';
  if (result.status === 'loading') return <PageFallback label={t`Loading your booking`} />;

  return (
    <div className="container page-section result">
      <div className="card result-card">
        {result.status === 'error' && (
          <>
            <h1>
              <Trans>We could not show this booking</Trans>
            </h1>
            {token ? (
              <ErrorNotice error={result.error} what={t`this booking`} onRetry={result.retry} />
            ) : (
              <p className="muted">
                <Trans>This link has no booking in it.</Trans>
              </p>
            )}
            <p className="muted" style={{ marginTop: 'var(--space-4)' }}>
              <Trans>
                If you paid, your confirmation email has your booking reference. Our{' '}
                <Link to="/help-center">help center</Link> can find it for you.
              </Trans>
            </p>
          </>
        )}

        {result.status === 'pending' && (
          <>
            <Icon path={CLOCK} tone="wait" />
            <h1>
              <Trans>Confirming your payment…</Trans>
            </h1>
            <div role="status" aria-live="polite">
              <p>
                {result.gaveUp
                  ? t`Your payment is taking longer than usual to confirm. You do not need to pay again: we email your confirmation as soon as it arrives.`
                  : t`This usually takes a few seconds. Please keep this page open.`}
              </p>
            </div>
            <SuccessDetails booking={result.booking} />
            {result.gaveUp && (
              <button type="button" className="btn btn-secondary" onClick={result.retry}>
                <Trans>Check again</Trans>
              </button>
            )}
          </>
        )}

        {result.status === 'done' && confirmed && (
          <>
            <Icon path={CHECK} tone="ok" />
            <h1>
              <Trans>Your booking is confirmed</Trans>
            </h1>
            <ThankYou booking={result.booking} />
            <SuccessDetails booking={result.booking} />
            <EntryCode token={token} reference={result.booking.bookingId} />
            <KeepIt booking={result.booking} token={token} />
            <WhatNext reference={result.booking.bookingId} />
            <NextSteps to="/" label={t`Book another experience`} />
          </>
        )}

        {result.status === 'done' && !confirmed && (
          <>
            <h1>{t`This booking is ${status}`}</h1>
            <p>
              {result.booking.bookingStatus === 'expired' || result.booking.bookingStatus === 'failed'
                ? t`The payment was not completed, so nothing was charged and the seats were released.`
                : t`This booking is no longer active. If you have questions, contact us with the reference below.`}
            </p>
            <SuccessDetails booking={result.booking} />
            <div className="result-actions">
              <Link className="btn btn-primary" to="/">
                <Trans>Browse attractions</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

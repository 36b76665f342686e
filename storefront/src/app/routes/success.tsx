import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BookingDetails } from '@/components/BookingDetails';
import { useSuccessBooking } from '@/features/confirmation/useSuccessBooking';
import '@/features/confirmation/confirmation.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageFallback } from '@/components/PageFallback';
import { NextSteps } from '@/components/NextSteps';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking } from '@/stores/stores';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';
import { EmailAddress } from '@/components/EmailAddress';
import { bookingCalendarFile } from '@/features/confirmation/calendar-file';
import type { Booking } from '@tours/core/schemas';
import { isPaidStatus } from '@tours/core/domain';

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
  return (
    <figure style={{ margin: 'var(--space-5) 0', textAlign: 'center' }}>
      <img
        src={api.successVoucherQrUrl(token)}
        width={208}
        height={208}
        alt={`Check-in QR code for booking ${reference}`}
        style={{ display: 'block', margin: '0 auto', background: '#fff' }}
      />
      <figcaption className="muted">
        Your check-in code. Your reference, <span style={{ whiteSpace: 'nowrap' }}>{reference}</span>, is for
        talking to us.
      </figcaption>
    </figure>
  );
}

/** The voucher (PDF) and the visit as a calendar entry, both kept on the visitor's device. */
function KeepIt({ booking, token }: { booking: Booking; token: string }) {
  const site = useSite();
  const ticket = useQuery(`ticket:${booking.ticketId}`, () => api.getTicket(booking.ticketId));
  const details = ticket.status === 'success' ? ticket.data : null;
  const ics = bookingCalendarFile(booking, {
    durationMinutes: details?.durationMinutes ?? null,
    meetingPoint: details?.meetingPoint ?? null,
    siteName: site.name,
    hostName: site.hostName,
  });
  return (
    <>
      {details?.meetingPoint && (
        <p className="meeting-point">
          <strong>Meeting point:</strong> {details.meetingPoint}
        </p>
      )}
      <div className="result-actions">
        <a className="btn btn-secondary" href={api.successVoucherUrl(token)} download>
          Download voucher (PDF)
        </a>
        <a
          className="btn btn-secondary"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
          download={`booking-${booking.bookingId}.ics`}
        >
          Add to calendar
        </a>
      </div>
    </>
  );
}

export default function SuccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const site = useSite();
  const booking = useBooking();
  const result = useSuccessBooking(token);
  usePageMeta('Booking confirmed', 'Your booking reference and the details of your visit.', site.name);

  // The booking is paid: the one in progress in this tab is done.
  // A checked-in (redeemed) booking is still a paid one: same page, with the entry code.
  const confirmed = result.status === 'done' && isPaidStatus(result.booking.bookingStatus);
  useEffect(() => {
    if (confirmed && booking.ticketId) booking.cancelBooking();
  }, [confirmed, booking]);

  if (result.status === 'loading') return <PageFallback label="Loading your booking" />;

  return (
    <div className="container page-section result">
      <div className="card result-card">
        {result.status === 'error' && (
          <>
            <h1>We could not show this booking</h1>
            {token ? (
              <ErrorNotice error={result.error} what="this booking" onRetry={result.retry} />
            ) : (
              <p className="muted">This link has no booking in it.</p>
            )}
            <p className="muted" style={{ marginTop: 'var(--space-4)' }}>
              If you paid, your confirmation email has your booking reference. Our{' '}
              <Link to="/help-center">help center</Link> can find it for you.
            </p>
          </>
        )}

        {result.status === 'pending' && (
          <>
            <Icon path={CLOCK} tone="wait" />
            <h1>Confirming your payment…</h1>
            <div role="status" aria-live="polite">
              <p>
                {result.gaveUp
                  ? 'Your payment is taking longer than usual to confirm. You do not need to pay again: we email your confirmation as soon as it arrives.'
                  : 'This usually takes a few seconds. Please keep this page open.'}
              </p>
            </div>
            <BookingDetails booking={result.booking} />
            {result.gaveUp && (
              <button type="button" className="btn btn-secondary" onClick={result.retry}>
                Check again
              </button>
            )}
          </>
        )}

        {result.status === 'done' && confirmed && (
          <>
            <Icon path={CHECK} tone="ok" />
            <h1>Your booking is confirmed</h1>
            <p role="status">
              Thank you, {result.booking.name.split(' ')[0]}. Your confirmation, with your voucher, is on its
              way to <EmailAddress email={result.booking.email} />.
            </p>
            <BookingDetails booking={result.booking} />
            <EntryCode token={token} reference={result.booking.bookingId} />
            <KeepIt booking={result.booking} token={token} />
            <h2 style={{ fontSize: 'var(--text-lg)' }}>What happens next</h2>
            <ol>
              <li>
                At the entrance, show the check-in code: here, in the confirmation email or on the voucher
                (phone or printed).
              </li>
              <li>
                Need to change the date or cancel?{' '}
                <Link to={`/booking?reference=${encodeURIComponent(result.booking.bookingId)}`}>
                  Manage booking
                </Link>{' '}
                (the link is in your confirmation email too).
              </li>
            </ol>
            <NextSteps to="/" label="Book another experience" />
          </>
        )}

        {result.status === 'done' && !confirmed && (
          <>
            <h1>This booking is {result.booking.bookingStatus}</h1>
            <p>
              {result.booking.bookingStatus === 'expired' || result.booking.bookingStatus === 'failed'
                ? 'The payment was not completed, so nothing was charged and the seats were released.'
                : 'This booking is no longer active. If you have questions, contact us with the reference below.'}
            </p>
            <BookingDetails booking={result.booking} />
            <div className="result-actions">
              <Link className="btn btn-primary" to="/">
                Browse attractions
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@tours/core/api';
import type { ManageBookingView } from '@tours/core/schemas';
import '@/features/booking/booking.css';
import '@/features/checkout/checkout.css';
import '@/features/manage/manage.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { ChangeConfirmation } from '@/features/manage/ChangeConfirmation';
import { LookupForm } from '@/features/manage/LookupForm';
import { ManageBooking } from '@/features/manage/ManageBooking';
import { useManagedBooking } from '@/features/manage/api';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

/**
 * /booking: manage my booking. With `?token=` (the confirmation mail's link) it shows the
 * booking and its actions; without one, or with an expired one, the reference + e-mail form. The
 * server's head marks it noindex, like every page of one visitor's booking (api/src/seo/head.ts).
 */
export default function ManagePage() {
  const site = useSite();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const view = useManagedBooking(token, version);
  const checkAgain = useCallback(() => setVersion((v) => v + 1), []);
  // Back from paying for a dearer date: what became of the change is said at the top, in view,
  // from the booking as first read (kept while the page reads it again).
  const changed = params.get('changed') === '1';
  const [arrival, setArrival] = useState<ManageBookingView | null>(null);
  if (changed && !arrival && view.status === 'success') setArrival(view.data);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // What an action just did is said at the top of the page: it is brought into view and focused,
  // since the visitor acted far below it.
  useEffect(() => {
    if (!message) return;
    messageRef.current?.focus({ preventScroll: true });
    messageRef.current?.scrollIntoView({ block: 'center' });
  }, [message]);
  usePageMeta(
    t`Manage your booking`,
    t`Change the date of your booking, cancel it or get your voucher.`,
    site.name,
  );

  const expired = view.status === 'error' && isApiError(view.error) && view.error.status === 404;
  return (
    <div className="container page-section manage-page">
      <h1>
        <Trans>Manage your booking</Trans>
      </h1>
      {message && (
        <p ref={messageRef} tabIndex={-1} className="notice notice-success" role="status">
          {message}
        </p>
      )}
      {arrival && !message && <ChangeConfirmation token={token} view={arrival} onSettled={checkAgain} />}
      {token && view.status === 'loading' && (
        <div className="skeleton calendar-skeleton" aria-hidden="true" />
      )}
      {token && view.status === 'error' && !expired && (
        <ErrorNotice error={view.error} what={t`your booking`} onRetry={view.retry} />
      )}
      {expired && (
        <p className="notice notice-warning" role="alert">
          <Trans>This link has expired or is not valid. Ask for a new one below.</Trans>
        </p>
      )}
      {token && view.status === 'success' ? (
        <ManageBooking
          view={view.data}
          token={token}
          onChanged={(text) => {
            setMessage(text);
            setVersion((v) => v + 1);
          }}
        />
      ) : (
        (!token || expired) && <LookupForm reference={params.get('reference') ?? ''} />
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@tours/core/api';
import { ErrorNotice } from '@/components/ErrorNotice';
import { OfferPayment } from '@/features/checkout/OfferPayment';
import { WaitlistEntry } from '@/features/waitlist/WaitlistEntry';
import { useWaitlistEntry } from '@/features/waitlist/api';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

/**
 * /waitlist?token=… (the joining mail's link) and /waitlist-offer?token=… (the offer mail's): the
 * entry's place and leaving the list, or the seats held and paying for them. Marked noindex by the
 * server, like every page of one visitor's booking.
 */
export function WaitlistPage({ offerPage }: { offerPage: boolean }) {
  const site = useSite();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [version, setVersion] = useState(0);
  const entry = useWaitlistEntry(token, version);
  usePageMeta(
    offerPage ? t`Your seats from the waiting list` : t`Your place on the waiting list`,
    t`See your place on the waiting list, pay for seats offered to you, or leave the list.`,
    site.name,
  );
  const invalid =
    !token || (entry.status === 'error' && isApiError(entry.error) && entry.error.status === 404);
  return (
    <div className="container page-section waitlist-page">
      <h1>
        {offerPage ? (
          <Trans>Your seats from the waiting list</Trans>
        ) : (
          <Trans>Your place on the waiting list</Trans>
        )}
      </h1>
      {invalid && (
        <p className="notice notice-warning" role="alert">
          <Trans>This link is not valid. Use the link in the e-mail we sent you.</Trans>
        </p>
      )}
      {!invalid && entry.status === 'loading' && (
        <div className="skeleton calendar-skeleton" aria-hidden="true" />
      )}
      {!invalid && entry.status === 'error' && (
        <ErrorNotice error={entry.error} what={t`your place on the waiting list`} onRetry={entry.retry} />
      )}
      {entry.status === 'success' && (
        <WaitlistEntry
          token={token}
          entry={entry.data}
          offerPage={offerPage}
          payment={offerPage && <OfferPayment token={token} entry={entry.data} />}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </div>
  );
}

export default function WaitlistPlacePage() {
  return <WaitlistPage offerPage={false} />;
}

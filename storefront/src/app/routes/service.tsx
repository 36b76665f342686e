import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Ticket } from '@tours/core/schemas';
import { Gallery } from '@/features/catalogue/Gallery';
import { groupLabel } from '@/features/catalogue/ProductGroups';
import { PromotionBanner } from '@/features/catalogue/PromotionBanner';
import { TicketCard } from '@/features/catalogue/TicketCard';
import { usePromotion, useProduct, useTickets } from '@/features/catalogue/api';
import '@/features/catalogue/catalogue.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageFallback } from '@/components/PageFallback';
import { isApiError } from '@tours/core/api';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import type * as StoresModule from '@/stores/stores';

export default function ServicePage() {
  const { service = '' } = useParams();
  const site = useSite();
  const navigate = useNavigate();
  const product = useProduct(service);
  const tickets = useTickets(service);
  const promotion = usePromotion({ service });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const { t, i18n } = useLingui();
  const name = product.status === 'success' ? product.data.name : t`Experience`;
  const summary = product.status === 'success' ? product.data.description.slice(0, 150) : '';
  usePageMeta(
    product.status === 'success' ? t`${name} tickets` : t`Experience`,
    product.status === 'success' ? t`${summary} Book online with instant confirmation.` : undefined,
    site.name,
  );

  if (failure) throw failure.error;

  async function choose(ticket: Ticket, preferenceIndex: number) {
    let getBookingStore: typeof StoresModule.getBookingStore;
    try {
      // The booking store (and MobX) loads only now, keeping this page's first load small.
      ({ getBookingStore } = await import('@/stores/stores'));
    } catch (error) {
      // Shown by the route error boundary, with a way to try again, instead of a dead button.
      setFailure({ error });
      return;
    }
    const booking = getBookingStore();
    booking.selectTicket(ticket);
    booking.selectPreference(ticket.pricing[preferenceIndex]?.preference ?? '', preferenceIndex);
    navigate('/date-select');
  }

  if (product.status === 'loading') return <PageFallback label={t`Loading the experience`} />;
  if (product.status === 'error') {
    return <ProductNotLoaded error={product.error} onRetry={product.retry} />;
  }

  const p = product.data;
  return (
    <div className="container">
      <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
        <ol>
          <li>
            <Link to="/">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>{groupLabel(i18n, p.productGroup)}</li>
          <li aria-current="page">{p.name}</li>
        </ol>
      </nav>
      <div className="aside-layout product-layout">
        <div>
          <Gallery folder={p.slug} images={p.images} name={p.name} />
          <div className="product-intro">
            {p.location && <p className="eyebrow">{p.location}</p>}
            <h1>{p.name}</h1>
            <p className="product-description">{p.description}</p>
          </div>
          {promotion.status === 'success' && promotion.data && (
            <div style={{ marginTop: 'var(--space-6)' }}>
              <PromotionBanner promotion={promotion.data} />
            </div>
          )}
          <section className="page-section" aria-labelledby="tickets-title">
            <h2 id="tickets-title">
              <Trans>Choose your ticket</Trans>
            </h2>
            {tickets.status === 'loading' && <div className="skeleton" style={{ height: '14rem' }} />}
            {tickets.status === 'error' && (
              <ErrorNotice error={tickets.error} what={t`the tickets`} onRetry={tickets.retry} />
            )}
            {tickets.status === 'success' &&
              (tickets.data.length === 0 ? (
                <p className="muted">
                  <Trans>No tickets are on sale for this experience right now.</Trans>
                </p>
              ) : (
                <div className="ticket-list">
                  {tickets.data.map((ticket) => (
                    <TicketCard key={ticket._id} ticket={ticket} onChoose={choose} />
                  ))}
                </div>
              ))}
          </section>
        </div>
        <GoodToKnow />
      </div>
    </div>
  );
}

/** The product page when the product could not be read: gone (404) or not reachable now. */
function ProductNotLoaded({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const missing = isApiError(error) && error.status === 404;
  return (
    <div className="container page-section">
      <h1>{missing ? t`Experience not found` : t`We could not load this experience`}</h1>
      {missing ? (
        <p className="muted">
          <Trans>
            We could not find this experience. It may no longer be on sale.{' '}
            <Link to="/">Browse all attractions</Link>.
          </Trans>
        </p>
      ) : (
        <ErrorNotice error={error} what={t`this experience`} onRetry={onRetry} />
      )}
    </div>
  );
}

/** What every product page says about tickets, times, prices, cancelling and who sells them. */
function GoodToKnow() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Good to know`}>
      <div className="card aside-card">
        <h2 className="h3" style={{ fontSize: 'var(--text-lg)' }}>
          <Trans>Good to know</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Instant confirmation with a booking reference as soon as you pay.</Trans>
          </li>
          <li>
            <Trans>Mobile tickets: show them on your phone at the entrance.</Trans>
          </li>
          <li>
            <Trans>Dates and time slots are in Dubai time (GMT+4).</Trans>
          </li>
          <li>
            <Trans>Weekend prices apply on Saturdays and Sundays.</Trans>
          </li>
          <li>
            <Trans>
              Each ticket shows its cancellation policy; change the date or cancel yourself from “Manage
              booking” in your confirmation email.
            </Trans>
          </li>
          <li>
            <Trans>Sold by us as an intermediary on behalf of the operator of this experience.</Trans>
          </li>
        </ul>
      </div>
    </aside>
  );
}

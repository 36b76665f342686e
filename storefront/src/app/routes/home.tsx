import { Trans, useLingui } from '@lingui/react/macro';
import { ProductGridSkeleton, ProductGroups } from '@/features/catalogue/ProductGroups';
import { PromotionBanner } from '@/features/catalogue/PromotionBanner';
import { TrustPoints } from '@/features/catalogue/TrustPoints';
import { usePromotion } from '@/features/catalogue/api';
import '@/features/catalogue/catalogue.css';
import { FaqFromCatalogue } from '@/features/help/Faq';
import '@/features/help/help.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function HomePage() {
  const site = useSite();
  const promotion = usePromotion({ hostName: site.hostName });
  const { products } = site;
  const { t } = useLingui();
  usePageMeta(
    t`${site.name}: tickets for Dubai attractions and tours`,
    t`Book tickets for Burj Khalifa, desert safaris, dhow cruises and more of Dubai’s best experiences. Instant confirmation, secure payment, mobile tickets.`,
  );

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <p className="eyebrow">
            <Trans>Dubai, United Arab Emirates</Trans>
          </p>
          <h1 id="hero-title">
            <Trans>Dubai’s best attractions and tours, booked in minutes</Trans>
          </h1>
          <p>
            <Trans>
              Pick an experience, choose your date and time, and pay securely. Your booking is confirmed
              instantly and your tickets arrive on your phone.
            </Trans>
          </p>
          <ul className="hero-points">
            <li>
              <Trans>Instant confirmation</Trans>
            </li>
            <li>
              <Trans>Secure payment</Trans>
            </li>
            <li>
              <Trans>Official tickets from the providers</Trans>
            </li>
          </ul>
        </div>
      </section>

      <div className="container">
        {promotion.status === 'loading' && (
          <div className="promo promo-placeholder skeleton" aria-hidden="true" />
        )}
        {promotion.status === 'success' && promotion.data && <PromotionBanner promotion={promotion.data} />}

        <section id="attractions" className="page-section" aria-labelledby="attractions-title">
          <div className="section-head">
            <h2 id="attractions-title">
              <Trans>Things to do in Dubai</Trans>
            </h2>
            <p>
              <Trans>Hand-picked attractions with tickets you can book for today or any day ahead.</Trans>
            </p>
          </div>
          {products.status === 'loading' && <ProductGridSkeleton />}
          {products.status === 'error' && (
            <ErrorNotice error={products.error} what={t`the attractions`} onRetry={products.retry} />
          )}
          {products.status === 'success' &&
            (products.data.length > 0 ? (
              <ProductGroups products={products.data} />
            ) : (
              <p className="muted">
                <Trans>No attractions are on sale on this site right now. Please check back soon.</Trans>
              </p>
            ))}
        </section>

        <section className="page-section" aria-labelledby="why-title">
          <div className="section-head">
            <h2 id="why-title">
              <Trans>Why book with us</Trans>
            </h2>
          </div>
          <TrustPoints />
        </section>

        <section className="page-section faq-section" aria-labelledby="faq-title">
          <div className="section-head">
            <h2 id="faq-title">
              <Trans>Frequently asked questions</Trans>
            </h2>
          </div>
          <FaqFromCatalogue />
        </section>
      </div>
    </>
  );
}

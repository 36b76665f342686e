import { ProductGridSkeleton, ProductGroups } from '@/features/catalogue/ProductGroups';
import { PromotionBanner } from '@/features/catalogue/PromotionBanner';
import { TrustPoints } from '@/features/catalogue/TrustPoints';
import { usePromotion } from '@/features/catalogue/api';
import '@/features/catalogue/catalogue.css';
import { Faq } from '@/features/help/Faq';
import { BOOKING_FAQ, CANCELLATION_FAQ } from '@/features/help/faq';
import '@/features/help/help.css';
import { ErrorNotice } from '@/components/ErrorNotice';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';

export default function HomePage() {
  const site = useSite();
  const promotion = usePromotion({ hostName: site.hostName });
  const { products } = site;
  usePageMeta(
    `${site.name}: tickets for Dubai attractions and tours`,
    'Book tickets for Burj Khalifa, desert safaris, dhow cruises and more of Dubai’s best experiences. Instant confirmation, secure payment, mobile tickets.',
  );

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <p className="eyebrow">Dubai, United Arab Emirates</p>
          <h1 id="hero-title">Dubai’s best attractions and tours, booked in minutes</h1>
          <p>
            Pick an experience, choose your date and time, and pay securely. Your booking is confirmed
            instantly and your tickets arrive on your phone.
          </p>
          <ul className="hero-points">
            <li>Instant confirmation</li>
            <li>Secure payment</li>
            <li>Official tickets from the providers</li>
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
            <h2 id="attractions-title">Things to do in Dubai</h2>
            <p>Hand-picked attractions with tickets you can book for today or any day ahead.</p>
          </div>
          {products.status === 'loading' && <ProductGridSkeleton />}
          {products.status === 'error' && (
            <ErrorNotice error={products.error} what="the attractions" onRetry={products.retry} />
          )}
          {products.status === 'success' &&
            (products.data.length > 0 ? (
              <ProductGroups products={products.data} />
            ) : (
              <p className="muted">
                No attractions are on sale on this site right now. Please check back soon.
              </p>
            ))}
        </section>

        <section className="page-section" aria-labelledby="why-title">
          <div className="section-head">
            <h2 id="why-title">Why book with us</h2>
          </div>
          <TrustPoints />
        </section>

        <section className="page-section faq-section" aria-labelledby="faq-title">
          <div className="section-head">
            <h2 id="faq-title">Frequently asked questions</h2>
          </div>
          <Faq entries={[...BOOKING_FAQ, ...CANCELLATION_FAQ]} />
        </section>
      </div>
    </>
  );
}

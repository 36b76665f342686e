import { ATTRACTION_TIME_ZONE } from '@tours/core/domain';
import type { ActivePromotion } from '@tours/core/schemas';

// validUntil is the last instant of a Dubai day: read in Dubai it names that day, wherever the visitor is.
const untilFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: ATTRACTION_TIME_ZONE,
});

/**
 * The active promotion of the site or service, with its coupon code when it has one. Most pages
 * have none (the API answers null): then there is no banner.
 */
export function PromotionBanner({ promotion }: { promotion: ActivePromotion | null | undefined }) {
  if (!promotion) return null;
  const until = promotion.validUntil ? untilFormat.format(new Date(promotion.validUntil)) : null;
  return (
    <aside className="promo" aria-label="Current offer">
      <div className="promo-text">
        <p className="promo-title">{promotion.title}</p>
        <p className="promo-message">{promotion.message}</p>
        {until && <p className="promo-until">Valid until {until}</p>}
      </div>
      {promotion.couponCode && (
        <div className="promo-code">
          <span>Use code</span>
          <strong>{promotion.couponCode}</strong>
          {promotion.discountValue ? <span>{promotion.discountValue}% off at checkout</span> : null}
        </div>
      )}
    </aside>
  );
}

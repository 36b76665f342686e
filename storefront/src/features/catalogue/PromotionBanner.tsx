import type { ActivePromotion } from '@tours/core/schemas';

/** The active promotion of the site or service, with its coupon code when it has one. */
export function PromotionBanner({ promotion }: { promotion: ActivePromotion }) {
  const until = promotion.validUntil
    ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Asia/Dubai' }).format(
        new Date(promotion.validUntil),
      )
    : null;
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

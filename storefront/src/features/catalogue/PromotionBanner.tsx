import { ATTRACTION_TIME_ZONE, yearIn } from '@tours/core/domain';
import type { ActivePromotion } from '@tours/core/schemas';

// validUntil is the last instant of a Dubai day: read in Dubai it names that day, wherever the visitor is.
const untilFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: ATTRACTION_TIME_ZONE,
});
const untilFormatWithYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ATTRACTION_TIME_ZONE,
});

/** "25 November", or "25 November 2027" when that day is not in this year (in Dubai). */
function untilText(validUntil: string): string {
  const format = yearIn(validUntil) === yearIn() ? untilFormat : untilFormatWithYear;
  return format.format(new Date(validUntil));
}

/**
 * The active promotion of the site or service, with its coupon code when it has one. Most pages
 * have none (the API answers null): then there is no banner.
 */
export function PromotionBanner({ promotion }: { promotion: ActivePromotion | null | undefined }) {
  if (!promotion) return null;
  const until = promotion.validUntil ? untilText(promotion.validUntil) : null;
  return (
    <aside className="promo" aria-label="Current offer">
      <div className="promo-text">
        <p className="promo-title">{promotion.title}</p>
        <p className="promo-message">{promotion.message}</p>
        {until && (
          // The server's year may differ from the visitor's on New Year's Eve.
          <p className="promo-until" suppressHydrationWarning>
            Valid until {until}
          </p>
        )}
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

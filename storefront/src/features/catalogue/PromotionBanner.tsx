import { Trans, useLingui } from '@lingui/react/macro';
import { ATTRACTION_TIME_ZONE, DEFAULT_LOCALE, intlLocale, type Locale, yearIn } from '@tours/core/domain';
import type { ActivePromotion } from '@tours/core/schemas';
import { useLocale } from '@/i18n/i18n';

/**
 * "25 November", or "25 November 2027" when that day is not in this year (in Dubai), in the page's
 * language. validUntil is the last instant of a Dubai day: read in Dubai it names that day,
 * wherever the visitor is.
 */
function untilText(validUntil: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    ...(yearIn(validUntil) === yearIn() ? {} : { year: 'numeric' }),
    timeZone: ATTRACTION_TIME_ZONE,
  }).format(new Date(validUntil));
}

/**
 * The active promotion of the site or service, with its coupon code when it has one. Most pages
 * have none (the API answers null): then there is no banner.
 */
export function PromotionBanner({ promotion }: { promotion: ActivePromotion | null | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!promotion) return null;
  const until = promotion.validUntil ? untilText(promotion.validUntil, locale) : null;
  const percent = promotion.discountValue;
  return (
    <aside className="promo" aria-label={t`Current offer`}>
      <div className="promo-text">
        <p className="promo-title">{promotion.title}</p>
        <p className="promo-message">{promotion.message}</p>
        {until && (
          // The server's year may differ from the visitor's on New Year's Eve.
          <p className="promo-until" suppressHydrationWarning>
            <Trans>Valid until {until}</Trans>
          </p>
        )}
      </div>
      {promotion.couponCode && (
        <div className="promo-code">
          <span>
            <Trans>Use code</Trans>
          </span>
          <strong>{promotion.couponCode}</strong>
          {percent ? (
            <span>
              <Trans>{percent}% off at checkout</Trans>
            </span>
          ) : null}
        </div>
      )}
    </aside>
  );
}

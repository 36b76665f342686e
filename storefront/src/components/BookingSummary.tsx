import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { countStep, formatMoney, pairPrice } from '@tours/core/domain';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitDateText } from '@/lib/dates';
import { useBooking } from '@/stores/stores';

/** The booking so far with its price, computed by the core BookingStore. */
export const BookingSummary = observer(function BookingSummary({
  title,
  image,
  children,
}: {
  title?: string;
  image?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  const money = (amount: number) => formatMoney(amount, booking.currency, moneyLocale);
  const step = countStep(true);
  const adults = booking.adultCount;
  const kids = booking.childCount;
  const hasPeople = booking.participantCount > 0;
  const prices = booking.unitPrices;
  // Both people of a pair are charged: say so, with what a pair costs, instead of "free".
  const pairs = [
    booking.isAdultByOneGetOneActive && prices && t`${step} adults for ${money(pairPrice(prices.adult))}`,
    booking.isChildByOneGetOneActive && prices && t`${step} children for ${money(pairPrice(prices.child))}`,
  ].filter(Boolean);
  return (
    <section className="card summary-card" aria-labelledby="summary-title">
      {image && <img className="summary-thumb" src={image} alt="" width="640" height="360" />}
      <h2 id="summary-title">{title ?? t`Your booking`}</h2>
      <ul className="summary-lines">
        <li>
          <span className="label">{t`Ticket`}</span>
          <span className="value">{booking.ticketTitle}</span>
        </li>
        {booking.preference && (
          <li>
            <span className="label">{t`Option`}</span>
            <span className="value">
              {booking.pricing[booking.preferenceIndex]?.label ?? booking.preference}
            </span>
          </li>
        )}
        <li>
          <span className="label">{t`Date`}</span>
          <span className="value">
            {booking.bookingDateString
              ? visitDateText(i18n, booking.bookingDate, booking.bookingDateString)
              : t`Not chosen yet`}
          </span>
        </li>
        {booking.isTimeSlot && (
          <li>
            <span className="label">{t`Time`}</span>
            <span className="value">{booking.timeSlot || t`Not chosen yet`}</span>
          </li>
        )}
        {booking.adultCount > 0 && (
          <li>
            <span className="label">{t`${adults} × adult`}</span>
            <span className="value">{money(booking.adultTotal)}</span>
          </li>
        )}
        {booking.childCount > 0 && (
          <li>
            <span className="label">{t`${kids} × child`}</span>
            <span className="value">{money(booking.childTotal)}</span>
          </li>
        )}
        {pairs.length > 0 && (
          <li>
            <span className="label">{t`Sold in pairs`}</span>
            <span className="value">{pairs.join(' · ')}</span>
          </li>
        )}
        <CouponLine />
      </ul>
      <div className="summary-total" aria-live="polite">
        <span>{t`Total`}</span>
        <span>
          {booking.couponCode && hasPeople && <span className="was">{money(booking.totalAmount)}</span>}
          <span data-testid="summary-total">{money(booking.amountDue.amount)}</span>
        </span>
      </div>
      {children}
    </section>
  );
});

/** The coupon's line in a price breakdown, shown once the coupon applies to someone. */
export const CouponLine = observer(function CouponLine() {
  const { t } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  if (!booking.couponCode || booking.participantCount === 0) return null;
  const code = booking.couponCode;
  const percent = booking.discountValue;
  return (
    <li className="summary-discount">
      <span>{t`Coupon ${code} (−${percent}%)`}</span>
      <span className="value">−{formatMoney(booking.discountAmount, booking.currency, moneyLocale)}</span>
    </li>
  );
});

/** On a phone: the total and the next step, always in reach at the bottom of the screen. */
export const BottomBar = observer(function BottomBar({
  label,
  onContinue,
  disabled,
  note,
}: {
  label: string;
  onContinue: () => void;
  disabled?: boolean;
  note?: string;
}) {
  const { t } = useLingui();
  const moneyLocale = useMoneyLocale();
  const booking = useBooking();
  return (
    <div className="bottom-bar">
      <div className="total" aria-live="polite">
        <small>{note ?? t`Total`}</small>
        <strong data-testid="bottom-bar-total">
          {formatMoney(booking.amountDue.amount, booking.currency, moneyLocale)}
        </strong>
      </div>
      <button type="button" className="btn btn-primary" onClick={onContinue} disabled={disabled}>
        {label}
      </button>
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { countStep, formatMoney, pairPrice } from '@tours/core/domain';
import { useBooking } from '@/stores/stores';

/** The booking so far with its price, computed by the core BookingStore. */
export const BookingSummary = observer(function BookingSummary({
  title = 'Your booking',
  image,
  children,
}: {
  title?: string;
  image?: string;
  children?: ReactNode;
}) {
  const booking = useBooking();
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const hasPeople = booking.participantCount > 0;
  const prices = booking.unitPrices;
  // Both people of a pair are charged: say so, with what a pair costs, instead of "free".
  const pairs = [
    booking.isAdultByOneGetOneActive &&
      prices &&
      `${countStep(true)} adults for ${money(pairPrice(prices.adult))}`,
    booking.isChildByOneGetOneActive &&
      prices &&
      `${countStep(true)} children for ${money(pairPrice(prices.child))}`,
  ].filter(Boolean);
  return (
    <section className="card summary-card" aria-labelledby="summary-title">
      {image && <img className="summary-thumb" src={image} alt="" width="640" height="360" />}
      <h2 id="summary-title">{title}</h2>
      <ul className="summary-lines">
        <li>
          <span className="label">Ticket</span>
          <span className="value">{booking.ticketTitle}</span>
        </li>
        {booking.preference && (
          <li>
            <span className="label">Option</span>
            <span className="value">{booking.preference}</span>
          </li>
        )}
        <li>
          <span className="label">Date</span>
          <span className="value">{booking.bookingDateString || 'Not chosen yet'}</span>
        </li>
        {booking.isTimeSlot && (
          <li>
            <span className="label">Time</span>
            <span className="value">{booking.timeSlot || 'Not chosen yet'}</span>
          </li>
        )}
        {booking.adultCount > 0 && (
          <li>
            <span className="label">{booking.adultCount} × adult</span>
            <span className="value">{money(booking.adultTotal)}</span>
          </li>
        )}
        {booking.childCount > 0 && (
          <li>
            <span className="label">{booking.childCount} × child</span>
            <span className="value">{money(booking.childTotal)}</span>
          </li>
        )}
        {pairs.length > 0 && (
          <li>
            <span className="label">Sold in pairs</span>
            <span className="value">{pairs.join(' · ')}</span>
          </li>
        )}
        <CouponLine />
      </ul>
      <div className="summary-total" aria-live="polite">
        <span>Total</span>
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
  const booking = useBooking();
  if (!booking.couponCode || booking.participantCount === 0) return null;
  return (
    <li className="summary-discount">
      <span>
        Coupon {booking.couponCode} (−{booking.discountValue}%)
      </span>
      <span className="value">−{formatMoney(booking.discountAmount, booking.currency)}</span>
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
  const booking = useBooking();
  return (
    <div className="bottom-bar">
      <div className="total" aria-live="polite">
        <small>{note ?? 'Total'}</small>
        <strong data-testid="bottom-bar-total">
          {formatMoney(booking.amountDue.amount, booking.currency)}
        </strong>
      </div>
      <button type="button" className="btn btn-primary" onClick={onContinue} disabled={disabled}>
        {label}
      </button>
    </div>
  );
});

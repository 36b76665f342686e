import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { formatMoney, isCouponCodeFormat, normalizeCouponCode } from '@tours/core/domain';
import { visitorMessage } from '@/lib/errors';
import { useBooking, useCheckout } from '@/stores/stores';

/** A coupon code checked by the API; once accepted, the discount and the new total show at once. */
export const CouponForm = observer(function CouponForm() {
  const booking = useBooking();
  const checkout = useCheckout();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const couponCode = normalizeCouponCode(code);
    if (!couponCode) {
      setError('Enter a coupon code.');
      return;
    }
    if (!isCouponCodeFormat(couponCode)) {
      setError('Coupon codes are 3 to 32 letters or digits. Check the code and try again.');
      return;
    }
    setBusy(true);
    setError('');
    const applied = await checkout.validateCoupon(couponCode);
    setBusy(false);
    if (applied) {
      setCode('');
      toast.success(`Coupon ${booking.couponCode} applied: ${booking.discountValue}% off`);
    } else {
      setError(visitorMessage(checkout.couponError) || 'This coupon code is not valid.');
    }
  }

  if (booking.couponCode) {
    return (
      <div className="coupon-applied" role="status">
        <div>
          <strong>{booking.couponCode}</strong> applied: {booking.discountValue}% off
          <div className="muted small">
            You save {formatMoney(booking.discountAmount, booking.currency)}. New total{' '}
            {formatMoney(booking.amountDue.amount, booking.amountDue.currency)}.
          </div>
        </div>
        <button type="button" className="btn btn-ghost" onClick={checkout.removeCoupon}>
          Remove
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-form" onSubmit={apply} noValidate>
      <div className="field">
        <label htmlFor="coupon-code">Coupon code (optional)</label>
        <div className="coupon-row">
          <input
            id="coupon-code"
            className="input"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError('');
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
          />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? 'Checking…' : 'Apply'}
          </button>
        </div>
        <div aria-live="polite">
          {error && (
            <p id="coupon-error" className="field-error">
              {error}
            </p>
          )}
        </div>
      </div>
    </form>
  );
});

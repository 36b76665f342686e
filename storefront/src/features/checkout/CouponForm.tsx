import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { formatMoney, isCouponCodeFormat, normalizeCouponCode } from '@tours/core/domain';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitorMessage } from '@/lib/errors';
import { useBooking, useCheckout } from '@/stores/stores';

/** A coupon code checked by the API; once accepted, the discount and the new total show at once. */
export const CouponForm = observer(function CouponForm() {
  const { t, i18n } = useLingui();
  const money = useMoneyLocale();
  const booking = useBooking();
  const checkout = useCheckout();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const couponCode = normalizeCouponCode(code);
    if (!couponCode) {
      setError(t`Enter a coupon code.`);
      return;
    }
    if (!isCouponCodeFormat(couponCode)) {
      setError(t`Coupon codes are 3 to 32 letters or digits. Check the code and try again.`);
      return;
    }
    setBusy(true);
    setError('');
    const applied = await checkout.validateCoupon(couponCode);
    setBusy(false);
    if (applied) {
      setCode('');
      const applied = booking.couponCode;
      const percent = booking.discountValue;
      toast.success(t`Coupon ${applied} applied: ${percent}% off`);
    } else {
      setError(visitorMessage(i18n, checkout.couponError) || t`This coupon code is not valid.`);
    }
  }

  if (booking.couponCode) {
    const percent = booking.discountValue;
    const saved = formatMoney(booking.discountAmount, booking.currency, money);
    const total = formatMoney(booking.amountDue.amount, booking.amountDue.currency, money);
    return (
      <div className="coupon-applied" role="status">
        <div>
          <Trans>
            <strong>{booking.couponCode}</strong> applied: {percent}% off
          </Trans>
          <div className="muted small">
            <Trans>
              You save {saved}. New total {total}.
            </Trans>
          </div>
        </div>
        <button type="button" className="btn btn-ghost" onClick={checkout.removeCoupon}>
          <Trans>Remove</Trans>
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-form" onSubmit={apply} noValidate>
      <div className="field">
        <label htmlFor="coupon-code">
          <Trans>Coupon code (optional)</Trans>
        </label>
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
            {busy ? t`Checking…` : t`Apply`}
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

import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@tours/core/domain';
import { Modal } from '@/components/Modal';
import { useBooking, useCheckout } from '@/stores/stores';
import { useMoneyLocale } from '@/i18n/i18n';

/**
 * The amount due moved under the visitor (staff changed a price since the booking was chosen):
 * the old and the new amount side by side, and nothing goes to the payment page until the visitor
 * has seen it and pays again with the new amount on the button.
 */
export const PriceChangeDialog = observer(function PriceChangeDialog() {
  const { t } = useLingui();
  const money = useMoneyLocale();
  const checkout = useCheckout();
  const booking = useBooking();
  const navigate = useNavigate();
  const change = checkout.priceChange;
  const from = change ? formatMoney(change.from.amount, change.from.currency, money) : '';
  const to = change ? formatMoney(change.to.amount, change.to.currency, money) : '';

  function changeBooking() {
    checkout.acknowledgePriceChange();
    navigate('/date-select');
  }

  return (
    <Modal
      open={change !== null}
      title={t`The price has changed`}
      description={t`The price of this booking changed since you chose it. Nothing has been charged.`}
      onClose={checkout.acknowledgePriceChange}
      footer={
        <>
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={checkout.acknowledgePriceChange}
          >
            <Trans>Continue with {to}</Trans>
          </button>
          <button type="button" className="btn btn-ghost btn-block" onClick={changeBooking}>
            <Trans>Change my booking</Trans>
          </button>
        </>
      }
    >
      <dl className="price-change" data-testid="price-change">
        <div>
          <dt>
            <Trans>Before</Trans>
          </dt>
          <dd>
            <s>{from}</s>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Now</Trans>
          </dt>
          <dd>
            <strong>{to}</strong>
          </dd>
        </div>
      </dl>
      <p className="muted small">
        {booking.isTimeSlot ? (
          <Trans>You will pay {to}. You can change the date, time or participants first.</Trans>
        ) : (
          <Trans>You will pay {to}. You can change the date or participants first.</Trans>
        )}
      </p>
    </Modal>
  );
});

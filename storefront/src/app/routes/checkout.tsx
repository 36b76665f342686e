import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@tours/core/domain';
import { CHECKOUT_FORM_ID, CheckoutForm } from '@/features/checkout/CheckoutForm';
import { PriceChangeDialog } from '@/features/checkout/PriceChangeDialog';
import '@/features/checkout/checkout.css';
import { CancellationTerms } from '@/features/checkout/CancellationTerms';
import { FlowPage } from '@/components/FlowPage';
import { NoBooking } from '@/components/NoBooking';
import { usePageMeta } from '@/lib/page-meta';
import { useSite } from '@/stores/site';
import { useBooking, useCheckout } from '@/stores/stores';
import { loadPhoneNumbers } from '@/lib/phone-numbers';
import { useLocale, useMoneyLocale } from '@/i18n/i18n';

/**
 * Real phone-number validation, loading as soon as this page's code does; the router waits for it
 * before the page renders (the shape check stands in if it cannot load). Not a top-level await:
 * one anywhere in the app turns off the bundler's merging of shared chunks for the whole build,
 * which cost the home page's first load 2.4 KiB gzip in eight extra files.
 */
export const phoneNumbersReady: Promise<unknown> = loadPhoneNumbers().catch(() => undefined);

const CheckoutPage = observer(function CheckoutPage() {
  const booking = useBooking();
  const checkout = useCheckout();
  const site = useSite();
  const { t } = useLingui();
  const money = useMoneyLocale();
  // A booking restored from the browser carries the prices of when it was chosen: the ticket is
  // read again before any pay button is offered.
  // In the page's language: the ticket's title, questions and meeting point as the visitor reads them.
  const locale = useLocale();
  useEffect(() => {
    if (booking.ticketId) void checkout.refreshTicket(locale);
  }, [booking.ticketId, checkout, locale]);
  usePageMeta(
    t`Checkout`,
    t`Enter your details and pay securely to confirm your booking instantly.`,
    site.name,
  );

  if (!booking.ticketId) return <NoBooking />;
  const incomplete =
    !booking.bookingDate || (booking.isTimeSlot && !booking.timeSlot) || booking.countsProblem !== null;
  const priceChecked = checkout.ticketCheck === 'current';

  return (
    <FlowPage
      step={2}
      header={
        <>
          <h1>
            <Trans>Checkout</Trans>
          </h1>
          <p className="muted">
            <Trans>Almost done. Check your booking, add your details and pay securely.</Trans>
          </p>
        </>
      }
      summaryAction={
        <>
          <CancellationTerms
            ticketId={booking.ticketId}
            bookingDate={booking.bookingDate}
            timeSlot={booking.isTimeSlot && booking.timeSlot ? booking.timeSlot : null}
          />
          <p className="muted small" style={{ margin: 'var(--space-3) 0 0' }}>
            <Link to="/date-select">
              {booking.isTimeSlot ? t`Change date, time or participants` : t`Change date or participants`}
            </Link>
          </p>
        </>
      }
      footer={
        <>
          {!incomplete && (
            <div className="bottom-bar">
              <div className="total" aria-live="polite">
                <small>
                  <Trans>Total to pay</Trans>
                </small>
                <strong data-testid="bottom-bar-total">
                  {formatMoney(booking.amountDue.amount, booking.amountDue.currency, money)}
                </strong>
              </div>
              <button
                type="submit"
                form={CHECKOUT_FORM_ID}
                className="btn btn-primary"
                disabled={!priceChecked}
              >
                {priceChecked ? t`Pay now` : t`Checking price…`}
              </button>
            </div>
          )}
          <PriceChangeDialog />
        </>
      }
    >
      {incomplete ? (
        <div className="notice notice-warning" role="alert">
          <div>
            <p>
              {booking.isTimeSlot
                ? t`Your booking is missing a date, a time or the number of participants.`
                : t`Your booking is missing a date or the number of participants.`}
            </p>
            <Link className="btn btn-primary" to="/date-select">
              <Trans>Complete your booking</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <CheckoutForm />
      )}
    </FlowPage>
  );
});

export default CheckoutPage;

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@tours/core/domain';
import { useMoneyLocale } from '@/i18n/i18n';
import { visitDateText } from '@/lib/dates';
import type { Booking } from '@tours/core/schemas';
import { EmailAddress } from './EmailAddress';

/**
 * The booked ticket, date, people and amounts as the server recorded them. `showPaid`: the money
 * taken (amountPaid), left out where a statement of payments and refunds says it instead.
 * `attraction`: the attraction's name in the page's language, where the page has read it.
 */
export function BookingDetails({
  booking,
  showPaid = true,
  attraction,
}: {
  booking: Booking;
  showPaid?: boolean;
  attraction?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const moneyLocale = useMoneyLocale();
  const money = (amount: number) => formatMoney(amount, booking.currency, moneyLocale);
  const adults = booking.adultCount;
  const children = booking.childCount;
  const code = booking.couponCode;
  const percent = booking.discountValue;
  return (
    <dl className="facts booking-facts">
      <dt>
        <Trans>Reference</Trans>
      </dt>
      <dd>
        <strong data-testid="booking-reference">{booking.bookingId}</strong>
      </dd>
      {attraction && (
        <>
          <dt>
            <Trans>Attraction</Trans>
          </dt>
          <dd>{attraction}</dd>
        </>
      )}
      <dt>
        <Trans>Ticket</Trans>
      </dt>
      <dd>
        {booking.ticketTitle}
        {booking.preference ? ` · ${booking.preference}` : ''}
      </dd>
      <dt>
        <Trans>Date</Trans>
      </dt>
      <dd>{visitDateText(i18n, booking.bookingDate, booking.bookingDateString)}</dd>
      {booking.timeSlot && (
        <>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{booking.timeSlot}</dd>
        </>
      )}
      <dt>
        <Trans>Guests</Trans>
      </dt>
      <dd>
        {children > 0
          ? t`${plural(adults, { one: '# adult', other: '# adults' })}, ${plural(children, { one: '# child', other: '# children' })}`
          : t`${plural(adults, { one: '# adult', other: '# adults' })}`}
      </dd>
      <dt>
        <Trans>Lead guest</Trans>
      </dt>
      <dd>
        {booking.name}
        <br />
        <EmailAddress email={booking.email} />
      </dd>
      {booking.discountAmount > 0 && (
        <>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>
            −{money(booking.discountAmount)} {t`(${code}, ${percent}%)`}
          </dd>
        </>
      )}
      {showPaid ? (
        <>
          <dt>
            <Trans>Total paid</Trans>
          </dt>
          <dd>
            <strong>{money(booking.amountPaid)}</strong>
          </dd>
        </>
      ) : (
        <>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{money(booking.totalDiscountAmount)}</dd>
        </>
      )}
    </dl>
  );
}

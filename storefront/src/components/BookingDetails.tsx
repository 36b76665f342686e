import { formatMoney } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import { EmailAddress } from './EmailAddress';

/**
 * The booked ticket, date, people and amounts as the server recorded them. `showPaid`: the money
 * taken (amountPaid), left out where a statement of payments and refunds says it instead.
 */
export function BookingDetails({ booking, showPaid = true }: { booking: Booking; showPaid?: boolean }) {
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return (
    <dl className="facts booking-facts">
      <dt>Reference</dt>
      <dd>
        <strong data-testid="booking-reference">{booking.bookingId}</strong>
      </dd>
      <dt>Ticket</dt>
      <dd>
        {booking.ticketTitle}
        {booking.preference ? ` · ${booking.preference}` : ''}
      </dd>
      <dt>Date</dt>
      <dd>{booking.bookingDateString}</dd>
      {booking.timeSlot && (
        <>
          <dt>Time</dt>
          <dd>{booking.timeSlot}</dd>
        </>
      )}
      <dt>Guests</dt>
      <dd>
        {booking.adultCount} adult{booking.adultCount === 1 ? '' : 's'}
        {booking.childCount > 0
          ? `, ${booking.childCount} child${booking.childCount === 1 ? '' : 'ren'}`
          : ''}
      </dd>
      <dt>Lead guest</dt>
      <dd>
        {booking.name}
        <br />
        <EmailAddress email={booking.email} />
      </dd>
      {booking.discountAmount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>
            −{money(booking.discountAmount)} ({booking.couponCode}, {booking.discountValue}%)
          </dd>
        </>
      )}
      {showPaid ? (
        <>
          <dt>Total paid</dt>
          <dd>
            <strong>{money(booking.amountPaid)}</strong>
          </dd>
        </>
      ) : (
        <>
          <dt>Price</dt>
          <dd>{money(booking.totalDiscountAmount)}</dd>
        </>
      )}
    </dl>
  );
}

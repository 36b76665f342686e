import { Trans, useLingui } from '@lingui/react/macro';
import { formatBookingDate, mapsUrl } from '@tours/core/domain';
import type { Booking, Ticket } from '@tours/core/schemas';
import { visitDateText } from '@/lib/dates';

/**
 * Where the visit starts: the hotel pickup with the time core's pickupTime gave the booking, or the
 * meeting point with its directions; each with a link that opens the phone's maps at the place.
 */
export function VisitPlace({ booking, ticket }: { booking: Booking; ticket: Ticket | null }) {
  const { i18n } = useLingui();
  const pickup = booking.pickup;
  if (pickup) {
    const place = pickup.name;
    const time = pickup.time;
    // A pickup before midnight is the evening before the visit: then its day is said too.
    const day =
      pickup.date !== booking.bookingDate
        ? visitDateText(i18n, pickup.date, formatBookingDate(pickup.date))
        : null;
    return (
      <p className="meeting-point pickup-place">
        <strong>
          {time && day ? (
            <Trans>
              We pick you up from {place} at {time} on {day}
            </Trans>
          ) : time ? (
            <Trans>
              We pick you up from {place} at {time}
            </Trans>
          ) : (
            <Trans>We pick you up from {place}</Trans>
          )}
        </strong>
        {pickup.address && <> · {pickup.address}</>}{' '}
        <a href={mapsUrl(pickup.latitude, pickup.longitude)} target="_blank" rel="noreferrer">
          <Trans>Open in maps</Trans>
        </a>
      </p>
    );
  }
  if (!ticket?.meetingPoint) return null;
  const where = ticket.meetingPointLocation;
  return (
    <p className="meeting-point">
      <strong>
        <Trans>Meeting point:</Trans>
      </strong>{' '}
      {ticket.meetingPoint}
      {ticket.meetingPointInstructions && <> · {ticket.meetingPointInstructions}</>}
      {where && (
        <>
          {' '}
          <a href={mapsUrl(where.latitude, where.longitude)} target="_blank" rel="noreferrer">
            <Trans>Open in maps</Trans>
          </a>
        </>
      )}
    </p>
  );
}

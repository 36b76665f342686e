import type { ManageBookingView } from '@tours/core/schemas';
import { api } from '@/lib/api';
import { useTicket } from './api';

/**
 * What the visitor needs at the entrance: the check-in QR code (an image the API draws for the
 * manage token, for a paid booking only) and where to meet, when the ticket states it.
 */
export function VisitDay({ view, token }: { view: ManageBookingView; token: string }) {
  const { booking } = view;
  const ticket = useTicket(booking.ticketId);
  const meetingPoint = ticket.status === 'success' ? ticket.data.meetingPoint : null;
  if (!view.hasVoucher) return null;
  return (
    <section className="card card-pad manage-day" aria-labelledby="manage-day-title">
      <h2 id="manage-day-title" className="h3">
        On the day
      </h2>
      <figure className="manage-qr">
        <img
          src={api.manageVoucherQrUrl(token)}
          width={200}
          height={200}
          alt={`Check-in QR code for booking ${booking.bookingId}`}
        />
        <figcaption className="muted">
          Show this code at the entrance, on your phone or on the printed voucher.
        </figcaption>
      </figure>
      {meetingPoint && (
        <p data-testid="meeting-point">
          <strong>Meeting point:</strong> {meetingPoint}
        </p>
      )}
    </section>
  );
}

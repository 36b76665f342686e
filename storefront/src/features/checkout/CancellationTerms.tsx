import { describeCancellationDeadlines, type CalendarDate } from '@tours/core/domain';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/**
 * The ticket's cancellation policy for the chosen visit, in words with its cut-offs in Dubai time
 * ("Free cancellation until 15:00 on Thursday 26 November"), under the checkout summary.
 */
export function CancellationTerms({
  ticketId,
  bookingDate,
  timeSlot,
}: {
  ticketId: string;
  bookingDate: CalendarDate;
  timeSlot: string | null;
}) {
  const ticket = useQuery(ticketId ? `ticket:${ticketId}` : null, () => api.getTicket(ticketId));
  if (ticket.status !== 'success' || !bookingDate) return null;
  return (
    <p className="small" data-testid="checkout-policy" style={{ margin: 'var(--space-3) 0 0' }}>
      <strong>Cancellation:</strong>{' '}
      {describeCancellationDeadlines(ticket.data.cancellationPolicy, { bookingDate, timeSlot })}.
    </p>
  );
}

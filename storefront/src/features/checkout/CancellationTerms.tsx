import {
  cancellationTermsAt,
  formatCutOff,
  type CalendarDate,
  type CancellationTermsNow,
} from '@tours/core/domain';
import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/**
 * What the policy gives from now on, in words, with its cut-offs in Dubai time: never a free
 * cancellation whose cut-off has passed ("Free cancellation ended at 15:00 on Tuesday 24 November").
 */
export function cancellationTermsText({ ahead, passed, reason }: CancellationTermsNow): string {
  const until = (iso: string) => formatCutOff(iso);
  const freeEnded = passed.find((step) => step.window === 'free');
  const [now, later] = ahead;
  if (now?.window === 'free') {
    const then = later ? `; then a ${later.percent} % refund until ${until(later.until)}` : '';
    return `Free cancellation until ${until(now.until)}${then}.`;
  }
  if (now) {
    const partial = `${now.percent} % refund if you cancel by ${until(now.until)}; no refund after that.`;
    return freeEnded
      ? `Free cancellation ended at ${until(freeEnded.until)}. ${partial}`
      : `Non-refundable, except a ${partial}`;
  }
  if (reason === 'nonRefundable') return 'Non-refundable.';
  const last = passed.at(-1);
  if (reason === 'tooLate' && last)
    return last.window === 'free'
      ? `Free cancellation ended at ${until(last.until)}: this booking is no longer refundable.`
      : `The last refund window ended at ${until(last.until)}: this booking is no longer refundable.`;
  return 'This booking is no longer refundable.';
}

/**
 * The ticket's cancellation policy for the chosen visit as it stands now, under the checkout
 * summary (core's cancellationTermsAt: the same windows the refund at cancelling follows).
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
  const terms = cancellationTermsAt(ticket.data.cancellationPolicy, { bookingDate, timeSlot });
  return (
    <p className="small" data-testid="checkout-policy" style={{ margin: 'var(--space-3) 0 0' }}>
      <strong>Cancellation:</strong> {cancellationTermsText(terms)}
    </p>
  );
}

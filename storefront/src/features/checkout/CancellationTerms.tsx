import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cancellationTermsAt, type CalendarDate, type CancellationTermsNow } from '@tours/core/domain';
import { cutOffText } from '@/lib/dates';
import { useTicket } from '@/lib/ticket-read';

/**
 * What the policy gives from now on, in words, with its cut-offs in Dubai time: never a free
 * cancellation whose cut-off has passed ("Free cancellation ended at 15:00 on Tuesday 24 November").
 */
export function cancellationTermsText(i18n: I18n, { ahead, passed, reason }: CancellationTermsNow): string {
  const until = (iso: string) => cutOffText(i18n, iso);
  const freeEnded = passed.find((step) => step.window === 'free');
  const [now, later] = ahead;
  if (now?.window === 'free') {
    const nowUntil = until(now.until);
    if (!later) return i18n._(msg`Free cancellation until ${nowUntil}.`);
    const percent = later.percent;
    const laterUntil = until(later.until);
    return i18n._(msg`Free cancellation until ${nowUntil}; then a ${percent} % refund until ${laterUntil}.`);
  }
  if (now) {
    const percent = now.percent;
    const nowUntil = until(now.until);
    if (freeEnded) {
      const ended = until(freeEnded.until);
      return i18n._(
        msg`Free cancellation ended at ${ended}. ${percent} % refund if you cancel by ${nowUntil}; no refund after that.`,
      );
    }
    return i18n._(
      msg`Non-refundable, except a ${percent} % refund if you cancel by ${nowUntil}; no refund after that.`,
    );
  }
  if (reason === 'nonRefundable') return i18n._(msg`Non-refundable.`);
  const last = passed.at(-1);
  if (reason === 'tooLate' && last) {
    const ended = until(last.until);
    return last.window === 'free'
      ? i18n._(msg`Free cancellation ended at ${ended}: this booking is no longer refundable.`)
      : i18n._(msg`The last refund window ended at ${ended}: this booking is no longer refundable.`);
  }
  return i18n._(msg`This booking is no longer refundable.`);
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
  const { i18n } = useLingui();
  const ticket = useTicket(ticketId);
  if (ticket.status !== 'success' || !bookingDate) return null;
  const terms = cancellationTermsAt(ticket.data.cancellationPolicy, { bookingDate, timeSlot });
  return (
    <p className="small" data-testid="checkout-policy" style={{ margin: 'var(--space-3) 0 0' }}>
      <strong>
        <Trans>Cancellation:</Trans>
      </strong>{' '}
      {cancellationTermsText(i18n, terms)}
    </p>
  );
}

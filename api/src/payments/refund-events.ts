import type Stripe from 'stripe';
import type { RefundState } from './provider';
import { refundStateFromStripe } from './stripe-provider';

/** The refund states a refund event carries: the refund itself, or a charge's listed refunds. */
export function refundStatesOf(event: Stripe.Event): RefundState[] | null {
  switch (event.type) {
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return [refundStateFromStripe(event.data.object)];
    case 'charge.refunded':
      // Listed only when the account's API version expands them; refund.updated comes either way.
      return (event.data.object.refunds?.data ?? []).map(refundStateFromStripe);
    default:
      return null;
  }
}

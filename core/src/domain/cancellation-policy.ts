import type { CancellationPolicy } from './cancellation';

/**
 * A cancellation policy's defaults and its words without a date: what the product page, the ticket
 * cards and the FAQ show. Apart from cancellation.ts (which re-exports them) so those first pages
 * load these few lines, not the refund rules.
 */

/** What a ticket without a policy of its own offers: the industry's common 24 hours. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = { freeUntilHours: 24, partial: null };

export const NON_REFUNDABLE: CancellationPolicy = { freeUntilHours: null, partial: null };

const hoursText = (hours: number) =>
  hours === 0 ? 'until the visit starts' : `up to ${hours} hour${hours === 1 ? '' : 's'} before the visit`;

/** The policy in plain words, without a date: product pages, ticket cards and the FAQ. */
export function describeCancellationPolicy(policy: CancellationPolicy): string {
  const parts: string[] = [];
  if (policy.freeUntilHours !== null) parts.push(`Free cancellation ${hoursText(policy.freeUntilHours)}`);
  if (policy.partial) {
    const partial = `${policy.partial.refundPercent} % refund ${hoursText(policy.partial.untilHours)}`;
    parts.push(parts.length ? partial : `Non-refundable, except a ${partial}`);
  }
  return parts.length ? parts.join('; ') : 'Non-refundable';
}

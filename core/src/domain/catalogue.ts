import { fromPrice, type PricingEntry } from './pricing';
import type { MinorUnits } from './money';

/** What a "from" price needs of a ticket. */
export interface PricedTicket {
  pricing: readonly PricingEntry[];
  currency: string;
}

/**
 * The "from" price of a product: the lowest "from" price (fromPrice) among its tickets sold in the
 * product's currency. Tickets priced in another currency are left out, since minor units of two
 * currencies cannot be compared. Null when no ticket has a price in that currency.
 */
export function productFromPrice(tickets: readonly PricedTicket[], currency: string): MinorUnits | null {
  let lowest: MinorUnits | null = null;
  for (const ticket of tickets) {
    if (ticket.currency.toLowerCase() !== currency.toLowerCase()) continue;
    const price = fromPrice(ticket.pricing);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

/** The shortest and longest visit a product's tickets state, in minutes. */
export interface DurationRange {
  min: number;
  max: number;
}

/**
 * How long a visit to a product lasts, from its tickets' stated durations: the shortest and the
 * longest. Tickets that state none are left out; null when none states one.
 */
export function productDuration(
  tickets: readonly { durationMinutes?: number | null | undefined }[],
): DurationRange | null {
  const known = tickets.flatMap((t) => (typeof t.durationMinutes === 'number' ? [t.durationMinutes] : []));
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : null;
}

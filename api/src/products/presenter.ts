import { productDuration, productFromPrice, type PricingEntry } from '@tours/core/domain';
import type { Product } from '@tours/core/schemas';
import { json } from '../lib/present';
import type { ProductRow, TicketSummaryRow } from './repository';

// Turns a products row into the specification's camelCase JSON.

/**
 * A product with what its card shows of its tickets on sale (`tickets`, when given): the "from"
 * price and the length of the visit, by core's rules.
 */
export function presentProduct(row: ProductRow, tickets?: readonly TicketSummaryRow[]): Product {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    productGroup: row.product_group,
    hostName: row.host_name,
    description: row.description,
    images: json<string[]>(row.images, []),
    currency: row.currency,
    timeZone: row.time_zone,
    ...(row.location ? { location: row.location } : {}),
    ...(tickets ? summaryOf(row, tickets) : {}),
  };
}

function summaryOf(
  row: ProductRow,
  tickets: readonly TicketSummaryRow[],
): Pick<Product, 'fromPrice' | 'duration'> {
  const own = tickets
    .filter((t) => t.service === row.slug)
    .map((t) => ({
      pricing: json<PricingEntry[]>(t.pricing, []),
      currency: t.currency,
      durationMinutes: t.duration_minutes,
    }));
  return { fromPrice: productFromPrice(own, row.currency), duration: productDuration(own) };
}

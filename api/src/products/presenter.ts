import {
  productDuration,
  productFromPrice,
  translated,
  type Locale,
  type PricingEntry,
} from '@tours/core/domain';
import { ProductTranslationsSchema, type AdminProduct, type Product } from '@tours/core/schemas';
import { json } from '../lib/present';
import { storedTranslations } from '../lib/translations';
import type { ProductRow, TicketSummaryRow } from './repository';

// Turns a products row into the specification's camelCase JSON.

/**
 * A product with what its card shows of its tickets on sale (`tickets`, when given): the "from"
 * price and the length of the visit, by core's rules. Its name, description and area in `locale`,
 * each in English where it is not translated.
 */
export function presentProduct(
  row: ProductRow,
  tickets?: readonly TicketSummaryRow[],
  locale: Locale = 'en',
): Product {
  const translations = storedTranslations(ProductTranslationsSchema, row.translations);
  return {
    _id: row.id,
    slug: row.slug,
    name: translated(row.name, translations, locale, 'name'),
    productGroup: row.product_group,
    hostName: row.host_name,
    description: translated(row.description, translations, locale, 'description'),
    images: json<string[]>(row.images, []),
    currency: row.currency,
    timeZone: row.time_zone,
    ...(row.location ? { location: translated(row.location, translations, locale, 'location') } : {}),
    ...(tickets ? summaryOf(row, tickets) : {}),
  };
}

/** A product as staff edit its words: English in its fields, the other languages beside. */
export function presentAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...presentProduct(row),
    translations: storedTranslations(ProductTranslationsSchema, row.translations),
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

import type { Product } from '@tours/core/schemas';
import { json } from '../lib/present';
import type { ProductRow } from './repository';

// Turns a products row into the specification's camelCase JSON.

export function presentProduct(row: ProductRow): Product {
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
  };
}

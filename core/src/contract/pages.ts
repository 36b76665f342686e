/**
 * The storefront's pages as the API serves them: which path is the home page, a product, one of
 * the layout's fixed pages, or not found. The storefront's router and the API (which answers a
 * not-found path with 404, whether or not it can render the page) read this one table. Like
 * `./paths`, it imports no zod, so the storefront's first page can load it.
 */

import { SERVICE_SLUG_MAX, SERVICE_SLUG_PATTERN } from '../domain/constants';

/** Whether a path segment can name a product: the shape the API accepts for a slug. */
export function isServiceSlug(value: string): boolean {
  return value.length <= SERVICE_SLUG_MAX && SERVICE_SLUG_PATTERN.test(value);
}

/**
 * The first segment of the layout's fixed pages; any other single segment names a product. A new
 * page of the storefront must be listed here, or the API answers it with 404.
 */
export const FIXED_PAGES: ReadonlySet<string> = new Set([
  'date-select',
  'checkout',
  'success',
  'failed',
  'terms-condition',
  'privacy-policy',
  'company-details',
  'help-center',
  'booking',
  'waitlist',
  'waitlist-offer',
]);

export type FirstPageRoute =
  { page: 'home' } | { page: 'service'; service: string } | { page: 'help' } | { page: 'not-found' };

/** The fixed page the server renders too: the help centre, whose questions are catalogue content. */
const SERVER_RENDERED_FIXED_PAGE = 'help-center';

/**
 * The page at a path when the server renders it: the home page, a product (/:service), the help
 * centre or the not-found page; null for the layout's other fixed pages (rendered in the browser). A segment that
 * cannot be a product's slug (`/Burj-Khalifa`, a deeper path, an undecodable one) is not found
 * without asking for the product.
 */
export function firstPageRoute(pathname: string): FirstPageRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { page: 'home' };
  if (segments.length !== 1) return { page: 'not-found' };
  if (segments[0] === SERVER_RENDERED_FIXED_PAGE) return { page: 'help' };
  if (FIXED_PAGES.has(segments[0]!)) return null;
  let service: string;
  try {
    service = decodeURIComponent(segments[0]!);
  } catch {
    return { page: 'not-found' };
  }
  return isServiceSlug(service) ? { page: 'service', service } : { page: 'not-found' };
}

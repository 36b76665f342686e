import { DEFAULT_LOCALE, productFromPrice, type Locale, type MinorUnits } from '@tours/core/domain';
import {
  ServiceSchema,
  type ActivePromotion,
  type Product,
  type PublicFaqEntry,
  type Ticket,
} from '@tours/core/schemas';
import { faqService } from '../faq/service';
import type { Executor } from '../db';
import { ApiError } from '../errors';
import { jsonResponse } from '../lib/json-response';
import { presentProduct } from '../products/presenter';
import { presentTicketIn } from '../tickets/presenter';
import { type ProductRow } from '../products/repository';
import { type TicketRow } from '../tickets/repository';
import { productsRepository } from '../products/repository';
import { cachedRead } from '../lib/catalogue-cache';
import { keyIn, normalizeHostName, productsService } from '../products/service';
import { ticketsService } from '../tickets/service';
import { promotionsService } from '../promotions/service';
import type { AppDeps } from '../types';

/** A product as the page heads, the sitemap and the share cards describe it. */
export interface SeoProduct {
  product: Product;
  /** Its tickets on sale, as GET /tickets/service answers them. */
  tickets: Ticket[];
  /** The lowest adult price, in the product's currency (core's productFromPrice). */
  fromPrice: MinorUnits | null;
  /** The latest change to the product or any of its tickets (a deleted ticket included). */
  lastModified: string;
}

export interface SeoSite {
  /** The site key the host name resolves to (normalizeHostName). */
  site: string;
  products: SeoProduct[];
}

export function describeProduct(product: Product, tickets: Ticket[], lastModified: string): SeoProduct {
  return { product, tickets, fromPrice: productFromPrice(tickets, product.currency), lastModified };
}

async function loadSite(db: Executor, site: string, locale: Locale): Promise<SeoSite> {
  // ProductRow leaves the timestamps out; the query selects every column.
  const products = (await productsRepository.listByHost(db, site)) as (ProductRow & { updated_at: Date })[];
  const slugs = products.map((p) => p.slug);
  const tickets: TicketRow[] = slugs.length
    ? await db<TicketRow>('tickets')
        .whereIn('service', slugs)
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
    : [];
  return {
    site,
    products: products.map((row) => {
      const own = tickets.filter((t) => t.service === row.slug);
      const changed = Math.max(
        new Date(row.updated_at).getTime(),
        ...own.map((t) => new Date(t.updated_at).getTime()),
      );
      return describeProduct(
        presentProduct(row, undefined, locale),
        own.filter((t) => t.deleted_at === null).map((t) => presentTicketIn(t, locale)),
        new Date(changed).toISOString(),
      );
    }),
  };
}

/**
 * The products of the site a host name shows, with their tickets, "from" prices and last changes,
 * their words in `locale` (the sitemap and the share cards read the English ones). Cached with the
 * catalogue (region seoSite, one entry per language): staff changes reach it as they reach the
 * shop's reads.
 */
export function seoSite(deps: AppDeps, hostName: string, locale: Locale = DEFAULT_LOCALE): Promise<SeoSite> {
  const site = normalizeHostName(hostName, deps.config.siteHostAliases);
  return cachedRead(deps.catalogueCache, 'seoSite', keyIn(site, locale), () =>
    loadSite(deps.db, site, locale),
  );
}

/**
 * A product page's data as the API answers it in the page's language (GET /products/slug/:slug,
 * GET /tickets/service, with `lang`): null when there is no such product (the page is not found),
 * and, given the request's host name, when the product belongs to another site: only a site's own
 * products exist on its hosts. A database failure throws.
 */
export async function productPageData(
  deps: AppDeps,
  slug: string,
  hostName?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ product: Product; tickets: Ticket[] } | null> {
  if (!ServiceSchema.safeParse(slug).success) return null;
  const { db, catalogueCache, config } = deps;
  try {
    const [product, tickets] = await Promise.all([
      productsService.productBySlug(db, slug, locale),
      cachedRead(catalogueCache, 'ticketsByService', keyIn(slug, locale), async () =>
        jsonResponse(await ticketsService.ticketsByService(db, slug, locale)),
      ),
    ]);
    const aliases = config.siteHostAliases;
    if (
      hostName !== undefined &&
      normalizeHostName(product.hostName, aliases) !== normalizeHostName(hostName, aliases)
    )
      return null;
    return { product, tickets: JSON.parse(tickets.body.toString('utf8')) as Ticket[] };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * What the home page shows of the catalogue, as the API answers it in the page's language: the
 * site's products, its offer and the help centre's questions.
 */
export async function homePageData(
  deps: AppDeps,
  hostName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ products: Product[]; promotion: ActivePromotion | null; faq: PublicFaqEntry[] }> {
  const { db, catalogueCache, config } = deps;
  const [products, promotion, faq] = await Promise.all([
    productsService.siteProductsAnswer(db, catalogueCache, hostName, config.siteHostAliases, locale),
    promotionsService.active(db, { hostName, lang: locale }, config.siteHostAliases),
    faqService.publicAnswer(db, catalogueCache, locale),
  ]);
  return {
    products: JSON.parse(products.body.toString('utf8')) as Product[],
    promotion,
    faq: JSON.parse(faq.body.toString('utf8')) as PublicFaqEntry[],
  };
}

/** The help centre's questions in the page's language, as GET /faq answers them. */
export async function faqPageData(deps: AppDeps, locale: Locale = DEFAULT_LOCALE): Promise<PublicFaqEntry[]> {
  const faq = await faqService.publicAnswer(deps.db, deps.catalogueCache, locale);
  return JSON.parse(faq.body.toString('utf8')) as PublicFaqEntry[];
}

/** The offer a product page shows (GET /single?service=…), in the page's language, or null. */
export function productPromotion(
  deps: AppDeps,
  service: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ActivePromotion | null> {
  return promotionsService.active(deps.db, { service, lang: locale }, deps.config.siteHostAliases);
}

import { DEFAULT_LOCALE, type Locale } from '@tours/core/domain';
import type { AdminProduct, Product, ProductTranslations } from '@tours/core/schemas';
import type { Executor } from '../db';
import { auditUpdate, type Actor } from '../lib/audit';
import { translationsWrite } from '../lib/translations';
import { cachedRead, type CatalogueCache } from '../lib/catalogue-cache';
import { jsonResponse, type JsonResponse } from '../lib/json-response';
import { notFound } from '../errors';
import { presentAdminProduct, presentProduct } from './presenter';
import { productsRepository, type ProductRow } from './repository';

/** Products as the API answers them: each with its tickets' "from" price and visit length. */
async function present(db: Executor, rows: ProductRow[], locale: Locale): Promise<Product[]> {
  const tickets = await productsRepository.ticketSummaries(
    db,
    rows.map((r) => r.slug),
  );
  return rows.map((row) => presentProduct(row, tickets, locale));
}

/**
 * A catalogue cache key in a language: English keeps the bare key (the entries the checkout,
 * the schedule and the pages' heads share), another language is a key of its own.
 */
export function keyIn(key: string, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? key : `${key}|${locale}`;
}

/** Host names that mean "this machine" all show the demo site, stored as `localhost`. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/**
 * `Shop.Example.com:8080` → `shop.example.com`; loopback names → `localhost`; then an operator's
 * alias (SITE_HOST_ALIASES) when one is given for that host.
 */
export function normalizeHostName(hostName: string, aliases: Record<string, string> = {}): string {
  let host = hostName.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.replace(/:\d+$/, '');
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  const local = LOCAL_HOSTS.has(host) ? 'localhost' : host;
  // Own keys only: a host named `constructor` or `__proto__` must not find Object.prototype's.
  return Object.hasOwn(aliases, local) ? aliases[local]! : local;
}

export const productsService = {
  async products(db: Executor, productGroup?: string, locale: Locale = DEFAULT_LOCALE): Promise<Product[]> {
    return present(db, await productsRepository.list(db, { productGroup }), locale);
  },

  async productsByHost(
    db: Executor,
    hostName: string,
    aliases?: Record<string, string>,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Product[]> {
    return present(db, await productsRepository.listByHost(db, normalizeHostName(hostName, aliases)), locale);
  },

  /**
   * GET /products/hostName's answer, serialised and kept in the catalogue cache keyed by the site
   * the host name resolves to (all the answer depends on): the route sends it, and the server-rendered
   * home page hands the same answer over.
   */
  siteProductsAnswer(
    db: Executor,
    cache: CatalogueCache | undefined,
    hostName: string,
    aliases?: Record<string, string>,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<JsonResponse> {
    const site = normalizeHostName(hostName, aliases);
    return cachedRead(cache, 'productsByHost', keyIn(site, locale), async () =>
      jsonResponse(await productsService.productsByHost(db, hostName, aliases, locale)),
    );
  },

  async productBySlug(db: Executor, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Product> {
    const row = await productsRepository.findBySlug(db, slug);
    if (!row) throw notFound('product');
    return (await present(db, [row], locale))[0]!;
  },

  async adminProduct(db: Executor, slug: string): Promise<AdminProduct> {
    const row = await productsRepository.findBySlug(db, slug);
    if (!row) throw notFound('product');
    return presentAdminProduct(row);
  },

  /** Replaces an attraction's name and description in the other languages; English stays. */
  async updateTranslations(
    trx: Executor,
    slug: string,
    translations: ProductTranslations,
    actor: Actor,
  ): Promise<AdminProduct> {
    const before = await productsService.adminProduct(trx, slug);
    const row = await productsRepository.updateTranslations(trx, slug, translationsWrite(translations));
    if (!row) throw notFound('product');
    await auditUpdate(trx, actor, 'product', row.id, { before: before.translations, input: translations });
    return presentAdminProduct(row);
  },
};

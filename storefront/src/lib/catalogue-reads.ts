import { createHttp, QueryCache, type CacheTag, type Parser, type QueryValue } from '@tours/core/api';
import { pathOf, paths } from '@tours/core/contract/paths';
import { DEFAULT_LOCALE, type Locale } from '@tours/core/domain';
import type { ActivePromotion, Product, PublicFaqEntry, Ticket } from '@tours/core/schemas';
import { API_BASE } from './api-base';

/**
 * The reads the home, product and help pages need before they can paint: products of the site,
 * one product, its tickets, the active promotion and the help centre's questions.
 *
 * They do not go through the core API client on purpose: that client checks every answer against
 * its zod schemas, and zod with all the schemas is about 31 KiB gzip whose start-up alone held
 * the main thread for several hundred milliseconds on a throttled phone before anything painted.
 * These answers come from our own API on the same origin (its tests pin their shapes); they go
 * through core's transport (createHttp: timeout, categorised failures, error bodies) with a cheap
 * structural check in place of the schema, so a proxy's error page or a wrong shape is the same
 * PARSING_ERROR the core client raises and the pages' error handling is unchanged. Everything after the first
 * page (the booking store, checkout) still uses the core client with full validation.
 *
 * Answers are kept in core's QueryCache, the product's one query layer (shared requests, kept 60 s
 * unused), keyed by URL, and the server may hand the first ones over in the page itself (see
 * `seedFromPage`), so the first render needs no fetch.
 */

type Check = (json: unknown) => boolean;

/**
 * A variable, not a constant: `withSeeds` swaps in a cache of one page's answers while the server
 * renders that page.
 */
let cache = new QueryCache();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isProduct: Check = (v) =>
  isObject(v) && typeof v.slug === 'string' && typeof v.name === 'string' && Array.isArray(v.images);
const isTicket: Check = (v) => isObject(v) && typeof v._id === 'string' && Array.isArray(v.pricing);
const isPromotion: Check = (v) => v === null || (isObject(v) && typeof v.title === 'string');
const isFaqEntry: Check = (v) =>
  isObject(v) &&
  typeof v.question === 'string' &&
  typeof v.answer === 'string' &&
  typeof v.section === 'string';
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);

const http = createHttp({ baseUrl: API_BASE });

/** A structural check as the parser core's transport expects in place of a zod schema. */
function parserOf<T>(check: Check): Parser<T> {
  return {
    safeParse: (value) =>
      check(value)
        ? { success: true, data: value as T }
        : { success: false, error: { issues: ['the answer does not have the expected shape'] } },
  };
}

interface Read {
  path: string;
  query?: Record<string, QueryValue>;
}

export function urlOf(read: Read): string {
  return http.urlOf(read);
}

function fetchJson(call: Read, check: Check): Promise<unknown> {
  return http({ method: 'GET', ...call, schema: parserOf(check) });
}

function read<T>(call: Read, check: Check, tags: readonly CacheTag[], force = false): Promise<T> {
  return cache.read(urlOf(call), tags, () => fetchJson(call, check) as Promise<T>, force);
}

/**
 * While the browser hydrates the server's HTML, only answers the server had (and rendered with)
 * may show: an answer fetched meanwhile would make the first render differ from that HTML.
 */
let seedsOnly = false;

/** The answer for a URL when it has already arrived (or was handed over in the page). */
export function peek<T>(url: string): T | undefined {
  return cache.peek<T>(url, { seededOnly: seedsOnly });
}

/** The browser is about to hydrate the server's HTML: until it has, show only handed-over answers. */
export function beginHydration(): void {
  seedsOnly = true;
}

/** The first render has committed: fetched answers may show from now on. */
export function endHydration(): void {
  seedsOnly = false;
}

/** Id of the `<script type="application/json">` the server may put the page's first answers in. */
export const SEED_ELEMENT_ID = 'catalogue-data';

/**
 * Takes the answers the server rendered into the page ({ url: answer }) so the first render needs
 * no request. The element is JSON (CSP allows it: it never executes) and read through textContent.
 */
export function seedFromPage(doc: Document = document): void {
  const element = doc.getElementById(SEED_ELEMENT_ID);
  if (!element?.textContent) return;
  let seeds: unknown;
  try {
    seeds = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (isObject(seeds)) seedInto(cache, seeds);
}

/** The storefront never writes the catalogue, so a handed-over answer needs no tags. */
function seedInto(target: QueryCache, seeds: Record<string, unknown>): void {
  for (const [url, data] of Object.entries(seeds)) target.seed(url, [], data);
}

/**
 * The server side of `seedFromPage`: renders with exactly these answers and no others. Rendering
 * is synchronous (renderToString), so one request's answers never leak into another's page.
 */
export function withSeeds<T>(seeds: Record<string, unknown>, render: () => T): T {
  const saved = cache;
  cache = new QueryCache();
  seedInto(cache, seeds);
  try {
    return render();
  } finally {
    cache.clear();
    cache = saved;
  }
}

/**
 * The page's language as the reads ask for it: English asks nothing (`?lang=en` is the API's
 * default, and the bare URL is the one the API's own cache and the English pages share), another
 * language is part of the URL, so the cache and the server's hand-over keep each language apart.
 */
const langOf = (lang: Locale): { lang?: Locale } => (lang === DEFAULT_LOCALE ? {} : { lang });

const reads = {
  productsByHost: (hostName: string, lang: Locale): Read => ({
    path: pathOf(paths.products.byHost),
    query: { hostName, ...langOf(lang) },
  }),
  product: (slug: string, lang: Locale): Read => ({
    path: pathOf(paths.products.bySlug, { slug }),
    query: langOf(lang),
  }),
  tickets: (service: string, lang: Locale): Read => ({
    path: pathOf(paths.tickets.byService),
    query: { service, ...langOf(lang) },
  }),
  promotion: (query: PromotionOf, lang: Locale): Read => ({
    path: pathOf(paths.promotions.active),
    query: { ...query, ...langOf(lang) },
  }),
  faq: (lang: Locale): Read => ({ path: pathOf(paths.faq.list), query: langOf(lang) }),
};

type PromotionOf = { hostName: string } | { service: string };

/**
 * Every read in the language of the page (the catalogue's texts come from the API in it, English
 * where staff wrote no translation), so that no catalogue text is bundled with the page's code.
 */
export const catalogueReads = {
  productsByHostUrl: (hostName: string, lang: Locale) => urlOf(reads.productsByHost(hostName, lang)),
  productUrl: (slug: string, lang: Locale) => urlOf(reads.product(slug, lang)),
  ticketsUrl: (service: string, lang: Locale) => urlOf(reads.tickets(service, lang)),
  promotionUrl: (query: PromotionOf, lang: Locale) => urlOf(reads.promotion(query, lang)),
  faqUrl: (lang: Locale) => urlOf(reads.faq(lang)),

  getProductsByHost: (hostName: string, lang: Locale, force?: boolean) =>
    read<Product[]>(reads.productsByHost(hostName, lang), listOf(isProduct), ['Product'], force),
  getProductBySlug: (slug: string, lang: Locale, force?: boolean) =>
    read<Product>(reads.product(slug, lang), isProduct, ['Product'], force),
  getTicketsByService: (service: string, lang: Locale, force?: boolean) =>
    read<Ticket[]>(reads.tickets(service, lang), listOf(isTicket), ['Ticket'], force),
  /** The promotion shown on the page, or null when none is running (the API answers 200 null). */
  getActivePromotion: (query: PromotionOf, lang: Locale, force?: boolean) =>
    read<ActivePromotion | null>(reads.promotion(query, lang), isPromotion, ['Promotion'], force),
  /** The help centre's questions, booking first, each section in its order. */
  getFaq: (lang: Locale, force?: boolean) =>
    read<PublicFaqEntry[]>(reads.faq(lang), listOf(isFaqEntry), ['Faq'], force),
};

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Middleware } from 'koa';
import { firstPageRoute, type FirstPageRoute } from '@tours/core/contract/pages';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@tours/core/domain';
import type { ActivePromotion, Product, PublicFaqEntry, Ticket } from '@tours/core/schemas';
import {
  describeProduct,
  faqPageData,
  homePageData,
  productPageData,
  productPromotion,
  seoSite,
  type SeoProduct,
} from './seo/catalogue';
import {
  addNoindex,
  applyHead,
  applyLanguage,
  fixedPageHead,
  homeHead,
  isPublicPage,
  notFoundHead,
  productHead,
  renderHead,
  type HeadWords,
  type PageHead,
} from './seo/head';
import { jsonForScript } from './seo/json-ld';
import { seoRoutes, shareCardsOf, type SeoCards } from './seo/routes';
import type { SiteIdentity } from './seo/site';
import { siteOrigin } from './seo/site';
import type { AppDeps } from './types';

export { jsonForScript };

/**
 * Server rendering of the storefront's pages (the Lighthouse and search issues): instead of an
 * empty shell that paints only after the scripts and the first API answers, index.html arrives
 * with the page's HTML, the product and tickets answers the page would fetch (inert JSON the
 * client reads through textContent, which the CSP allows), a preload of the product photo, and the
 * page's own head (title, description, canonical, share card, structured data: api/src/seo/).
 * A path no page has, and a product that does not exist, get the not-found page with a 404.
 * The storefront hydrates that HTML (storefront/src/main.tsx).
 *
 * The renderer is the storefront's own code, built by `vite build --ssr` into `out/ssr/` of the storefront, beside
 * the served `dist/` (storefront/src/entry-server.tsx). Without it, or when rendering fails, the
 * plain index.html is served and the storefront renders in the browser as before.
 */

/** The contract of storefront/src/entry-server.tsx. */
interface StorefrontRenderer {
  render(
    pathname: string,
    hostName: string,
    data: PageData,
  ): Promise<{ html: string; head: string; seeds: Record<string, unknown> } | null>;
  site?: SiteIdentity;
  /** The heads' titles and descriptions in a language (absent in older builds: English). */
  headWords?(locale: Locale): Promise<HeadWords>;
}

/** What a page shows of the catalogue, as the API answers it (storefront/src/entry-server.tsx). */
interface PageData {
  product?: Product | null;
  tickets?: Ticket[];
  products?: Product[];
  promotion?: ActivePromotion | null;
  faq?: PublicFaqEntry[];
}

/**
 * The home page's products, offer and questions, the help centre's questions, or a product page's
 * offer, in the page's language: rendered
 * with the page rather than filled in after a fetch. A database failure leaves them to the browser.
 */
async function catalogueOf(
  deps: AppDeps,
  ctx: Context,
  page: { locale: Locale; route: FirstPageRoute | null },
  product: unknown,
): Promise<PageData> {
  const { locale, route } = page;
  try {
    if (route?.page === 'home') return await homePageData(deps, ctx.hostname, locale);
    if (route?.page === 'help') return { faq: await faqPageData(deps, locale) };
    if (route?.page === 'service' && product)
      return { promotion: await productPromotion(deps, route.service, locale) };
  } catch (err) {
    deps.logger.warn({ err, path: ctx.path }, 'page data could not be read: the browser reads it');
  }
  return {};
}

/** Id of the inert JSON script (storefront/src/lib/catalogue-reads.ts reads it). */
const SEED_ELEMENT_ID = 'catalogue-data';
/** The static shell of index.html that a rendered page replaces. */
const SHELL = /<div id="root">\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*<\/div>/;

/** Fills index.html with a rendered page; the template unchanged when it has no shell marker. */
export function fillTemplate(
  template: string,
  page: { html: string; head: string; seeds: Record<string, unknown> },
): string {
  if (!SHELL.test(template)) return template;
  const seeds =
    Object.keys(page.seeds).length > 0
      ? `<script type="application/json" id="${SEED_ELEMENT_ID}">${jsonForScript(page.seeds)}</script>`
      : '';
  return template
    .replace(SHELL, () => `<div id="root" data-ssr>${page.html}</div>`)
    .replace('</head>', () => `${page.head}${seeds}</head>`);
}

/**
 * The product as the sitemap knows it when it is on this site, else from the page's own reads,
 * in the page's language: the head's words and structured data in it, the share card (drawn
 * with a Latin font) always from the English one.
 */
async function seoProduct(
  deps: AppDeps,
  ctx: Context,
  locale: Locale,
  product: Product,
  tickets: Ticket[],
): Promise<{ item: SeoProduct; card: SeoProduct }> {
  const find = async (l: Locale) =>
    (await seoSite(deps, ctx.hostname, l)).products.find((p) => p.product.slug === product.slug);
  const item = (await find(locale)) ?? describeProduct(product, tickets, new Date().toISOString());
  return { item, card: locale === DEFAULT_LOCALE ? item : ((await find(DEFAULT_LOCALE)) ?? item) };
}

async function headOf(
  deps: AppDeps,
  cards: SeoCards,
  ctx: Context,
  ssr: StorefrontRenderer & { site: SiteIdentity },
  page: { locale: Locale; path: string; route: FirstPageRoute | null },
  product?: { product: Product; tickets: Ticket[] } | null,
): Promise<PageHead | null> {
  const { locale, path: pagePath, route } = page;
  const { site } = ssr;
  const origin = siteOrigin(ctx, deps.config);
  const words = await ssr.headWords?.(locale);
  if (route?.page === 'home') {
    const [catalogue, english] = await Promise.all([
      seoSite(deps, ctx.hostname, locale),
      seoSite(deps, ctx.hostname),
    ]);
    return homeHead(origin, site, catalogue, cards.homeImage(origin, site, english), locale, words);
  }
  if (route?.page === 'service' && product) {
    const { item, card } = await seoProduct(deps, ctx, locale, product.product, product.tickets);
    return productHead(origin, site, item, cards.productImage(origin, site, card), locale, words);
  }
  if (route?.page === 'not-found' || (route?.page === 'service' && product === null))
    return notFoundHead(site);
  const catalogue = await seoSite(deps, ctx.hostname);
  return fixedPageHead(origin, site, pagePath, cards.homeImage(origin, site, catalogue), locale, words);
}

export interface StorefrontPage {
  status: 200 | 404;
  html: string;
}

export interface StorefrontPages {
  /**
   * The page for a navigation to this path: rendered for /, /:service, /help-center and not-found
   * paths, else plain index.html.
   */
  page(ctx: Context): Promise<StorefrontPage>;
  /** /sitemap.xml, /robots.txt and the share cards (/share/…png). */
  seo: Middleware;
}

export interface StorefrontPagesOptions {
  /** Where product pictures live (/assets/…): the share cards draw them. */
  assetsDir: string;
}

export function storefrontPages(
  deps: AppDeps,
  dist: string,
  options: StorefrontPagesOptions,
): StorefrontPages {
  const { logger } = deps;
  const indexHtml = path.join(dist, 'index.html');
  const rendererFile = path.join(dist, '..', 'out', 'ssr', 'entry-server.js');
  let renderer: Promise<StorefrontRenderer | null> | undefined;
  let template: { mtimeMs: number; text: string } | undefined;

  function loadRenderer(): Promise<StorefrontRenderer | null> {
    renderer ??= fs.existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<StorefrontRenderer>).catch((err: unknown) => {
          logger.warn({ err }, 'storefront renderer could not load: serving the plain shell');
          return null;
        })
      : Promise.resolve(null);
    return renderer;
  }
  const siteIdentity = async () => (await loadRenderer())?.site ?? null;
  const cards: SeoCards = shareCardsOf(deps, options.assetsDir);

  /** index.html, read again only when a rebuild replaced it. */
  function readTemplate(): string {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: fs.readFileSync(indexHtml, 'utf8') };
    return template.text;
  }

  return {
    seo: seoRoutes(deps, { cards, siteIdentity }),

    async page(ctx) {
      // The language is the path's prefix (`/ms/…`); English has none. `/` never looks at
      // Accept-Language: crawlers and shared links get the page the link names.
      const { locale, path: pagePath } = splitLocalePath(ctx.path);
      const text = applyLanguage(readTemplate(), locale);
      const ssr = await loadRenderer();
      // The status follows from core's page table, so it is the same without the renderer.
      const route = firstPageRoute(pagePath);
      let status: 200 | 404 = route?.page === 'not-found' ? 404 : 200;
      let product: { product: Product; tickets: Ticket[] } | null | undefined;
      if (route?.page === 'service') {
        try {
          product = await productPageData(deps, route.service, ctx.hostname, locale);
          if (product === null) status = 404;
        } catch {
          // The database is unwell: the page loads the product in the browser and says why.
          product = undefined;
        }
      }
      if (!ssr) return { status, html: text };

      let html = text;
      try {
        const head = ssr.site
          ? await headOf(
              deps,
              cards,
              ctx,
              { ...ssr, site: ssr.site },
              { locale, path: pagePath, route },
              product,
            )
          : null;
        if (head) html = applyHead(html, renderHead(head, ssr.site!));
        // Without the storefront's identity (an older build), the generic head, but never indexed
        // where it should not be.
        else if (status === 404 || (route === null && !isPublicPage(pagePath))) html = addNoindex(html);
      } catch (err) {
        logger.warn({ err, path: ctx.path }, 'page head could not be built: serving the generic one');
      }
      if (!route) return { status, html };
      try {
        // A null product tells the page (and then the browser) that there is no such product.
        const data: PageData =
          product === null
            ? { product: null }
            : { ...product, ...(await catalogueOf(deps, ctx, { locale, route }, product)) };
        const page = await ssr.render(ctx.path, ctx.hostname, data);
        return { status, html: page ? fillTemplate(html, page) : html };
      } catch (err) {
        logger.warn(
          { err, path: ctx.path },
          'storefront page could not be rendered: serving the plain shell',
        );
        return { status, html };
      }
    },
  };
}

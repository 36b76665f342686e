import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { DEFAULT_CURRENCY, formatMoney, productFromPrice } from '@tours/core/domain';
import { describeProduct, productPageData, seoSite, type SeoProduct, type SeoSite } from './catalogue';
import type { ShareImage } from './head';
import { shareCards, type ShareCardContent } from './share-card';
import { siteOrigin, type SiteIdentity } from './site';
import { robotsTxt, sitemapXml } from './sitemap';
import type { AppDeps } from '../types';

const HOME_CARD_PATH = '/share/home.png';
const PRODUCT_CARD_PATH = /^\/share\/products\/([^/]+)\.png$/;

const fromLabel = (amount: number | null, currency: string) =>
  amount === null ? null : `From ${formatMoney(amount, currency)}`;

export function productCardContent(site: SiteIdentity, item: SeoProduct): ShareCardContent {
  const { product } = item;
  return {
    key: product.slug,
    title: product.name,
    eyebrow: product.location ? `${site.name} · ${product.location}` : site.name,
    price: fromLabel(item.fromPrice, product.currency),
    picture: product.images[0] ?? null,
  };
}

/** The home page's card: the first product's picture, the lowest price on the site. */
export function homeCardContent(site: SiteIdentity, catalogue: SeoSite): ShareCardContent {
  const first = catalogue.products[0]?.product;
  const currency = first?.currency ?? DEFAULT_CURRENCY;
  const lowest = productFromPrice(
    catalogue.products.flatMap((p) => p.tickets),
    currency,
  );
  const count = catalogue.products.length;
  return {
    // Not a possible slug (no underscore in slugs): never a product's file.
    key: `_home-${catalogue.site.replace(/[^a-z0-9.-]/g, '-')}`,
    title: 'Tickets for Dubai attractions and tours',
    eyebrow: count > 0 ? `${site.name} · ${count} experience${count === 1 ? '' : 's'}` : site.name,
    price: fromLabel(lowest, currency),
    picture: first?.images[0] ?? null,
  };
}

export interface SeoCards {
  productImage(origin: string, site: SiteIdentity, item: SeoProduct): ShareImage;
  homeImage(origin: string, site: SiteIdentity, catalogue: SeoSite): ShareImage;
  /** Sends the card's PNG. */
  send(ctx: Context, content: ShareCardContent): Promise<void>;
}

/** Share cards drawn into $DATA_DIR/share-cards (see share-card.ts for how they are versioned). */
export function shareCardsOf(deps: AppDeps, assetsDir: string): SeoCards {
  const cards = shareCards({ dir: path.join(deps.config.dataDir, 'share-cards'), assetsDir });
  const url = (origin: string, pathname: string, content: ShareCardContent) =>
    `${origin}${pathname}?v=${cards.version(content)}`;
  return {
    productImage(origin, site, item) {
      const content = productCardContent(site, item);
      return {
        url: url(origin, `/share/products/${encodeURIComponent(item.product.slug)}.png`, content),
        alt: [content.title, content.price].filter(Boolean).join(', '),
      };
    },
    homeImage(origin, site, catalogue) {
      const content = homeCardContent(site, catalogue);
      return {
        url: url(origin, HOME_CARD_PATH, content),
        alt: [`${site.name}: ${content.title}`, content.price].filter(Boolean).join(', '),
      };
    },
    async send(ctx, content) {
      const version = cards.version(content);
      const file = await cards.file(content);
      ctx.type = 'image/png';
      ctx.etag = version;
      // A versioned URL (the one the pages give) never changes; any other asks again each time.
      ctx.set(
        'Cache-Control',
        ctx.query.v === version
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.length = (await fs.promises.stat(file)).size;
      ctx.body = ctx.method === 'HEAD' ? null : fs.createReadStream(file);
      ctx.status = 200;
    },
  };
}

function noCard(ctx: Context) {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = 'No such share card';
}

function sendText(ctx: Context, type: string, body: string) {
  ctx.type = type;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.body = ctx.method === 'HEAD' ? null : body;
}

/**
 * /sitemap.xml, /robots.txt and the share cards. Each answers for the site of the request's host
 * name, as GET /products/hostName does.
 */
export function seoRoutes(
  deps: AppDeps,
  { cards, siteIdentity }: { cards: SeoCards; siteIdentity: () => Promise<SiteIdentity | null> },
): Middleware {
  return async function seoRoutes(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = () => siteOrigin(ctx, deps.config);
    if (ctx.path === '/robots.txt') return sendText(ctx, 'text/plain; charset=utf-8', robotsTxt(origin()));
    if (ctx.path === '/sitemap.xml') {
      const catalogue = await seoSite(deps, ctx.hostname);
      return sendText(ctx, 'application/xml; charset=utf-8', sitemapXml(origin(), catalogue));
    }
    const productCard = PRODUCT_CARD_PATH.exec(ctx.path);
    if (ctx.path !== HOME_CARD_PATH && !productCard) return next();
    const site = await siteIdentity();
    // The cards name the site as its pages do; without the storefront's renderer there is no card.
    if (!site) return next();
    if (productCard) {
      let slug: string;
      try {
        slug = decodeURIComponent(productCard[1]!);
      } catch {
        return next();
      }
      // A product of another site has no card on this host, as it has no page.
      const data = await productPageData(deps, slug, ctx.hostname);
      if (!data) return noCard(ctx);
      return cards.send(ctx, productCardContent(site, describeProduct(data.product, data.tickets, '')));
    }
    // A host with no products is not a site (any Host header can be sent): no card is drawn for it.
    const catalogue = await seoSite(deps, ctx.hostname);
    if (catalogue.products.length === 0) return noCard(ctx);
    return cards.send(ctx, homeCardContent(site, catalogue));
  };
}

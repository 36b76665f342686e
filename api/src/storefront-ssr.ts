import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { ServiceSchema, type Product, type Ticket } from '@tours/core/schemas';
import { jsonResponse } from './lib/json-response';
import { cachedRead } from './services/catalogue-cache';
import { catalogueService } from './services/catalogue';
import type { AppDeps } from './types';

/**
 * Server rendering of the storefront's home and product pages (the Lighthouse issue): instead of
 * an empty shell that paints only after the scripts and the first API answers, index.html arrives
 * with the page's HTML, the product and tickets answers the page would fetch (inert JSON the
 * client reads through textContent, which the CSP allows), and a preload of the product photo.
 * The storefront hydrates that HTML (storefront/src/main.tsx).
 *
 * The renderer is the storefront's own code, built by `vite build --ssr` into `out/ssr/` of the storefront, beside
 * the served `dist/` (storefront/src/entry-server.tsx). Without it, or when rendering fails, the
 * plain index.html is served and the storefront renders in the browser as before.
 */

/** The contract of storefront/src/entry-server.tsx. */
interface StorefrontRenderer {
  firstPageRoute(pathname: string): { page: 'home' } | { page: 'service'; service: string } | null;
  render(
    pathname: string,
    hostName: string,
    data: { product?: Product; tickets?: Ticket[] },
  ): Promise<{ html: string; head: string; seeds: Record<string, unknown> } | null>;
}

/** Id of the inert JSON script (storefront/src/lib/catalogue-reads.ts reads it). */
const SEED_ELEMENT_ID = 'catalogue-data';
/** The static shell of index.html that a rendered page replaces. */
const SHELL = /<div id="root">\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*<\/div>/;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`), `>`, `&`,
 * and no U+2028/U+2029, which older parsers treat as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

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

export interface StorefrontPages {
  /** The HTML for a navigation to this path: rendered for / and /:service, else plain index.html. */
  html(ctx: Context): Promise<string>;
}

export function storefrontPages(deps: AppDeps, dist: string): StorefrontPages {
  const { db, catalogueCache, logger } = deps;
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

  /** index.html, read again only when a rebuild replaced it. */
  function readTemplate(): string {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: fs.readFileSync(indexHtml, 'utf8') };
    return template.text;
  }

  /** The answers the product page reads first, as the API would send them; none when it would fail. */
  async function productData(service: string): Promise<{ product?: Product; tickets?: Ticket[] }> {
    if (!ServiceSchema.safeParse(service).success) return {};
    try {
      const [product, tickets] = await Promise.all([
        catalogueService.productBySlug(db, service),
        cachedRead(catalogueCache, 'ticketsByService', service, async () =>
          jsonResponse(await catalogueService.ticketsByService(db, service)),
        ),
      ]);
      return { product, tickets: JSON.parse(tickets.body.toString('utf8')) as Ticket[] };
    } catch {
      // No such product (or the database is unwell): the page loads it in the browser and says why.
      return {};
    }
  }

  return {
    async html(ctx) {
      const text = readTemplate();
      const ssr = await loadRenderer();
      const route = ssr?.firstPageRoute(ctx.path);
      if (!ssr || !route) return text;
      try {
        const data = route.page === 'service' ? await productData(route.service) : {};
        const page = await ssr.render(ctx.path, ctx.hostname, data);
        return page ? fillTemplate(text, page) : text;
      } catch (err) {
        logger.warn(
          { err, path: ctx.path },
          'storefront page could not be rendered: serving the plain shell',
        );
        return text;
      }
    },
  };
}

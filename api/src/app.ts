import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import Router from '@koa/router';
import cors from '@koa/cors';
import compress from 'koa-compress';
import { constants as zlib } from 'node:zlib';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import { authenticate } from './admin-auth/service';
import { createCheckoutRouter, RAW_BODY_PATHS } from './checkout/routes';
import { FastReads } from './lib/fast-reads';
import { errorHandler } from './middleware/error-handler';
import { rawBody } from './middleware/raw-body';
import { serialiseJson } from './middleware/serialise-json';
import { serveStatic } from './middleware/static-files';
import { storefrontPages } from './storefront-ssr';
import { serveUploadedImages } from './tickets/images';
import { createRouters } from './routers';
import { docsPage } from './docs/routes';
import { createOctoRouter, octoBoundary, octoNotFound } from './octo/routes';
import type { AppDeps } from './types';
import './types';
import { CAPTCHA_ORIGINS, captchaMeta } from './checkout/captcha';
import { offerFreedSeatsAfterWrites } from './waitlist/hooks';

export const API_PREFIX = '/api/v1';
/** Product and site images shipped with the API: /assets/{product}/images/… */
export const ASSETS_DIR = fileURLToPath(new URL('../assets/', import.meta.url));
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Every API route under /api/v1, in one router (the route-enumeration tests walk its stack). The
 * checkout router is mounted here too. 405, 501 and OPTIONS come from this router's own
 * allowedMethods() (createApp): it reads the same matched routes a resource router's would, and one
 * of those per resource router ran, and answered nothing, on every API request.
 */
export function createApiRouter(deps: AppDeps): Router {
  const api = new Router({ prefix: API_PREFIX });
  api.use(offerFreedSeatsAfterWrites(deps));
  for (const router of [...createRouters(deps), createCheckoutRouter(deps)]) api.use(router.routes());
  return api;
}

const FAST_READS = new WeakMap<Koa, FastReads>();

/** The app's replayer of cached reads (lib/fast-reads.ts); none without a catalogue cache. */
export function fastReadsOf(app: Koa): FastReads | undefined {
  return FAST_READS.get(app);
}

/** What the HTTP server runs: cached reads answered before Koa when they can be, Koa otherwise. */
export function requestListener(app: Koa): http.RequestListener {
  const handle = app.callback();
  const fast = FAST_READS.get(app);
  if (!fast) return handle;
  return (req, res) => {
    if (!fast.serve(req, res)) void handle(req, res);
  };
}

export interface CreateAppOptions {
  /** Built storefront to serve with an SPA fallback (npm start); omitted in API-only tests. */
  storefrontDist?: string | undefined;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Koa {
  const { config, logger } = deps;
  // Behind one trusted proxy, the client address is the one that proxy appended (the last entry of
  // X-Forwarded-For); earlier entries are whatever the client sent and would reset per-IP limits.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.context.deps = deps;
  app.context.authenticateAdmin = (token) => authenticate(deps.db, deps.config, token);
  app.silent = true;
  app.on('error', (err) => logger.error({ err }, 'unhandled koa error'));

  const fastReads = deps.catalogueCache
    ? new FastReads({ cache: deps.catalogueCache, logger, trustProxy: config.trustProxy })
    : undefined;
  if (fastReads) {
    FAST_READS.set(app, fastReads);
    // First, so that it sees every header the others set.
    app.use(fastReads.record);
  }
  app.use(errorHandler({ logger }));
  app.use(octoBoundary());
  // Text answers (storefront JS/CSS, SVG, JSON) are compressed for clients that ask; brotli at a
  // moderate quality keeps the per-request CPU cost low.
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  app.use(serialiseJson());
  app.use(securityHeaders(config));
  app.use(async function tokenPagesSendNoReferrer(ctx, next) {
    // A page opened by a token in its URL (/booking?token=, /success?token=, /failed?…&token=, and
    // the API calls they make) never hands that URL to another site in a Referer header.
    if (new URLSearchParams(ctx.querystring).has('token')) ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  });
  app.use(async function hsts(ctx, next) {
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  });
  const allowed = new Set(config.corsOrigins);
  app.use(
    cors({
      origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposeHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(serveUploadedImages(deps.db));
  app.use(
    serveStatic({
      root: ASSETS_DIR,
      prefix: '/assets/',
      strip: true,
      cacheControl: () => LONG_CACHE,
      crossOrigin: true,
    }),
  );
  app.use(rawBody({ paths: RAW_BODY_PATHS.map((p) => API_PREFIX + p), limitBytes: 1024 * 1024 }));
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      // DELETE /block-date carries its id in the body (specification section 7).
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: `${config.bodyLimitKb}kb`,
      formLimit: `${config.bodyLimitKb}kb`,
    }),
  );
  const api = createApiRouter(deps);
  app.use(docsPage(deps, () => api.stack.map((l) => ({ path: String(l.path), methods: l.methods }))));
  app.use(api.routes());
  app.use(api.allowedMethods());
  // Resellers' OCTO calls at /octo, beside /api/v1 (api/src/octo): their own errors and key.
  app.use(createOctoRouter(deps).routes());
  app.use(octoNotFound());

  if (options.storefrontDist) serveStorefront(app, deps, options.storefrontDist);
  return app;
}

/** Helmet's headers: the content security policy (with the CAPTCHA provider's origins when it is on), no HSTS here. */
function securityHeaders(config: AppDeps['config']): Koa.Middleware {
  // The CAPTCHA widget, when the shop shows one, loads its script, frame and styles from its provider.
  const captcha = config.captcha?.siteKey ? CAPTCHA_ORIGINS[config.captcha.provider] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha],
        styleSrc: ["'self'", "'unsafe-inline'", ...captcha],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha],
        frameSrc: ["'self'", ...captcha],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Plain-http deployments (localhost, a LAN address) must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over TLS; set below when the request is secure.
    strictTransportSecurity: false,
  });
}

/** The built storefront: its pages rendered or as the shell with their own head, its files, and the SPA fallback. */
function serveStorefront(app: Koa, deps: AppDeps, dist: string): void {
  const { config } = deps;
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  // / and /:service arrive rendered, the other routes as the plain shell, each with its own head;
  // /sitemap.xml, /robots.txt and the share cards are made from the catalogue (see storefront-ssr.ts).
  const pages = storefrontPages(deps, dist, { assetsDir: ASSETS_DIR });
  const captchaHead = captchaMeta(config.captcha);
  app.use(pages.seo);
  app.use(
    serveStatic({
      root: dist,
      cacheControl: (file) =>
        file.endsWith('.html')
          ? 'no-cache'
          : file.includes(`${path.sep}static${path.sep}`)
            ? LONG_CACHE
            : 'public, max-age=3600',
    }),
  );
  app.use(async function spaFallback(ctx, next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      ctx.path.startsWith('/assets/')
    ) {
      return next();
    }
    if (!ctx.accepts('html')) return next();
    ctx.set('Cache-Control', 'no-cache');
    const page = await pages.page(ctx);
    // 404 for a path no page has and for a product that does not exist (search engines, monitors).
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = captchaHead ? page.html.replace('</head>', `${captchaHead}</head>`) : page.html;
  });
}

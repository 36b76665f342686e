import type { Context } from 'koa';
import type { Config } from '../config';

/**
 * Who the shop says it is: the storefront's own identity (storefront/src/entry-server.tsx exports
 * it), so the page heads, structured data and share cards name the site as its pages do.
 */
export interface SiteIdentity {
  name: string;
  /** A site path (/assets/…/logo.svg) or an absolute URL. */
  logo: string;
  organization: {
    legalName: string;
    tradeName: string;
    licence: string;
    vat: string;
    address: string;
    email: string;
    phone: string;
    hours: string;
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The origin absolute URLs (canonical, og:image, sitemap) are built on: PUBLIC_URL, which production
 * requires. A development run whose PUBLIC_URL is left at its loopback default uses the origin the
 * request came to instead, so links still work when the shop is opened by another name or port.
 */
export function siteOrigin(
  ctx: Pick<Context, 'protocol' | 'host'>,
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
): string {
  const configured = new URL(config.publicUrl);
  // Not ctx.origin: since Koa 3 that is the request's Origin header.
  if (!config.isProduction && LOOPBACK.has(configured.hostname)) return `${ctx.protocol}://${ctx.host}`;
  return configured.origin;
}

/** A site path (or an absolute URL, kept) as an absolute URL on the origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, `${origin}/`).href;
}

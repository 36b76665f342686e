import { LOCALES, type Locale } from '@tours/core/domain';
import type { SeoSite } from './catalogue';
import { languageLinks } from './head';

/**
 * /sitemap.xml and /robots.txt of the site a host name shows. The sitemap lists the home page and
 * every product of that site (no other site's), each with the time of its last change (the product
 * or any of its tickets); it is read from the catalogue cache, so a change by staff shows at once.
 * Each page is listed in every language, each entry naming all its language versions and
 * `x-default` (xhtml:link), as the pages' own heads do.
 */

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** W3C date-time to the second, as sitemaps write it. */
const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

function urlEntry(origin: string, path: string, locale: Locale, lastmod: string | null): string {
  const { canonical, alternates } = languageLinks(origin, path, locale);
  const links = alternates.map(
    (a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`,
  );
  return `  <url><loc>${xml(canonical)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}${links.join('')}</url>`;
}

export function sitemapXml(origin: string, catalogue: SeoSite): string {
  const entries = catalogue.products.map((p) => ({
    path: `/${encodeURIComponent(p.product.slug)}`,
    lastmod: p.lastModified,
  }));
  const latest = entries.reduce<string | null>((a, e) => (a === null || e.lastmod > a ? e.lastmod : a), null);
  const urls = [{ path: '/', lastmod: latest }, ...entries].flatMap((e) =>
    LOCALES.map((locale) => urlEntry(origin, e.path, locale, e.lastmod)),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled but the API. The per-visitor pages (checkout, success, failed) are not
 * blocked here on purpose: a crawler must be able to read their `noindex` to keep them out of results.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

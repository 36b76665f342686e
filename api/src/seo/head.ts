import {
  DEFAULT_LOCALE,
  decimalAmount,
  formatMoney,
  LOCALE_TAGS,
  LOCALES,
  localizedPath,
  textDirection,
  type Locale,
} from '@tours/core/domain';
import type { Thing } from 'schema-dts';
import type { SeoProduct, SeoSite } from './catalogue';
import { jsonLdScript, organizationNode, productListNode, productNode, webSiteNode } from './json-ld';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from './share-card';
import { absoluteUrl, type SiteIdentity } from './site';

/**
 * The `<head>` of each storefront page, written by the server (the storefront's scripts never need
 * to): title, description, canonical URL, robots, Open Graph and Twitter cards, JSON-LD.
 *
 * Titles and descriptions are the ones the pages set for themselves once they run (usePageMeta in
 * storefront/src/app/routes/), so nothing changes under the visitor's eyes when the page hydrates.
 */

export interface ShareImage {
  /** Absolute URL of the 1200×630 PNG. */
  url: string;
  alt: string;
}

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute; none for pages that are not to be indexed. */
  canonical?: string;
  /** The same page in every language, and `x-default` (the English page), for `hreflang`. */
  alternates?: { hreflang: string; href: string }[];
  noindex?: boolean;
  og?: {
    type: 'website' | 'product';
    image: ShareImage;
    /** Open Graph's product:price (decimal amount, ISO currency) for a product page. */
    price?: { amount: string; currency: string; label: string };
  };
  jsonLd?: Thing[];
}

/** A page's title and description in one language. */
export interface PageWords {
  title: string;
  description: string;
}

/**
 * The heads' words in one language, from the storefront's own catalogues (its renderer's
 * `headWords`, storefront/src/entry-server.tsx), so the server writes what the page sets for
 * itself once it runs. Without them (an older storefront build) the heads are in English.
 */
export interface HeadWords {
  home: PageWords;
  /** A product page's, from the product's name and the first 150 characters of its description. */
  product(name: string, summary: string): PageWords;
  /** The public fixed pages', by path (`/terms-condition`). */
  pages: Record<string, PageWords>;
}

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * A page's own URL in its language and its URLs in every language: each language's page is its
 * own canonical (not the English one), and all of them name each other and `x-default`.
 */
export function languageLinks(
  origin: string,
  path: string,
  locale: Locale,
): Required<Pick<PageHead, 'canonical' | 'alternates'>> {
  const url = (l: Locale) => `${origin}${localizedPath(l, path)}`;
  return {
    canonical: url(locale),
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: LOCALE_TAGS[l], href: url(l) })),
      { hreflang: 'x-default', href: url(DEFAULT_LOCALE) },
    ],
  };
}

const withSite = (title: string, site: SiteIdentity) =>
  title.includes(site.name) ? title : `${title} | ${site.name}`;

export function homeHead(
  origin: string,
  site: SiteIdentity,
  catalogue: SeoSite,
  image: ShareImage,
  locale: Locale = DEFAULT_LOCALE,
  words?: HeadWords,
): PageHead {
  return {
    title: words?.home.title ?? `${site.name}: tickets for Dubai attractions and tours`,
    description:
      words?.home.description ??
      'Book tickets for Burj Khalifa, desert safaris, dhow cruises and more of Dubai’s best experiences. Instant confirmation, secure payment, mobile tickets.',
    ...languageLinks(origin, '/', locale),
    og: { type: 'website', image },
    jsonLd: [
      organizationNode(origin, site),
      webSiteNode(origin, site),
      productListNode(origin, catalogue.products),
    ],
  };
}

export function productHead(
  origin: string,
  site: SiteIdentity,
  item: SeoProduct,
  image: ShareImage,
  locale: Locale = DEFAULT_LOCALE,
  words?: HeadWords,
): PageHead {
  const { product } = item;
  const summary = product.description.slice(0, 150);
  const own = words?.product(product.name, summary);
  const price =
    item.fromPrice === null
      ? undefined
      : {
          amount: decimalAmount(item.fromPrice, product.currency),
          currency: product.currency.toUpperCase(),
          label: formatMoney(item.fromPrice, product.currency),
        };
  const picture = product.images[0];
  return {
    title: withSite(own?.title ?? `${product.name} tickets`, site),
    description: own?.description ?? `${summary} Book online with instant confirmation.`,
    ...languageLinks(origin, `/${product.slug}`, locale),
    og: { type: 'product', image, ...(price ? { price } : {}) },
    jsonLd: [
      organizationNode(origin, site),
      productNode(origin, item, [...(picture ? [absoluteUrl(origin, picture)] : []), image.url]),
    ],
  };
}

/** The fixed pages anyone may find through a search engine; every other fixed page is per visitor. */
const PUBLIC_PAGES: Record<string, { title: string; description: string }> = {
  '/terms-condition': {
    title: 'Terms and conditions',
    description:
      'The terms that apply when you book Dubai attractions and tours with us: our role as an intermediary, eligibility, payments, liability and arbitration.',
  },
  '/privacy-policy': {
    title: 'Privacy policy',
    description:
      'How we collect, use and protect your personal data when you book Dubai attractions and tours with us.',
  },
  '/company-details': {
    title: 'Company details',
    description:
      'Who runs this booking site: company name, licence, address and how to reach our support team.',
  },
  '/help-center': {
    title: 'Help center',
    description:
      'Answers about booking, paying, tickets, cancellations and refunds for Dubai attractions and tours.',
  },
};

/** A fixed page of the layout that search engines may index (the others belong to one visitor). */
export function isPublicPage(pathname: string): boolean {
  return Object.hasOwn(PUBLIC_PAGES, pathname.replace(/\/+$/, '') || '/');
}

/**
 * The head of a fixed page of the layout (rendered in the browser): its own title and description
 * for the public ones; for the others (date selection, checkout, success, failed, a booking's own
 * pages), only `noindex`: they belong to one visitor's booking.
 */
export function fixedPageHead(
  origin: string,
  site: SiteIdentity,
  pathname: string,
  image: ShareImage,
  locale: Locale = DEFAULT_LOCALE,
  words?: HeadWords,
): PageHead | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const english = Object.hasOwn(PUBLIC_PAGES, path) ? PUBLIC_PAGES[path]! : null;
  if (!english) return null;
  const page = (Object.hasOwn(words?.pages ?? {}, path) ? words!.pages[path] : null) ?? english;
  return {
    title: withSite(page.title, site),
    description: page.description,
    ...languageLinks(origin, path, locale),
    og: { type: 'website', image },
    jsonLd: [organizationNode(origin, site)],
  };
}

export function notFoundHead(site: SiteIdentity): PageHead {
  return {
    title: withSite('Page not found', site),
    description:
      'The page you asked for does not exist. Find Dubai attractions and tours from our home page.',
    noindex: true,
  };
}

export function renderHead(head: PageHead, site: SiteIdentity): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) meta('name', 'robots', 'noindex');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  const og = head.og;
  if (og) {
    meta('property', 'og:type', og.type);
    meta('property', 'og:site_name', site.name);
    meta('property', 'og:title', head.title);
    if (head.description) meta('property', 'og:description', head.description);
    if (head.canonical) meta('property', 'og:url', head.canonical);
    meta('property', 'og:image', og.image.url);
    meta('property', 'og:image:type', 'image/png');
    meta('property', 'og:image:width', String(SHARE_CARD_WIDTH));
    meta('property', 'og:image:height', String(SHARE_CARD_HEIGHT));
    meta('property', 'og:image:alt', og.image.alt);
    if (og.price) {
      meta('property', 'product:price:amount', og.price.amount);
      meta('property', 'product:price:currency', og.price.currency);
    }
    meta('name', 'twitter:card', 'summary_large_image');
    meta('name', 'twitter:title', head.title);
    if (head.description) meta('name', 'twitter:description', head.description);
    meta('name', 'twitter:image', og.image.url);
    meta('name', 'twitter:image:alt', og.image.alt);
    if (og.price) {
      meta('name', 'twitter:label1', 'From');
      meta('name', 'twitter:data1', og.price.label);
    }
  }
  if (head.jsonLd?.length) tags.push(jsonLdScript(head.jsonLd));
  return tags.join('');
}

/** Where index.html keeps its own title and description (storefront/index.html). */
const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

/** Puts a page's head in place of index.html's generic title and description. */
export function applyHead(template: string, head: string): string {
  if (HEAD_BLOCK.test(template)) return template.replace(HEAD_BLOCK, () => head);
  // A template without the markers: its own title and description must not stay beside ours.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${head}</head>`);
}

/**
 * The page's language on its root element: `lang` for screen readers, fonts and search engines,
 * `dir` so Arabic is laid out right to left before any script runs.
 */
export function applyLanguage(template: string, locale: Locale): string {
  return template.replace(
    /<html\b[^>]*>/i,
    () => `<html lang="${LOCALE_TAGS[locale]}" dir="${textDirection(locale)}">`,
  );
}

/** Keeps index.html's generic head and adds `noindex`: a page that belongs to one visitor. */
export function addNoindex(template: string): string {
  return template.replace('</head>', () => '<meta name="robots" content="noindex" /></head>');
}

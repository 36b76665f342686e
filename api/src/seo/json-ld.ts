import { decimalAmount, fromPrice } from '@tours/core/domain';
import type { Graph, ItemList, Offer, Product, Thing, TravelAgency, WebSite } from 'schema-dts';
import type { SeoProduct } from './catalogue';
import { absoluteUrl, type SiteIdentity } from './site';

/**
 * schema.org structured data (JSON-LD) for the page heads: the organisation behind the shop (a
 * travel agency acting as an intermediary for the providers), the web site, and for a product page
 * the product with one offer per ticket (its "from" price, currency, availability and the date the
 * price took effect). Search engines read it to show prices in results. The nodes are typed with
 * schema-dts (schema.org's vocabulary as TypeScript types), so a property a type does not have, or
 * a value of the wrong kind, does not compile.
 */

const SCHEMA = 'https://schema.org';

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

/** The `<script type="application/ld+json">` element of a graph of nodes. */
export function jsonLdScript(nodes: Thing[]): string {
  const graph: Graph = { '@context': SCHEMA, '@graph': nodes };
  return `<script type="application/ld+json">${jsonForScript(graph)}</script>`;
}

export const organizationId = (origin: string) => `${origin}/#organization`;

export function organizationNode(origin: string, site: SiteIdentity): Exclude<TravelAgency, string> {
  const org = site.organization;
  return {
    '@type': 'TravelAgency',
    '@id': organizationId(origin),
    name: site.name,
    legalName: org.legalName,
    url: `${origin}/`,
    logo: absoluteUrl(origin, site.logo),
    image: absoluteUrl(origin, site.logo),
    description:
      `${site.name} is an intermediary: it sells tickets for attractions and tours in Dubai on behalf ` +
      'of the providers that operate them, and looks after its customers from booking to the visit.',
    email: org.email,
    telephone: org.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: org.address,
      addressLocality: 'Dubai',
      addressCountry: 'AE',
    },
    taxID: org.vat,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: org.email,
      telephone: org.phone,
      availableLanguage: 'English',
    },
  };
}

export function webSiteNode(origin: string, site: SiteIdentity): Exclude<WebSite, string> {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    publisher: { '@id': organizationId(origin) },
  };
}

/** The home page's list of the products it shows. */
export function productListNode(origin: string, products: SeoProduct[]): Exclude<ItemList, string> {
  return {
    '@type': 'ItemList',
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: p.product.name,
      url: `${origin}/${p.product.slug}`,
    })),
  };
}

/**
 * A product with an AggregateOffer over its tickets. A ticket's offer is its "from" price (core's
 * fromPrice); tickets in another currency than the product's are left out of the aggregate's range.
 */
export function productNode(origin: string, item: SeoProduct, images: string[]): Exclude<Product, string> {
  const { product, tickets } = item;
  const url = `${origin}/${product.slug}`;
  const offers = tickets.flatMap((ticket): Offer[] => {
    const price = fromPrice(ticket.pricing);
    if (price === null) return [];
    return [
      {
        '@type': 'Offer',
        name: ticket.title,
        sku: ticket._id,
        url,
        price: decimalAmount(price, ticket.currency),
        priceCurrency: ticket.currency.toUpperCase(),
        availability: `${SCHEMA}/InStock`,
        ...(ticket.updatedAt ? { validFrom: ticket.updatedAt } : {}),
        seller: { '@id': organizationId(origin) },
      },
    ];
  });
  const inCurrency = tickets
    .filter((t) => t.currency.toLowerCase() === product.currency.toLowerCase())
    .map((t) => fromPrice(t.pricing))
    .filter((p): p is number => p !== null);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    image: images,
    category: 'Tours & Attractions',
    ...(item.fromPrice !== null && inCurrency.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: product.currency.toUpperCase(),
            lowPrice: decimalAmount(item.fromPrice, product.currency),
            highPrice: decimalAmount(Math.max(...inCurrency), product.currency),
            offerCount: offers.length,
            availability: `${SCHEMA}/InStock`,
            offers,
          },
        }
      : {}),
  };
}

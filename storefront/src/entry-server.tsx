// The server side of the home and product pages: the API (api/src/storefront-ssr.ts) renders them
// into index.html so they paint before any script runs, and the browser hydrates them (main.tsx).
// Built with `vite build --ssr` into out/ssr/ (not served to browsers).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALES, splitLocalePath, type Locale } from '@tours/core/domain';
import type { ActivePromotion, Product, PublicFaqEntry, Ticket } from '@tours/core/schemas';
import { App } from '@/app/App';
import { firstPageRoute, preloadPageText, preloadServerPages, type FirstPageRoute } from '@/app/router';
import { loadMessages } from '@/i18n/catalogs';
import { basenameOf, createI18n } from '@/i18n/i18n';
import { COMPANY } from '@/features/help/company';
import { logoUrl } from '@/lib/assets';
import { catalogueReads, withSeeds } from '@/lib/catalogue-reads';
import { SITE_FOLDER, SITE_NAME } from '@/stores/site';

export { firstPageRoute, type FirstPageRoute };

/**
 * Who the shop says it is, as the pages show it: the API's page heads, structured data and share
 * cards use this (api/src/seo/), so the name and the company details have one source.
 */
export const site = {
  name: SITE_NAME,
  logo: logoUrl(SITE_FOLDER),
  organization: COMPANY,
};

/**
 * What the server knows of a page, as the API answers the page's reads: a product page's product,
 * tickets and offer; the home page's products, offer and help-centre questions; the help centre's
 * questions. A null product
 * means there is no such product: the not-found page is rendered. A null promotion means none is
 * running.
 */
export interface PageData {
  product?: Product | null;
  tickets?: Ticket[];
  products?: Product[];
  promotion?: ActivePromotion | null;
  faq?: PublicFaqEntry[];
}

export interface RenderedPage {
  /** The inside of `<div id="root">`. */
  html: string;
  /** For `<head>`: React's preloads of the page's images (the product photo first, high priority). */
  head: string;
  /** Answers keyed by the URL the browser would fetch them from, for the page to hand over. */
  seeds: Record<string, unknown>;
}

/** React puts its resource hints first when it renders without a `<head>`; they belong in it. */
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/;

/** Every language's words, loaded once: each request then makes its own instance from them. */
const catalogues: Promise<Record<Locale, Messages>> = Promise.all(
  LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const),
).then((entries) => Object.fromEntries(entries) as Record<Locale, Messages>);
const ready = Promise.all([preloadServerPages(), catalogues]);

interface PageWords {
  title: string;
  description: string;
}

/**
 * The page heads' titles and descriptions in a language, for the server to write (api/src/seo/
 * head.ts): the same messages the pages set for themselves once they run (usePageMeta in
 * app/routes/home, service, terms, privacy, company and help), so nothing changes on hydration
 * and each language's page is described in its own words.
 */
export async function headWords(locale: Locale): Promise<{
  home: PageWords;
  product(name: string, summary: string): PageWords;
  pages: Record<string, PageWords>;
}> {
  const i18n = createI18n(locale, (await catalogues)[locale]);
  return {
    home: {
      title: i18n._(msg`${site.name}: tickets for Dubai attractions and tours`),
      description: i18n._(
        msg`Book tickets for Burj Khalifa, desert safaris, dhow cruises and more of Dubai’s best experiences. Instant confirmation, secure payment, mobile tickets.`,
      ),
    },
    product: (name, summary) => ({
      title: i18n._(msg`${name} tickets`),
      description: i18n._(msg`${summary} Book online with instant confirmation.`),
    }),
    pages: {
      '/terms-condition': {
        title: i18n._(msg`Terms and conditions`),
        description: i18n._(
          msg`The terms that apply when you book Dubai attractions and tours with us: our role as an intermediary, eligibility, payments, liability and arbitration.`,
        ),
      },
      '/privacy-policy': {
        title: i18n._(msg`Privacy policy`),
        description: i18n._(
          msg`How we collect, use and protect your personal data when you book Dubai attractions and tours with us.`,
        ),
      },
      '/company-details': {
        title: i18n._(msg`Company details`),
        description: i18n._(
          msg`Who runs this booking site: company name, licence, address and how to reach our support team.`,
        ),
      },
      '/help-center': {
        title: i18n._(msg`Help center`),
        description: i18n._(
          msg`Answers about booking, paying, tickets, cancellations and refunds for Dubai attractions and tours.`,
        ),
      },
    },
  };
}

/**
 * Renders the home page, a product page, the help centre or the not-found page, in the language of the path's
 * prefix (`/ms/…`); null for the layout's fixed pages. Each call has its own Lingui instance, so
 * requests rendered at the same time never see each other's language.
 */
export async function render(
  fullPath: string,
  hostName: string,
  data: PageData = {},
): Promise<RenderedPage | null> {
  const { locale, path: pathname } = splitLocalePath(fullPath);
  const route = firstPageRoute(pathname);
  if (!route) return null;
  await ready;
  const i18n = createI18n(locale, (await catalogues)[locale]);
  const seeds: Record<string, unknown> = {};
  if (route.page === 'service' && data.product !== undefined) {
    // null too: the browser then knows at once that this is the not-found page, as the server did.
    seeds[catalogueReads.productUrl(route.service, locale)] = data.product;
    if (data.product && data.tickets) seeds[catalogueReads.ticketsUrl(route.service, locale)] = data.tickets;
    if (data.product && data.promotion !== undefined)
      seeds[catalogueReads.promotionUrl({ service: route.service }, locale)] = data.promotion;
  }
  if (route.page === 'home') {
    if (data.products) seeds[catalogueReads.productsByHostUrl(hostName, locale)] = data.products;
    // null too: the page renders no offer, and the browser does not ask again.
    if (data.promotion !== undefined)
      seeds[catalogueReads.promotionUrl({ hostName }, locale)] = data.promotion;
    if (data.faq) seeds[catalogueReads.faqUrl(locale)] = data.faq;
  }
  if (route.page === 'help' && data.faq) seeds[catalogueReads.faqUrl(locale)] = data.faq;
  // A page's text in another language is a chunk of its own: here before the page renders.
  await preloadPageText(route, locale);
  const rendered = withSeeds(seeds, () =>
    renderToString(
      <StrictMode>
        <App
          hostName={hostName}
          i18n={i18n}
          router={(routes) => (
            <StaticRouter location={fullPath} basename={basenameOf(locale)}>
              {routes}
            </StaticRouter>
          )}
        />
      </StrictMode>,
    ),
  );
  const head = LEADING_HINTS.exec(rendered)?.[0] ?? '';
  return { html: rendered.slice(head.length), head, seeds };
}

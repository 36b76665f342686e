import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isApiError } from '@tours/core/api';
import { firstPageRoute, type FirstPageRoute } from '@tours/core/contract/pages';
import type { Locale } from '@tours/core/domain';
import type { Product } from '@tours/core/schemas';
import { PageFallback } from '@/components/PageFallback';
import { useLocale } from '@/i18n/i18n';
import { catalogueReads, peek } from '@/lib/catalogue-reads';
import { useQuery } from '@/lib/use-query';
import { TourLayout } from './layout/TourLayout';
import { RouteErrorBoundary } from './routes/RouteError';

export { firstPageRoute, type FirstPageRoute };

// Every page loads on demand; TourLayout shows the logo spinner while one does.
/**
 * A lazy page whose module, once loaded, renders without suspending: React.lazy takes a thenable,
 * and one that calls back at once lets the first page hydrate in one pass over the server's HTML
 * (main.tsx waits for its chunk first) and lets the server render it with renderToString.
 */
function lazyPage<P extends object, M extends { default: ComponentType<P> } = { default: ComponentType<P> }>(
  load: () => Promise<M>,
) {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Page = lazy(() =>
    loaded
      ? // A thenable, not a promise: a promise would call back only after React has suspended.
        ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return { Page, preload };
}

const home = lazyPage(() => import('./routes/home'));
const help = lazyPage(() => import('./routes/help'));
const service = lazyPage(() => import('./routes/service'));
const notFound = lazyPage(() => import('./routes/not-found'));
const HomePage = home.Page;
const ServicePage = service.Page;
const NotFoundPage = notFound.Page;
const HelpPage = help.Page;
const DateSelectPage = lazy(() => import('./routes/date-select'));
// The contact form shows with real phone validation: the page renders once it has loaded.
const CheckoutPage = lazy(() =>
  import('./routes/checkout').then(async (page) => {
    await page.phoneNumbersReady;
    return page;
  }),
);
const SuccessPage = lazy(() => import('./routes/success'));
const FailedPage = lazy(() => import('./routes/failed'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const CompanyPage = lazy(() => import('./routes/company'));
const ManagePage = lazy(() => import('./routes/manage'));
const WaitlistPlacePage = lazy(() => import('./routes/waitlist'));
const WaitlistOfferPage = lazy(() => import('./routes/waitlist-offer'));

/**
 * Starts what the first page needs before React renders: its code chunk and its catalogue reads,
 * in parallel with each other and with React's start-up, instead of one after the other as the
 * lazy page and the effects that read would (the reads are shared, so the page's own calls reuse
 * them; answers the server put in the page are used without a request).
 */
export function preloadFirstPage(pathname: string, hostName: string, locale: Locale): Promise<unknown> {
  void catalogueReads.getProductsByHost(hostName, locale).catch(() => undefined);
  const route = firstPageRoute(pathname);
  if (route?.page === 'home') {
    void catalogueReads.getActivePromotion({ hostName }, locale).catch(() => undefined);
    void catalogueReads.getFaq(locale).catch(() => undefined);
    return home.preload();
  }
  if (route?.page === 'service') {
    // The server found no such product and sent the not-found page (with a 404).
    if (peek(catalogueReads.productUrl(route.service, locale)) === null) return notFound.preload();
    void catalogueReads.getProductBySlug(route.service, locale).catch(() => undefined);
    void catalogueReads.getTicketsByService(route.service, locale).catch(() => undefined);
    void catalogueReads.getActivePromotion({ service: route.service }, locale).catch(() => undefined);
    return service.preload();
  }
  if (route?.page === 'help') {
    void catalogueReads.getFaq(locale).catch(() => undefined);
    return preloadPageText(route, locale);
  }
  if (route?.page === 'not-found') return notFound.preload();
  return Promise.resolve();
}

/**
 * The page's code and its text in the page's language, where that text is a chunk of its own (the
 * help centre's), so that the server's render and the browser's hydration need not wait on it.
 */
export function preloadPageText(route: FirstPageRoute, locale: Locale): Promise<unknown> {
  return route.page === 'help' ? help.preload().then((page) => page.preloadText(locale)) : Promise.resolve();
}

/** Loads the code of the pages the server renders (entry-server.tsx), so they render at once. */
export function preloadServerPages(): Promise<unknown> {
  return Promise.all([home.preload(), service.preload(), notFound.preload(), help.preload()]);
}

/** The not-found page, outside the layout: an unknown address shows no booking steps. */
function NotFoundRoute() {
  return (
    <Suspense fallback={<PageFallback />}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * The shared layout, or the not-found page when the path cannot be a product (`/Burj-Khalifa`:
 * not a slug, so no request) or names a product that does not exist: the server knew it (it handed
 * over `null` for the product and answered 404), or the product read answered 404 after a
 * navigation in the browser. The product read is the one the page itself makes, so this costs no
 * request.
 */
function LayoutOrNotFound() {
  const route = firstPageRoute(useLocation().pathname);
  const locale = useLocale();
  const slug = route?.page === 'service' ? route.service : null;
  const url = slug === null ? null : catalogueReads.productUrl(slug, locale);
  const product = useQuery<Product | null>(
    url,
    () => catalogueReads.getProductBySlug(slug!, locale),
    () => (url === null ? undefined : peek<Product | null>(url)),
  );
  const missing =
    route?.page === 'not-found' ||
    (product.status === 'success' && product.data === null) ||
    (product.status === 'error' && isApiError(product.error) && product.error.status === 404);
  return missing ? <NotFoundRoute /> : <TourLayout />;
}

/**
 * The shop's routes in one shared layout, and the not-found page outside it.
 *
 * Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds about
 * 17 KiB gzip of loader/action/fetcher machinery this app does not use, and the first load of / and
 * /:service must stay under 130 KiB. RouteErrorBoundary plays the part of the route errorElement.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<LayoutOrNotFound />}>
          <Route index element={<HomePage />} />
          <Route path="date-select" element={<DateSelectPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="success" element={<SuccessPage />} />
          <Route path="failed" element={<FailedPage />} />
          <Route path="terms-condition" element={<TermsPage />} />
          <Route path="privacy-policy" element={<PrivacyPage />} />
          <Route path="company-details" element={<CompanyPage />} />
          <Route path="help-center" element={<HelpPage />} />
          <Route path="booking" element={<ManagePage />} />
          <Route path="waitlist" element={<WaitlistPlacePage />} />
          <Route path="waitlist-offer" element={<WaitlistOfferPage />} />
          <Route path=":service" element={<ServicePage />} />
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback } from '@/components/PageFallback';
import { catalogueReads } from '@/lib/catalogue-reads';
import { TourLayout } from './layout/TourLayout';
import { RouteErrorBoundary } from './routes/RouteError';

// Every page loads on demand; TourLayout shows the logo spinner while one does.
/**
 * A lazy page whose module, once loaded, renders without suspending: React.lazy takes a thenable,
 * and one that calls back at once lets the first page hydrate in one pass over the server's HTML
 * (main.tsx waits for its chunk first) and lets the server render it with renderToString.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined;
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
const service = lazyPage(() => import('./routes/service'));
const HomePage = home.Page;
const ServicePage = service.Page;
const DateSelectPage = lazy(() => import('./routes/date-select'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const SuccessPage = lazy(() => import('./routes/success'));
const FailedPage = lazy(() => import('./routes/failed'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const CompanyPage = lazy(() => import('./routes/company'));
const HelpPage = lazy(() => import('./routes/help'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Paths of the layout's fixed pages; any other single segment is a product (/:service). */
const FIXED_PAGES = new Set([
  'date-select',
  'checkout',
  'success',
  'failed',
  'terms-condition',
  'privacy-policy',
  'company-details',
  'help-center',
]);

/**
 * Starts what the first page needs before React renders: its code chunk and its catalogue reads,
 * in parallel with each other and with React's start-up, instead of one after the other as the
 * lazy page and the effects that read would (the reads are shared, so the page's own calls reuse
 * them; answers the server put in the page are used without a request).
 */
export function preloadFirstPage(pathname: string, hostName: string): Promise<unknown> {
  void catalogueReads.getProductsByHost(hostName).catch(() => undefined);
  const route = firstPageRoute(pathname);
  if (route?.page === 'home') {
    void catalogueReads.getActivePromotion({ hostName }).catch(() => undefined);
    return home.preload();
  }
  if (route?.page === 'service') {
    void catalogueReads.getProductBySlug(route.service).catch(() => undefined);
    void catalogueReads.getTicketsByService(route.service).catch(() => undefined);
    void catalogueReads.getActivePromotion({ service: route.service }).catch(() => undefined);
    return service.preload();
  }
  return Promise.resolve();
}

/** Loads the code of the pages the server renders (entry-server.tsx), so they render at once. */
export function preloadServerPages(): Promise<unknown> {
  return Promise.all([home.preload(), service.preload()]);
}

export type FirstPageRoute = { page: 'home' } | { page: 'service'; service: string };

/** The page at a path when it is the home page or a product (/:service), else null. */
export function firstPageRoute(pathname: string): FirstPageRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return { page: 'home' };
  if (segments.length !== 1 || FIXED_PAGES.has(segments[0]!)) return null;
  try {
    return { page: 'service', service: decodeURIComponent(segments[0]!) };
  } catch {
    return null; // not a product: the not-found handling shows what went wrong
  }
}

/**
 * The routes of specification section 2 in one shared layout, and the not-found page outside it.
 *
 * Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds about
 * 17 KiB gzip of loader/action/fetcher machinery this app does not use, and the first load of / and
 * /:service must stay under 130 KiB. RouteErrorBoundary plays the part of the route errorElement.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<TourLayout />}>
          <Route index element={<HomePage />} />
          <Route path="date-select" element={<DateSelectPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="success" element={<SuccessPage />} />
          <Route path="failed" element={<FailedPage />} />
          <Route path="terms-condition" element={<TermsPage />} />
          <Route path="privacy-policy" element={<PrivacyPage />} />
          <Route path="company-details" element={<CompanyPage />} />
          <Route path="help-center" element={<HelpPage />} />
          <Route path=":service" element={<ServicePage />} />
        </Route>
        <Route
          path="*"
          element={
            <Suspense fallback={<PageFallback />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
    </RouteErrorBoundary>
  );
}

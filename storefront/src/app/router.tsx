import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PageFallback } from '@/components/PageFallback';
import { TourLayout } from './layout/TourLayout';
import { RouteErrorBoundary } from './routes/RouteError';

// Every page loads on demand; TourLayout shows the logo spinner while one does.
const HomePage = lazy(() => import('./routes/home'));
const ServicePage = lazy(() => import('./routes/service'));
const DateSelectPage = lazy(() => import('./routes/date-select'));
const CheckoutPage = lazy(() => import('./routes/checkout'));
const SuccessPage = lazy(() => import('./routes/success'));
const FailedPage = lazy(() => import('./routes/failed'));
const TermsPage = lazy(() => import('./routes/terms'));
const PrivacyPage = lazy(() => import('./routes/privacy'));
const CompanyPage = lazy(() => import('./routes/company'));
const HelpPage = lazy(() => import('./routes/help'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/**
 * The routes of specification section 2 in one shared layout, and the not-found page outside it.
 *
 * Declarative routes (BrowserRouter) rather than createBrowserRouter: the data router adds about
 * 17 KiB gzip of loader/action/fetcher machinery this app does not use, and the first load of / and
 * /:service must stay under 130 KiB. RouteErrorBoundary plays the part of the route errorElement.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { BrowserRouter } from 'react-router-dom';
import { localeOr } from '@tours/core/domain';
import { basenameOf, LocaleProvider } from '@/i18n/i18n';
import { useToastAreaWanted } from '@/lib/toast-area';
import { SiteProvider } from '@/stores/site';
import { AppRoutes } from './router';

// The toast area arrives with the first code that can raise a toast (lib/toast.ts): nothing toasts
// before a visitor acts, the home and product pages never toast, and toasts raised earlier wait in
// react-hot-toast's store until it mounts.
const AppToaster = lazy(() => import('@/components/AppToaster'));

/** A router under the language's prefix: every link and navigation inside keeps the language. */
export type RouterOf = (routes: ReactNode, basename: string | undefined) => ReactNode;

const inBrowserRouter: RouterOf = (routes, basename) => (
  <BrowserRouter basename={basename}>{routes}</BrowserRouter>
);

/**
 * The whole storefront. The server (entry-server.tsx) renders the same tree in a StaticRouter, so
 * the browser can hydrate the home and product pages it sent instead of painting them again.
 */
export function App({
  hostName,
  i18n,
  router = inBrowserRouter,
}: {
  hostName: string;
  /** The page's own Lingui instance, in its language (never a global one: see i18n/i18n.tsx). */
  i18n: I18n;
  router?: RouterOf;
}) {
  const toasterWanted = useToastAreaWanted();
  return (
    <LocaleProvider i18n={i18n}>
      <SiteProvider hostName={hostName}>
        {router(<AppRoutes />, basenameOf(localeOr(i18n.locale)))}
        {toasterWanted && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
      </SiteProvider>
    </LocaleProvider>
  );
}

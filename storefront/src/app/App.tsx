import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useToastAreaWanted } from '@/lib/toast-area';
import { SiteProvider } from '@/stores/site';
import { AppRoutes } from './router';

// The toast area arrives with the first code that can raise a toast (lib/toast.ts): nothing toasts
// before a visitor acts, the home and product pages never toast, and toasts raised earlier wait in
// react-hot-toast's store until it mounts.
const AppToaster = lazy(() => import('@/components/AppToaster'));

const inBrowserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/**
 * The whole storefront. The server (entry-server.tsx) renders the same tree in a StaticRouter, so
 * the browser can hydrate the home and product pages it sent instead of painting them again.
 */
export function App({
  hostName,
  router = inBrowserRouter,
}: {
  hostName: string;
  router?: (routes: ReactNode) => ReactNode;
}) {
  const toasterWanted = useToastAreaWanted();
  return (
    <SiteProvider hostName={hostName}>
      {router(<AppRoutes />)}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </SiteProvider>
  );
}

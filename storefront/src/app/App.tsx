import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteProvider } from '@/stores/site';
import { AppRoutes } from './router';

// The toast area arrives once the first page has painted: nothing toasts before a visitor acts, and
// toasts raised earlier wait in react-hot-toast's store until it mounts.
const AppToaster = lazy(() => import('@/components/AppToaster'));

function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => setReady(true));
  }, []);
  return ready;
}

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
  const toasterReady = useAfterFirstPaint();
  return (
    <SiteProvider hostName={hostName}>
      {router(<AppRoutes />)}
      {toasterReady && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </SiteProvider>
  );
}

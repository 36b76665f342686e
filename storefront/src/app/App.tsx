import { lazy, Suspense, useEffect, useState } from 'react';
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

export function App() {
  const toasterReady = useAfterFirstPaint();
  return (
    <SiteProvider>
      <AppRoutes />
      {toasterReady && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </SiteProvider>
  );
}

import { Suspense, useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router-dom';
import { PageFallback } from '@/components/PageFallback';
import { endHydration } from '@/lib/catalogue-reads';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Marks the end of hydration. It sits inside the page's Suspense boundary because React hydrates
 * the inside of a boundary in a later pass than the layout around it, so an effect of the layout
 * would run before the page has adopted the server's HTML. Renders nothing.
 */
function HydrationEnd() {
  useEffect(endHydration, []);
  return null;
}

/** The one layout every storefront route sits in: header, the page, footer. */
export function TourLayout() {
  const { pathname } = useLocation();

  // A new page starts at the top, as a visitor expects from a link.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <HydrationEnd />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

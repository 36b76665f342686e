import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageFallback } from '@/components/PageFallback';
import { Footer } from './Footer';
import { Header } from './Header';

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
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

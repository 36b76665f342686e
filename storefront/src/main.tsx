import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLocalePath } from '@tours/core/domain';
import { App } from '@/app/App';
import { preloadFirstPage } from '@/app/router';
import { loadMessages } from '@/i18n/catalogs';
import { createI18n } from '@/i18n/i18n';
import { beginHydration, seedFromPage } from '@/lib/catalogue-reads';
import '@/app/styles/tokens.css';
import '@/app/styles/base.css';
import '@/app/styles/layout.css';
import '@/components/components.css';

const container = document.getElementById('root')!;
const serverRendered = container.hasAttribute('data-ssr');
if (serverRendered) beginHydration();
seedFromPage();
// The page's language is its URL's prefix (`/ms/…`); its words load beside the page's own code.
const { locale, path } = splitLocalePath(window.location.pathname);
const messages = loadMessages(locale);
const firstPage = Promise.all([preloadFirstPage(path, window.location.hostname, locale), messages]);
const start = (render: (app: ReactNode) => void) =>
  void messages.then(
    (loaded) =>
      startTransition(() =>
        render(
          <StrictMode>
            <App hostName={window.location.hostname} i18n={createI18n(locale, loaded)} />
          </StrictMode>,
        ),
      ),
    // Without its words the page cannot render: the server's HTML (or the loading shell) stays.
    (err: unknown) => console.error('The page could not load its language', err),
  );

// Rendering (and hydrating) as a transition lets React yield to the browser every few milliseconds
// instead of blocking the main thread while the first page renders on a slow phone.
if (serverRendered) {
  // The server rendered this page (api/src/storefront-ssr.ts): once the page's code is here, React
  // adopts its HTML in one pass instead of replacing it. Until then the page is already visible.
  const hydrate = () => start((app) => void hydrateRoot(container, app));
  firstPage.then(hydrate, hydrate);
} else {
  const root = createRoot(container);
  start((app) => root.render(app));
}

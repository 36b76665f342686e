import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadFirstPage } from '@/app/router';
import { beginHydration, seedFromPage } from '@/lib/catalogue-reads';
import '@/app/styles/tokens.css';
import '@/app/styles/base.css';
import '@/app/styles/layout.css';
import '@/components/components.css';

const container = document.getElementById('root')!;
const serverRendered = container.hasAttribute('data-ssr');
if (serverRendered) beginHydration();
seedFromPage();
const firstPage = preloadFirstPage(window.location.pathname, window.location.hostname);
const app = (
  <StrictMode>
    <App hostName={window.location.hostname} />
  </StrictMode>
);

// Rendering (and hydrating) as a transition lets React yield to the browser every few milliseconds
// instead of blocking the main thread while the first page renders on a slow phone.
if (serverRendered) {
  // The server rendered this page (api/src/storefront-ssr.ts): once the page's code is here, React
  // adopts its HTML in one pass instead of replacing it. Until then the page is already visible.
  firstPage.then(
    () => startTransition(() => void hydrateRoot(container, app)),
    () => startTransition(() => void hydrateRoot(container, app)),
  );
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

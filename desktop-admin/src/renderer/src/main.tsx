import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@tours/core/api';
import { App } from './app/App';
import { AppStore } from './lib/app-store';
import { AppContext } from './lib/app-context';
import { ToastHost } from './components/ToastHost';
import { ToastLimiter } from './components/ToastLimiter';
import { detectPlatform } from './lib/platform';
import './styles/base.css';
import './styles/controls.css';
import './styles/parts.css';
import './styles/screens.css';
import './styles/narrow.css';

async function boot(): Promise<void> {
  const platform = detectPlatform();
  const apiUrl = await platform.getApiUrl();
  let app: AppStore | null = null;
  const api = createApiClient({
    baseUrl: apiUrl,
    getToken: () => platform.getToken(),
    onUnauthorized: () => app?.handleUnauthorized(),
  });
  app = new AppStore(api, platform, apiUrl);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppContext.Provider value={app}>
        <App />
        <ToastHost />
        <ToastLimiter />
      </AppContext.Provider>
    </StrictMode>,
  );
  await app.init();
}

void boot();

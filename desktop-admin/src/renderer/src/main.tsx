import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { createApiClient } from '@tours/core/api';
import { TOAST_DURATIONS } from '@tours/core/domain';
import { App } from './app/App';
import { AppStore } from './lib/app-store';
import { AppContext } from './lib/app-context';
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
        <Toaster
          position="bottom-right"
          toastOptions={{
            blank: { duration: TOAST_DURATIONS.blank },
            error: { duration: TOAST_DURATIONS.error },
            custom: { duration: TOAST_DURATIONS.custom },
            success: { duration: TOAST_DURATIONS.success },
            loading: { duration: Infinity },
          }}
        />
        <ToastLimiter />
      </AppContext.Provider>
    </StrictMode>,
  );
  await app.init();
}

void boot();

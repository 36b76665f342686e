import { DEFAULT_API_URL, normalizeApiUrl } from '../../../shared/api-url';
import { ipcErrorMessage, type AdminBridge } from '../../../shared/ipc';

/** How the session token is kept: by Electron's main process (encrypted or in memory) or the browser tab. */
export type TokenPersistenceKind = 'encrypted' | 'memory' | 'session';

/** What the renderer needs from its host: the API address and a place for the session token. */
export interface Platform {
  kind: 'electron' | 'web';
  getApiUrl(): Promise<string>;
  /** Saves the address; the host then reloads the app under the new CSP. */
  setApiUrl(url: string): Promise<string>;
  getToken(): Promise<string | null>;
  setToken(token: string | null): Promise<void>;
  tokenPersistence(): Promise<TokenPersistenceKind>;
  openLink(url: string): Promise<boolean>;
}

declare global {
  interface Window {
    adminBridge?: AdminBridge;
  }
}

function electronPlatform(bridge: AdminBridge): Platform {
  // The main process keeps the token; the renderer keeps a copy only while the page lives.
  let cached: string | null | undefined;
  return {
    kind: 'electron',
    getApiUrl: () => bridge.getApiUrl(),
    async setApiUrl(url) {
      try {
        return await bridge.setApiUrl(url);
      } catch (error) {
        // The person wants the reason, e.g. that they declined the change in the confirmation dialog.
        throw new Error(ipcErrorMessage(error));
      }
    },
    async getToken() {
      if (cached === undefined) cached = await bridge.getToken();
      return cached;
    },
    async setToken(token) {
      cached = token;
      if (token) await bridge.setToken(token);
      else await bridge.clearToken();
    },
    tokenPersistence: () => bridge.getTokenPersistence(),
    openLink: (url) => bridge.openLink(url),
  };
}

const TOKEN_KEY = 'toursAdmin.token';
const API_URL_KEY = 'toursAdmin.apiUrl';

/**
 * In a plain browser (npm run dev:web, the end-to-end tests) there is no preload bridge: the token
 * lives in sessionStorage (gone when the tab closes) and the API address in localStorage.
 */
function webPlatform(): Platform {
  const buildTimeUrl = (import.meta.env['VITE_API_URL'] as string | undefined) ?? DEFAULT_API_URL;
  return {
    kind: 'web',
    async getApiUrl() {
      const saved = localStorage.getItem(API_URL_KEY);
      try {
        return saved ? normalizeApiUrl(saved) : normalizeApiUrl(buildTimeUrl);
      } catch {
        return normalizeApiUrl(buildTimeUrl);
      }
    },
    async setApiUrl(url) {
      const next = normalizeApiUrl(url);
      localStorage.setItem(API_URL_KEY, next);
      sessionStorage.removeItem(TOKEN_KEY);
      return next;
    },
    async getToken() {
      return sessionStorage.getItem(TOKEN_KEY);
    },
    async setToken(token) {
      if (token) sessionStorage.setItem(TOKEN_KEY, token);
      else sessionStorage.removeItem(TOKEN_KEY);
    },
    tokenPersistence: async () => 'session',
    openLink: async (url) => {
      if (!/^https:\/\//.test(url)) return false;
      window.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
  };
}

export function detectPlatform(): Platform {
  return window.adminBridge ? electronPlatform(window.adminBridge) : webPlatform();
}

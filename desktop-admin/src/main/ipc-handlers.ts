import { normalizeApiUrl } from '../shared/api-url';
import { IPC, type IpcChannel } from '../shared/ipc';
import { isTrustedSender, UntrustedSenderError, type SenderLike } from './security/ipc-sender';
import type { SettingsStore } from './settings-store';
import type { TokenStore } from './token-store';

export interface IpcMainLike {
  handle(channel: string, listener: (event: SenderLike, ...args: unknown[]) => unknown): void;
}

export interface IpcDeps {
  tokens: TokenStore;
  settings: SettingsStore;
  appOrigins: readonly string[];
  openLink: (url: string) => Promise<boolean>;
  /** Called after the API address changed, e.g. to reload the window under the new CSP. */
  onApiUrlChanged?: (apiUrl: string) => void;
  /**
   * Asks the person at the computer, in a native dialog the renderer cannot draw or answer, whether
   * the app may talk to another server. Without it, script injected into the renderer could point
   * the app at its own server and collect the password at the next sign-in.
   */
  confirmApiUrlChange: (from: string, to: string) => Promise<boolean>;
}

export class ApiUrlChangeDeclined extends Error {
  constructor() {
    super('The API address was not changed.');
    this.name = 'ApiUrlChangeDeclined';
  }
}

/**
 * One handler per channel; each first checks the sender, then validates its arguments. Errors
 * reach the renderer as a rejected promise with the message only.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDeps): IpcChannel[] {
  const handlers: Record<IpcChannel, (...args: unknown[]) => unknown> = {
    [IPC.getApiUrl]: () => deps.settings.apiUrl(),
    [IPC.setApiUrl]: async (url) => {
      const current = deps.settings.apiUrl();
      const next = normalizeApiUrl(url);
      if (next === current) return current;
      if (!(await deps.confirmApiUrlChange(current, next))) throw new ApiUrlChangeDeclined();
      const saved = await deps.settings.setApiUrl(next);
      // A new API is a new trust boundary: the old token belongs to the old server.
      await deps.tokens.clear();
      deps.onApiUrlChanged?.(saved);
      return saved;
    },
    [IPC.getToken]: () => deps.tokens.get(),
    [IPC.setToken]: (token) => deps.tokens.set(token as string),
    [IPC.clearToken]: () => deps.tokens.clear(),
    [IPC.getTokenPersistence]: () => deps.tokens.persistence(),
    [IPC.openLink]: (url) => (typeof url === 'string' ? deps.openLink(url) : false),
  };
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      if (!isTrustedSender(event, deps.appOrigins)) throw new UntrustedSenderError(event.senderFrame?.url);
      return handler(...args);
    });
  }
  return Object.keys(handlers) as IpcChannel[];
}

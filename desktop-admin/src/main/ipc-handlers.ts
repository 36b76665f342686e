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
}

/**
 * One handler per channel; each first checks the sender, then validates its arguments. Errors
 * reach the renderer as a rejected promise with the message only.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, deps: IpcDeps): IpcChannel[] {
  const handlers: Record<IpcChannel, (...args: unknown[]) => unknown> = {
    [IPC.getApiUrl]: () => deps.settings.apiUrl(),
    [IPC.setApiUrl]: async (url) => {
      const saved = await deps.settings.setApiUrl(url);
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

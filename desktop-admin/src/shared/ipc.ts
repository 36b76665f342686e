/**
 * The IPC contract between the preload bridge and the main process: one channel per message, one
 * bridge function per channel. There is deliberately no generic `send(channel, ...)`.
 */
export const IPC = {
  getApiUrl: 'admin:get-api-url',
  setApiUrl: 'admin:set-api-url',
  getToken: 'admin:get-token',
  setToken: 'admin:set-token',
  clearToken: 'admin:clear-token',
  getTokenPersistence: 'admin:get-token-persistence',
  openLink: 'admin:open-link',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];

/** How the session token survives a restart: encrypted by the OS keychain, or not at all. */
export type TokenPersistence = 'encrypted' | 'memory';

/** What the preload exposes as `window.adminBridge`. */
export interface AdminBridge {
  getApiUrl(): Promise<string>;
  /** Validates, remembers and returns the normalised URL; rejects an invalid one. */
  setApiUrl(url: string): Promise<string>;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  getTokenPersistence(): Promise<TokenPersistence>;
  /** Opens an allow-listed https link in the system browser; false when refused. */
  openLink(url: string): Promise<boolean>;
}

/**
 * The reason an error from the main process gives, without the "Error invoking remote method
 * '<channel>': <Name>: " that Electron puts before it on its way to the renderer.
 */
export function ipcErrorMessage(error: unknown): string {
  const message = String((error as Error | null)?.message ?? error);
  return message.replace(/^Error invoking remote method '[^']*': (?:\w+: )?/, '');
}

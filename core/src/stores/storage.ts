/** The part of the Web Storage API the stores use; sessionStorage fits, so does a Map in tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  readonly items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Where the admin session token goes after login (Electron's main process in the desktop app). */
export interface TokenSink {
  setToken(token: string | null): void | Promise<void>;
}

/** A token kept in memory: a TokenSink and the `getToken` of the API client in one. */
export function createMemoryTokenStore(
  initial: string | null = null,
): TokenSink & { getToken(): string | null } {
  let token = initial;
  return {
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
  };
}

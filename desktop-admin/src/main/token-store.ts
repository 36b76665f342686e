import type { TokenPersistence } from '../shared/ipc';

/** The part of Electron's safeStorage the token store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only; 'basic_text' means a hard-coded key, which is no protection. */
  getSelectedStorageBackend?: () => string;
}

export interface FileSystemLike {
  readFile(file: string): Promise<Buffer>;
  writeFile(file: string, data: Buffer, options: { mode: number }): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
}

export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
  persistence(): TokenPersistence;
}

/** Tokens are random strings the API issues; anything else is refused before it is stored. */
export function isPlausibleToken(token: unknown): token is string {
  return (
    typeof token === 'string' && token.length >= 16 && token.length <= 512 && /^[\x21-\x7e]+$/.test(token)
  );
}

/**
 * The admin session token, kept by the main process. With OS encryption available (Keychain,
 * DPAPI, libsecret/kwallet) it is written encrypted to `filePath` so a restart keeps the session.
 * Without it (or on Linux's 'basic_text' fallback) it lives in memory only: nothing readable is
 * written to disk and the admin signs in again after a restart.
 */
export function createTokenStore(deps: {
  safeStorage: SafeStorageLike;
  fs: FileSystemLike;
  filePath: string;
}): TokenStore {
  const { safeStorage, fs, filePath } = deps;
  let memory: string | null = null;
  let loaded = false;

  const canEncrypt = (): boolean => {
    if (!safeStorage.isEncryptionAvailable()) return false;
    const backend = safeStorage.getSelectedStorageBackend?.();
    return backend !== 'basic_text';
  };

  return {
    persistence: () => (canEncrypt() ? 'encrypted' : 'memory'),

    async get() {
      if (loaded || !canEncrypt()) return memory;
      loaded = true;
      try {
        const token = safeStorage.decryptString(await fs.readFile(filePath));
        memory = isPlausibleToken(token) ? token : null;
      } catch {
        // No file yet, or written by another OS user or key: start signed out.
        memory = null;
      }
      return memory;
    },

    async set(token) {
      if (!isPlausibleToken(token)) throw new Error('Refusing to store an invalid session token');
      memory = token;
      loaded = true;
      if (canEncrypt()) await fs.writeFile(filePath, safeStorage.encryptString(token), { mode: 0o600 });
    },

    async clear() {
      memory = null;
      loaded = true;
      await fs.rm(filePath, { force: true });
    },
  };
}

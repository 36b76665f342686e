import { describe, expect, it } from 'vitest';
import { createTokenStore, type FileSystemLike, type SafeStorageLike } from '../src/main/token-store';

function memoryFs() {
  const files = new Map<string, Buffer>();
  const fs: FileSystemLike = {
    readFile: async (f) => {
      const data = files.get(f);
      if (!data) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return data;
    },
    writeFile: async (f, d) => void files.set(f, d),
    rm: async (f) => void files.delete(f),
  };
  return { fs, files };
}

/** Reversible but not plain text, like the OS keychain from the outside. */
function fakeSafeStorage(available = true, backend = 'gnome_libsecret'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.from(Buffer.from(s).map((b) => b ^ 0x5a)),
    decryptString: (b) => Buffer.from(b.map((x) => x ^ 0x5a)).toString(),
    getSelectedStorageBackend: () => backend,
  };
}

const TOKEN = 'tok_0123456789abcdef0123456789abcdef';

describe('token store', () => {
  it('writes the token encrypted and reads it back after a restart', async () => {
    const { fs, files } = memoryFs();
    const safeStorage = fakeSafeStorage();
    await createTokenStore({ safeStorage, fs, filePath: '/u/session.bin' }).set(TOKEN);
    const onDisk = files.get('/u/session.bin')!;
    expect(onDisk.toString()).not.toContain(TOKEN);
    const restarted = createTokenStore({ safeStorage, fs, filePath: '/u/session.bin' });
    expect(restarted.persistence()).toBe('encrypted');
    expect(await restarted.get()).toBe(TOKEN);
  });

  it('clears the token from memory and disk', async () => {
    const { fs, files } = memoryFs();
    const store = createTokenStore({ safeStorage: fakeSafeStorage(), fs, filePath: '/u/s' });
    await store.set(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(files.size).toBe(0);
  });

  it.each([
    ['encryption unavailable', fakeSafeStorage(false)],
    ["Linux 'basic_text' backend", fakeSafeStorage(true, 'basic_text')],
  ])('keeps the token in memory only when %s', async (_why, safeStorage) => {
    const { fs, files } = memoryFs();
    const store = createTokenStore({ safeStorage, fs, filePath: '/u/s' });
    await store.set(TOKEN);
    expect(store.persistence()).toBe('memory');
    expect(await store.get()).toBe(TOKEN);
    expect(files.size).toBe(0);
    expect(await createTokenStore({ safeStorage, fs, filePath: '/u/s' }).get()).toBeNull();
  });

  it('starts signed out when the file cannot be decrypted', async () => {
    const { fs, files } = memoryFs();
    files.set('/u/s', Buffer.from('garbage'));
    const safeStorage = {
      ...fakeSafeStorage(),
      decryptString: () => {
        throw new Error('bad key');
      },
    };
    expect(await createTokenStore({ safeStorage, fs, filePath: '/u/s' }).get()).toBeNull();
  });

  it.each(['', 'short', 'x'.repeat(600), 'has space in it....', 42, null])(
    'refuses to store %s',
    async (bad) => {
      const store = createTokenStore({ safeStorage: fakeSafeStorage(), fs: memoryFs().fs, filePath: '/u/s' });
      await expect(store.set(bad as string)).rejects.toThrow(/invalid session token/);
    },
  );
});

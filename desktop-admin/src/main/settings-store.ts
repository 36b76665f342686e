import { DEFAULT_API_URL, normalizeApiUrl } from '../shared/api-url';

export interface SettingsFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  writeFile(file: string, data: string, encoding: 'utf8'): Promise<void>;
}

export interface SettingsStore {
  apiUrl(): string;
  setApiUrl(value: unknown): Promise<string>;
}

/**
 * The API address, remembered in `filePath`. Order: what the admin saved in the app, else the
 * API_URL environment variable, else http://localhost:3000/api/v1.
 */
export async function loadSettingsStore(deps: {
  fs: SettingsFs;
  filePath: string;
  envApiUrl?: string | undefined;
}): Promise<SettingsStore> {
  let fallback = DEFAULT_API_URL;
  if (deps.envApiUrl) {
    try {
      fallback = normalizeApiUrl(deps.envApiUrl);
    } catch (error) {
      console.warn(`API_URL ignored: ${(error as Error).message}`);
    }
  }
  let current = fallback;
  try {
    const saved = JSON.parse(await deps.fs.readFile(deps.filePath, 'utf8')) as { apiUrl?: unknown };
    if (saved.apiUrl !== undefined) current = normalizeApiUrl(saved.apiUrl);
  } catch {
    current = fallback;
  }
  return {
    apiUrl: () => current,
    async setApiUrl(value) {
      const next = normalizeApiUrl(value);
      await deps.fs.writeFile(deps.filePath, JSON.stringify({ apiUrl: next }, null, 2), 'utf8');
      current = next;
      return next;
    },
  };
}

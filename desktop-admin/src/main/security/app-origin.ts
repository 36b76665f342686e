/** The custom scheme the packaged renderer is served from (checklist: prefer a custom protocol to file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * The origins the app's own pages are served from: the custom protocol, plus the electron-vite dev
 * server in development. Nothing else is ever trusted.
 */
export function appOrigins(devServerUrl: string | undefined): string[] {
  const origins = [APP_ORIGIN];
  if (devServerUrl) origins.push(new URL(devServerUrl).origin);
  return origins;
}

/** The origin of a URL, or null for one that does not parse. `app://admin/x` -> `app://admin`. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    // Non-special schemes report origin "null"; rebuild it from protocol and host.
    if (parsed.origin === 'null') return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
    return parsed.origin;
  } catch {
    return null;
  }
}

export function isAppUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}

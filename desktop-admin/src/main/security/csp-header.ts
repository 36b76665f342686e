import { buildCsp } from '../../shared/csp';

export interface HeadersSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: Record<string, string[] | string> },
        callback: (response: { responseHeaders?: Record<string, string[] | string> }) => void,
      ) => void,
    ): void;
  };
}

/**
 * Checklist 7: a CSP header on every page the app serves itself (the dev server in development;
 * the app protocol sets its own). Responses from other origins (the API) are left untouched.
 */
export function installCspHeader(
  session: HeadersSession,
  options: { pageOrigins: readonly string[]; getApiOrigin: () => string; devServerOrigin?: string },
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...(details.responseHeaders ?? {}) };
    let origin: string | null = null;
    try {
      origin = new URL(details.url).origin;
    } catch {
      origin = null;
    }
    if (origin && options.pageOrigins.includes(origin)) {
      for (const key of Object.keys(headers)) {
        if (key.toLowerCase() === 'content-security-policy') delete headers[key];
      }
      headers['Content-Security-Policy'] = [
        buildCsp({
          apiOrigin: options.getApiOrigin(),
          forHeader: true,
          ...(options.devServerOrigin ? { dev: { serverOrigin: options.devServerOrigin } } : {}),
        }),
      ];
    }
    callback({ responseHeaders: headers });
  });
}

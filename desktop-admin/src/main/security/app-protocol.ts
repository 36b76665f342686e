import path from 'node:path';
import { buildCsp, CSP_PLACEHOLDER } from '../../shared/csp';
import { APP_HOST, APP_SCHEME } from './app-origin';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Registered before app ready: a standard, secure scheme so the renderer gets a real origin. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, stream: false },
};

/**
 * Maps app://admin/<path> to a file under `rootDir`, or null when the URL is not ours or escapes
 * the root (../, encoded slashes, absolute paths). The single-page app's routes fall back to
 * index.html.
 */
export function resolveAppFile(rootDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const relative = pathname === '/' || pathname === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = path.resolve(rootDir);
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return path.extname(file) ? file : path.join(root, 'index.html');
}

export interface AppProtocolDeps {
  rootDir: string;
  readFile: (file: string) => Promise<Buffer>;
  getApiOrigin: () => string;
}

/** The protocol handler: static files with the CSP filled in for the current API origin. */
export function createAppProtocolHandler(deps: AppProtocolDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const file = resolveAppFile(deps.rootDir, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    let body: Buffer;
    try {
      body = await deps.readFile(file);
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const ext = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      'Content-Type': MIME[ext] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
    };
    if (ext === '.html') {
      const apiOrigin = deps.getApiOrigin();
      const html = body.toString('utf8').replaceAll(CSP_PLACEHOLDER, buildCsp({ apiOrigin }));
      headers['Content-Security-Policy'] = buildCsp({ apiOrigin, forHeader: true });
      return new Response(html, { status: 200, headers });
    }
    return new Response(new Uint8Array(body), { status: 200, headers });
  };
}

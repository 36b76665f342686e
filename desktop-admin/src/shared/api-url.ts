export const DEFAULT_API_URL = 'http://localhost:3000/api/v1';

/**
 * An API base URL as the app stores it: http(s) only, no credentials, query or fragment, no
 * trailing slash. Throws a readable error otherwise.
 */
export function normalizeApiUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 500) {
    throw new Error('Enter the API address, e.g. http://localhost:3000/api/v1');
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('The API address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('The API address must start with http:// or https://');
  }
  // The packaged app is a secure origin (app://): plain http is only reachable on this machine, and
  // a session token must never cross a network unencrypted anyway.
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new Error('Use https:// for a remote API; http:// is only allowed for localhost');
  }
  if (url.username || url.password)
    throw new Error('The API address must not contain a user name or password');
  if (url.search || url.hash) throw new Error('The API address must not contain a query or fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The origin (scheme://host:port) of an API base URL, for the CSP connect-src. */
export function apiOriginOf(apiUrl: string): string {
  return new URL(apiUrl).origin;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

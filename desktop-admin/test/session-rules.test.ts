import { describe, expect, it } from 'vitest';
import { installCspHeader, type HeadersSession } from '../src/main/security/csp-header';

type Listener = Parameters<HeadersSession['webRequest']['onHeadersReceived']>[0];

function fakeSession() {
  let listener: Listener | undefined;
  const session: HeadersSession = { webRequest: { onHeadersReceived: (l) => void (listener = l) } };
  const respond = (url: string, responseHeaders: Record<string, string[]> = {}) =>
    new Promise<Record<string, string[] | string> | undefined>((resolve) =>
      listener!({ url, responseHeaders }, (r) => resolve(r.responseHeaders)),
    );
  return { session, respond };
}

describe('CSP header in development', () => {
  it('replaces the dev server page CSP with the strict one for the configured API', async () => {
    const { session, respond } = fakeSession();
    installCspHeader(session, {
      pageOrigins: ['http://localhost:5174'],
      getApiOrigin: () => 'http://localhost:3000',
      devServerOrigin: 'http://localhost:5174',
    });
    const headers = await respond('http://localhost:5174/', { 'content-security-policy': ['default-src *'] });
    expect(headers!['content-security-policy']).toBeUndefined();
    const csp = String(headers!['Content-Security-Policy']);
    expect(csp).toContain('connect-src http://localhost:3000 http://localhost:5174 ws://localhost:5174');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('leaves API responses alone', async () => {
    const { session, respond } = fakeSession();
    installCspHeader(session, {
      pageOrigins: ['http://localhost:5174'],
      getApiOrigin: () => 'http://localhost:3000',
    });
    const headers = await respond('http://localhost:3000/api/v1/health', { 'x-a': ['1'] });
    expect(headers).toEqual({ 'x-a': ['1'] });
  });
});

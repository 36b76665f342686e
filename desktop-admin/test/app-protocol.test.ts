import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppProtocolHandler, resolveAppFile } from '../src/main/security/app-protocol';
import { loadSettingsStore } from '../src/main/settings-store';
import { buildCsp } from '../src/shared/csp';
import { normalizeApiUrl } from '../src/shared/api-url';

const root = path.resolve('/srv/renderer');

describe('app protocol', () => {
  it('serves files under the renderer root and falls back to index.html for routes', () => {
    expect(resolveAppFile(root, 'app://admin/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://admin/assets/index-1.js')).toBe(path.join(root, 'assets/index-1.js'));
    expect(resolveAppFile(root, 'app://admin/bookings')).toBe(path.join(root, 'index.html'));
  });

  it.each([
    'app://admin/../../etc/passwd',
    'app://admin/%2e%2e/%2e%2e/etc/passwd.txt',
    'app://admin/assets/..%2f..%2f..%2fsecret.txt',
    'app://admin/a%5c..%5c..%5cwin.ini',
    'app://admin/x%00.js',
    'app://other/index.html',
    'https://admin/index.html',
    'app://admin/%E0%A4%A',
  ])('refuses %s', (url) => {
    const resolved = resolveAppFile(root, url);
    if (resolved !== null) expect(resolved.startsWith(root + path.sep)).toBe(true);
    else expect(resolved).toBeNull();
  });

  it('fills the CSP meta tag and header with the configured API origin', async () => {
    const handler = createAppProtocolHandler({
      rootDir: root,
      readFile: async () =>
        Buffer.from('<meta http-equiv="Content-Security-Policy" content="%ADMIN_CSP%" />'),
      getApiOrigin: () => 'https://api.example.com',
    });
    const response = await handler(new Request('app://admin/index.html'));
    const html = await response.text();
    expect(html).toContain(buildCsp({ apiOrigin: 'https://api.example.com' }));
    expect(response.headers.get('content-security-policy')).toContain('connect-src https://api.example.com;');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 404 for a missing file', async () => {
    const handler = createAppProtocolHandler({
      rootDir: root,
      readFile: async () => {
        throw new Error('ENOENT');
      },
      getApiOrigin: () => 'http://localhost:3000',
    });
    expect((await handler(new Request('app://admin/missing.js'))).status).toBe(404);
  });
});

describe('CSP', () => {
  const csp = buildCsp({ apiOrigin: 'http://localhost:3000' });
  it('allows scripts only from the app and the network only to the API', () => {
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain('connect-src http://localhost:3000;');
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });
});

describe('API address', () => {
  it('normalises and validates', () => {
    expect(normalizeApiUrl(' http://localhost:3000/api/v1/ ')).toBe('http://localhost:3000/api/v1');
    for (const bad of [
      '',
      'ftp://x/api',
      'javascript:alert(1)',
      'http://u:p@h/api',
      'http://h/api?x=1',
      42,
    ]) {
      expect(() => normalizeApiUrl(bad)).toThrow();
    }
  });

  it('is remembered, with API_URL and then the default as fallbacks', async () => {
    const files = new Map<string, string>();
    const fs = {
      readFile: async (f: string) => {
        const v = files.get(f);
        if (v === undefined) throw new Error('ENOENT');
        return v;
      },
      writeFile: async (f: string, d: string) => void files.set(f, d),
    };
    expect((await loadSettingsStore({ fs, filePath: '/s.json' })).apiUrl()).toBe(
      'http://localhost:3000/api/v1',
    );
    const fromEnv = await loadSettingsStore({
      fs,
      filePath: '/s.json',
      envApiUrl: 'https://api.example.com/api/v1',
    });
    expect(fromEnv.apiUrl()).toBe('https://api.example.com/api/v1');
    await fromEnv.setApiUrl('https://10.0.0.5:3000/api/v1');
    const again = await loadSettingsStore({
      fs,
      filePath: '/s.json',
      envApiUrl: 'https://api.example.com/api/v1',
    });
    expect(again.apiUrl()).toBe('https://10.0.0.5:3000/api/v1');
    await expect(again.setApiUrl('file:///etc')).rejects.toThrow();
    expect(again.apiUrl()).toBe('https://10.0.0.5:3000/api/v1');
  });
});

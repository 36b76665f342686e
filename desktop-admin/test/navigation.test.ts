import { describe, expect, it, vi } from 'vitest';
import { appOrigins } from '../src/main/security/app-origin';
import { isAllowedExternalUrl, openExternalSafely } from '../src/main/security/external-links';
import {
  attachNavigationGuards,
  isAllowedNavigation,
  type GuardedContents,
} from '../src/main/security/navigation';

type Listener = (event: { preventDefault(): void }, url: string) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on: (event: string, listener: Listener) => listeners.set(event, listener),
    setWindowOpenHandler: (h: typeof openHandler) => (openHandler = h),
  } as unknown as GuardedContents;
  const fire = (event: string, url: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)!({ preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }), listeners };
}

describe('navigation guards', () => {
  const origins = appOrigins(undefined);

  it('lets the app move within itself', () => {
    expect(isAllowedNavigation('app://admin/index.html#/tickets', origins)).toBe(true);
    const { contents, fire } = fakeContents();
    attachNavigationGuards(contents, { appOrigins: origins, openLink: vi.fn() });
    expect(fire('will-navigate', 'app://admin/index.html')).toBe(false);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:3000/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://other/',
  ])('denies navigating or redirecting to %s', (url) => {
    const openLink = vi.fn();
    const { contents, fire } = fakeContents();
    attachNavigationGuards(contents, { appOrigins: origins, openLink });
    expect(fire('will-navigate', url)).toBe(true);
    expect(fire('will-redirect', url)).toBe(true);
    expect(openLink).not.toHaveBeenCalled();
  });

  it('denies every new window; allow-listed https links go to the system browser', () => {
    const openLink = vi.fn();
    const { contents, open } = fakeContents();
    attachNavigationGuards(contents, {
      appOrigins: origins,
      openLink,
      externalAllowList: ['docs.example.com'],
    });
    expect(open('https://docs.example.com/help')).toEqual({ action: 'deny' });
    expect(openLink).toHaveBeenCalledWith('https://docs.example.com/help');
    expect(open('http://docs.example.com/help')).toEqual({ action: 'deny' });
    expect(open('app://admin/index.html')).toEqual({ action: 'deny' });
    expect(openLink).toHaveBeenCalledTimes(1);
  });

  it('never attaches a webview', () => {
    const { contents, fire } = fakeContents();
    attachNavigationGuards(contents, { appOrigins: origins, openLink: vi.fn() });
    expect(fire('will-attach-webview', '')).toBe(true);
  });
});

describe('external links', () => {
  it.each([
    ['https://github.com/x', true],
    ['http://github.com/x', false],
    ['https://github.com.evil.example/', false],
    ['https://user:pw@github.com/', false],
    ['file:///C:/Windows/system32/calc.exe', false],
    ['smb://host/share', false],
    ['not a url', false],
    ['mailto:wei.chen@example.com', true],
    ['mailto:a@example.com?attach=/etc/passwd', false],
    ['mailto:a@example.com,b@evil.example', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedExternalUrl(url)).toBe(allowed);
  });

  it('only calls shell.openExternal for allowed links', async () => {
    const shell = { openExternal: vi.fn(async () => undefined) };
    expect(await openExternalSafely(shell, 'https://evil.example/')).toBe(false);
    expect(await openExternalSafely(shell, 'https://github.com/')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
  });
});

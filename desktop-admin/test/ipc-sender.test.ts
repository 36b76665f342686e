import { describe, expect, it, vi } from 'vitest';
import { IPC, ipcErrorMessage } from '../src/shared/ipc';
import { registerIpcHandlers, type IpcMainLike } from '../src/main/ipc-handlers';
import { appOrigins } from '../src/main/security/app-origin';
import { isTrustedSender, type SenderLike } from '../src/main/security/ipc-sender';
import type { SettingsStore } from '../src/main/settings-store';
import type { TokenStore } from '../src/main/token-store';

const prod = appOrigins(undefined);
const dev = appOrigins('http://localhost:5174/');
const frame = (url: string, parent?: unknown): SenderLike => ({ senderFrame: { url, parent } });

describe('isTrustedSender', () => {
  it('trusts the app protocol page', () => {
    expect(isTrustedSender(frame('app://admin/index.html'), prod)).toBe(true);
    expect(isTrustedSender(frame('app://admin/index.html#/bookings'), prod)).toBe(true);
  });

  it('trusts the dev server only in development', () => {
    expect(isTrustedSender(frame('http://localhost:5174/'), dev)).toBe(true);
    expect(isTrustedSender(frame('http://localhost:5174/'), prod)).toBe(false);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:3000/',
    'file:///etc/passwd',
    'app://evil/index.html',
    'app://admin.evil/index.html',
    'http://localhost:51740/',
    'about:blank',
    'data:text/html,hi',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isTrustedSender(frame(url), dev)).toBe(false);
  });

  it('refuses a missing frame and a sub-frame even on the app origin', () => {
    expect(isTrustedSender({ senderFrame: null }, prod)).toBe(false);
    expect(isTrustedSender(frame('app://admin/index.html', { url: 'app://admin/' }), prod)).toBe(false);
  });
});

function fakeIpc() {
  const handlers = new Map<string, (event: SenderLike, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener) };
  return { ipcMain, handlers };
}

function deps() {
  let token: string | null = null;
  let apiUrl = 'http://localhost:3000/api/v1';
  const tokens: TokenStore = {
    get: vi.fn(async () => token),
    set: vi.fn(async (t: string) => void (token = t)),
    clear: vi.fn(async () => void (token = null)),
    persistence: () => 'encrypted',
  };
  const settings: SettingsStore = {
    apiUrl: () => apiUrl,
    setApiUrl: vi.fn(async (u: unknown) => (apiUrl = String(u))),
  };
  return {
    tokens,
    settings,
    appOrigins: prod,
    openLink: vi.fn(async () => true),
    onApiUrlChanged: vi.fn(),
    confirmApiUrlChange: vi.fn(async (_from: string, _to: string) => true),
  };
}

describe('registerIpcHandlers', () => {
  it('registers exactly one handler per bridge message', () => {
    const { ipcMain, handlers } = fakeIpc();
    const channels = registerIpcHandlers(ipcMain, deps());
    expect(new Set(channels)).toEqual(new Set(Object.values(IPC)));
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  it('answers the app and refuses everybody else on every channel', async () => {
    const { ipcMain, handlers } = fakeIpc();
    const d = deps();
    registerIpcHandlers(ipcMain, d);
    for (const [channel, handler] of handlers) {
      expect(() => handler(frame('https://evil.example/'), 'x'.repeat(20)), channel).toThrow(
        /untrusted sender/,
      );
      expect(() => handler({ senderFrame: null }), channel).toThrow(/untrusted sender/);
    }
    expect(d.tokens.set).not.toHaveBeenCalled();
    expect(d.openLink).not.toHaveBeenCalled();
    await handlers.get(IPC.setToken)!(frame('app://admin/index.html'), 'a-token-of-sufficient-length');
    expect(await handlers.get(IPC.getToken)!(frame('app://admin/index.html'))).toBe(
      'a-token-of-sufficient-length',
    );
  });

  it('clears the token and reloads when the API address changes', async () => {
    const { ipcMain, handlers } = fakeIpc();
    const d = deps();
    registerIpcHandlers(ipcMain, d);
    const saved = await handlers.get(IPC.setApiUrl)!(frame('app://admin/'), 'https://api.example.com/api/v1');
    expect(saved).toBe('https://api.example.com/api/v1');
    expect(d.tokens.clear).toHaveBeenCalled();
    expect(d.onApiUrlChanged).toHaveBeenCalledWith('https://api.example.com/api/v1');
    expect(d.confirmApiUrlChange).toHaveBeenCalledWith(
      'http://localhost:3000/api/v1',
      'https://api.example.com/api/v1',
    );
  });

  it('changes nothing, and keeps the session, when the change is not confirmed in the native dialog', async () => {
    const { ipcMain, handlers } = fakeIpc();
    const d = deps();
    d.confirmApiUrlChange.mockResolvedValue(false);
    registerIpcHandlers(ipcMain, d);
    await handlers.get(IPC.setToken)!(frame('app://admin/'), 'a-token-of-sufficient-length');
    await expect(
      handlers.get(IPC.setApiUrl)!(
        frame('app://admin/'),
        'https://attacker.example/api/v1',
      ) as Promise<string>,
    ).rejects.toThrow(/not changed/);
    expect(d.settings.setApiUrl).not.toHaveBeenCalled();
    expect(d.tokens.clear).not.toHaveBeenCalled();
    expect(d.onApiUrlChanged).not.toHaveBeenCalled();
    expect(await handlers.get(IPC.getApiUrl)!(frame('app://admin/'))).toBe('http://localhost:3000/api/v1');
  });

  it('asks nothing for the address already in use, and refuses an invalid one before asking', async () => {
    const { ipcMain, handlers } = fakeIpc();
    const d = deps();
    registerIpcHandlers(ipcMain, d);
    expect(await handlers.get(IPC.setApiUrl)!(frame('app://admin/'), 'http://localhost:3000/api/v1')).toBe(
      'http://localhost:3000/api/v1',
    );
    await expect(
      (async () => handlers.get(IPC.setApiUrl)!(frame('app://admin/'), 'javascript:alert(1)'))(),
    ).rejects.toThrow();
    expect(d.confirmApiUrlChange).not.toHaveBeenCalled();
    expect(d.tokens.clear).not.toHaveBeenCalled();
  });

  it('refuses a non-string external link without calling the shell', async () => {
    const { ipcMain, handlers } = fakeIpc();
    const d = deps();
    registerIpcHandlers(ipcMain, d);
    expect(await handlers.get(IPC.openLink)!(frame('app://admin/'), { url: 'x' })).toBe(false);
    expect(d.openLink).not.toHaveBeenCalled();
  });
});

describe('the renderer side of an API address change', () => {
  it('shows the reason the main process gave, without Electron’s channel prefix', () => {
    expect(
      ipcErrorMessage(
        new Error(
          "Error invoking remote method 'admin:set-api-url': ApiUrlChangeDeclined: The API address was not changed.",
        ),
      ),
    ).toBe('The API address was not changed.');
    expect(ipcErrorMessage(new Error('plain'))).toBe('plain');
  });
});

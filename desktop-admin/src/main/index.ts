import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiOriginOf } from '../shared/api-url';
import { mainWindowOptions } from './app-window';
import { registerIpcHandlers } from './ipc-handlers';
import { APP_ENTRY_URL, appOrigins, APP_SCHEME } from './security/app-origin';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './security/app-protocol';
import { installCspHeader } from './security/csp-header';
import { openExternalSafely } from './security/external-links';
import { attachNavigationGuards } from './security/navigation';
import { allowOnlyAppCamera } from './security/permissions';
import { loadSettingsStore } from './settings-store';
import { createTokenStore } from './token-store';

// Wiring only: every rule lives in a small module beside this file and is unit-tested there.
const here = path.dirname(fileURLToPath(import.meta.url));
const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const origins = appOrigins(devServerUrl);

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();

async function start(): Promise<void> {
  await app.whenReady();
  const userData = app.getPath('userData');
  const settings = await loadSettingsStore({
    fs: { readFile, writeFile },
    filePath: path.join(userData, 'settings.json'),
    envApiUrl: process.env['API_URL'],
  });
  const tokens = createTokenStore({
    safeStorage,
    fs: { readFile, writeFile, rm },
    filePath: path.join(userData, 'session.bin'),
  });
  const getApiOrigin = () => apiOriginOf(settings.apiUrl());
  const openLink = (url: string) => openExternalSafely(shell, url);

  allowOnlyAppCamera(session.defaultSession, origins);
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ rootDir: path.join(here, '../renderer'), readFile, getApiOrigin }),
  );
  if (devServerUrl) {
    installCspHeader(session.defaultSession, {
      pageOrigins: [new URL(devServerUrl).origin],
      getApiOrigin,
      devServerOrigin: new URL(devServerUrl).origin,
    });
  }
  // Some other renderer (a devtools extension, a future window) never gets Node or a webview.
  app.on('web-contents-created', (_event, contents) => {
    attachNavigationGuards(contents, {
      appOrigins: origins,
      openLink: (url) => void openLink(url),
      onBlocked: (kind, url) => console.warn(`blocked ${kind}: ${url}`),
    });
  });

  let win: BrowserWindow | null = null;
  const load = () => win?.loadURL(devServerUrl ?? APP_ENTRY_URL);
  registerIpcHandlers(ipcMain, {
    tokens,
    settings,
    appOrigins: origins,
    openLink,
    onApiUrlChanged: () => void load(),
    confirmApiUrlChange: async (from, to) => {
      const options = {
        type: 'warning' as const,
        buttons: ['Cancel', 'Change and sign out'],
        defaultId: 0,
        cancelId: 0,
        noLink: true,
        title: 'Change the API address?',
        message: `Connect this app to ${to}?`,
        detail:
          `It now talks to ${from}. You will be signed out, and your password will be sent to the new ` +
          'address when you next sign in. Only continue if you typed this address yourself.',
      };
      const { response } = win
        ? await dialog.showMessageBox(win, options)
        : await dialog.showMessageBox(options);
      return response === 1;
    },
  });

  const createWindow = () => {
    const options = mainWindowOptions(path.join(here, '../preload/index.cjs'));
    // The protections are repeated literally here so static scanners (electronegativity) see them.
    win = new BrowserWindow({
      ...options,
      webPreferences: {
        ...options.webPreferences,
        nodeIntegration: false,
        contextIsolation: true,
        sandbox: true,
        webSecurity: true,
        disableBlinkFeatures: 'Auxclick',
      },
    });
    win.once('ready-to-show', () => win?.show());
    win.on('closed', () => (win = null));
    void load();
  };
  createWindow();

  app.on('second-instance', () => {
    if (win?.isMinimized()) win.restore();
    win?.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

if (app.requestSingleInstanceLock()) void start();
else app.quit();

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Electron's security checklist checked on the source itself, so a regression fails `npm test`
 * even where Electron cannot run. https://www.electronjs.org/docs/latest/tutorial/security
 */
const src = path.resolve(__dirname, '../src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(src).filter((f) => /\.(ts|tsx|html)$/.test(f));
const read = (f: string) => readFileSync(f, 'utf8');
const all = files.map((f) => ({ f: path.relative(src, f), text: read(f) }));
const mainAndPreload = all.filter(({ f }) => f.startsWith('main') || f.startsWith('preload'));

describe('Electron security checklist on desktop-admin/src', () => {
  it('never enables Node integration, turns off isolation, the sandbox or web security', () => {
    for (const { f, text } of all) {
      expect(text, f).not.toMatch(/nodeIntegration(InWorker|InSubFrames)?\s*:\s*true/);
      expect(text, f).not.toMatch(/contextIsolation\s*:\s*false/);
      expect(text, f).not.toMatch(/sandbox\s*:\s*false/);
      expect(text, f).not.toMatch(/webSecurity\s*:\s*false/);
      expect(text, f).not.toMatch(/allowRunningInsecureContent\s*:\s*true/);
      expect(text, f).not.toMatch(/experimentalFeatures\s*:\s*true/);
      expect(text, f).not.toMatch(/enableBlinkFeatures/);
      expect(text, f).not.toMatch(/webviewTag\s*:\s*true/);
      expect(text, f).not.toMatch(/<webview/i);
    }
  });

  it('turns the protections on explicitly for the one window, and the sandbox for the app', () => {
    const prefs = read(path.join(src, 'main/security/web-preferences.ts'));
    for (const rule of [
      /contextIsolation:\s*true/,
      /sandbox:\s*true/,
      /nodeIntegration:\s*false/,
      /webSecurity:\s*true/,
      /allowRunningInsecureContent:\s*false/,
    ]) {
      expect(prefs).toMatch(rule);
    }
    const index = read(path.join(src, 'main/index.ts'));
    expect(index).toMatch(/app\.enableSandbox\(\)/);
    expect(index).toMatch(
      /new BrowserWindow\(\{\s*\.\.\.options,\s*webPreferences: \{\s*\.\.\.options\.webPreferences,\s*nodeIntegration: false,\s*contextIsolation: true,\s*sandbox: true/,
    );
    expect(index).toMatch(/const options = mainWindowOptions\(/);
    expect(mainAndPreload.filter(({ text }) => /new BrowserWindow\(/.test(text))).toHaveLength(1);
  });

  it('has a CSP: a meta tag in index.html and a header from the app protocol', () => {
    const html = read(path.join(src, 'renderer/index.html'));
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="%ADMIN_CSP%"/);
    expect(read(path.join(src, 'main/security/app-protocol.ts'))).toMatch(/'Content-Security-Policy'/);
    expect(read(path.join(src, 'shared/csp.ts'))).toMatch(/default-src', \["'none'"\]/);
  });

  it('uses no remote module, no shell.openExternal outside the allow-list module, no eval', () => {
    for (const { f, text } of all) {
      expect(text, f).not.toMatch(/@electron\/remote|enableRemoteModule|require\(['"]electron['"]\)\.remote/);
      expect(text, f).not.toMatch(/\beval\(|new Function\(/);
      expect(text, f).not.toMatch(/dangerouslySetInnerHTML/);
      if (!f.endsWith('external-links.ts')) expect(text, f).not.toMatch(/shell\.openExternal\(/);
    }
  });

  it('exposes one function per IPC message, never ipcRenderer or a generic send', () => {
    const preload = read(path.join(src, 'preload/index.ts'));
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*\)/);
    expect(preload).not.toMatch(/ipcRenderer\.(send|sendSync|on|once)\(/);
    expect(preload).not.toMatch(/invoke\(\s*[a-z]+\s*[,)]/); // a channel from a variable is a generic send
    const invokes = [...preload.matchAll(/ipcRenderer\.invoke\(IPC\.(\w+)/g)].map((m) => m[1]);
    expect(new Set(invokes).size).toBe(invokes.length);
    for (const { f, text } of mainAndPreload) {
      expect(text, f).not.toMatch(/ipcMain\.on\(/);
    }
  });

  it('checks the sender in every ipcMain.handle', () => {
    const handlers = read(path.join(src, 'main/ipc-handlers.ts'));
    const handleCalls = [...handlers.matchAll(/ipcMain\.handle\(/g)];
    expect(handleCalls).toHaveLength(1); // the one loop that registers every channel
    expect(handlers).toMatch(
      /ipcMain\.handle\(channel, \(event, \.\.\.args\) => \{\s*if \(!isTrustedSender\(event/,
    );
    for (const { f, text } of mainAndPreload.filter(({ f }) => !f.endsWith('ipc-handlers.ts'))) {
      expect(text, f).not.toMatch(/ipcMain\.handle\(/);
    }
  });

  it('guards navigation, new windows, webviews and permissions', () => {
    const nav = read(path.join(src, 'main/security/navigation.ts'));
    for (const hook of ['will-navigate', 'will-redirect', 'will-attach-webview', 'setWindowOpenHandler']) {
      expect(nav).toContain(hook);
    }
    const index = read(path.join(src, 'main/index.ts'));
    expect(index).toMatch(/web-contents-created[\s\S]*attachNavigationGuards/);
    expect(index).toMatch(/allowOnlyAppCamera\(session\.defaultSession, origins\)/);
  });

  it('loads no remote content and no file:// page', () => {
    const index = read(path.join(src, 'main/index.ts'));
    expect(index).not.toMatch(/loadFile\(|file:\/\//);
    expect(index).toMatch(/loadURL\(devServerUrl \?\? APP_ENTRY_URL\)/);
  });
});

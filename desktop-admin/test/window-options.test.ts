import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../src/main/app-window';
import { secureWebPreferences } from '../src/main/security/web-preferences';

describe('window options', () => {
  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    const prefs = mainWindowOptions('/app/out/preload/index.cjs').webPreferences!;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('never turns a protection off whatever the preload path', () => {
    for (const p of ['', 'x', '/a b/c.cjs']) {
      const prefs = secureWebPreferences(p);
      expect(prefs.sandbox && prefs.contextIsolation && prefs.webSecurity).toBe(true);
      expect(prefs.nodeIntegration || prefs.allowRunningInsecureContent).toBe(false);
    }
  });

  it('is a window sized for a dense back office and shown when ready', () => {
    const options = mainWindowOptions('/p.cjs');
    expect(options.show).toBe(false);
    expect(options.minWidth).toBeGreaterThanOrEqual(1024);
  });
});

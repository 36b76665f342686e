import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../src/main/app-window';
import { secureWebPreferences } from '../src/main/security/web-preferences';

/** Electron security checklist 2-6 and the renderer features this app never needs. */
const MUST_BE_ON = ['contextIsolation', 'sandbox', 'webSecurity'] as const;
const MUST_BE_OFF = [
  'nodeIntegration',
  'nodeIntegrationInWorker',
  'nodeIntegrationInSubFrames',
  'allowRunningInsecureContent',
  'experimentalFeatures',
  'webviewTag',
] as const;

describe('window options', () => {
  it('gives the window the secure preferences with its own preload script', () => {
    const prefs = mainWindowOptions('/app/out/preload/index.cjs').webPreferences!;
    expect(prefs).toEqual(secureWebPreferences('/app/out/preload/index.cjs'));
    expect(prefs.preload).toBe('/app/out/preload/index.cjs');
  });

  it('isolates, sandboxes and keeps Node out of the renderer whatever the preload path', () => {
    for (const p of ['', 'x', '/a b/c.cjs']) {
      const prefs = secureWebPreferences(p);
      for (const key of MUST_BE_ON) expect(prefs[key], key).toBe(true);
      for (const key of MUST_BE_OFF) expect(prefs[key], key).toBe(false);
      // Middle-click must not open links in new windows.
      expect(prefs.disableBlinkFeatures?.split(',')).toContain('Auxclick');
    }
  });

  it('is a window sized for a dense back office and shown when ready', () => {
    const options = mainWindowOptions('/p.cjs');
    expect(options.show).toBe(false);
    expect(options.minWidth).toBeGreaterThanOrEqual(1024);
  });
});

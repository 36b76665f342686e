import type { WebPreferences } from 'electron';

/**
 * The only web preferences a renderer of this app ever gets (Electron security checklist 2-6):
 * isolated, sandboxed, no Node, web security and no insecure content.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: true,
    safeDialogs: true,
    // Middle-click must not open links in new windows (electronegativity AUXCLICK_JS_CHECK).
    disableBlinkFeatures: 'Auxclick',
  };
}

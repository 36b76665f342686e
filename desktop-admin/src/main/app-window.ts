import type { BrowserWindowConstructorOptions } from 'electron';
import { secureWebPreferences } from './security/web-preferences';

/** Options of the one admin window; kept pure so a test can check them without Electron. */
export function mainWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 1100,
    minHeight: 680,
    show: false,
    title: 'Tours Back Office',
    backgroundColor: '#f6f7f9',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath),
  };
}

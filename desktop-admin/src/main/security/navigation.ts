import { isAppUrl } from './app-origin';
import { isAllowedExternalUrl } from './external-links';

export interface NavigationEventLike {
  preventDefault(): void;
}

/** The part of WebContents the guards attach to. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEventLike, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEventLike) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
}

export interface NavigationGuardOptions {
  /** Origins the window may navigate within (the app itself). */
  appOrigins: readonly string[];
  /** Hosts whose https links go to the system browser. */
  externalAllowList?: readonly string[];
  openLink: (url: string) => void;
  onBlocked?: (kind: 'navigate' | 'redirect' | 'window-open' | 'webview', url: string) => void;
}

/** Checklist 13: navigation stays inside the app. */
export function isAllowedNavigation(url: string, appOrigins: readonly string[]): boolean {
  return isAppUrl(url, appOrigins);
}

/**
 * Checklist 12-14: deny navigation away from the app and every new window; a link to an
 * allow-listed https host opens in the system browser instead; a webview tag is never attached.
 */
export function attachNavigationGuards(contents: GuardedContents, options: NavigationGuardOptions): void {
  const blockUnlessApp = (kind: 'navigate' | 'redirect') => (event: NavigationEventLike, url: string) => {
    if (isAllowedNavigation(url, options.appOrigins)) return;
    event.preventDefault();
    options.onBlocked?.(kind, url);
    if (kind === 'navigate' && isAllowedExternalUrl(url, options.externalAllowList)) options.openLink(url);
  };
  contents.on('will-navigate', blockUnlessApp('navigate'));
  contents.on('will-redirect', blockUnlessApp('redirect'));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    options.onBlocked?.('webview', '');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url, options.externalAllowList)) options.openLink(url);
    else options.onBlocked?.('window-open', url);
    return { action: 'deny' };
  });
}

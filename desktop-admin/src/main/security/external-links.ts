/** Hosts whose https links may open in the system browser (help and the public shop). */
export const EXTERNAL_HOST_ALLOW_LIST: readonly string[] = [
  'www.electronjs.org',
  'github.com',
  'stripe.com',
  'dashboard.stripe.com',
];

/** A customer's address in a booking: opened in the system mail client. */
const MAILTO = /^mailto:[^\s@/?#:,;]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * Checklist 15: only https links to allow-listed hosts (and plain mailto: addresses) leave the
 * app, never file:, smb:, custom schemes or others.
 */
export function isAllowedExternalUrl(
  url: string,
  allowList: readonly string[] = EXTERNAL_HOST_ALLOW_LIST,
): boolean {
  if (MAILTO.test(url)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return allowList.includes(parsed.hostname);
}

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/** Opens the link in the system browser when allowed; returns whether it did. */
export async function openExternalSafely(
  shell: ShellLike,
  url: string,
  allowList: readonly string[] = EXTERNAL_HOST_ALLOW_LIST,
): Promise<boolean> {
  if (!isAllowedExternalUrl(url, allowList)) return false;
  await shell.openExternal(url);
  return true;
}

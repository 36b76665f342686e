import { createHmac, randomBytes } from 'node:crypto';
import { localizedPath, localeOr } from '@tours/core/domain';
import { sha256Hex } from '../lib/tokens';
import type { EntryRow } from './repository';

/**
 * An entry's link token: HMAC-SHA256 of its id and a random nonce under the server's secret
 * (config.manageToken's), base64url. Only its SHA-256 is stored and looked up, so a leaked table
 * opens nothing; the secret lets each mail (the join confirmation, every offer) carry the same link.
 */
const PURPOSE = 'waitlist-entry:v1';

export interface EntryLinkConfig {
  secret: string;
  /** Where the storefront is, e.g. https://tours.example. */
  publicUrl: string;
}

export function newTokenNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function entryToken(secret: string, entry: Pick<EntryRow, 'id' | 'token_nonce'>): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}.${entry.id}.${entry.token_nonce}`)
    .digest('base64url');
}

export const tokenHashOf = (token: string): string => sha256Hex(token);

/** The storefront pages of an entry, in its language: its place (and leave), and paying its offer. */
export function entryLinks(config: EntryLinkConfig, entry: Pick<EntryRow, 'id' | 'token_nonce' | 'locale'>) {
  const token = encodeURIComponent(entryToken(config.secret, entry));
  const locale = localeOr(entry.locale);
  return {
    place: `${config.publicUrl}${localizedPath(locale, '/waitlist')}?token=${token}`,
    offer: `${config.publicUrl}${localizedPath(locale, '/waitlist-offer')}?token=${token}`,
  };
}

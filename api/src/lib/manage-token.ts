import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS, localeOr, localizedPath, type Visit, visitStartMs } from '@tours/core/domain';
import type { Executor } from '../db';

/**
 * The manage-my-booking token: `<payload>.<signature>`, both base64url. The payload names the
 * booking and when the token stops opening it; the signature is HMAC-SHA256 under the server's
 * secret (config.manageToken), so nothing is stored and a forged or edited token opens nothing.
 * A token is not revoked by a later one: a move mails a new link, and the old one keeps opening the
 * same booking (its own, as it is now) until it expires.
 */

const PURPOSE = 'manage-booking:v1';

interface Payload {
  /** The booking's uuid. */
  b: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

/** A token opening `bookingId` until `expiresAt`. */
export function createManageToken(secret: string, bookingId: string, expiresAt: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ b: bookingId, x: Math.floor(expiresAt.getTime() / 1000) } satisfies Payload),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The booking id a token opens at `now`, or null when it is forged, malformed or expired. */
export function readManageToken(secret: string, token: string, now: Date = new Date()): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: Partial<Payload>;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  if (typeof parsed.b !== 'string' || typeof parsed.x !== 'number') return null;
  return now.getTime() < parsed.x * 1000 ? parsed.b : null;
}

/** When a booking's token stops working: `days` after its visit starts. */
export function manageTokenExpiry(visit: Visit, days: number): Date {
  return new Date(visitStartMs(visit) + days * DAY_MS);
}

/** What a manage link needs to be built: the server's key and lifetime, and the storefront's origin. */
export interface ManageLinkConfig {
  secret: string;
  days: number;
  publicUrl: string;
  /** The booking's wallet pass links for its confirmation mail (api/src/wallet), when a wallet is offered. */
  walletLinks?: WalletLinksFor | undefined;
}

/** A paid booking's Add to Apple Wallet and Save to Google Wallet links (null: not offered). */
export type WalletLinksFor = (
  db: Executor,
  bookingId: string,
) => Promise<{ appleUrl: string | null; googleUrl: string | null }>;

/** What a manage link is made of: the booking's id, its visit (the token's expiry) and its language. */
export interface ManagedBooking {
  id: string;
  booking_date: string;
  time_slot: string | null;
  /** The language the booking was made in; the page opens in it (English unprefixed). */
  locale?: string | null | undefined;
}

/**
 * The storefront's `/booking?token=…` link for a booking, as every customer mail and a date
 * change's payment page show it, in the booking's language (`/ms/booking?token=…`).
 */
export function manageUrlOf(config: ManageLinkConfig, booking: ManagedBooking): string {
  const path = localizedPath(localeOr(booking.locale), '/booking');
  return `${config.publicUrl}${path}?token=${manageTokenOf(config, booking)}`;
}

/** The token a booking's links carry: it opens the booking until `config.days` after its visit. */
export function manageTokenOf(config: ManageLinkConfig, booking: Omit<ManagedBooking, 'locale'>): string {
  const visit: Visit = { bookingDate: booking.booking_date, timeSlot: booking.time_slot };
  return createManageToken(config.secret, booking.id, manageTokenExpiry(visit, config.days));
}

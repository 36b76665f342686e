import { createHash, randomBytes, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read over the phone cannot be mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short human booking reference such as DXB-7KQ2M9 (31^6 ≈ 887 million values, crypto random). */
export function newBookingReference(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `DXB-${out}`;
}

/** The success-page token: 32 random bytes; only its hash is stored. */
export function newSuccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

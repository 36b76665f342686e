import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read over the phone cannot be mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short human booking reference such as DXB-7KQ2M9 (31^6 ≈ 887 million values, crypto random). */
export function newBookingReference(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `DXB-${out}`;
}

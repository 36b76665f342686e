import { randomInt } from 'node:crypto';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  BOOKING_REFERENCE_PREFIX,
} from '@tours/core/domain';

/** A new booking reference such as DXB-7KQ2M9 (31^6 ≈ 887 million values, crypto random). */
export function newBookingReference(): string {
  let out = '';
  for (let i = 0; i < BOOKING_REFERENCE_LENGTH; i++) {
    out += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  return `${BOOKING_REFERENCE_PREFIX}${out}`;
}

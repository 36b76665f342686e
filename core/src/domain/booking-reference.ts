/**
 * A booking's human reference, DXB- and six characters (DXB-7KQ2M9): printed on the voucher, read
 * over the phone, typed into the manage page and the admin's search, scanned at the gate.
 */

export const BOOKING_REFERENCE_PREFIX = 'DXB-';
export const BOOKING_REFERENCE_LENGTH = 6;

/** The characters a reference is drawn from: no 0/O, 1/I/L, so one read aloud cannot be mistaken. */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * What is read as a reference (upper case): any letter or digit, not only the alphabet's. A
 * mistyped O for a 0 is then looked up and answered "no such booking", never taken for a booking's
 * `_id` or a voucher's secret. The API contract publishes this pattern.
 */
export const BOOKING_REFERENCE_PATTERN = /^DXB-[A-Z0-9]{6}$/;

/** Whether a text (already in upper case) has the shape of a booking reference. */
export function isBookingReference(text: string): boolean {
  return BOOKING_REFERENCE_PATTERN.test(text);
}

/**
 * Stand-in for `libphonenumber-js` in the storefront build (see vite.config.ts).
 *
 * core's contact validation imports libphonenumber-js at the top, and the BookingStore imports the
 * validation, so without this every page would download the phone metadata (~40 KiB gzip) although
 * only /checkout validates a phone number. Here the real library is loaded on demand: the checkout
 * page awaits `loadPhoneNumbers()` before it renders, and from then on every call is the real one.
 * Before that, a plain E.164 shape check answers (nothing shows or sends a number before checkout,
 * and the API validates again with the real library).
 */
import type * as PhoneLib from 'libphonenumber-js/min';

let lib: typeof PhoneLib | null = null;
let loading: Promise<void> | null = null;

export function loadPhoneNumbers(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then((m) => {
    lib = m;
  });
  return loading;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const compact = (text: string) => text.replace(/[\s().-]/g, '');

export function isValidPhoneNumber(text: string): boolean {
  return lib ? lib.isValidPhoneNumber(text) : E164.test(compact(text));
}

export function parsePhoneNumberFromString(text: string): PhoneLib.PhoneNumber | undefined {
  return lib ? lib.parsePhoneNumberFromString(text) : undefined;
}

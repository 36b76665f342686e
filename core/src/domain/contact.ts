import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { LIMITS } from './constants';

export interface Contact {
  name: string;
  email: string;
  mobileNumber: string;
}

export type ContactErrors = Partial<Record<keyof Contact, string>>;

/**
 * The pattern of zod's z.email() (z.regexes.email): letters, digits and a few symbols around one @,
 * a dotted host name. The old "anything but spaces and @" let `x<y@example.com>` through into mail
 * headers and pages. Copied rather than imported so that the pages that only show prices do not
 * load zod; core/test/domain.test.ts checks it is still zod's.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern character for character (see the test)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return 'Enter your full name.';
  if (trimmed.length > LIMITS.nameMax) return `Use at most ${LIMITS.nameMax} characters.`;
  if (/[<>{}]/.test(trimmed) || hasControlCharacter(trimmed))
    return 'Use letters, spaces and common punctuation only.';
  return null;
}

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your email address.';
  if (trimmed.length > LIMITS.emailMax || !EMAIL_PATTERN.test(trimmed))
    return 'Enter a valid email address, like name@example.com.';
  return null;
}

/** The mobile number must be in international form with its country code, e.g. +971 50 123 4567. */
export function mobileNumberProblem(mobileNumber: string): string | null {
  const trimmed = mobileNumber.trim();
  if (!trimmed) return 'Enter your mobile number.';
  if (!trimmed.startsWith('+')) return 'Start with your country code, e.g. +971.';
  if (!isValidPhoneNumber(trimmed)) return 'Enter a valid mobile number with its country code.';
  return null;
}

/** E.164 form of a valid international number ("+971501234567"); the input itself otherwise. */
export function normalizeMobileNumber(mobileNumber: string): string {
  return parsePhoneNumberFromString(mobileNumber.trim())?.number ?? mobileNumber.trim();
}

export function validateContact(contact: Contact): ContactErrors {
  const errors: ContactErrors = {};
  const name = nameProblem(contact.name);
  const email = emailProblem(contact.email);
  const mobileNumber = mobileNumberProblem(contact.mobileNumber);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (mobileNumber) errors.mobileNumber = mobileNumber;
  return errors;
}

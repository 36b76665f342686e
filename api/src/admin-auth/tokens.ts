import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: admin session and success-page tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (hex); a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

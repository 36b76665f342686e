import { hash, randomFillSync, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read over the phone cannot be mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short human booking reference such as DXB-7KQ2M9 (31^6 ≈ 887 million values, crypto random). */
export function newBookingReference(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `DXB-${out}`;
}

/**
 * Bytes from the CSPRNG, drawn 4 KiB at a time and handed out once each (as crypto.randomUUID does
 * with its own cache): a checkout asks for 32, and a call into OpenSSL for each cost more than the
 * rest of the token's work.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

function secureRandomBytes(size: number): Buffer {
  if (poolOffset + size > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const out = Buffer.from(pool.subarray(poolOffset, poolOffset + size));
  // Handed out once: the pool's copy is zeroed so that no later reader sees a token's bytes.
  pool.fill(0, poolOffset, poolOffset + size);
  poolOffset += size;
  return out;
}

/** The success-page token: 32 random bytes; only its hash is stored. */
export function newSuccessToken(): string {
  return secureRandomBytes(32).toString('base64url');
}

/** SHA-256 in hex, one shot (crypto.hash: no Hash object per call). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

export function hashToken(token: string): string {
  return sha256Hex(token);
}

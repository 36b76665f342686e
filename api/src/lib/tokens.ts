import { hash, randomFillSync } from 'node:crypto';

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

/** 32 random bytes (256 bits), base64url: admin session and success-page tokens. */
export function newToken(): string {
  return secureRandomBytes(32).toString('base64url');
}

/**
 * SHA-256 in hex, one shot (crypto.hash: no Hash object per call). Tokens, pass secrets and the
 * limits' address and e-mail keys are stored only as this digest: a database leak yields no usable
 * token.
 */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

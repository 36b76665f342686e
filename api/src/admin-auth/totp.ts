import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../config';

/*
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 seconds, what every authenticator app
 * reads) through `otpauth`, its secret encrypted at rest, and single-use recovery codes.
 */

const ISSUER = 'Tours Back Office';
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off still works. */
const WINDOW = 1;

const keyCache = new Map<string, Buffer>();

/**
 * The AES-256 key of the secrets: derived (HKDF-SHA256) from TOTP_ENCRYPTION_KEY; without one
 * (development, the demo, tests; production refuses to start without it) from a random key written
 * once to DATA_DIR/totp-encryption.key, so that secrets survive a restart of the same install.
 */
function encryptionKey(config: Pick<Config, 'totpEncryptionKey' | 'dataDir'>): Buffer {
  const cacheKey = config.totpEncryptionKey ?? `file:${config.dataDir}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const material = config.totpEncryptionKey ?? keyFileOf(config.dataDir);
  const key = Buffer.from(hkdfSync('sha256', material, '', 'staff-totp-secret', 32));
  keyCache.set(cacheKey, key);
  return key;
}

function keyFileOf(dataDir: string): string {
  const file = path.join(dataDir, 'totp-encryption.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) wrote it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * AES-256-GCM with a random 96-bit nonce, the admin's id as associated data (a secret copied onto
 * another row does not decrypt): `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export function encryptSecret(config: Parameters<typeof encryptionKey>[0], adminId: string, secret: string) {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(config), nonce);
  cipher.setAAD(Buffer.from(adminId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(config: Parameters<typeof encryptionKey>[0], adminId: string, stored: string) {
  const [version, nonce, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !nonce || !tag || ciphertext === undefined)
    throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(config), Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(adminId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), its otpauth:// URI and that URI as a QR code. */
export async function newTotpSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/**
 * The 30-second step a code belongs to, when it is right for now (one step either side), else null.
 * The caller accepts it only if the step is later than the last accepted one (a code works once).
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Unambiguous letters and digits (no 0/o, 1/l/i): a recovery code is typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ten characters (about 49 bits each), printed as `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as it is hashed: lower case, no dash or spaces (RecoveryCodeSchema's form). */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@tours/core/contract';
import { TOTP, Secret } from 'otpauth';
import type { Db } from '../../src/db';
import { hashPassword } from '../../src/admin-auth/passwords';
import { newToken, sha256Hex } from '../../src/lib/tokens';

export const STAFF_PASSWORD = 'a staff passphrase 2026';

let passwordHash: Promise<string> | undefined;

/** A member of staff with `role` (and a password), straight in the database. */
export async function createStaff(
  db: Db,
  role: StaffRole,
  email = `${role}-${randomUUID().slice(0, 8)}@example.com`,
): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const [row] = await db('admins')
    .insert({ email, password_hash: await passwordHash, role, name: `Test ${role}` })
    .returning(['id', 'email']);
  return row as { id: string; email: string };
}

/** A valid session token for an admin, as a sign-in would open it. */
export async function sessionFor(db: Db, adminId: string): Promise<string> {
  const token = newToken();
  await db('admin_sessions').insert({
    admin_id: adminId,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + 24 * 3_600_000),
    ip: '127.0.0.1',
    user_agent: 'staff-suite',
  });
  return token;
}

/**
 * The code an authenticator app shows for a base32 secret, computed here with otpauth (RFC 6238:
 * SHA-1, 6 digits, 30 s) as a phone would. `stepsAhead` asks for a later step's code: the server
 * accepts one step either side, and a step only once.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

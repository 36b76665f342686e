import type { Config } from '../config';
import type { Db, Executor } from '../db';
import { tooManyRequests, unauthorized } from '../errors';
import { hashToken, newToken } from '../lib/tokens';
import { burnVerification, hashPassword, verifyPassword } from '../lib/passwords';
import { adminSessionsRepository, adminsRepository, type AdminRow } from '../repositories/admins';
import type { AdminPrincipal } from '../types';
import { consumeRateLimit, resetRateLimit } from './rate-limit';

/** Refreshing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

export async function login(
  db: Db,
  config: Config,
  input: LoginInput,
): Promise<{ token: string; admin: AdminRow }> {
  const windowSeconds = config.loginLimits.windowMinutes * 60;
  const byIp = await consumeRateLimit(db, `login:ip:${input.ip}`, {
    limit: config.loginLimits.perIp,
    windowSeconds,
  });
  const emailKey = `login:email:${input.email.toLowerCase()}`;
  const byEmail = await consumeRateLimit(db, emailKey, { limit: config.loginLimits.perEmail, windowSeconds });
  if (!byIp.allowed || !byEmail.allowed) {
    throw tooManyRequests(
      Math.max(byIp.allowed ? 0 : byIp.retryAfterSeconds, byEmail.allowed ? 0 : byEmail.retryAfterSeconds),
      'Too many sign-in attempts. Try again later.',
    );
  }

  const admin = await adminsRepository.findByEmail(db, input.email);
  if (!admin || !admin.active) {
    await burnVerification(input.password);
    throw unauthorized('The email or password is not right.');
  }
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    throw unauthorized('The email or password is not right.');
  }

  await resetRateLimit(db, emailKey);
  const token = newToken();
  await db.transaction(async (trx) => {
    await adminSessionsRepository.insert(trx, {
      admin_id: admin.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + config.session.maxHours * 3_600_000),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    });
    await adminsRepository.markLogin(trx, admin.id);
  });
  return { token, admin };
}

/**
 * The admin a bearer token belongs to, or null when the token is unknown, revoked, past its absolute
 * expiry or idle for longer than the inactivity limit. Times come from the database clock.
 */
export async function authenticate(db: Db, config: Config, token: string): Promise<AdminPrincipal | null> {
  if (!token || token.length > 200) return null;
  const session = await adminSessionsRepository.findByTokenHash(db, hashToken(token));
  if (!session || session.revoked_at || !session.active) return null;
  const now = new Date(session.now).getTime();
  if (new Date(session.expires_at).getTime() <= now) return null;
  const idleMs = now - new Date(session.last_seen_at).getTime();
  if (idleMs > config.session.idleMinutes * 60_000) return null;
  if (idleMs > TOUCH_AFTER_MS) await adminSessionsRepository.touch(db, session.id);
  return { id: session.admin_id, email: session.email, name: session.name, sessionId: session.id };
}

export async function logout(db: Executor, sessionId: string): Promise<void> {
  await adminSessionsRepository.revoke(db, sessionId);
}

/**
 * Creates the admin, or sets a new password for an existing one (revoking their sessions). Used at
 * start-up for ADMIN_EMAIL and by `npm run admin:create`.
 */
export async function upsertAdmin(
  db: Db,
  {
    email,
    password,
    name = null,
    resetPassword = false,
  }: { email: string; password: string; name?: string | null; resetPassword?: boolean },
): Promise<{ admin: AdminRow; created: boolean }> {
  const existing = await adminsRepository.findByEmail(db, email);
  if (existing && !resetPassword) return { admin: existing, created: false };
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.transaction(async (trx) => {
      await adminsRepository.updatePassword(trx, existing.id, passwordHash);
      await adminSessionsRepository.revokeAllOf(trx, existing.id);
    });
    return { admin: existing, created: false };
  }
  try {
    return {
      admin: await adminsRepository.insert(db, { email, password_hash: passwordHash, name }),
      created: true,
    };
  } catch (error) {
    // Several API processes starting at once on a fresh database: another one created it first.
    const raced =
      (error as { code?: string }).code === '23505' && (await adminsRepository.findByEmail(db, email));
    if (raced) return { admin: raced, created: false };
    throw error;
  }
}

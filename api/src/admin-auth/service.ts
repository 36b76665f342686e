import type { Config } from '../config';
import type { Db, Executor } from '../db';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { tooManyRequests, unauthorized, type ApiError } from '../errors';
import { newToken, sha256Hex } from '../lib/tokens';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import {
  adminSessionsRepository,
  adminsRepository,
  loginAttemptsRepository,
  type AdminRow,
} from './repository';
import type { AdminPrincipal } from '../types';
import { recordAudit, type Actor } from '../lib/audit';
import { consume, createLimiter } from '../lib/limiter';
import { clientKey } from '../lib/client-key';

/** Refreshing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

/** First delay once an address has used up its free wrong passwords for an e-mail; it doubles after. */
export const LOGIN_FIRST_DELAY_SECONDS = 30;

const limitersOf = new WeakMap<Db, Map<string, RateLimiterPostgres>>();

/**
 * Sign-in limits, keyed so that an outsider cannot lock a real admin out:
 * - per client address: LOGIN_LIMIT_PER_IP attempts per window, whatever the e-mail;
 * - per e-mail *and* address: LOGIN_LIMIT_PER_EMAIL wrong passwords in a row are free, then each one
 *   waits twice as long as the one before (30 s, 1 min, 2 min, … up to the window). The same e-mail
 *   from another address has its own count, so an attacker's failures never refuse the admin. Each
 *   attempt is claimed (counted as wrong) before its password is checked: see
 *   loginAttemptsRepository.claim.
 * Every process shares the counters (rate-limiter-flexible's table on Postgres).
 */
function ipLimiter(db: Db, config: Config): RateLimiterPostgres {
  const { perIp, windowMinutes } = config.loginLimits;
  const name = `${perIp}/${windowMinutes}`;
  let byConfig = limitersOf.get(db);
  if (!byConfig) limitersOf.set(db, (byConfig = new Map()));
  let limiter = byConfig.get(name);
  if (!limiter) {
    limiter = createLimiter(db, { keyPrefix: 'login:ip', points: perIp, windowSeconds: windowMinutes * 60 });
    byConfig.set(name, limiter);
  }
  return limiter;
}

const tooManySignIns = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, 'Too many sign-in attempts. Try again later.');

/** Thrown by attemptLogin with why it refused, so that login can audit the attempt. */
class LoginRefused extends Error {
  constructor(
    readonly reason: 'wrong_password' | 'unknown_email' | 'inactive' | 'limited_ip' | 'delayed',
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

/**
 * Signs an admin in and answers their new session's token. Every attempt is on the audit trail; a
 * refused one with the e-mail it tried (never the password) and why.
 */
export async function login(
  db: Db,
  config: Config,
  input: LoginInput,
  actor: Actor,
): Promise<{ token: string; admin: AdminRow }> {
  let signedIn: { token: string; admin: AdminRow };
  try {
    signedIn = await attemptLogin(db, config, input);
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    const details = { email: input.email, reason: error.reason };
    await recordAudit(db, actor, { action: 'admin.login_failed', entity: 'admin', details });
    throw error.error;
  }
  const { admin } = signedIn;
  const signedInActor = { ...actor, admin: { id: admin.id, email: admin.email } };
  await recordAudit(db, signedInActor, { action: 'admin.login', entity: 'admin', entityId: admin.id });
  return signedIn;
}

async function attemptLogin(
  db: Db,
  config: Config,
  input: LoginInput,
): Promise<{ token: string; admin: AdminRow }> {
  const client = clientKey(input.ip);
  const pair = `${input.email.toLowerCase()}|${client}`;
  // The table's keys are at most 255 characters; a long e-mail's pair is keyed by its hash.
  const pairKey = pair.length > 200 ? sha256Hex(pair) : pair;
  const byIp = await consume(ipLimiter(db, config), client);
  if (!byIp.allowed) throw new LoginRefused('limited_ip', tooManySignIns(byIp.retryAfterSeconds));
  const { perEmail, windowMinutes } = config.loginLimits;
  const claim = await loginAttemptsRepository.claim(db, pairKey, {
    freeAttempts: perEmail,
    delayFor: (beyond) => Math.min(LOGIN_FIRST_DELAY_SECONDS * 2 ** beyond, windowMinutes * 60),
  });
  if (!claim.allowed) throw new LoginRefused('delayed', tooManySignIns(claim.retryAfterSeconds));

  const admin = await adminsRepository.findByEmail(db, input.email);
  let reason: LoginRefused['reason'] | null = null;
  if (!admin || !admin.active) {
    await burnVerification(input.password);
    reason = admin ? 'inactive' : 'unknown_email';
  } else if (!(await verifyPassword(admin.password_hash, input.password))) {
    reason = 'wrong_password';
  }
  if (reason) throw new LoginRefused(reason, unauthorized('The email or password is not right.'));

  await loginAttemptsRepository.forget(db, pairKey);
  const token = newToken();
  await db.transaction(async (trx) => {
    await adminSessionsRepository.insert(trx, {
      admin_id: admin!.id,
      token_hash: sha256Hex(token),
      expires_at: new Date(Date.now() + config.session.maxHours * 3_600_000),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    });
    await adminsRepository.markLogin(trx, admin!.id);
  });
  return { token, admin: admin! };
}

/**
 * The admin a bearer token belongs to, or null when the token is unknown, revoked, past its absolute
 * expiry or idle for longer than the inactivity limit. Times come from the database clock.
 */
export async function authenticate(db: Db, config: Config, token: string): Promise<AdminPrincipal | null> {
  if (!token || token.length > 200) return null;
  const session = await adminSessionsRepository.findByTokenHash(db, sha256Hex(token));
  if (!session || session.revoked_at || !session.active) return null;
  const now = new Date(session.now).getTime();
  if (new Date(session.expires_at).getTime() <= now) return null;
  const idleMs = now - new Date(session.last_seen_at).getTime();
  if (idleMs > config.session.idleMinutes * 60_000) return null;
  if (idleMs > TOUCH_AFTER_MS) await adminSessionsRepository.touch(db, session.id);
  return { id: session.admin_id, email: session.email, name: session.name, sessionId: session.id };
}

/** Revokes the session of the signed-in admin `actor`. */
export async function logout(db: Executor, sessionId: string, actor: Actor): Promise<void> {
  await adminSessionsRepository.revoke(db, sessionId);
  await recordAudit(db, actor, {
    action: 'admin.logout',
    entity: 'admin',
    entityId: actor.admin?.id ?? null,
  });
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

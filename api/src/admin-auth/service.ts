import { HOUR_MS } from '@tours/core/domain';
import type { Config } from '../config';
import type { Db, Executor } from '../db';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { isStrongPassword } from '../config';
import { tooManyRequests, unauthorized, unprocessable, type ApiError } from '../errors';
import { newToken, sha256Hex } from '../lib/tokens';
import { burnVerification, hashPassword, verifyPassword } from './passwords';
import {
  adminSessionsRepository,
  adminsRepository,
  loginAttemptsRepository,
  secondFactorRepository,
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

/** Thrown by a sign-in step with why it refused, so that the step can audit the attempt. */
export class LoginRefused extends Error {
  constructor(
    readonly reason:
      | 'wrong_password'
      | 'unknown_email'
      | 'inactive'
      | 'limited_ip'
      | 'delayed'
      | 'wrong_code'
      | 'used_code'
      | 'wrong_recovery_code'
      | 'expired_challenge',
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

/** What a right password leads to: a session, or the second step when a second factor is set up. */
export type LoginOutcome =
  | { kind: 'signedIn'; token: string; admin: AdminRow }
  | { kind: 'secondStep'; challenge: string; admin: AdminRow };

/** The actor of a signed-in admin (their role too), for the audit trail. */
export const actorAs = (actor: Actor, admin: Pick<AdminRow, 'id' | 'email' | 'role'>): Actor => ({
  ...actor,
  admin: { id: admin.id, email: admin.email, role: admin.role },
});

/**
 * Signs an admin in: answers their new session's token, or, when they have a second factor, the
 * challenge of the second step (signInWithSecondFactor). Every attempt is on the audit trail; a
 * refused one with the e-mail it tried (never the password) and why.
 */
export async function login(db: Db, config: Config, input: LoginInput, actor: Actor): Promise<LoginOutcome> {
  let admin: AdminRow;
  try {
    admin = await checkPassword(db, config, input);
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    const details = { email: input.email, reason: error.reason };
    await recordAudit(db, actor, { action: 'admin.login_failed', entity: 'admin', details });
    throw error.error;
  }
  if (admin.totp_enabled_at) {
    const challenge = await startSecondStep(db, admin, input);
    await recordAudit(db, actorAs(actor, admin), {
      action: 'admin.login_password_ok',
      entity: 'admin',
      entityId: admin.id,
    });
    return { kind: 'secondStep', challenge, admin };
  }
  const token = await openSession(db, config, admin, input);
  await recordAudit(db, actorAs(actor, admin), {
    action: 'admin.login',
    entity: 'admin',
    entityId: admin.id,
  });
  return { kind: 'signedIn', token, admin };
}

/** The sign-in limits of an attempt (per address, then per pair with growing delays) or a LoginRefused. */
export async function claimSignInAttempt(db: Db, config: Config, ip: string, pair: string): Promise<string> {
  const client = clientKey(ip);
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
  return pairKey;
}

/** The admin whose e-mail and password these are, or a LoginRefused (after the limits). */
async function checkPassword(db: Db, config: Config, input: LoginInput): Promise<AdminRow> {
  const pairKey = await claimSignInAttempt(
    db,
    config,
    input.ip,
    `${input.email.toLowerCase()}|${clientKey(input.ip)}`,
  );

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
  return admin!;
}

/** The second step must follow the password within minutes. */
const CHALLENGE_MINUTES = 5;

/** After a right password: the second step's single-use challenge (its SHA-256 is stored). */
export async function startSecondStep(
  db: Db,
  admin: AdminRow,
  client: Pick<LoginInput, 'ip' | 'userAgent'>,
): Promise<string> {
  const challenge = newToken();
  await secondFactorRepository.insertChallenge(db, {
    admin_id: admin.id,
    token_hash: sha256Hex(challenge),
    expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
  });
  return challenge;
}

/** A new session for a signed-in admin: its token, stored as SHA-256 only. */
export async function openSession(
  db: Db,
  config: Config,
  admin: AdminRow,
  client: { ip: string; userAgent: string | null },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (trx) => {
    await adminSessionsRepository.insert(trx, {
      admin_id: admin.id,
      token_hash: sha256Hex(token),
      expires_at: new Date(Date.now() + config.session.maxHours * HOUR_MS),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
    });
    await adminsRepository.markLogin(trx, admin.id);
  });
  return token;
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
  return {
    id: session.admin_id,
    email: session.email,
    name: session.name,
    role: session.role,
    sessionId: session.id,
    secondFactor: session.totp_enabled_at !== null,
    secondFactorRequired: session.second_factor_required === true,
  };
}

/**
 * Changes the signed-in person's password after checking the current one (limited as a sign-in, so
 * a left-open session cannot be used to guess it); their other sessions end.
 */
export async function changePassword(
  db: Db,
  config: Config,
  principal: AdminPrincipal,
  input: { currentPassword: string; newPassword: string; ip: string },
  actor: Actor,
): Promise<void> {
  const admin = await adminsRepository.findById(db, principal.id);
  if (!admin) throw unauthorized('Your session has ended. Sign in again.');
  let pairKey: string;
  try {
    pairKey = await claimSignInAttempt(db, config, input.ip, `password-change:${admin.id}`);
  } catch (error) {
    if (error instanceof LoginRefused) throw error.error;
    throw error;
  }
  if (!(await verifyPassword(admin.password_hash, input.currentPassword))) {
    await recordAudit(db, actor, {
      action: 'admin.password_change_failed',
      entity: 'admin',
      entityId: admin.id,
    });
    throw unauthorized('Your current password is not right.');
  }
  await loginAttemptsRepository.forget(db, pairKey);
  if (!isStrongPassword(input.newPassword, admin.email)) {
    throw unprocessable(
      'WEAK_PASSWORD',
      'Choose a password that is harder to guess: at least 12 characters, not your e-mail, not a common word with digits.',
    );
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (trx) => {
    await adminsRepository.setPassword(trx, admin.id, passwordHash);
    await adminSessionsRepository.revokeAllOf(trx, admin.id, principal.sessionId);
    await recordAudit(trx, actor, { action: 'admin.password_changed', entity: 'admin', entityId: admin.id });
  });
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
    // The first admin (ADMIN_EMAIL, admin:create) is an owner: they invite everyone else.
    return {
      admin: await adminsRepository.insert(db, { email, password_hash: passwordHash, name, role: 'owner' }),
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

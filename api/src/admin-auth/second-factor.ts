import type { RecoveryCodes, TotpEnrolment } from '@tours/core/schemas';
import type { Config } from '../config';
import type { Db } from '../db';
import { conflict, unauthorized, unprocessable } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { sha256Hex } from '../lib/tokens';
import type { AdminPrincipal } from '../types';
import { hashPassword, verifyPassword } from './passwords';
import {
  adminsRepository,
  loginAttemptsRepository,
  secondFactorRepository,
  type AdminRow,
} from './repository';
import { actorAs, claimSignInAttempt, LoginRefused, openSession } from './service';
import {
  decryptSecret,
  encryptSecret,
  newRecoveryCodes,
  newTotpSecret,
  normaliseRecoveryCode,
  totpStepOf,
} from './totp';

/** A challenge gets a few tries before it ends. */
const CHALLENGE_ATTEMPTS = 5;

export interface SecondStepInput {
  challenge: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
  ip: string;
  userAgent: string | null;
}

/**
 * The second step: a right code (or an unused recovery code) for the challenge's admin opens a
 * session. Limited as the first step: the same per-address limit, then growing delays per person
 * (not per address: whoever reaches this step knows the password, so the person's guesses are
 * counted wherever they come from), and a challenge dies after five wrong codes. Every attempt is
 * audited; a recovery code and a TOTP step are each accepted once.
 */
export async function signInWithSecondFactor(
  db: Db,
  config: Config,
  input: SecondStepInput,
  actor: Actor,
): Promise<{ token: string; admin: AdminRow }> {
  const found = await secondFactorRepository.findChallenge(db, sha256Hex(input.challenge));
  const expired = unauthorized('This sign-in has expired. Enter your e-mail and password again.');
  if (!found || found.used_at || found.attempts >= CHALLENGE_ATTEMPTS) throw expired;
  if (new Date(found.expires_at).getTime() <= new Date(found.now).getTime()) throw expired;
  const admin = await adminsRepository.findById(db, found.admin_id);
  if (!admin?.active || !admin.totp_enabled_at || !admin.totp_secret) throw expired;
  const adminActor = actorAs(actor, admin);
  const method = input.code !== undefined ? 'totp' : 'recovery_code';
  try {
    const pairKey = await claimSignInAttempt(db, config, input.ip, `second-factor:${admin.id}`);
    await secondFactorRepository.countAttempt(db, found.id);
    const remaining = await checkSecondFactor(db, config, admin, input);
    await loginAttemptsRepository.forget(db, pairKey);
    if (!(await secondFactorRepository.useChallenge(db, found.id))) throw expired;
    const token = await openSession(db, config, admin, input);
    await recordAudit(db, adminActor, {
      action: 'admin.login',
      entity: 'admin',
      entityId: admin.id,
      details: { secondFactor: method, ...(remaining === null ? {} : { recoveryCodesLeft: remaining }) },
    });
    return { token, admin };
  } catch (error) {
    if (!(error instanceof LoginRefused)) throw error;
    await recordAudit(db, adminActor, {
      action: 'admin.second_factor_failed',
      entity: 'admin',
      entityId: admin.id,
      details: { method, reason: error.reason },
    });
    throw error.error;
  }
}

/** Checks the code or recovery code (using it up); answers the recovery codes left after one is used. */
async function checkSecondFactor(
  db: Db,
  config: Config,
  admin: AdminRow,
  input: Pick<SecondStepInput, 'code' | 'recoveryCode'>,
): Promise<number | null> {
  const wrong = (reason: LoginRefused['reason']) =>
    new LoginRefused(reason, unauthorized('That code is not right. Try the current one.'));
  if (input.code !== undefined) {
    const step = totpStepOf(decryptSecret(config, admin.id, admin.totp_secret!), input.code);
    if (step === null) throw wrong('wrong_code');
    if (!(await adminsRepository.claimTotpStep(db, admin.id, step))) throw wrong('used_code');
    return null;
  }
  const typed = normaliseRecoveryCode(input.recoveryCode ?? '');
  const unused = await secondFactorRepository.unusedRecoveryCodes(db, admin.id);
  for (const code of unused) {
    if (!(await verifyPassword(code.code_hash, typed))) continue;
    if (!(await secondFactorRepository.useRecoveryCode(db, code.id))) break;
    return unused.length - 1;
  }
  throw new LoginRefused(
    'wrong_recovery_code',
    unauthorized('That recovery code is not right, or it was used already.'),
  );
}

/**
 * Starts (or restarts) enrolling an authenticator for the signed-in person: a new secret, stored
 * encrypted and not yet in force, with its QR code. Refused while one is confirmed (an owner resets
 * it for a lost phone).
 */
export async function enrolTotp(
  db: Db,
  config: Config,
  principal: AdminPrincipal,
  actor: Actor,
): Promise<TotpEnrolment> {
  const admin = await adminsRepository.findById(db, principal.id);
  if (!admin) throw unauthorized();
  if (admin.totp_enabled_at) throw conflict('Your authenticator is already set up.');
  const enrolment = await newTotpSecret(admin.email);
  await adminsRepository.startTotp(db, admin.id, encryptSecret(config, admin.id, enrolment.secret));
  await recordAudit(db, actor, {
    action: 'admin.totp_enrolment_started',
    entity: 'admin',
    entityId: admin.id,
  });
  return enrolment;
}

/** The first right code turns the second factor on; the ten recovery codes are answered this once. */
export async function confirmTotp(
  db: Db,
  config: Config,
  principal: AdminPrincipal,
  code: string,
  actor: Actor,
): Promise<RecoveryCodes> {
  const admin = await adminsRepository.findById(db, principal.id);
  if (!admin) throw unauthorized();
  if (admin.totp_enabled_at) throw conflict('Your authenticator is already set up.');
  if (!admin.totp_secret) throw conflict('Start setting up your authenticator first.');
  const step = totpStepOf(decryptSecret(config, admin.id, admin.totp_secret), code);
  if (step === null) {
    throw unprocessable(
      'WRONG_CODE',
      'That code is not right. Check the time on your phone and try the current one.',
    );
  }
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await db.transaction(async (trx) => {
    await adminsRepository.enableTotp(trx, admin.id, step);
    await secondFactorRepository.replaceRecoveryCodes(trx, admin.id, hashes);
    await recordAudit(trx, actor, { action: 'admin.totp_enabled', entity: 'admin', entityId: admin.id });
  });
  return { recoveryCodes };
}

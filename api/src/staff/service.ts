import { HOUR_MS } from '@tours/core/domain';
import type { StaffRole } from '@tours/core/contract';
import type { StaffInvitation, StaffList, StaffMember, StaffSettings } from '@tours/core/schemas';
import type { Config } from '../config';
import { isStrongPassword } from '../config';
import type { Db, Executor } from '../db';
import { conflict, notFound, tooManyRequests, unprocessable } from '../errors';
import { hashPassword } from '../admin-auth/passwords';
import {
  adminSessionsRepository,
  adminSettingsRepository,
  adminsRepository,
  secondFactorRepository,
  SETTING_REQUIRE_SECOND_FACTOR,
} from '../admin-auth/repository';
import { actorAs } from '../admin-auth/service';
import { recordAudit, type Actor } from '../lib/audit';
import { clientKey } from '../lib/client-key';
import { consume, createLimiter } from '../lib/limiter';
import { newToken, sha256Hex } from '../lib/tokens';
import { enqueueMail } from '../mail';
import { invitationMail } from './invitation-mail';
import { presentInvitation, presentStaffMember } from './presenter';
import { invitationsRepository } from './repository';

export async function listStaff(db: Executor): Promise<StaffList> {
  const [people, invitations] = await Promise.all([
    adminsRepository.list(db),
    invitationsRepository.listOpen(db),
  ]);
  return { people: people.map(presentStaffMember), invitations: invitations.map(presentInvitation) };
}

/**
 * Invites a person with a role: a single-use token (only its SHA-256 is kept) mailed through the
 * outbox in the same transaction, valid for STAFF_INVITATION_HOURS. Inviting an address again
 * withdraws its earlier invitation.
 */
export async function inviteStaff(
  trx: Executor,
  config: Config,
  input: { email: string; role: StaffRole },
  actor: Actor,
): Promise<StaffInvitation> {
  if (await adminsRepository.findByEmail(trx, input.email)) {
    throw conflict(`${input.email} already has an account: change its role or access instead.`);
  }
  await invitationsRepository.revokeOpenFor(trx, input.email);
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.staffInvitationHours * HOUR_MS);
  const row = await invitationsRepository.insert(trx, {
    email: input.email,
    role: input.role,
    token_hash: sha256Hex(token),
    invited_by: actor.admin?.id ?? null,
    expires_at: expiresAt,
  });
  const mail = invitationMail({
    role: input.role,
    invitedBy: actor.admin?.email ?? 'An owner',
    token,
    expiresAt,
    adminAppUrl: config.adminAppUrl,
  });
  await enqueueMail(trx, {
    kind: 'staff',
    bookingId: null,
    dedupeKey: `staff-invitation:${row.id}`,
    to: input.email,
    language: 'en',
    ...mail,
  });
  await recordAudit(trx, actor, {
    action: 'staff.invite',
    entity: 'staff_invitation',
    entityId: row.id,
    details: { email: input.email, role: input.role },
  });
  return presentInvitation({ ...row, invited_by_email: actor.admin?.email ?? null });
}

export async function revokeInvitation(trx: Executor, id: string, actor: Actor): Promise<void> {
  if (!(await invitationsRepository.revoke(trx, id))) throw notFound('invitation');
  await recordAudit(trx, actor, {
    action: 'staff.invitation_revoked',
    entity: 'staff_invitation',
    entityId: id,
  });
}

const limiterOf = new WeakMap<Db, ReturnType<typeof createLimiter>>();

/**
 * Accepts an invitation: the new person's account with the invitation's role, their name and a
 * password of the same strength rules as every admin's. The invitation is locked and used in the
 * same transaction, so it opens one account however often it is sent. Limited per address (the
 * token is 256 bits: the limit keeps the endpoint from being a cheap argon2 load).
 */
export async function acceptInvitation(
  db: Db,
  config: Config,
  input: { token: string; name: string; password: string; ip: string },
  actor: Actor,
): Promise<{ adminEmail: string; role: StaffRole }> {
  let limiter = limiterOf.get(db);
  if (!limiter) {
    const { perIp, windowMinutes } = config.loginLimits;
    limiter = createLimiter(db, {
      keyPrefix: 'invitation:ip',
      points: perIp,
      windowSeconds: windowMinutes * 60,
    });
    limiterOf.set(db, limiter);
  }
  const limited = await consume(limiter, clientKey(input.ip));
  if (!limited.allowed)
    throw tooManyRequests(limited.retryAfterSeconds, 'Too many attempts. Try again later.');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    const invitation = await invitationsRepository.findUsable(trx, sha256Hex(input.token));
    if (!invitation) {
      throw notFound(
        'invitation',
        'This invitation is not valid any more: it was used, withdrawn or has expired.',
      );
    }
    if (!isStrongPassword(input.password, invitation.email)) {
      throw unprocessable(
        'WEAK_PASSWORD',
        'Choose a password that is harder to guess: at least 12 characters, not your e-mail, not a common word with digits.',
      );
    }
    if (await adminsRepository.findByEmail(trx, invitation.email)) {
      throw conflict(`${invitation.email} already has an account.`);
    }
    const admin = await adminsRepository.insert(trx, {
      email: invitation.email,
      password_hash: passwordHash,
      name: input.name,
      role: invitation.role,
      invited_by: invitation.invited_by,
    });
    await invitationsRepository.markAccepted(trx, invitation.id, admin.id);
    await recordAudit(trx, actorAs(actor, admin), {
      action: 'staff.invitation_accepted',
      entity: 'admin',
      entityId: admin.id,
      details: { invitationId: invitation.id, role: admin.role },
    });
    return { adminEmail: admin.email, role: admin.role };
  });
}

/** Owners may not lock the back office out: the last active owner stays an active owner. */
async function keepAnOwner(
  trx: Executor,
  target: { role: StaffRole; active: boolean },
  next: { role: StaffRole; active: boolean },
) {
  const losesOwner = target.role === 'owner' && target.active && (next.role !== 'owner' || !next.active);
  if (losesOwner && (await adminsRepository.countActiveOwners(trx)) <= 1) {
    throw conflict('The back office needs an active owner: make someone else an owner first.', 'LAST_OWNER');
  }
}

/**
 * Changes a person's role or access. Disabling ends their sessions in the same transaction (and
 * authenticate() refuses an inactive account's token on its next call anyway). Nobody changes their
 * own role or access, so an owner cannot lock themselves out by a slip.
 */
export async function updateStaff(
  trx: Executor,
  id: string,
  change: { role?: StaffRole | undefined; active?: boolean | undefined },
  actor: Actor,
): Promise<StaffMember> {
  const target = await adminsRepository.findById(trx, id, { forUpdate: true });
  if (!target) throw notFound('person');
  if (target.id === actor.admin?.id) {
    throw conflict('You cannot change your own role or access: ask another owner.', 'OWN_ACCOUNT');
  }
  const next = { role: change.role ?? target.role, active: change.active ?? target.active };
  await keepAnOwner(trx, target, next);
  const updated = await adminsRepository.update(trx, id, next);
  if (!next.active || next.role !== target.role) await adminSessionsRepository.revokeAllOf(trx, id);
  await recordAudit(trx, actor, {
    action: next.active ? 'staff.update' : 'staff.disable',
    entity: 'admin',
    entityId: id,
    details: {
      email: target.email,
      before: { role: target.role, active: target.active },
      after: next,
    },
  });
  return presentStaffMember(updated);
}

/** A lost phone: the person's authenticator and recovery codes go, and their sessions end. */
export async function resetSecondFactor(trx: Executor, id: string, actor: Actor): Promise<StaffMember> {
  const target = await adminsRepository.findById(trx, id, { forUpdate: true });
  if (!target) throw notFound('person');
  await adminsRepository.clearTotp(trx, id);
  await secondFactorRepository.deleteRecoveryCodes(trx, id);
  await adminSessionsRepository.revokeAllOf(trx, id);
  await recordAudit(trx, actor, {
    action: 'staff.second_factor_reset',
    entity: 'admin',
    entityId: id,
    details: { email: target.email },
  });
  return presentStaffMember((await adminsRepository.findById(trx, id))!);
}

export async function staffSettings(db: Executor): Promise<StaffSettings> {
  return {
    requireSecondFactor: (await adminSettingsRepository.get(db, SETTING_REQUIRE_SECOND_FACTOR)) === true,
  };
}

/**
 * Requires a second factor from everyone (or stops). The owner turning it on must have one: the rule
 * then only ever asks others for what its author already does.
 */
export async function updateStaffSettings(
  trx: Executor,
  settings: StaffSettings,
  principal: { id: string; secondFactor: boolean },
  actor: Actor,
): Promise<StaffSettings> {
  if (settings.requireSecondFactor && !principal.secondFactor) {
    throw conflict(
      'Set up your own authenticator before requiring one from everyone.',
      'SECOND_FACTOR_FIRST',
    );
  }
  const before = await staffSettings(trx);
  await adminSettingsRepository.set(
    trx,
    SETTING_REQUIRE_SECOND_FACTOR,
    settings.requireSecondFactor,
    principal.id,
  );
  await recordAudit(trx, actor, {
    action: 'staff.settings',
    entity: 'admin_settings',
    entityId: SETTING_REQUIRE_SECOND_FACTOR,
    details: { before, after: settings },
  });
  return settings;
}

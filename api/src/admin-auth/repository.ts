import { DAY_MS } from '@tours/core/domain';
import type { StaffRole } from '@tours/core/contract';
import type { Db, Executor } from '../db';

export interface AdminRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  active: boolean;
  role: StaffRole;
  /** The authenticator secret, encrypted (./totp.ts); set from enrolment on. */
  totp_secret: string | null;
  /** When the authenticator was confirmed: the second factor is on. */
  totp_enabled_at: Date | null;
  /** The last 30-second step a code was accepted for. */
  totp_last_step: string | number | null;
  invited_by: string | null;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface LoginChallengeRow {
  id: string;
  admin_id: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  now: Date;
}

export interface AdminSessionRow {
  id: string;
  admin_id: string;
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export const adminsRepository = {
  findByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
    return db<AdminRow>('admins').whereRaw('lower(email) = lower(?)', [email]).first();
  },

  findById(db: Executor, id: string, { forUpdate = false } = {}): Promise<AdminRow | undefined> {
    const query = db<AdminRow>('admins').where({ id });
    return (forUpdate ? query.forUpdate() : query).first();
  },

  async insert(
    db: Executor,
    row: {
      email: string;
      password_hash: string;
      name?: string | null;
      role: StaffRole;
      invited_by?: string | null;
    },
  ): Promise<AdminRow> {
    const [admin] = await db<AdminRow>('admins')
      .insert({
        email: row.email.toLowerCase(),
        password_hash: row.password_hash,
        name: row.name ?? null,
        role: row.role,
        invited_by: row.invited_by ?? null,
      })
      .returning('*');
    return admin!;
  },

  async setPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
    await db('admins').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
  },

  /** A new enrolment: the secret waits for its first code (totp_enabled_at stays null). */
  async startTotp(db: Executor, id: string, encryptedSecret: string): Promise<void> {
    await db('admins').where({ id }).update({
      totp_secret: encryptedSecret,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: db.fn.now(),
    });
  },

  async enableTotp(db: Executor, id: string, step: number): Promise<void> {
    await db('admins')
      .where({ id })
      .update({ totp_enabled_at: db.fn.now(), totp_last_step: step, updated_at: db.fn.now() });
  },

  async clearTotp(db: Executor, id: string): Promise<void> {
    await db('admins')
      .where({ id })
      .update({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: db.fn.now() });
  },

  /**
   * Records that a code of `step` was accepted, unless one of that step or a later one already was:
   * false then (the same code twice, or an older one after a newer), whatever runs in parallel.
   */
  async claimTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
    const updated = await db('admins')
      .where({ id })
      .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
      .update({ totp_last_step: step });
    return updated === 1;
  },

  async update(db: Executor, id: string, change: { role?: StaffRole; active?: boolean }): Promise<AdminRow> {
    const [row] = await db<AdminRow>('admins')
      .where({ id })
      .update({ ...change, updated_at: db.fn.now() })
      .returning('*');
    return row!;
  },

  list(db: Executor): Promise<AdminRow[]> {
    return db<AdminRow>('admins').orderBy([
      { column: 'active', order: 'desc' },
      { column: 'email', order: 'asc' },
    ]);
  },

  async countActiveOwners(db: Executor): Promise<number> {
    const row = await db('admins')
      .where({ role: 'owner', active: true })
      .count<{ count: number }>({ count: '*' })
      .first();
    return Number(row?.count ?? 0);
  },

  /** admin:create on an existing account: a new password, active again, an owner. */
  async updatePassword(db: Executor, id: string, passwordHash: string): Promise<void> {
    await db('admins')
      .where({ id })
      .update({ password_hash: passwordHash, active: true, role: 'owner', updated_at: db.fn.now() });
  },

  async markLogin(db: Executor, id: string): Promise<void> {
    await db('admins').where({ id }).update({ last_login_at: db.fn.now() });
  },

  async count(db: Executor): Promise<number> {
    const row = await db('admins').count<{ count: number }>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },
};

export const adminSessionsRepository = {
  async insert(
    db: Executor,
    row: {
      admin_id: string;
      token_hash: string;
      expires_at: Date;
      ip: string | null;
      user_agent: string | null;
    },
  ): Promise<AdminSessionRow> {
    const [session] = await db<AdminSessionRow>('admin_sessions').insert(row).returning('*');
    return session!;
  },

  /**
   * A session with its admin (and whether the owner requires a second factor), whatever its state;
   * the caller decides whether it is still valid. One query: every admin call runs it.
   */
  findByTokenHash(
    db: Executor,
    tokenHash: string,
  ): Promise<
    | (AdminSessionRow & {
        email: string;
        name: string | null;
        active: boolean;
        role: StaffRole;
        totp_enabled_at: Date | null;
        second_factor_required: boolean;
        now: Date;
      })
    | undefined
  > {
    return db('admin_sessions as s')
      .join('admins as a', 'a.id', 's.admin_id')
      .where('s.token_hash', tokenHash)
      .first(
        's.*',
        'a.email',
        'a.name',
        'a.active',
        'a.role',
        'a.totp_enabled_at',
        db.raw(
          `coalesce((SELECT value = 'true'::jsonb FROM admin_settings WHERE key = ?), false) AS second_factor_required`,
          [SETTING_REQUIRE_SECOND_FACTOR],
        ),
        db.raw('now() as now'),
      );
  },

  async touch(db: Executor, id: string): Promise<void> {
    await db('admin_sessions').where({ id }).whereNull('revoked_at').update({ last_seen_at: db.fn.now() });
  },

  async revoke(db: Executor, id: string): Promise<void> {
    await db('admin_sessions').where({ id }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  },

  /** Ends every session of a person (but `keep`, the one changing its own password). */
  async revokeAllOf(db: Executor, adminId: string, keep?: string): Promise<void> {
    const query = db('admin_sessions').where({ admin_id: adminId }).whereNull('revoked_at');
    if (keep) query.whereNot({ id: keep });
    await query.update({ revoked_at: db.fn.now() });
    // A second step started before (a right password) must not open a session after.
    await db('admin_login_challenges')
      .where({ admin_id: adminId })
      .whereNull('used_at')
      .update({ used_at: db.fn.now() });
  },
};

/** The owner's setting: every member of staff signs in with a second factor. */
export const SETTING_REQUIRE_SECOND_FACTOR = 'require_second_factor';

export const adminSettingsRepository = {
  async get(db: Executor, key: string): Promise<unknown> {
    const row = await db('admin_settings').where({ key }).first('value');
    return row?.value;
  },

  async set(db: Executor, key: string, value: unknown, adminId: string): Promise<void> {
    await db('admin_settings')
      .insert({ key, value: JSON.stringify(value), updated_by: adminId })
      .onConflict('key')
      .merge({ value: JSON.stringify(value), updated_by: adminId, updated_at: db.fn.now() });
  },
};

/** The second sign-in step's single-use challenges and the recovery codes. */
export const secondFactorRepository = {
  async insertChallenge(
    db: Executor,
    row: {
      admin_id: string;
      token_hash: string;
      expires_at: Date;
      ip: string | null;
      user_agent: string | null;
    },
  ): Promise<void> {
    await db('admin_login_challenges').insert(row);
  },

  findChallenge(db: Executor, tokenHash: string): Promise<LoginChallengeRow | undefined> {
    return db('admin_login_challenges')
      .where({ token_hash: tokenHash })
      .first('id', 'admin_id', 'attempts', 'expires_at', 'used_at', db.raw('now() as now'));
  },

  async countAttempt(db: Executor, id: string): Promise<void> {
    await db('admin_login_challenges').where({ id }).increment('attempts', 1);
  },

  /** Marks the challenge used; false when it already was (two right codes racing). */
  async useChallenge(db: Executor, id: string): Promise<boolean> {
    const updated = await db('admin_login_challenges')
      .where({ id })
      .whereNull('used_at')
      .update({ used_at: db.fn.now() });
    return updated === 1;
  },

  async replaceRecoveryCodes(db: Executor, adminId: string, hashes: string[]): Promise<void> {
    await db('admin_recovery_codes').where({ admin_id: adminId }).delete();
    await db('admin_recovery_codes').insert(hashes.map((code_hash) => ({ admin_id: adminId, code_hash })));
  },

  unusedRecoveryCodes(db: Executor, adminId: string): Promise<{ id: string; code_hash: string }[]> {
    return db('admin_recovery_codes')
      .where({ admin_id: adminId })
      .whereNull('used_at')
      .select('id', 'code_hash');
  },

  /** Uses a recovery code; false when it already was (the same code racing itself). */
  async useRecoveryCode(db: Executor, id: string): Promise<boolean> {
    const updated = await db('admin_recovery_codes')
      .where({ id })
      .whereNull('used_at')
      .update({ used_at: db.fn.now() });
    return updated === 1;
  },

  async deleteRecoveryCodes(db: Executor, adminId: string): Promise<void> {
    await db('admin_recovery_codes').where({ admin_id: adminId }).delete();
  },
};

/** Rows of rate-limiter-flexible's table (`expire` in epoch ms) that count one pair's wrong passwords. */
const FAILURES_PREFIX = 'login:fails:';
const DELAY_PREFIX = 'login:delay:';
/** A day after the last wrong password, the count is forgotten. */
const FAILURES_KEPT_MS = DAY_MS;

export type LoginClaim = { allowed: true; attempt: number } | { allowed: false; retryAfterSeconds: number };

export const loginAttemptsRepository = {
  /**
   * Claims one password check for an e-mail from an address, before the password is checked: under
   * an advisory lock on the pair, refuses while a delay runs, else counts the attempt as a wrong
   * password and, from the `freeAttempts`-th on, starts the delay that follows it (`delayFor`). A
   * right password forgets both (`forget`). Parallel attempts therefore get no more checks than
   * sequential ones: the claim that starts the delay is counted before any later claim reads it.
   */
  async claim(
    db: Db,
    pairKey: string,
    { freeAttempts, delayFor }: { freeAttempts: number; delayFor: (beyond: number) => number },
  ): Promise<LoginClaim> {
    return db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`login:${pairKey}`]);
      const now = Date.now();
      const delay = await trx('rate_limiter_flexible')
        .where({ key: DELAY_PREFIX + pairKey })
        .where('expire', '>', now)
        .first('expire');
      if (delay) return { allowed: false, retryAfterSeconds: Math.ceil((Number(delay.expire) - now) / 1000) };
      const [counted] = (await trx('rate_limiter_flexible')
        .insert({ key: FAILURES_PREFIX + pairKey, points: 1, expire: now + FAILURES_KEPT_MS })
        .onConflict('key')
        .merge({
          points: trx.raw(
            'CASE WHEN rate_limiter_flexible.expire <= ? THEN 1 ELSE rate_limiter_flexible.points + 1 END',
            [now],
          ),
          expire: now + FAILURES_KEPT_MS,
        })
        .returning('points')) as { points: number }[];
      const attempt = counted!.points;
      const beyond = attempt - freeAttempts;
      if (beyond >= 0) {
        await trx('rate_limiter_flexible')
          .insert({ key: DELAY_PREFIX + pairKey, points: 1, expire: now + delayFor(beyond) * 1000 })
          .onConflict('key')
          .merge();
      }
      return { allowed: true, attempt };
    });
  },

  /** A right password: the pair's count and delay are forgotten. */
  async forget(db: Executor, pairKey: string): Promise<void> {
    await db('rate_limiter_flexible')
      .whereIn('key', [FAILURES_PREFIX + pairKey, DELAY_PREFIX + pairKey])
      .delete();
  },
};

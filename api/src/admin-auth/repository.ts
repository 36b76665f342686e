import type { Db, Executor } from '../db';

export interface AdminRow {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  active: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
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

  async insert(
    db: Executor,
    row: { email: string; password_hash: string; name?: string | null },
  ): Promise<AdminRow> {
    const [admin] = await db<AdminRow>('admins')
      .insert({ email: row.email.toLowerCase(), password_hash: row.password_hash, name: row.name ?? null })
      .returning('*');
    return admin!;
  },

  async updatePassword(db: Executor, id: string, passwordHash: string): Promise<void> {
    await db('admins')
      .where({ id })
      .update({ password_hash: passwordHash, active: true, updated_at: db.fn.now() });
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

  /** A session with its admin, whatever its state; the caller decides whether it is still valid. */
  findByTokenHash(
    db: Executor,
    tokenHash: string,
  ): Promise<
    (AdminSessionRow & { email: string; name: string | null; active: boolean; now: Date }) | undefined
  > {
    return db('admin_sessions as s')
      .join('admins as a', 'a.id', 's.admin_id')
      .where('s.token_hash', tokenHash)
      .first('s.*', 'a.email', 'a.name', 'a.active', db.raw('now() as now'));
  },

  async touch(db: Executor, id: string): Promise<void> {
    await db('admin_sessions').where({ id }).whereNull('revoked_at').update({ last_seen_at: db.fn.now() });
  },

  async revoke(db: Executor, id: string): Promise<void> {
    await db('admin_sessions').where({ id }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  },

  async revokeAllOf(db: Executor, adminId: string): Promise<void> {
    await db('admin_sessions')
      .where({ admin_id: adminId })
      .whereNull('revoked_at')
      .update({ revoked_at: db.fn.now() });
  },
};

/** Rows of rate-limiter-flexible's table (`expire` in epoch ms) that count one pair's wrong passwords. */
const FAILURES_PREFIX = 'login:fails:';
const DELAY_PREFIX = 'login:delay:';
/** A day after the last wrong password, the count is forgotten. */
const FAILURES_KEPT_MS = 86_400_000;

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

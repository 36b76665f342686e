import type { Executor } from '../db';

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

import type { StaffRole } from '@tours/core/contract';
import type { Executor } from '../db';

export interface InvitationRow {
  id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

/** An open invitation with the e-mail of whoever sent it. */
export type OpenInvitationRow = InvitationRow & { invited_by_email: string | null };

export const invitationsRepository = {
  async insert(
    db: Executor,
    row: Pick<InvitationRow, 'email' | 'role' | 'token_hash' | 'invited_by' | 'expires_at'>,
  ): Promise<InvitationRow> {
    const [inserted] = (await db('staff_invitations').insert(row).returning('*')) as InvitationRow[];
    return inserted!;
  },

  /** Withdraws the address's open invitation, if any (one open invitation per address). */
  async revokeOpenFor(db: Executor, email: string): Promise<void> {
    await db('staff_invitations')
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNull('accepted_at')
      .whereNull('revoked_at')
      .update({ revoked_at: db.fn.now() });
  },

  async revoke(db: Executor, id: string): Promise<boolean> {
    const updated = await db('staff_invitations')
      .where({ id })
      .whereNull('accepted_at')
      .whereNull('revoked_at')
      .update({ revoked_at: db.fn.now() });
    return updated === 1;
  },

  /** Not accepted, not withdrawn and not expired (by the database's clock). */
  listOpen(db: Executor): Promise<OpenInvitationRow[]> {
    return db('staff_invitations as i')
      .leftJoin('admins as a', 'a.id', 'i.invited_by')
      .whereNull('i.accepted_at')
      .whereNull('i.revoked_at')
      .where('i.expires_at', '>', db.fn.now())
      .orderBy('i.created_at', 'desc')
      .select('i.*', 'a.email as invited_by_email');
  },

  /** The open, unexpired invitation of a token's hash, locked until the transaction ends. */
  findUsable(db: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
    return db<InvitationRow>('staff_invitations')
      .where({ token_hash: tokenHash })
      .whereNull('accepted_at')
      .whereNull('revoked_at')
      .where('expires_at', '>', db.fn.now())
      .forUpdate()
      .first();
  },

  async markAccepted(db: Executor, id: string, adminId: string): Promise<void> {
    await db('staff_invitations')
      .where({ id })
      .update({ accepted_at: db.fn.now(), accepted_admin_id: adminId });
  },
};

import type { RefundStatus } from '@tours/core/schemas';
import type { Executor } from '../db';

/** A refunds row (migration 20261126100000_cancellation_and_refunds). */
export interface RefundRow {
  id: string;
  booking_id: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  reason: string;
  actor: string;
  provider_refund_id: string | null;
  /** The payment it gives back when not the booking's own (a payment refunded as it landed). */
  payment_session_id?: string | null;
  idempotency_key: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** An audit_log row of a booking: its history. */
export interface AuditRow {
  id: string;
  admin_email: string | null;
  /** The person's name now (their account's), and the role they acted in then. */
  admin_name?: string | null;
  admin_role?: string | null;
  action: string;
  details: Record<string, unknown> | string;
  created_at: Date;
}

export const refundsRepository = {
  async insert(
    trx: Executor,
    row: Pick<
      RefundRow,
      'id' | 'booking_id' | 'amount' | 'currency' | 'reason' | 'actor' | 'idempotency_key'
    >,
  ): Promise<RefundRow> {
    const [inserted] = (await trx('refunds').insert(row).returning('*')) as RefundRow[];
    return inserted!;
  },

  forBooking(db: Executor, bookingUuid: string): Promise<RefundRow[]> {
    return db<RefundRow>('refunds').where({ booking_id: bookingUuid }).orderBy('created_at', 'desc');
  },

  find(db: Executor, id: string): Promise<RefundRow | undefined> {
    return db<RefundRow>('refunds').where({ id }).first();
  },

  /** The refund an event names: by our id in its metadata, else by the provider's id. */
  lockForEvent(
    trx: Executor,
    ref: { refundId: string | null; providerRefundId: string },
  ): Promise<RefundRow | undefined> {
    const q = trx<RefundRow>('refunds');
    if (ref.refundId && /^[0-9a-f-]{36}$/i.test(ref.refundId)) q.where({ id: ref.refundId });
    else q.where({ provider_refund_id: ref.providerRefundId });
    return q.forUpdate().first();
  },

  lock(trx: Executor, id: string): Promise<RefundRow | undefined> {
    return trx<RefundRow>('refunds').where({ id }).forUpdate().first();
  },

  async update(trx: Executor, id: string, changes: Partial<RefundRow>): Promise<RefundRow> {
    const [row] = (await trx('refunds').where({ id }).update(changes).returning('*')) as RefundRow[];
    return row!;
  },

  /** Pending refunds, oldest first: those never sent to the provider, or whose answer never came. */
  pending(db: Executor, { olderThanMs = 0, limit = 50 } = {}): Promise<RefundRow[]> {
    return db<RefundRow>('refunds')
      .where({ status: 'pending' })
      .andWhere('created_at', '<=', new Date(Date.now() - olderThanMs))
      .orderBy('created_at')
      .limit(limit);
  },

  /** The booking's audit rows, newest first. */
  history(db: Executor, bookingUuid: string): Promise<AuditRow[]> {
    return db('audit_log as l')
      .leftJoin('admins as a', 'a.id', 'l.admin_id')
      .where({ 'l.entity': 'booking', 'l.entity_id': bookingUuid })
      .orderBy([
        { column: 'l.created_at', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ])
      .limit(500)
      .select(
        'l.id',
        'l.admin_email',
        'a.name as admin_name',
        'l.admin_role',
        'l.action',
        'l.details',
        'l.created_at',
      );
  },
};

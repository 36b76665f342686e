import { StaffRoleSchema } from '@tours/core/schemas';
import type { BookingHistoryEntry, Refund } from '@tours/core/schemas';
import { iso, json } from '../lib/present';
import type { AuditRow, RefundRow } from './refunds-repository';

export function presentRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    actor: row.actor,
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
  };
}

/**
 * An audit row as a history line: the actor is the admin who acted, or `details.actor` for the
 * visitor (`customer`) and the background work (`system`).
 */
export function presentHistoryEntry(row: AuditRow): BookingHistoryEntry {
  const details = json<Record<string, unknown>>(row.details, {});
  const amount = details.amount;
  const reason = details.reason;
  return {
    _id: row.id,
    at: iso(row.created_at)!,
    action: row.action,
    actor: row.admin_email ?? (typeof details.actor === 'string' ? details.actor : 'system'),
    actorName: row.admin_name ?? null,
    actorRole: StaffRoleSchema.safeParse(row.admin_role).data ?? null,
    amount: typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? amount : null,
    reason: typeof reason === 'string' ? reason : null,
    details,
  };
}

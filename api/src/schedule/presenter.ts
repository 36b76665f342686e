import type { BlockedDate, BlockedTimeSlot, UpcomingBlock } from '@tours/core/schemas';
import type { BlockedDateRow, BlockedTimeSlotRow, UpcomingBlockRow } from './repository';

// Turns a schedule row into the specification's camelCase JSON.

export function presentBlockedDate(row: BlockedDateRow): BlockedDate {
  return { _id: row.id, service: row.service, ticketId: row.ticket_id, blockedDate: row.blocked_date };
}

export function presentBlockedTimeSlot(row: BlockedTimeSlotRow): BlockedTimeSlot {
  return {
    _id: row.id,
    date: row.date,
    ticketId: row.ticket_id,
    service: row.service,
    timeSlot: row.time_slot,
  };
}

export function presentUpcomingBlock(row: UpcomingBlockRow): UpcomingBlock {
  return {
    _id: row.id,
    kind: row.kind,
    date: row.date,
    timeSlot: row.time_slot,
    reason: row.reason,
    blockedBy: row.blocked_by,
    blockedAt: new Date(row.created_at).toISOString(),
  };
}

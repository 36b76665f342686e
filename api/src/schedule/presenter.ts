import type { BlockedDate, BlockedTimeSlot } from '@tours/core/schemas';
import type { BlockedDateRow, BlockedTimeSlotRow } from './repository';

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

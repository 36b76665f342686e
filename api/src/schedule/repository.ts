import type { Executor } from '../db';
import { LAPSED_SEATS_SQL } from './occupancy';

export interface BlockedDateRow {
  id: string;
  service: string;
  ticket_id: string;
  blocked_date: string;
}

export interface BlockedTimeSlotRow {
  id: string;
  service: string;
  ticket_id: string;
  date: string;
  time_slot: string;
}

const BLOCKED_DATE_COLUMNS = ['id', 'service', 'ticket_id', 'blocked_date'];
const BLOCKED_SLOT_COLUMNS = ['id', 'service', 'ticket_id', 'date', 'time_slot'];

export const scheduleRepository = {
  listBlockedDates(
    db: Executor,
    { service, ticketId }: { service: string; ticketId: string },
  ): Promise<BlockedDateRow[]> {
    return db('blocked_dates')
      .select(BLOCKED_DATE_COLUMNS)
      .where({ service, ticket_id: ticketId })
      .orderBy('blocked_date');
  },

  async isDateBlocked(db: Executor, ticketId: string, date: string): Promise<boolean> {
    return Boolean(await db('blocked_dates').where({ ticket_id: ticketId, blocked_date: date }).first('id'));
  },

  async insertBlockedDate(
    db: Executor,
    row: { service: string; ticket_id: string; blocked_date: string; created_by: string | null },
  ): Promise<BlockedDateRow> {
    const [blocked] = await db('blocked_dates').insert(row).returning(BLOCKED_DATE_COLUMNS);
    return blocked as BlockedDateRow;
  },

  async deleteBlockedDate(db: Executor, id: string): Promise<BlockedDateRow | undefined> {
    const [row] = await db('blocked_dates').where({ id }).delete().returning(BLOCKED_DATE_COLUMNS);
    return row as BlockedDateRow | undefined;
  },

  blockedSlotsOn(db: Executor, ticketId: string, date: string): Promise<BlockedTimeSlotRow[]> {
    return db('blocked_time_slots').select(BLOCKED_SLOT_COLUMNS).where({ ticket_id: ticketId, date });
  },

  async insertBlockedSlot(
    db: Executor,
    row: { service: string; ticket_id: string; date: string; time_slot: string; created_by: string | null },
  ): Promise<BlockedTimeSlotRow> {
    const [blocked] = await db('blocked_time_slots').insert(row).returning(BLOCKED_SLOT_COLUMNS);
    return blocked as BlockedTimeSlotRow;
  },

  async deleteBlockedSlot(
    db: Executor,
    key: { service: string; ticket_id: string; date: string; time_slot: string },
  ): Promise<BlockedTimeSlotRow | undefined> {
    const [row] = await db('blocked_time_slots').where(key).delete().returning(BLOCKED_SLOT_COLUMNS);
    return row as BlockedTimeSlotRow | undefined;
  },

  /**
   * Seats taken per time slot of a ticket on a date: confirmed bookings and pending ones whose hold
   * has not lapsed (database clock), read from the counter the bookings trigger keeps (migration
   * 20261123210000_slot_occupancy) less the lapsed holds not yet expired. A ticket without slots
   * books under null.
   */
  async seatsTaken(db: Executor, ticketId: string, date: string): Promise<Map<string | null, number>> {
    const { rows } = (await db.raw(
      `SELECT o.time_slot, o.seats - ${LAPSED_SEATS_SQL} AS seats
         FROM slot_occupancy o WHERE o.ticket_id = ? AND o.booking_date = ?`,
      [ticketId, date],
    )) as { rows: { time_slot: string; seats: number | string }[] };
    return new Map(rows.map((r) => [r.time_slot === '' ? null : r.time_slot, Number(r.seats)]));
  },
};

import type { Executor } from '../db';
import type { BlockedDateRow, BlockedTimeSlotRow } from '../presenters';

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
   * Seats taken per time slot of a ticket on a date: confirmed bookings plus pending ones whose hold
   * has not expired (database clock). A ticket without slots books under time_slot NULL.
   */
  async seatsTaken(db: Executor, ticketId: string, date: string): Promise<Map<string | null, number>> {
    const rows: { time_slot: string | null; taken: number }[] = await db('bookings')
      .select('time_slot', db.raw('sum(adult_count + child_count)::int as taken'))
      .where({ ticket_id: ticketId, booking_date: date })
      .where((q) =>
        q
          .where('booking_status', 'confirmed')
          .orWhere((p) => p.where('booking_status', 'pending').andWhere('hold_expires_at', '>', db.fn.now())),
      )
      .groupBy('time_slot');
    return new Map(rows.map((r) => [r.time_slot, Number(r.taken)]));
  },
};

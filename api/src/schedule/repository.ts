import type { Executor } from '../db';
import { preparedAs } from '../db/prepared';
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

export interface UpcomingBlockRow {
  id: string;
  kind: 'date' | 'slot';
  date: string;
  time_slot: string | null;
  reason: string | null;
  blocked_by: string | null;
  created_at: Date | string;
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
    return Boolean(
      await db('blocked_dates')
        .where({ ticket_id: ticketId, blocked_date: date })
        .first('id')
        .options(preparedAs(db, 'date_blocked')),
    );
  },

  async insertBlockedDate(
    db: Executor,
    row: {
      service: string;
      ticket_id: string;
      blocked_date: string;
      created_by: string | null;
      reason: string | null;
    },
  ): Promise<BlockedDateRow> {
    const [blocked] = await db('blocked_dates').insert(row).returning(BLOCKED_DATE_COLUMNS);
    return blocked as BlockedDateRow;
  },

  async deleteBlockedDate(db: Executor, id: string): Promise<BlockedDateRow | undefined> {
    const [row] = await db('blocked_dates').where({ id }).delete().returning(BLOCKED_DATE_COLUMNS);
    return row as BlockedDateRow | undefined;
  },

  blockedSlotsOn(db: Executor, ticketId: string, date: string): Promise<BlockedTimeSlotRow[]> {
    return db('blocked_time_slots')
      .select(BLOCKED_SLOT_COLUMNS)
      .where({ ticket_id: ticketId, date })
      .options(preparedAs(db, 'slots_blocked_on'));
  },

  async insertBlockedSlot(
    db: Executor,
    row: {
      service: string;
      ticket_id: string;
      date: string;
      time_slot: string;
      created_by: string | null;
      reason: string | null;
    },
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
   * A ticket's blocks from `from` on: its blocked dates (time_slot null) and blocked slots, each with
   * who made it (their e-mail, when the admin still exists) and why, by date then slot.
   */
  async upcomingBlocks(
    db: Executor,
    { service, ticketId, from }: { service: string; ticketId: string; from: string },
  ): Promise<UpcomingBlockRow[]> {
    const { rows } = (await db.raw(
      `SELECT b.id, 'date' AS kind, b.blocked_date::text AS date, NULL AS time_slot,
              b.reason, a.email AS blocked_by, b.created_at
         FROM blocked_dates b LEFT JOIN admins a ON a.id = b.created_by
        WHERE b.service = ? AND b.ticket_id = ? AND b.blocked_date >= ?
       UNION ALL
       SELECT s.id, 'slot', s.date::text, s.time_slot, s.reason, a.email, s.created_at
         FROM blocked_time_slots s LEFT JOIN admins a ON a.id = s.created_by
        WHERE s.service = ? AND s.ticket_id = ? AND s.date >= ?
        ORDER BY date, time_slot NULLS FIRST`,
      [service, ticketId, from, service, ticketId, from],
    )) as { rows: UpcomingBlockRow[] };
    return rows;
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

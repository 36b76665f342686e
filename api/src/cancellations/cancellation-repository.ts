import type { SlotKey } from '@tours/core/domain';
import type { Executor } from '../db';
import type { BookingRow } from '../bookings/repository';

export const cancellationRepository = {
  ticket(db: Executor, id: string): Promise<{ id: string; service: string; currency: string } | undefined> {
    return db('tickets').where({ id }).whereNull('deleted_at').first('id', 'service', 'currency');
  },

  /** The slot's paid bookings not used yet, in the order they were made (locked when cancelling). */
  slotBookings(db: Executor, slot: SlotKey, { lock = false } = {}): Promise<BookingRow[]> {
    const q = db<BookingRow>('bookings')
      .where({ ticket_id: slot.ticketId, booking_date: slot.bookingDate, booking_status: 'confirmed' })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    if (slot.timeSlot) q.where({ time_slot: slot.timeSlot });
    else q.whereNull('time_slot');
    return lock ? q.forUpdate() : q;
  },

  /**
   * Blocks the slot (or the whole date of a day ticket) so that nothing more is sold on it, with the
   * cancellation's reason, which the back office shows beside the block.
   */
  async closeSlot(
    trx: Executor,
    slot: SlotKey & { service: string; reason?: string },
    adminId: string | null,
  ): Promise<void> {
    const common = {
      service: slot.service,
      ticket_id: slot.ticketId,
      created_by: adminId,
      reason: slot.reason ?? null,
    };
    if (slot.timeSlot) {
      await trx('blocked_time_slots')
        .insert({ ...common, date: slot.bookingDate, time_slot: slot.timeSlot })
        .onConflict(['ticket_id', 'date', 'time_slot'])
        .ignore();
    } else {
      await trx('blocked_dates')
        .insert({ ...common, blocked_date: slot.bookingDate })
        .onConflict(['ticket_id', 'blocked_date'])
        .ignore();
    }
  },

  /**
   * Takes the slot's seat counter row until the commit (made when missing), the row every write that
   * puts seats on the slot takes: a date change that got it first has committed when this returns,
   * and one that comes after waits for this transaction and then finds the slot closed.
   */
  async lockSlotCounter(trx: Executor, slot: SlotKey): Promise<void> {
    await trx.raw(
      `INSERT INTO slot_occupancy AS o (ticket_id, booking_date, time_slot, seats) VALUES (?, ?, ?, 0)
       ON CONFLICT (ticket_id, booking_date, time_slot) DO UPDATE SET seats = o.seats`,
      [slot.ticketId, slot.bookingDate, slot.timeSlot ?? ''],
    );
  },
};

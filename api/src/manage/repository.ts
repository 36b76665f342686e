import type { Executor } from '../db';
import type { BookingRow } from '../bookings/repository';

/** Knex queries of manage-my-booking; the rules that use them live in the services. */

export type RescheduleStatus = 'awaiting_payment' | 'completed' | 'superseded' | 'expired' | 'refunded';

/** One date change of a booking (migration 20261126110000). */
export interface RescheduleRow {
  id: string;
  booking_id: string;
  status: RescheduleStatus;
  from_date: string;
  from_time_slot: string | null;
  to_date: string;
  to_time_slot: string | null;
  adult_total: number;
  child_total: number;
  total_amount: number;
  discount_amount: number;
  total_discount_amount: number;
  price_difference: number;
  refund_amount: number;
  waived: boolean;
  actor: string;
  payment_session_id: string | null;
  payment_url: string | null;
  expires_at: Date | null;
  created_at: Date;
  settled_at: Date | null;
}

export type NewReschedule = Omit<
  RescheduleRow,
  'id' | 'created_at' | 'settled_at' | 'payment_session_id' | 'payment_url' | 'expires_at'
> & { id?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const manageRepository = {
  findBooking(db: Executor, id: string): Promise<BookingRow | undefined> {
    return db<BookingRow>('bookings').where({ id }).first();
  },

  /** The booking of a reference typed with its e-mail; both must match (e-mails are stored lower-case). */
  findByReferenceAndEmail(db: Executor, reference: string, email: string): Promise<BookingRow | undefined> {
    return db<BookingRow>('bookings').where({ booking_id: reference, email }).first();
  },

  async insertReschedule(trx: Executor, row: NewReschedule): Promise<RescheduleRow> {
    const [inserted] = (await trx('booking_reschedules').insert(row).returning('*')) as RescheduleRow[];
    return inserted!;
  },

  async updateReschedule(trx: Executor, id: string, changes: Partial<RescheduleRow>): Promise<RescheduleRow> {
    const [row] = (await trx('booking_reschedules')
      .where({ id })
      .update(changes)
      .returning('*')) as RescheduleRow[];
    return row!;
  },

  /** The change of a booking waiting for its payment, if any. */
  awaitingPayment(db: Executor, bookingId: string): Promise<RescheduleRow | undefined> {
    return db<RescheduleRow>('booking_reschedules')
      .where({ booking_id: bookingId, status: 'awaiting_payment' })
      .first();
  },

  /** The change a provider session pays for (by session id or metadata id), locked. */
  lockForSession(
    trx: Executor,
    session: { id: string; bookingUuid: string | null },
  ): Promise<RescheduleRow | undefined> {
    return trx<RescheduleRow>('booking_reschedules')
      .where({ payment_session_id: session.id })
      .modify((q) => {
        // metadata.bookingId comes from the provider: only a uuid can name one of ours.
        if (session.bookingUuid && UUID.test(session.bookingUuid)) q.orWhere({ id: session.bookingUuid });
      })
      .forUpdate()
      .first();
  },
};

import type { CheckInSource } from '@tours/core/schemas';
import {
  SETTLED_STATUSES,
  type BookingStatus,
  type CheckInOutcome,
  type GateSelection,
} from '@tours/core/domain';
import type { Executor } from '../db';
import { bookingsRepository, type BookingRow } from '../bookings/repository';

/** A booking with its pass: the secret is absent for a booking that was never confirmed. */
export interface PassedBookingRow extends BookingRow {
  admitted: number;
  secret: string | null;
}

export interface CheckInRow {
  id: string;
  booking_id: string;
  admitted: number;
  source: CheckInSource;
  offline: boolean;
  device: string | null;
  scan_id: string | null;
  scanned_at: Date;
  recorded_at: Date;
  admin_id: string | null;
  admin_email: string | null;
  undone_at: Date | null;
  undone_by: string | null;
  /** The refusal staff overruled ("admit anyway") and why; both null for a plain admission. */
  override_outcome: CheckInOutcome | null;
  override_reason: string | null;
}

export interface ArrivalRow {
  id: string;
  booking_id: string;
  booking_status: BookingStatus;
  name: string;
  time_slot: string | null;
  adult_count: number;
  child_count: number;
  admitted: number | null;
  secret: string | null;
  last_check_in_at: Date | null;
}

/**
 * Locks the booking row first, then its pass: every path that changes a booking's status (settlement,
 * cancellation, check-in, undo) takes the booking row first, so two desks, or a desk and a refund,
 * queue on one row and never deadlock.
 */
async function withPass(
  trx: Executor,
  booking: BookingRow | undefined,
): Promise<PassedBookingRow | undefined> {
  if (!booking) return undefined;
  const pass = await trx('checkin_passes')
    .where({ booking_id: booking.id })
    .forUpdate()
    .first<{ secret: string; admitted: number } | undefined>('secret', 'admitted');
  return { ...booking, secret: pass?.secret ?? null, admitted: pass?.admitted ?? 0 };
}

export async function lockBookingBySecret(
  trx: Executor,
  secret: string,
): Promise<PassedBookingRow | undefined> {
  const booking = await trx<BookingRow>('bookings')
    .whereIn('id', trx('checkin_passes').select('booking_id').where({ secret }))
    .forUpdate()
    .first();
  return withPass(trx, booking);
}

export async function lockBookingByReference(
  trx: Executor,
  reference: string,
): Promise<PassedBookingRow | undefined> {
  const booking = await bookingsRepository.lockByReference(trx, reference);
  return withPass(trx, booking);
}

export async function lockBookingById(trx: Executor, id: string): Promise<PassedBookingRow | undefined> {
  const booking = await bookingsRepository.lockById(trx, id);
  return withPass(trx, booking);
}

export async function findCheckIn(db: Executor, id: string): Promise<CheckInRow | undefined> {
  return db<CheckInRow>('checkins').where({ id }).first();
}

export async function lockCheckIn(trx: Executor, id: string): Promise<CheckInRow | undefined> {
  return trx<CheckInRow>('checkins').where({ id }).forUpdate().first();
}

export async function findCheckInByScanId(db: Executor, scanId: string): Promise<CheckInRow | undefined> {
  return db<CheckInRow>('checkins').where({ scan_id: scanId }).first();
}

/** The latest admission of a booking that was not undone. */
export async function lastCheckIn(db: Executor, bookingUuid: string): Promise<CheckInRow | undefined> {
  return db<CheckInRow>('checkins')
    .where({ booking_id: bookingUuid })
    .whereNull('undone_at')
    .orderBy('recorded_at', 'desc')
    .first();
}

export async function insertCheckIn(
  trx: Executor,
  row: Omit<CheckInRow, 'id' | 'recorded_at' | 'undone_at' | 'undone_by'>,
): Promise<CheckInRow> {
  const [inserted] = (await trx('checkins').insert(row).returning('*')) as CheckInRow[];
  return inserted!;
}

export async function markUndone(trx: Executor, id: string, by: string | null): Promise<CheckInRow> {
  const [row] = (await trx('checkins')
    .where({ id })
    .update({ undone_at: trx.fn.now(), undone_by: by })
    .returning('*')) as CheckInRow[];
  return row!;
}

/** Changes the pass's count of people in; the CHECK keeps it from going below zero. */
export async function addAdmitted(trx: Executor, bookingUuid: string, delta: number): Promise<number> {
  const [row] = (await trx('checkin_passes')
    .where({ booking_id: bookingUuid })
    .increment('admitted', delta)
    .returning('admitted')) as { admitted: number }[];
  return row!.admitted;
}

export async function setBookingStatus(trx: Executor, id: string, status: BookingStatus): Promise<void> {
  await trx('bookings').where({ id }).update({ booking_status: status, updated_at: trx.fn.now() });
}

export async function findTicketTitle(db: Executor, ticketId: string): Promise<string | undefined> {
  const row = await db('tickets').where({ id: ticketId }).first<{ title: string } | undefined>('title');
  return row?.title;
}

/** Bookings of a slot whose vouchers were issued: the ones expected, and the withdrawn ones to refuse. */
export async function arrivals(db: Executor, gate: GateSelection): Promise<ArrivalRow[]> {
  const query = db('bookings as b')
    .leftJoin('checkin_passes as p', 'p.booking_id', 'b.id')
    .where({ 'b.ticket_id': gate.ticketId, 'b.booking_date': gate.bookingDate })
    .whereIn('b.booking_status', SETTLED_STATUSES)
    .select(
      'b.id',
      'b.booking_id',
      'b.booking_status',
      'b.name',
      'b.time_slot',
      'b.adult_count',
      'b.child_count',
      'p.admitted',
      'p.secret',
      db.raw(
        '(SELECT max(c.recorded_at) FROM checkins c WHERE c.booking_id = b.id AND c.undone_at IS NULL) AS last_check_in_at',
      ),
    )
    .orderBy([{ column: 'b.name' }, { column: 'b.booking_id' }]);
  if (gate.timeSlot !== null)
    query.where((q) => q.where('b.time_slot', gate.timeSlot).orWhereNull('b.time_slot'));
  return query;
}

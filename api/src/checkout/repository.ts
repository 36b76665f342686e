import type { PricingEntry } from '@tours/core';
import type { Executor } from '../db';
import type { CouponRow } from '../presenters';
import type { BookingRow } from './booking-row';

/** Knex queries of the checkout; the rules that use them live in the services. */

export interface TicketRow {
  id: string;
  service: string;
  title: string;
  ticket_type: string;
  pricing: PricingEntry[];
  time_slots: string[];
  is_time_slot: boolean;
  adult_qr_count: number;
  child_qr_count: number;
  currency: string;
  is_adult_bogo: boolean;
  is_child_bogo: boolean;
  attraction_closed: string[];
  capacity_per_slot: number | null;
  max_per_booking: number;
}

export type { CouponRow } from '../presenters';

export async function findBookableTicket(db: Executor, id: string): Promise<TicketRow | undefined> {
  return db<TicketRow>('tickets').where({ id }).whereNull('deleted_at').first();
}

export async function isDateBlocked(db: Executor, ticketId: string, date: string): Promise<boolean> {
  return Boolean(await db('blocked_dates').where({ ticket_id: ticketId, blocked_date: date }).first('id'));
}

export async function isSlotBlocked(
  db: Executor,
  ticketId: string,
  date: string,
  timeSlot: string,
): Promise<boolean> {
  return Boolean(
    await db('blocked_time_slots').where({ ticket_id: ticketId, date, time_slot: timeSlot }).first('id'),
  );
}

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db<CouponRow>('coupons').where({ code }).first();
}

/**
 * Serialises checkouts of one ticket, date and slot until the transaction ends. Checkouts of other
 * slots run in parallel; holders of the lock see each other's committed holds.
 */
export async function lockSeats(
  trx: Executor,
  ticketId: string,
  date: string,
  timeSlot: string | null,
): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [
    `seats:${ticketId}:${date}:${timeSlot ?? '-'}`,
  ]);
}

/** Participants holding seats: confirmed bookings and pending ones whose hold has not run out. */
export async function seatsTaken(
  db: Executor,
  slot: { ticketId: string; date: string; timeSlot: string | null },
  excludeBookingId?: string,
): Promise<number> {
  const query = db('bookings')
    .where({ ticket_id: slot.ticketId, booking_date: slot.date })
    .andWhere((q) => {
      if (slot.timeSlot === null) q.whereNull('time_slot');
      else q.where('time_slot', slot.timeSlot);
    })
    .andWhere((q) =>
      q
        .where('booking_status', 'confirmed')
        .orWhere((p) => p.where('booking_status', 'pending').andWhere('hold_expires_at', '>', db.fn.now())),
    )
    .sum({ taken: db.raw('adult_count + child_count') });
  if (excludeBookingId) query.whereNot('id', excludeBookingId);
  const row = (await query.first()) as { taken: number | string | null } | undefined;
  return Number(row?.taken ?? 0);
}

/**
 * Takes one redemption of a coupon if any is left. The conditional update locks the coupon row, so
 * concurrent checkouts can never redeem it more than maxRedemptions times.
 */
export async function reserveCouponRedemption(
  trx: Executor,
  couponId: string,
  bookingId: string,
): Promise<boolean> {
  const updated = await trx('coupons')
    .where({ id: couponId })
    .andWhere((q) => q.whereNull('max_redemptions').orWhereRaw('redeemed < max_redemptions'))
    .increment('redeemed', 1);
  if (!updated) return false;
  await trx('coupon_redemptions').insert({ coupon_id: couponId, booking_id: bookingId });
  return true;
}

/** Gives back the redemptions held by bookings whose hold ended without a payment. */
export async function releaseCouponRedemptions(trx: Executor, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const released = (await trx('coupon_redemptions')
    .whereIn('booking_id', bookingIds)
    .delete()
    .returning('coupon_id')) as { coupon_id: string }[];
  const perCoupon = new Map<string, number>();
  for (const { coupon_id } of released) perCoupon.set(coupon_id, (perCoupon.get(coupon_id) ?? 0) + 1);
  for (const [couponId, count] of perCoupon) {
    await trx('coupons')
      .where({ id: couponId })
      .update({ redeemed: trx.raw('greatest(redeemed - ?, 0)', [count]) });
  }
}

export async function hasCouponRedemption(db: Executor, bookingId: string): Promise<boolean> {
  return Boolean(await db('coupon_redemptions').where({ booking_id: bookingId }).first('id'));
}

export async function insertBooking(trx: Executor, row: Partial<BookingRow>): Promise<BookingRow> {
  const [inserted] = (await trx('bookings').insert(row).returning('*')) as BookingRow[];
  return inserted!;
}

export async function findBookingById(db: Executor, id: string): Promise<BookingRow | undefined> {
  return db<BookingRow>('bookings').where({ id }).first();
}

export async function findBookingByReference(
  db: Executor,
  reference: string,
): Promise<BookingRow | undefined> {
  return db<BookingRow>('bookings').where({ booking_id: reference }).first();
}

export async function findBookingByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<BookingRow | undefined> {
  return db<BookingRow>('bookings').where({ success_token_hash: tokenHash }).first();
}

/** The booking of a provider session, row-locked for the rest of the transaction. */
export async function lockBookingForSession(
  trx: Executor,
  session: { id: string; bookingUuid: string | null },
): Promise<BookingRow | undefined> {
  const bySession = await trx<BookingRow>('bookings')
    .where({ payment_session_id: session.id })
    .forUpdate()
    .first();
  if (bySession || !session.bookingUuid) return bySession;
  return trx<BookingRow>('bookings')
    .where({ id: session.bookingUuid })
    .andWhere((q) => q.whereNull('payment_session_id').orWhere('payment_session_id', session.id))
    .forUpdate()
    .first();
}

export async function updateBooking(
  trx: Executor,
  id: string,
  changes: Partial<BookingRow>,
): Promise<BookingRow> {
  const [row] = (await trx('bookings')
    .where({ id })
    .update({ ...changes, updated_at: trx.fn.now() })
    .returning('*')) as BookingRow[];
  return row!;
}

/** Records a webhook event id; false when it was seen before (the event is then a duplicate). */
export async function recordWebhookEvent(
  trx: Executor,
  event: { id: string; provider: string; type: string; sessionId: string | null; outcome: string },
): Promise<boolean> {
  const inserted = await trx('webhook_events')
    .insert({
      id: event.id,
      provider: event.provider,
      type: event.type,
      session_id: event.sessionId,
      outcome: event.outcome,
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export async function setWebhookOutcome(trx: Executor, id: string, outcome: string): Promise<void> {
  await trx('webhook_events').where({ id }).update({ outcome });
}

/** Claims pending bookings whose hold ran out; SKIP LOCKED lets several sweepers share the work. */
export async function claimLapsedHolds(trx: Executor, limit: number): Promise<string[]> {
  const rows = (await trx('bookings')
    .select('id')
    .where('booking_status', 'pending')
    .andWhere('hold_expires_at', '<=', trx.fn.now())
    .orderBy('hold_expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()) as { id: string }[];
  return rows.map((r) => r.id);
}

export async function expireBookings(trx: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx('bookings')
    .whereIn('id', ids)
    .andWhere('booking_status', 'pending')
    .update({ booking_status: 'expired', updated_at: trx.fn.now() });
}

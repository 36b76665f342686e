import { DAY_MS } from '@tours/core/domain';
import type { PricingEntry, SlotKey } from '@tours/core/domain';
import type { Db, Executor } from '../db';
import type { TotalsGroup } from '../db/totals-lock';
import { LAPSED_SEATS_SQL } from '../schedule/occupancy';
import type { CouponRow } from '../coupons/repository';
import type { BookingRow } from '../bookings/repository';
import type { TicketRow as TicketsTableRow } from '../tickets/repository';

/** Knex queries of the checkout; the rules that use them live in the services. */

/** The ticket as the checkout reads it: the columns it prices and checks, their JSON as the driver parses it. */
export type TicketRow = Pick<
  TicketsTableRow,
  | 'id'
  | 'service'
  | 'title'
  | 'ticket_type'
  | 'is_time_slot'
  | 'adult_qr_count'
  | 'child_qr_count'
  | 'currency'
  | 'is_adult_bogo'
  | 'is_child_bogo'
  | 'capacity_per_slot'
  | 'max_per_booking'
  | 'pickup_mode'
> & { pricing: PricingEntry[]; time_slots: string[]; attraction_closed: string[]; questions?: unknown };

export type { CouponRow } from '../coupons/repository';
export { updateBooking } from '../bookings/repository';

export async function findBookableTicket(db: Executor, id: string): Promise<TicketRow | undefined> {
  return db<TicketRow>('tickets').where({ id }).whereNull('deleted_at').first();
}

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db<CouponRow>('coupons').where({ code }).first();
}

/** SQLSTATE raised by the bookings trigger when a new hold would take a slot past its capacity. */
export const SLOT_FULL = 'TS001';

/** The seats still free when the trigger refused a hold (its DETAIL), or undefined for other errors. */
export function slotFullRemaining(error: unknown): number | undefined {
  const e = error as { code?: string; detail?: string } | null;
  if (e?.code !== SLOT_FULL) return undefined;
  const remaining = Number(e.detail);
  return Number.isFinite(remaining) ? remaining : 0;
}

/**
 * Seats a slot's counter holds (migration 20261123210000_slot_occupancy): one primary-key read. It
 * still counts lapsed holds that are not expired yet, so it can only overstate what is taken;
 * lapsedSeats gives what to subtract when that matters.
 */
export async function counterSeats(db: Executor, slot: SlotKey): Promise<number> {
  const row = (await db('slot_occupancy')
    .where({ ticket_id: slot.ticketId, booking_date: slot.bookingDate, time_slot: slot.timeSlot ?? '' })
    .first('seats')) as { seats: number } | undefined;
  return row?.seats ?? 0;
}

/** Seats of a slot's counter that belong to lapsed holds not expired yet (LAPSED_SEATS_SQL). */
export async function lapsedSeats(db: Executor, slot: SlotKey): Promise<number> {
  const { rows } = (await db.raw(
    `SELECT ${LAPSED_SEATS_SQL} AS seats
       FROM (SELECT CAST(? AS uuid) AS ticket_id, CAST(? AS date) AS booking_date,
                    coalesce(CAST(? AS text), '') AS time_slot) o`,
    [slot.ticketId, slot.bookingDate, slot.timeSlot],
  )) as { rows: { seats: number | string }[] };
  return Number(rows[0]!.seats);
}

/**
 * Seats held in a slot, with its counter row locked until the transaction ends, so that a late
 * payment can take seats back without another checkout taking them in between.
 */
export async function lockHeldSeats(trx: Executor, slot: SlotKey): Promise<number> {
  const key = { ticket_id: slot.ticketId, booking_date: slot.bookingDate, time_slot: slot.timeSlot ?? '' };
  await trx('slot_occupancy')
    .insert({ ...key, seats: 0 })
    .onConflict(['ticket_id', 'booking_date', 'time_slot'])
    .ignore();
  const row = (await trx('slot_occupancy').where(key).forUpdate().first('seats')) as { seats: number };
  return row.seats;
}

/**
 * Expires the pending bookings of a slot whose hold has run out (the sweeper would, a little later)
 * and gives their coupon redemptions back. Answers the rollup group of each booking expired.
 */
export async function expireLapsedHolds(trx: Executor, slot: SlotKey): Promise<TotalsGroup[]> {
  type Expired = TotalsGroup & { id: string };
  const expired = (await trx('bookings')
    .where({ ticket_id: slot.ticketId, booking_date: slot.bookingDate, booking_status: 'pending' })
    .andWhere((q) => {
      if (slot.timeSlot === null) q.whereNull('time_slot');
      else q.where('time_slot', slot.timeSlot);
    })
    .andWhere('hold_expires_at', '<=', trx.fn.now())
    .update({ booking_status: 'expired', updated_at: trx.fn.now() })
    .returning(['id', 'ticket_title', 'booking_status', 'booking_date', 'service'])) as Expired[];
  await releaseCouponRedemptions(
    trx,
    expired.map(({ id }) => id),
  );
  return expired;
}

/**
 * expireLapsedHolds in a transaction of its own; returns how many. Its holds are of one slot, so they
 * fall in one row of each rollup and need no lockTotalsInKeyOrder.
 */
export async function expireLapsedHoldsOf(db: Db, slot: SlotKey): Promise<number> {
  return (await db.transaction((trx) => expireLapsedHolds(trx, slot))).length;
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

/**
 * Inserts a booking, or returns undefined when its reference is taken already (the caller draws
 * another). The bookings trigger refuses it with SLOT_FULL when its seats are not free. A plain paid
 * hold does not come here: it is one round trip of its own (hold-statement.ts).
 */
export async function insertBooking(db: Executor, row: Partial<BookingRow>): Promise<BookingRow | undefined> {
  const [inserted] = (await db('bookings')
    .insert(row)
    .onConflict('booking_id')
    .ignore()
    .returning('*')) as BookingRow[];
  return inserted;
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

/**
 * The booking a success token opens while the token lasts: `lifetimeDays` (SUCCESS_TOKEN_DAYS) after
 * the checkout. The link is for the return from the payment page; the voucher comes by mail. An
 * expired token finds nothing, like an unknown one.
 */
export async function findBookingBySuccessToken(
  db: Executor,
  tokenHash: string,
  lifetimeDays: number,
  now: Date = new Date(),
): Promise<BookingRow | undefined> {
  const issuedAfter = new Date(now.getTime() - lifetimeDays * DAY_MS);
  return db<BookingRow>('bookings')
    .where({ success_token_hash: tokenHash })
    .andWhere('created_at', '>=', issuedAfter)
    .first();
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

/**
 * Links a booking to its provider session. Its commit is durable, and because the WAL is flushed in
 * order it also makes durable the hold the checkout committed relaxed just before (hold-statement.ts).
 */
export async function linkPaymentSession(db: Executor, bookingId: string, sessionId: string): Promise<void> {
  await db('bookings').where({ id: bookingId }).update({ payment_session_id: sessionId });
}

/**
 * This transaction's COMMIT returns without waiting for its WAL to reach the disk (SET LOCAL
 * synchronous_commit = off), so the rows it locks are let go a flush sooner. Only for releasing
 * seats: a crash can lose the last such commits, which leaves those holds pending until the sweeper
 * expires them, the same seats freed later. Never for a payment, a confirmation or a hold (the hold
 * relaxes only its booking's commit, in checkout_hold, and commits its session durably).
 */
export async function commitWithoutWaitingForDisk(trx: Executor): Promise<void> {
  await trx.raw('SET LOCAL synchronous_commit = off');
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

/** Expires the pending ones of these bookings; answers the rollup group each now falls in. */
export async function expireBookings(trx: Executor, ids: string[]): Promise<TotalsGroup[]> {
  if (ids.length === 0) return [];
  return (await trx('bookings')
    .whereIn('id', ids)
    .andWhere('booking_status', 'pending')
    .update({ booking_status: 'expired', updated_at: trx.fn.now() })
    .returning(['ticket_title', 'booking_status', 'booking_date', 'service'])) as TotalsGroup[];
}

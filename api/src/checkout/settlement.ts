import { canTransition, SETTLED_STATUSES } from '@tours/core/domain';
import type { Db, Trx } from '../db';
import { retryTransaction } from '../db/retry';
import { lockTotalsInKeyOrder, type TotalsGroup } from '../db/totals-lock';
import type { Logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { paymentRefundedMail } from '../mail/templates';
import { isPaid, type CheckoutSessionState, type PaymentProvider } from '../payments/provider';
import { recordWebhookEvent, setWebhookOutcome } from '../payments/webhook-events';
import { enqueueConfirmation } from '../bookings/confirmation';
import { presentBooking } from '../bookings/presenter';
import { refundOnArrival } from '../bookings/payments';
import type { BookingRow } from '../bookings/repository';
import type { ManageLinkConfig } from '../lib/manage-token';
import { isSlotClosed } from '../schedule/service';
import * as repo from './repository';

export type SettleOutcome =
  | 'confirmed'
  | 'already_settled'
  | 'refunded'
  | 'amount_mismatch'
  | 'not_paid'
  | 'expired'
  | 'unknown_booking'
  | 'ignored'
  | 'duplicate';

/** Set when the call comes from a webhook: the event id is recorded in the same transaction. */
export interface EventRef {
  id: string;
  type: string;
}

export interface SettlementOptions {
  db: Db;
  provider: PaymentProvider;
  logger: Logger;
  /** Signs the "Manage your booking" link of the confirmation mail. */
  manageLinks?: ManageLinkConfig | undefined;
}

/**
 * How the refunds a settlement wrote leave after its commit: RefundService.afterCommit, which
 * registers itself (sendRefundsWith), as the checkout does not import the refunds' folder. Until one
 * is registered the refunds stay pending for the refund worker.
 */
export interface RefundsAfterCommit {
  afterCommit<T extends object>(commit: () => Promise<T>): Promise<T>;
}

/**
 * Provider sessions that pay for something other than a booking's checkout (a date change's price
 * difference). Each call answers null for a session that is not its own; the owner
 * registers itself (adopt), so the checkout does not import the feature that owns the session.
 */
export interface SessionOwner {
  settlePaid(trx: Trx, session: CheckoutSessionState): Promise<SettleOutcome | null>;
  releaseExpired(
    trx: Trx,
    session: Pick<CheckoutSessionState, 'id' | 'bookingUuid'>,
  ): Promise<SettleOutcome | null>;
}

/**
 * A booking with nothing to pay is confirmed in the transaction that holds it: no provider takes a
 * zero payment, so no session is opened and the confirmation mail goes out as for a paid one.
 */
export async function confirmWithoutPayment(
  trx: Trx,
  booking: BookingRow,
  links?: ManageLinkConfig,
): Promise<BookingRow> {
  const confirmed = await repo.updateBooking(trx, booking.id, {
    booking_status: 'confirmed',
    paid_at: new Date(),
    amount_paid: 0,
    paid_currency: booking.currency,
    hold_expires_at: null,
    payment_provider: 'none',
    payment_session_id: null,
  });
  await enqueueConfirmation(trx, confirmed, links);
  return confirmed;
}

/**
 * The one idempotent routine behind the webhook, the success page, the cancel return, the sweeper
 * and reconciliation. Each call locks the booking row, so concurrent deliveries of the same
 * session serialise and the second one finds the work done.
 */
export class Settlement {
  private readonly owners: SessionOwner[] = [];
  private refunds: RefundsAfterCommit | null = null;

  constructor(private readonly options: SettlementOptions) {}

  /** Sends the refunds of payments turned down as they land through `refunds`, after each commit. */
  sendRefundsWith(refunds: RefundsAfterCommit): void {
    this.refunds = refunds;
  }

  /** Settles the sessions `owner` recognises through it from now on (once per owner). */
  adopt(owner: SessionOwner): void {
    if (!this.owners.includes(owner)) this.owners.push(owner);
  }

  private async ownedOutcome(
    run: (owner: SessionOwner) => Promise<SettleOutcome | null>,
  ): Promise<SettleOutcome | null> {
    for (const owner of this.owners) {
      const outcome = await run(owner);
      if (outcome) return outcome;
    }
    return null;
  }

  /** A paid session: confirm its booking once (re-holding seats when the hold ran out) or refund. */
  async settlePaid(session: CheckoutSessionState, event?: EventRef): Promise<SettleOutcome> {
    if (!isPaid(session)) return this.record(event, session, 'not_paid');
    const { db } = this.options;
    const commit = () =>
      db.transaction(async (trx) => {
        const settled = { outcome: 'duplicate' as SettleOutcome, refundIds: [] as string[] };
        if (event && !(await this.claimEvent(trx, event, session))) return settled;
        settled.outcome = await this.settlePaidLocked(trx, session, event, settled.refundIds);
        return settled;
      });
    const { outcome } = this.refunds ? await this.refunds.afterCommit(commit) : await commit();
    return outcome;
  }

  /** settlePaid in its transaction; the refunds it writes are added to `refundIds`. */
  private async settlePaidLocked(
    trx: Trx,
    session: CheckoutSessionState,
    event: EventRef | undefined,
    refundIds: string[],
  ): Promise<SettleOutcome> {
    const { logger } = this.options;
    const owned = await this.ownedOutcome((owner) => owner.settlePaid(trx, session));
    const booking = owned ? undefined : await repo.lockBookingForSession(trx, session);
    const othersExpired: TotalsGroup[] = [];
    const outcome =
      owned ??
      (booking
        ? await this.confirmLocked(trx, booking, session, othersExpired, refundIds)
        : 'unknown_booking');
    if (outcome === 'unknown_booking')
      logger.warn({ sessionId: session.id }, 'paid session without a booking');
    if (event) await setWebhookOutcome(trx, event.id, outcome);
    if (booking && othersExpired.length > 0) {
      // A late payment that expired others' lapsed holds changed several bookings: their rollup
      // rows and every group this booking passed through, in key order, last.
      const now = await repo.findBookingById(trx, booking.id);
      await lockTotalsInKeyOrder(trx, [
        ...othersExpired,
        booking,
        { ...booking, booking_status: 'expired' },
        ...(now ? [now] : []),
      ]);
    }
    return outcome;
  }

  /** An expired (or abandoned) session: release the hold of a booking that is still pending. */
  async releaseExpired(
    session: Pick<CheckoutSessionState, 'id' | 'bookingUuid'>,
    event?: EventRef,
  ): Promise<SettleOutcome> {
    return this.options.db.transaction(async (trx) => {
      if (event && !(await this.claimEvent(trx, event, session))) return 'duplicate';
      const owned = await this.ownedOutcome((owner) => owner.releaseExpired(trx, session));
      const booking = owned ? undefined : await repo.lockBookingForSession(trx, session);
      let outcome: SettleOutcome = owned ?? 'unknown_booking';
      // A late or out-of-order "expired" never undoes a confirmation.
      if (booking) outcome = booking.booking_status === 'pending' ? 'expired' : 'ignored';
      if (event) await setWebhookOutcome(trx, event.id, outcome);
      if (booking && outcome === 'expired') {
        // Last: the booking's UPDATE takes its slot's seat counter until the commit, and every hold
        // of the slot queues for that row (in a sale rush, declines held it while they wrote the rest).
        await repo.commitWithoutWaitingForDisk(trx);
        await this.expireLocked(trx, booking);
      }
      return outcome;
    });
  }

  /** The visitor came back through the cancel URL: close the session and free the seats now. */
  async cancelPending(booking: BookingRow): Promise<SettleOutcome> {
    if (booking.booking_status !== 'pending' || !booking.payment_session_id) return 'ignored';
    const { provider } = this.options;
    const session = await provider.retrieveSession(booking.payment_session_id);
    if (isPaid(session)) return this.settlePaid(session);
    await provider.expireSession(session.id);
    const after = await provider.retrieveSession(session.id);
    // Paid in the instant between the two calls: the payment wins.
    if (isPaid(after)) return this.settlePaid(after);
    return this.releaseExpired(session);
  }

  /** A pending booking whose provider session may have been paid without the webhook reaching us. */
  async refreshPending(booking: BookingRow): Promise<SettleOutcome> {
    if (booking.booking_status !== 'pending' || !booking.payment_session_id) return 'ignored';
    const session = await this.options.provider.retrieveSession(booking.payment_session_id);
    if (isPaid(session)) return this.settlePaid(session);
    if (session.status === 'expired') return this.releaseExpired(session);
    return 'not_paid';
  }

  /**
   * Expires holds that ran out; safe to run in several processes at once. Returns how many. Its
   * rollup rows are taken in key order (whatever order the UPDATE changed the holds in), and a
   * deadlock or serialization failure runs the sweep again: it sends nothing before its commit.
   */
  async sweepLapsedHolds(limit = 200): Promise<number> {
    const { db, logger } = this.options;
    return retryTransaction(
      () =>
        db.transaction(async (trx) => {
          const ids = await repo.claimLapsedHolds(trx, limit);
          await repo.releaseCouponRedemptions(trx, ids);
          // The holds' UPDATE takes their slots' seat counters: late, and no wait for the disk.
          await repo.commitWithoutWaitingForDisk(trx);
          const expired = await repo.expireBookings(trx, ids);
          await lockTotalsInKeyOrder(trx, expired);
          return ids.length;
        }),
      { onRetry: (err, attempt) => logger.warn({ err, attempt }, 'hold sweep aborted by Postgres: retried') },
    );
  }

  /** Re-reads the provider's recent sessions and settles any the webhook missed. */
  async reconcile(since: Date): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const session of await this.options.provider.listSessionsSince(since)) {
      let outcome: SettleOutcome | 'open' = 'open';
      if (isPaid(session)) outcome = await this.settlePaid(session);
      else if (session.status === 'expired') outcome = await this.releaseExpired(session);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return counts;
  }

  private async confirmLocked(
    trx: Trx,
    booking: BookingRow,
    session: CheckoutSessionState,
    othersExpired: TotalsGroup[],
    refundIds: string[],
  ): Promise<SettleOutcome> {
    const { logger } = this.options;
    if (SETTLED_STATUSES.includes(booking.booking_status)) return 'already_settled';
    if (booking.booking_status === 'failed') return 'ignored';

    if (session.amountTotal !== booking.total_discount_amount || session.currency !== booking.currency) {
      logger.error(
        {
          bookingId: booking.booking_id,
          sessionId: session.id,
          paid: { amount: session.amountTotal, currency: session.currency },
          expected: { amount: booking.total_discount_amount, currency: booking.currency },
        },
        'paid amount differs from the booking: refunding',
      );
      await repo.updateBooking(trx, booking.id, {
        booking_status: booking.booking_status === 'pending' ? 'failed' : 'refunded',
        amount_paid: session.amountTotal,
        paid_currency: session.currency,
        hold_expires_at: null,
      });
      await this.refundOnArrival(
        trx,
        booking,
        session,
        refundIds,
        'The amount paid differed from the booking',
      );
      await repo.releaseCouponRedemptions(trx, [booking.id]);
      return 'amount_mismatch';
    }

    const holdLapsed =
      booking.booking_status === 'expired' ||
      !booking.hold_expires_at ||
      new Date(booking.hold_expires_at).getTime() <= Date.now();
    // Staff closed the slot (or its date) while the visitor paid, e.g. cancelling it for the weather:
    // nothing more is sold on it, so the payment goes back like one that came too late.
    const closed = await isSlotClosed(trx, {
      ticketId: booking.ticket_id,
      date: booking.booking_date,
      timeSlot: booking.time_slot,
    });
    if (closed || (holdLapsed && !(await this.reholdLocked(trx, booking, othersExpired)))) {
      logger.warn(
        { bookingId: booking.booking_id, sessionId: session.id },
        closed
          ? 'payment arrived for a slot closed since the hold: refunding'
          : 'payment arrived after the hold and the seats are gone: refunding',
      );
      if (booking.booking_status === 'pending') await this.expireLocked(trx, booking);
      await repo.updateBooking(trx, booking.id, {
        booking_status: 'refunded',
        amount_paid: session.amountTotal,
        paid_currency: session.currency,
        paid_at: new Date(),
      });
      const reason = closed
        ? 'The slot was closed before the payment landed'
        : 'The seats were gone when the payment landed';
      await this.refundOnArrival(trx, booking, session, refundIds, reason);
      if (booking.email)
        await enqueueMail(trx, {
          kind: 'notification',
          bookingId: booking.id,
          dedupeKey: `payment-refunded:${booking.id}`,
          to: booking.email,
          ...paymentRefundedMail(
            presentBooking(booking),
            session.amountTotal ?? 0,
            closed ? 'closed' : 'sold_out',
          ),
        });
      return 'refunded';
    }

    const from = booking.booking_status;
    if (!canTransition(from, 'confirmed')) return 'ignored';
    const confirmed = await repo.updateBooking(trx, booking.id, {
      booking_status: 'confirmed',
      paid_at: new Date(),
      amount_paid: session.amountTotal,
      paid_currency: session.currency,
      payment_session_id: session.id,
      hold_expires_at: null,
    });
    await enqueueConfirmation(trx, confirmed, this.options.manageLinks);
    logger.info(
      { bookingId: confirmed.booking_id, sessionId: session.id, late: holdLapsed },
      'booking confirmed',
    );
    return 'confirmed';
  }

  /**
   * A late payment keeps its booking when the seats (and the coupon redemption) are still free. The
   * lapsed holds it expires to free them are added to `othersExpired`.
   */
  private async reholdLocked(trx: Trx, booking: BookingRow, othersExpired: TotalsGroup[]): Promise<boolean> {
    const ticket = await repo.findBookableTicket(trx, booking.ticket_id);
    const capacity = ticket?.capacity_per_slot ?? null;
    // A pending booking still holds its seats in the counter; an expired one takes them back here,
    // under the slot's counter row lock, and the trigger counts them when it is confirmed.
    if (capacity !== null && booking.booking_status !== 'pending') {
      const slot = {
        ticketId: booking.ticket_id,
        bookingDate: booking.booking_date,
        timeSlot: booking.time_slot,
      };
      const seats = booking.adult_count + booking.child_count;
      let held = await repo.lockHeldSeats(trx, slot);
      if (held + seats > capacity) {
        const expired = await repo.expireLapsedHolds(trx, slot);
        othersExpired.push(...expired);
        if (expired.length > 0) held = await repo.lockHeldSeats(trx, slot);
      }
      if (held + seats > capacity) return false;
    }
    if (booking.coupon_code && !(await repo.hasCouponRedemption(trx, booking.id))) {
      const coupon = await repo.findCouponByCode(trx, booking.coupon_code);
      if (!coupon || !(await repo.reserveCouponRedemption(trx, coupon.id, booking.id))) return false;
    }
    return true;
  }

  /** The whole payment back, sent after the commit; its id joins `refundIds`. */
  private async refundOnArrival(
    trx: Trx,
    booking: BookingRow,
    session: CheckoutSessionState,
    refundIds: string[],
    reason: string,
  ): Promise<void> {
    const id = await refundOnArrival(trx, booking, {
      sessionId: session.id,
      amount: session.amountTotal ?? 0,
      currency: session.currency ?? booking.currency,
      reason,
    });
    if (id) refundIds.push(id);
  }

  /** Its UPDATE comes last: it takes the slot's seat counter, which every hold of the slot needs. */
  private async expireLocked(trx: Trx, booking: BookingRow): Promise<void> {
    await repo.releaseCouponRedemptions(trx, [booking.id]);
    await repo.expireBookings(trx, [booking.id]);
  }

  private async claimEvent(
    trx: Trx,
    event: EventRef,
    session: Pick<CheckoutSessionState, 'id'>,
  ): Promise<boolean> {
    return recordWebhookEvent(trx, {
      id: event.id,
      provider: this.options.provider.name,
      type: event.type,
      sessionId: session.id,
      outcome: 'processing',
    });
  }

  private async record(
    event: EventRef | undefined,
    session: CheckoutSessionState,
    outcome: SettleOutcome,
  ): Promise<SettleOutcome> {
    if (!event) return outcome;
    return this.options.db.transaction(async (trx) => {
      if (!(await this.claimEvent(trx, event, session))) return 'duplicate';
      await setWebhookOutcome(trx, event.id, outcome);
      return outcome;
    });
  }
}

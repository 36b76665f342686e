import { randomUUID } from 'node:crypto';
import {
  CHEAPER_MOVE_REFUND_REASON,
  CHECKOUT_HOLD_MINUTES,
  formatBookingDate,
  rescheduleBlockedReason,
  staffMoveBlockedReason,
} from '@tours/core/domain';
import { MANAGE_ERROR_CODES, type RescheduleQuote, type RescheduleResult } from '@tours/core/schemas';
import type { Db, Trx } from '../db';
import { notFound, serviceUnavailable } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { manageUrlOf, type ManageLinkConfig } from '../lib/manage-token';
import type { CatalogueCache } from '../lib/catalogue-cache';
import type { Logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { dateChangePaymentMail, rescheduleRefundedMail } from '../mail/templates';
import { presentInItsLanguage } from '../bookings/localized';
import { presentBooking } from '../bookings/presenter';
import { bookingsRepository, type BookingRow } from '../bookings/repository';
import { expireLapsedHoldsOf } from '../checkout/repository';
import type { SessionOwner, SettleOutcome } from '../checkout/settlement';
import type { CheckoutSessionState, PaymentProvider } from '../payments/provider';
import { openPaymentSession } from '../payments/session';
import { policyOf } from '../bookings/policy';
import { requestRefund, type RefundService } from '../cancellations/service';
import { moverName, recordMove, type Mover } from './move-record';
import { manageRepository as repo, type RescheduleRow } from './repository';
import {
  moveSeats,
  movedColumns,
  notAllowed,
  planMove,
  priceConflict,
  quoteOf,
  seatsLeftFor,
  slotFull,
  totalsColumns,
  withMoveRetry,
  type MovePlan,
  type MoveTarget,
} from './reschedule';

/*
 * Date changes: by the visitor until the free-cancellation cut-off, or by staff. Same or
 * lower price: the booking moves at once (a lower one refunds the difference). Higher: the visitor
 * pays the difference through the provider first, on a session of its own (metadata.bookingId = the
 * change's id); the move is made when that payment lands (settlePaid below, through the checkout's
 * Settlement), and if the new slot filled meanwhile the payment is refunded and the booking stays.
 */

export interface MoveServiceOptions {
  db: Db;
  provider: PaymentProvider;
  refunds: RefundService;
  links: ManageLinkConfig;
  logger: Logger;
  catalogueCache?: CatalogueCache | undefined;
  now?: () => Date;
  /** How long a dearer change's offer holds (config CHECKOUT_HOLD_MINUTES), as a checkout's seats. */
  holdMinutes?: number;
}

/** A move's outcome before the provider is asked for anything. */
type Staged =
  | { kind: 'moved'; booking: BookingRow; priceDifference: number; refundAmount: number; refundIds: string[] }
  | { kind: 'payment'; booking: BookingRow; change: RescheduleRow; superseded: RescheduleRow | null };

export class MoveService implements SessionOwner {
  constructor(private readonly options: MoveServiceOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The visitor's change: inside the cut-off, for the difference they were shown. */
  async rescheduleByCustomer(
    bookingId: string,
    target: MoveTarget,
    expectedPriceDifference: number,
    actor: Actor,
  ): Promise<RescheduleResult> {
    const mover: Mover = { customer: true, actor };
    const staged = await this.stageThenRefund(bookingId, target, mover, async (trx, booking, plan) => {
      const reason = rescheduleBlockedReason(
        booking.booking_status,
        await policyOf(trx, booking),
        { bookingDate: booking.booking_date, timeSlot: booking.time_slot },
        this.now(),
      );
      if (reason) throw notAllowed(reason, { reason });
      if (plan.priceDifference !== expectedPriceDifference) {
        throw priceConflict(
          'The price difference has changed since you saw it. Check the new amount and confirm again.',
          booking,
          plan,
        );
      }
      return false;
    });
    return this.finish(staged);
  }

  /**
   * Staff's change: any confirmed booking. A higher price needs staff's choice: waive it (no
   * payment), or charge it (the customer is mailed the link of the same payment a visitor's own
   * change opens; the move is made when it is paid).
   */
  async rescheduleByAdmin(
    bookingId: string,
    target: MoveTarget,
    choice: { waiveDifference: boolean; chargeDifference: boolean; expectedPriceDifference?: number },
    actor: Actor,
  ): Promise<RescheduleResult> {
    const mover: Mover = { customer: false, actor };
    const staged = await this.stageThenRefund(bookingId, target, mover, async (_trx, booking, plan) => {
      const blocked = staffMoveBlockedReason(booking.booking_id, booking.booking_status);
      if (blocked) throw notAllowed(blocked);
      if (
        choice.expectedPriceDifference !== undefined &&
        plan.priceDifference !== choice.expectedPriceDifference
      ) {
        throw priceConflict(
          'The price difference has changed since you saw it. Check the new amount and confirm again.',
          booking,
          plan,
        );
      }
      if (plan.priceDifference > 0 && !choice.waiveDifference && !choice.chargeDifference) {
        throw priceConflict(
          'The new date costs more. Charge the difference to the customer or waive it.',
          booking,
          plan,
        );
      }
      return choice.waiveDifference && plan.priceDifference > 0;
    });
    const result = await this.finish(staged);
    if (result.outcome === 'paymentRequired' && staged.kind === 'payment') {
      await this.mailPaymentLink(staged.booking, staged.change, result.url, result.expiresAt, actor);
    }
    return result;
  }

  /** What a move would cost staff's customer, before they choose; nothing changes. */
  async quoteForAdmin(bookingId: string, target: MoveTarget): Promise<RescheduleQuote> {
    const { db, catalogueCache } = this.options;
    const booking = await repo.findBooking(db, bookingId);
    if (!booking) throw notFound('booking');
    const blocked = staffMoveBlockedReason(booking.booking_id, booking.booking_status);
    if (blocked) throw notAllowed(blocked);
    const plan = await planMove(db, booking, target, this.now(), catalogueCache);
    return quoteOf(booking, plan, await seatsLeftFor(db, booking, plan));
  }

  /** Staff charged a higher price: the customer gets the payment link by mail, and the history says so. */
  private async mailPaymentLink(
    booking: BookingRow,
    change: RescheduleRow,
    url: string,
    expiresAt: string,
    actor: Actor,
  ): Promise<void> {
    await this.options.db.transaction(async (trx) => {
      await enqueueMail(trx, {
        kind: 'notification',
        bookingId: booking.id,
        dedupeKey: `reschedule-payment:${change.id}`,
        to: booking.email,
        ...dateChangePaymentMail(await presentInItsLanguage(trx, booking), {
          bookingDate: change.to_date,
          timeSlot: change.to_time_slot,
          amount: change.price_difference,
          url,
          expiresAt,
        }),
      });
      await recordAudit(trx, actor, {
        action: 'booking.reschedule_payment_requested',
        entity: 'booking',
        entityId: booking.id,
        details: {
          actor: moverName({ customer: false, actor }),
          to: { bookingDate: change.to_date, timeSlot: change.to_time_slot },
          priceDifference: change.price_difference,
          currency: booking.currency,
          rescheduleId: change.id,
        },
      });
    });
  }

  /**
   * One transaction: lock the booking, check (`guard` answers whether a higher price is waived),
   * then move now or record the change waiting for its payment. Retried once after expiring the
   * target slot's lapsed holds, as the checkout does.
   */
  private stage(
    bookingId: string,
    target: MoveTarget,
    mover: Mover,
    guard: (trx: Trx, booking: BookingRow, plan: MovePlan) => Promise<boolean>,
  ): Promise<Staged> {
    const { db, catalogueCache } = this.options;
    let ticketId: string | null = null;
    return withMoveRetry(
      () => (ticketId ? { ticketId, bookingDate: target.bookingDate, timeSlot: target.timeSlot } : null),
      () =>
        db.transaction(async (trx): Promise<Staged> => {
          const booking = await bookingsRepository.lockById(trx, bookingId);
          if (!booking) throw notFound('booking');
          ticketId = booking.ticket_id;
          const plan = await planMove(trx, booking, target, this.now(), catalogueCache);
          const waived = await guard(trx, booking, plan);
          const pending = await repo.awaitingPayment(trx, booking.id);
          const superseded = pending
            ? await repo.updateReschedule(trx, pending.id, { status: 'superseded', settled_at: new Date() })
            : null;
          if (plan.priceDifference > 0 && !waived) {
            if (!(await seatsLeftFor(trx, booking, plan))) throw slotFull(0);
            const change = await repo.insertReschedule(
              trx,
              this.changeRow(booking, plan, mover, 'awaiting_payment', false),
            );
            return { kind: 'payment', booking, change, superseded };
          }
          return this.moveNow(trx, booking, plan, mover, waived);
        }),
      (slot) => expireLapsedHoldsOf(db, slot),
    );
  }

  private changeRow(
    booking: BookingRow,
    plan: MovePlan,
    mover: Mover,
    status: RescheduleRow['status'],
    waived: boolean,
  ) {
    return {
      id: randomUUID(),
      booking_id: booking.id,
      status,
      from_date: booking.booking_date,
      from_time_slot: booking.time_slot,
      to_date: plan.target.bookingDate,
      to_time_slot: plan.target.timeSlot,
      ...totalsColumns(plan),
      price_difference: plan.priceDifference,
      refund_amount: 0,
      waived,
      actor: moverName(mover),
    };
  }

  /** Same, lower or waived price: the seats move now; a lower price's difference is refunded. */
  private async moveNow(
    trx: Trx,
    booking: BookingRow,
    plan: MovePlan,
    mover: Mover,
    waived: boolean,
  ): Promise<Staged> {
    const moved = await moveSeats(trx, booking, movedColumns(plan.target, totalsColumns(plan)));
    const refundAmount = plan.refund;
    const refund =
      refundAmount > 0
        ? await requestRefund(trx, {
            bookingId: booking.id,
            amount: refundAmount,
            reason: CHEAPER_MOVE_REFUND_REASON,
            actor: mover.customer ? 'customer' : mover.actor,
          })
        : null;
    const change = await repo.insertReschedule(trx, {
      ...this.changeRow(booking, plan, mover, 'completed', waived),
      refund_amount: refund ? refundAmount : 0,
    });
    await recordMove(trx, this.options.links, { before: booking, moved, change, mover });
    return {
      kind: 'moved',
      booking: moved,
      priceDifference: plan.priceDifference,
      refundAmount: refund ? refundAmount : 0,
      refundIds: refund ? [refund.id] : [],
    };
  }

  /** stage(), then the refunds it wrote (a cheaper date's difference) once it has committed. */
  private stageThenRefund(...args: Parameters<MoveService['stage']>): Promise<Staged> {
    return this.options.refunds.afterCommit(() => this.stage(...args));
  }

  /** After the commit (and its refunds): the answer, or the payment of a higher price opened. */
  private async finish(staged: Staged): Promise<RescheduleResult> {
    const { provider, links, db, logger } = this.options;
    if (staged.kind === 'moved') {
      return {
        outcome: 'moved',
        booking: presentBooking(staged.booking),
        priceDifference: staged.priceDifference,
        refundAmount: staged.refundAmount,
      };
    }
    const { booking, change, superseded } = staged;
    if (superseded?.payment_session_id) {
      // A payment that still lands on it is refunded by settlePaid (the change is superseded).
      await provider
        .expireSession(superseded.payment_session_id)
        .catch((err: unknown) =>
          logger.warn({ err, rescheduleId: superseded.id }, 'could not expire a superseded change session'),
        );
    }
    const manageUrl = manageUrlOf(links, booking);
    const requestedAt = this.now();
    const expiresAt = new Date(
      requestedAt.getTime() + (this.options.holdMinutes ?? CHECKOUT_HOLD_MINUTES) * 60_000,
    );
    let session: { id: string; url: string };
    try {
      session = await openPaymentSession(provider, {
        bookingUuid: change.id,
        reference: booking.booking_id,
        lineItems: [
          {
            name: `Date change ${booking.booking_id}: ${booking.ticket_title} to ${change.to_date}${change.to_time_slot ? ` ${change.to_time_slot}` : ''}`,
            unitAmount: change.price_difference,
            quantity: 1,
          },
        ],
        amountTotal: change.price_difference,
        currency: booking.currency,
        customerEmail: booking.email,
        requestedAt,
        holdUntil: expiresAt,
        successUrl: `${manageUrl}&changed=1`,
        cancelUrl: manageUrl,
        idempotencyKey: `reschedule-${change.id}`,
      });
    } catch (error) {
      await repo.updateReschedule(db, change.id, { status: 'expired', settled_at: new Date() });
      logger.error({ err: error, rescheduleId: change.id }, 'payment provider could not open a date change');
      throw serviceUnavailable(
        'The payment provider is not reachable right now. Nothing was changed; please try again.',
      );
    }
    await repo.updateReschedule(db, change.id, {
      payment_session_id: session.id,
      payment_url: session.url,
      expires_at: expiresAt,
    });
    return {
      outcome: 'paymentRequired',
      booking: presentBooking(booking),
      priceDifference: change.price_difference,
      url: session.url,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * SessionOwner: a date change's difference was paid; make the move final, or refund it. A new slot
   * that filled, or that staff closed (a slot cancellation), since the change was asked for is
   * refunded as a checkout's late payment for a closed slot is: the money back, a mail, the booking
   * where it was.
   */
  async settlePaid(trx: Trx, session: CheckoutSessionState): Promise<SettleOutcome | null> {
    const change = await repo.lockForSession(trx, session);
    if (!change) return null;
    if (change.status === 'completed' || change.status === 'refunded') return 'already_settled';
    const refund = (why: string, outcome: SettleOutcome, booking?: BookingRow) =>
      this.refundChange(trx, session, change, { why, outcome, booking });
    if (change.status !== 'awaiting_payment') return refund(`the change was ${change.status}`, 'refunded');
    if (session.amountTotal !== change.price_difference) return refund('amount mismatch', 'amount_mismatch');
    const booking = await bookingsRepository.lockById(trx, change.booking_id);
    if (!booking || booking.booking_status !== 'confirmed')
      return refund('booking not confirmed', 'refunded');
    let moved: BookingRow;
    try {
      moved = await moveSeats(trx, booking, {
        ...movedColumns(
          { bookingDate: change.to_date, timeSlot: change.to_time_slot },
          {
            adult_total: change.adult_total,
            child_total: change.child_total,
            total_amount: change.total_amount,
            discount_amount: change.discount_amount,
            total_discount_amount: change.total_discount_amount,
          },
        ),
        amount_paid: (booking.amount_paid ?? 0) + change.price_difference,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === MANAGE_ERROR_CODES.slotFull)
        return refund('the new slot filled before the payment landed', 'refunded', booking);
      if (code === MANAGE_ERROR_CODES.dateUnavailable)
        return refund('the new slot was closed before the payment landed', 'refunded', booking);
      throw error;
    }
    await repo.updateReschedule(trx, change.id, { payment_session_id: session.id });
    await recordMove(trx, this.options.links, {
      before: booking,
      moved,
      change,
      mover: { customer: true, actor: { admin: null, requestId: null, ip: null } },
    });
    return 'confirmed';
  }

  /** Gives a change's payment back in the settling transaction; tells the visitor when it was theirs. */
  private async refundChange(
    trx: Trx,
    session: CheckoutSessionState,
    change: RescheduleRow,
    { why, outcome, booking }: { why: string; outcome: SettleOutcome; booking?: BookingRow | undefined },
  ): Promise<SettleOutcome> {
    await this.options.provider.refund(session, trx);
    await repo.updateReschedule(trx, change.id, {
      status: 'refunded',
      payment_session_id: session.id,
      settled_at: new Date(),
    });
    await recordAudit(
      trx,
      { admin: null, requestId: null, ip: null },
      {
        action: 'booking.reschedule_refunded',
        entity: 'booking',
        entityId: change.booking_id,
        details: { actor: 'system', reason: why, amount: session.amountTotal, rescheduleId: change.id },
      },
    );
    if (booking) {
      await enqueueMail(trx, {
        kind: 'notification',
        bookingId: booking.id,
        dedupeKey: `reschedule-refunded:${change.id}`,
        to: booking.email,
        ...rescheduleRefundedMail(
          await presentInItsLanguage(trx, booking),
          {
            bookingDate: change.to_date,
            bookingDateString: formatBookingDate(change.to_date),
            timeSlot: change.to_time_slot,
          },
          session.amountTotal ?? change.price_difference,
          manageUrlOf(this.options.links, booking),
        ),
      });
    }
    this.options.logger.warn({ rescheduleId: change.id, why }, 'date change payment refunded');
    return outcome;
  }

  /** SessionOwner: the difference was never paid; the change lapses and the booking stays. */
  async releaseExpired(
    trx: Trx,
    session: Pick<CheckoutSessionState, 'id' | 'bookingUuid'>,
  ): Promise<SettleOutcome | null> {
    const change = await repo.lockForSession(trx, session);
    if (!change) return null;
    if (change.status !== 'awaiting_payment') return 'ignored';
    await repo.updateReschedule(trx, change.id, { status: 'expired', settled_at: new Date() });
    return 'expired';
  }
}

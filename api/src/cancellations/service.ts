import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { Db, Executor } from '../db';
import { unprocessable } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import type { Logger } from '../logger';
import { refundableToPaymentOf } from '../bookings/payments';
import { bookingsRepository, type BookingRow } from '../bookings/repository';
import { refundStatesOf } from '../payments/refund-events';
import { recordWebhookEvent, setWebhookOutcome } from '../payments/webhook-events';
import type { PaymentProvider, RefundState } from '../payments/provider';
import { refundsRepository, type RefundRow } from '../bookings/refunds-repository';

/*
 * A refund's life: requestRefund writes it `pending` in the transaction of the change
 * that causes it (a cancellation, a cheaper date); after the commit RefundService.send asks the
 * provider, with the refund's id as idempotency key; the provider's answer or its events settle it
 * (`succeeded` or `failed`), once, whatever their number and order; reconcile() settles pending
 * refunds whose event was missed and sends those whose call never happened (a crash after the commit).
 */

/**
 * Who asked for a refund: `customer`, `system`, a reseller over OCTO (`reseller:<name>`), or an admin
 * request (its e-mail is the actor).
 */
export type RefundActor = 'customer' | 'system' | `reseller:${string}` | Actor;

export const actorName = (actor: RefundActor): string =>
  typeof actor === 'string' ? actor : (actor.admin?.email ?? 'system');

/** The audit row's actor: the admin's request, or no admin with `details.actor` saying who. */
export const auditActor = (actor: RefundActor): Actor =>
  typeof actor === 'string' ? { admin: null, requestId: null, ip: null } : actor;

export interface RefundRequest {
  /** The booking's `_id`; the caller holds its row lock (or this takes it). */
  bookingId: string;
  /** Minor units, more than 0 and at most what was paid and not refunded yet. */
  amount: number;
  reason: string;
  actor: RefundActor;
}

/**
 * Writes a pending refund and its audit row inside the caller's transaction. The money moves only
 * after the commit (RefundService.send), so a rolled-back change never refunds.
 */
export async function requestRefund(trx: Executor, request: RefundRequest): Promise<RefundRow> {
  const booking = await bookingsRepository.lockById(trx, request.bookingId);
  if (!booking) throw new Error(`requestRefund: no booking ${request.bookingId}`);
  const refundable = refundableToPaymentOf(booking);
  if (!Number.isInteger(request.amount) || request.amount <= 0 || request.amount > refundable) {
    throw unprocessable(
      'REFUND_TOO_LARGE',
      `A refund is 1 to ${refundable} (what was paid and not refunded yet).`,
      { refundable },
    );
  }
  const id = randomUUID();
  const actor = actorName(request.actor);
  const refund = await refundsRepository.insert(trx, {
    id,
    booking_id: booking.id,
    amount: request.amount,
    currency: booking.paid_currency ?? booking.currency,
    reason: request.reason,
    actor,
    idempotency_key: id,
  });
  await recordAudit(trx, auditActor(request.actor), {
    action: 'booking.refund',
    entity: 'booking',
    entityId: booking.id,
    details: {
      actor,
      refundId: id,
      amount: refund.amount,
      currency: refund.currency,
      reason: request.reason,
    },
  });
  return refund;
}

export type RefundOutcome =
  | 'refund_succeeded'
  | 'refund_failed'
  | 'refund_pending'
  | 'already_settled'
  | 'unknown_refund'
  | 'duplicate'
  | 'ignored';

export interface RefundServiceOptions {
  db: Db;
  provider: PaymentProvider;
  logger: Logger;
}

export class RefundService {
  constructor(private readonly options: RefundServiceOptions) {}

  /**
   * A refund event from the webhook; null when the event is not about refunds. Idempotent like the
   * payment events: the event id is claimed in the transaction that settles.
   */
  async handleEvent(event: Stripe.Event): Promise<RefundOutcome | null> {
    const states = refundStatesOf(event);
    if (!states) return null;
    return this.options.db.transaction(async (trx) => {
      const claimed = await recordWebhookEvent(trx, {
        id: event.id,
        provider: this.options.provider.name,
        type: event.type,
        sessionId: null,
        outcome: 'processing',
      });
      if (!claimed) return 'duplicate';
      let outcome: RefundOutcome = 'ignored';
      for (const state of states) outcome = await this.settleLocked(trx, state);
      await setWebhookOutcome(trx, event.id, outcome);
      return outcome;
    });
  }

  /** Settles a refund from the provider's word; a settled refund never changes again. */
  settle(state: RefundState): Promise<RefundOutcome> {
    return this.options.db.transaction((trx) => this.settleLocked(trx, state));
  }

  /**
   * Asks the provider for a pending refund (again: the idempotency key makes a repeat harmless) and
   * settles it with the answer. A failed call stays pending for the next attempt.
   */
  async send(refundId: string): Promise<RefundOutcome> {
    const { db, provider, logger } = this.options;
    const refund = await refundsRepository.find(db, refundId);
    if (!refund || refund.status !== 'pending') return 'already_settled';
    try {
      const state = refund.provider_refund_id
        ? await provider.retrieveRefund(refund.provider_refund_id)
        : await provider.createRefund(await this.inputOf(refund));
      return await this.settle({ ...state, refundId: refund.id });
    } catch (err) {
      logger.warn({ err, refundId }, 'refund not sent to the provider; it stays pending for a retry');
      await db('refunds')
        .where({ id: refundId })
        .update({
          attempts: db.raw('attempts + 1'),
          last_error: String((err as Error).message).slice(0, 500),
        });
      return 'refund_pending';
    }
  }

  /**
   * The one way a change's refunds leave, as mail leaves through the outbox: `commit` runs the
   * change's transaction, whose result lists the refunds it wrote `pending` (`refundIds`); once it has committed
   * they are sent to the provider. A change rolled back wrote none, and a refund whose call fails
   * stays pending for the worker. `background`: sent without waiting (a closed slot's many refunds).
   */
  async afterCommit<T extends object>(
    commit: () => Promise<T>,
    { background = false }: { background?: boolean } = {},
  ): Promise<T> {
    const committed = await commit();
    const refundIds = 'refundIds' in committed ? (committed.refundIds as readonly string[]) : [];
    const sending = this.sendAll(refundIds);
    if (!background) await sending;
    return committed;
  }

  /** Sends each refund, one after the other; never throws (the worker or reconcile retries). */
  private async sendAll(refundIds: readonly string[]): Promise<void> {
    for (const id of refundIds) await this.send(id);
  }

  /**
   * Every pending refund at least `olderThanMs` old: sent if it never was, else its state asked for.
   * `payments:reconcile` runs it with 0; the worker with a minute, leaving fresh ones to their request.
   */
  async reconcile(olderThanMs = 0): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const refund of await refundsRepository.pending(this.options.db, { olderThanMs, limit: 500 })) {
      const outcome = await this.send(refund.id);
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return counts;
  }

  private async inputOf(refund: RefundRow) {
    const booking = await this.options
      .db<BookingRow>('bookings')
      .where({ id: refund.booking_id })
      .first('payment_session_id');
    const sessionId = refund.payment_session_id ?? booking?.payment_session_id;
    if (!sessionId) throw new Error(`Booking ${refund.booking_id} has no payment session`);
    return {
      refundId: refund.id,
      bookingUuid: refund.booking_id,
      sessionId,
      amount: refund.amount,
      currency: refund.currency,
      idempotencyKey: refund.idempotency_key,
    };
  }

  private async settleLocked(trx: Executor, state: RefundState): Promise<RefundOutcome> {
    const refund = await refundsRepository.lockForEvent(trx, {
      refundId: state.refundId,
      providerRefundId: state.id,
    });
    if (!refund) {
      this.options.logger.warn({ providerRefundId: state.id }, 'refund event without a refund of ours');
      return 'unknown_refund';
    }
    if (!refund.provider_refund_id)
      await refundsRepository.update(trx, refund.id, { provider_refund_id: state.id });
    if (refund.status !== 'pending') return 'already_settled';
    if (state.status === 'pending') return 'refund_pending';
    await refundsRepository.update(trx, refund.id, { status: state.status, settled_at: new Date() });
    await recordAudit(trx, auditActor('system'), {
      action: `booking.refund_${state.status}`,
      entity: 'booking',
      entityId: refund.booking_id,
      details: { actor: 'system', refundId: refund.id, amount: refund.amount, currency: refund.currency },
    });
    if (state.status === 'failed') {
      this.options.logger.error({ refundId: refund.id, bookingId: refund.booking_id }, 'refund failed');
    }
    return state.status === 'succeeded' ? 'refund_succeeded' : 'refund_failed';
  }
}

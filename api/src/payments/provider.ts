import type { Knex } from 'knex';

/** What the checkout needs from a payment provider; Stripe Checkout and the local test provider implement it. */

export interface CheckoutLineItem {
  name: string;
  /** Minor units. */
  unitAmount: number;
  quantity: number;
}

export interface CreateSessionInput {
  /** The booking's `_id`, carried in metadata.bookingId. */
  bookingUuid: string;
  /** The human reference (DXB-…), shown to the customer. */
  reference: string;
  lineItems: CheckoutLineItem[];
  /** What the customer pays; the provider session's amount_total must equal it. */
  amountTotal: number;
  currency: string;
  customerEmail: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** One per booking, so a retried create returns the same session. */
  idempotencyKey: string;
  /** The id from newSessionId(), for a provider that names its sessions before it opens them. */
  sessionId?: string;
}

export interface CheckoutSessionState {
  id: string;
  /** metadata.bookingId: the booking's `_id`. */
  bookingUuid: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

/** A refund of part or all of a paid session. */
export interface RefundInput {
  /** Our refunds row id, carried in metadata.refundId so that its events find it. */
  refundId: string;
  /** The booking's `_id`, carried in metadata.bookingId. */
  bookingUuid: string;
  /** The session the booking was paid through. */
  sessionId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The same key for every attempt of one refund: a retried call never refunds twice. */
  idempotencyKey: string;
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund as the provider knows it. */
export interface RefundState {
  /** The provider's id (re_…). */
  id: string;
  /** metadata.refundId: our refunds row, or null for a refund made elsewhere (the dashboard). */
  refundId: string | null;
  status: ProviderRefundStatus;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /**
   * A provider that names its sessions itself (the local one) gives the id before the session is
   * opened, so the booking is inserted with it and needs no second write to link them. Stripe names
   * its sessions, so it has none and the checkout links the booking once Stripe answers.
   */
  newSessionId?(): string;
  /**
   * A provider whose sessions are rows of the API's own database (the local one) gives the row, so
   * that the checkout writes it in the same round trip as the hold (checkout/hold-statement.ts)
   * instead of calling createSession.
   */
  sessionRow?(input: CreateSessionInput): { id: string; url: string; row: Record<string, unknown> };
  /**
   * Opens the session. Its result is durable when it returns: for a booking inserted with the
   * session's id, this is what makes the hold itself durable (see CheckoutService.hold).
   */
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  retrieveSession(sessionId: string): Promise<CheckoutSessionState>;
  /** Closes an open session so it can no longer be paid; a no-op on one that is not open. */
  expireSession(sessionId: string): Promise<void>;
  /** Sessions created since the given time, newest first (reconciliation). */
  listSessionsSince(since: Date): Promise<CheckoutSessionState[]>;
  /**
   * Returns the payment of a paid session. Called inside the transaction that records the refund,
   * so a failed refund rolls the change back; `executor` is that transaction (the local provider keeps
   * its sessions in the same database).
   */
  refund(session: CheckoutSessionState, executor?: Knex): Promise<void>;
  /**
   * Gives back `amount` of a paid session's payment (a cancellation's refund). Called after the
   * refunds row is committed, never inside a transaction: the local provider delivers the refund's
   * event to the webhook before it returns.
   */
  createRefund(input: RefundInput): Promise<RefundState>;
  /** A refund's state now (reconciliation of a refund whose event was missed). */
  retrieveRefund(providerRefundId: string): Promise<RefundState>;
}

export function isPaid(session: CheckoutSessionState): boolean {
  return session.status === 'complete' && session.paymentStatus !== 'unpaid';
}

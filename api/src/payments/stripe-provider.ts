import Stripe from 'stripe';
import type {
  CheckoutSessionState,
  CreateSessionInput,
  PaymentProvider,
  RefundInput,
  RefundState,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Point the SDK somewhere else than api.stripe.com (tests use a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The fields of a Stripe-format checkout session that its state is read from. */
export type StripeSessionFields = Pick<
  Stripe.Checkout.Session,
  'id' | 'metadata' | 'status' | 'payment_status' | 'amount_total' | 'currency' | 'payment_intent'
>;

/** The state of a Stripe-format session: Stripe's own, or the local provider's imitation of one. */
export function sessionStateFromStripe(session: StripeSessionFields): CheckoutSessionState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    bookingUuid: session.metadata?.bookingId ?? null,
    status: (session.status ?? 'open') as CheckoutSessionState['status'],
    paymentStatus: session.payment_status as CheckoutSessionState['paymentStatus'],
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** The fields of a Stripe-format refund that its state is read from. */
export type StripeRefundFields = Pick<Stripe.Refund, 'id' | 'metadata' | 'status' | 'amount' | 'currency'>;

/** Stripe's refund statuses in ours: requires_action and pending wait; canceled never paid back. */
export function refundStateFromStripe(refund: StripeRefundFields): RefundState {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    id: refund.id,
    refundId: refund.metadata?.refundId ?? null,
    status,
    amount: refund.amount,
    currency: refund.currency,
  };
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async createSession(input: CreateSessionInput): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: input.customerEmail,
        client_reference_id: input.reference,
        line_items: input.lineItems.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: input.currency,
            unit_amount: item.unitAmount,
            product_data: { name: item.name },
          },
        })),
        metadata: { bookingId: input.bookingUuid, reference: input.reference },
        payment_intent_data: { metadata: { bookingId: input.bookingUuid, reference: input.reference } },
        expires_at: Math.ceil(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (session.amount_total !== input.amountTotal) {
      // Never send a customer to pay an amount other than the one the server computed.
      await this.expireSession(session.id).catch(() => undefined);
      throw new Error(
        `Stripe session amount ${session.amount_total} differs from booking amount ${input.amountTotal}`,
      );
    }
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { id: session.id, url: session.url };
  }

  async retrieveSession(sessionId: string): Promise<CheckoutSessionState> {
    return sessionStateFromStripe(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  async expireSession(sessionId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (session.status !== 'open') return;
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  async listSessionsSince(since: Date): Promise<CheckoutSessionState[]> {
    const out: CheckoutSessionState[] = [];
    const created = { gte: Math.floor(since.getTime() / 1000) };
    for await (const session of this.stripe.checkout.sessions.list({ created, limit: 100 })) {
      out.push(sessionStateFromStripe(session));
      if (out.length >= 5000) break;
    }
    return out;
  }

  async createRefund(input: RefundInput): Promise<RefundState> {
    const session = await this.retrieveSession(input.sessionId);
    if (!session.paymentIntentId) throw new Error(`Session ${input.sessionId} has no payment to refund`);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: session.paymentIntentId,
        amount: input.amount,
        reason: 'requested_by_customer',
        metadata: { refundId: input.refundId, bookingId: input.bookingUuid },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return refundStateFromStripe(refund);
  }

  async retrieveRefund(providerRefundId: string): Promise<RefundState> {
    return refundStateFromStripe(await this.stripe.refunds.retrieve(providerRefundId));
  }

  async refund(session: CheckoutSessionState): Promise<void> {
    if (!session.paymentIntentId) throw new Error(`Session ${session.id} has no payment to refund`);
    await this.stripe.refunds.create(
      { payment_intent: session.paymentIntentId, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-${session.id}` },
    );
  }
}

import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { checkoutEvent, refundEvent, signPayload, type CheckoutEventType } from './events';
import { PROVIDER_MIN_SESSION_MS } from './session';
import type {
  CheckoutLineItem,
  CheckoutSessionState,
  CreateSessionInput,
  PaymentProvider,
  RefundInput,
  RefundState,
} from './provider';
import {
  refundStateFromStripe,
  sessionStateFromStripe,
  type StripeRefundFields,
  type StripeSessionFields,
} from './stripe-provider';

/** Stripe's timestamps are whole seconds since the epoch. */
const unixSeconds = (at: Date) => Math.floor(new Date(at).getTime() / 1000);

export interface LocalSessionRow {
  id: string;
  booking_id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  line_items: CheckoutLineItem[];
  metadata: Record<string, string>;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  refunded: boolean;
  expires_at: Date;
  created_at: Date;
}

interface LocalRefundRow {
  id: string;
  session_id: string;
  payment_intent: string | null;
  amount: number;
  currency: string;
  status: RefundState['status'];
  metadata: Record<string, string> | string;
  created_at: Date;
}

/** The refund as Stripe would put it in an event's data.object. */
function stripeRefundShape(row: LocalRefundRow): StripeRefundFields & Record<string, unknown> {
  return {
    id: row.id,
    object: 'refund',
    amount: row.amount,
    currency: row.currency,
    payment_intent: row.payment_intent,
    status: row.status,
    metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
    created: unixSeconds(row.created_at),
  };
}

/** A refund row's state, read as the Stripe provider reads Stripe's refunds. */
const refundStateOf = (row: LocalRefundRow): RefundState => refundStateFromStripe(stripeRefundShape(row));

/** Hands a signed event to the webhook handler: the same routine Stripe's own deliveries go through. */
export type EventSink = (payload: string, signature: string) => Promise<void>;

/** The session as Stripe would put it in an event's data.object. */
function stripeShape(row: LocalSessionRow): StripeSessionFields & Record<string, unknown> {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: row.amount_total,
    amount_subtotal: row.amount_total,
    currency: row.currency,
    client_reference_id: row.metadata.reference ?? null,
    customer_email: row.customer_email,
    metadata: row.metadata,
    payment_intent: row.payment_intent,
    payment_status: row.payment_status,
    status: row.status,
    created: unixSeconds(row.created_at),
    expires_at: unixSeconds(row.expires_at),
    livemode: false,
    url: null,
  };
}

/** A session row's state, read as the Stripe provider reads Stripe's sessions. */
const stateOf = (row: LocalSessionRow): CheckoutSessionState => sessionStateFromStripe(stripeShape(row));

export interface LocalProviderOptions {
  db: Knex;
  /** Base URL of the API as the visitor's browser reaches it, e.g. http://localhost:3000/api/v1. */
  apiUrl: string;
  webhookSecret: string;
}

/**
 * A stand-in for Stripe Checkout for development and tests: the session lives in the database, the
 * API serves a page for it, and "Pay" or "Decline" there produce Stripe-format signed events.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local';
  private sink: EventSink | null = null;

  constructor(private readonly options: LocalProviderOptions) {}

  /** Wires the webhook handler in after construction (the handler itself needs the provider). */
  deliverEventsTo(sink: EventSink): void {
    this.sink = sink;
  }

  pageUrl(sessionId: string): string {
    return `${this.options.apiUrl}/payments/local/${encodeURIComponent(sessionId)}`;
  }

  newSessionId(): string {
    return `cs_local_${randomBytes(16).toString('hex')}`;
  }

  /** The payment_local_sessions row of a session, for an insert here or in the checkout's hold. */
  sessionRow(input: CreateSessionInput): { id: string; url: string; row: Record<string, unknown> } {
    // As Stripe does: a session must last at least 30 minutes after the request reaches it.
    if (input.expiresAt.getTime() < Date.now() + PROVIDER_MIN_SESSION_MS) {
      throw new Error('expires_at must be at least 30 minutes after the session is created');
    }
    const id = input.sessionId ?? this.newSessionId();
    const row = {
      id,
      booking_id: input.bookingUuid,
      amount_total: input.amountTotal,
      currency: input.currency,
      line_items: input.lineItems,
      metadata: { bookingId: input.bookingUuid, reference: input.reference },
      customer_email: input.customerEmail ?? null,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: input.expiresAt,
    };
    return { id, url: this.pageUrl(id), row };
  }

  async createSession(input: CreateSessionInput): Promise<{ id: string; url: string }> {
    const { db } = this.options;
    const { id, url, row } = this.sessionRow(input);
    // A retried create for the same booking gets the session it opened before (idempotency). The
    // commit is durable: the checkout inserted the booking with this id and a relaxed commit, and
    // because the WAL is flushed in order, this commit makes that hold durable too.
    const { rows: inserted } = (await db.raw(
      `INSERT INTO payment_local_sessions
         (id, booking_id, amount_total, currency, line_items, metadata, customer_email, success_url,
          cancel_url, expires_at)
       SELECT id, booking_id, amount_total, currency, line_items, metadata, customer_email, success_url,
              cancel_url, expires_at
         FROM jsonb_populate_record(NULL::payment_local_sessions, ?::jsonb)
       ON CONFLICT (booking_id) DO NOTHING
       RETURNING id`,
      [JSON.stringify(row)],
    )) as { rows: { id: string }[] };
    if (inserted.length === 0) {
      const existing = await db<LocalSessionRow>('payment_local_sessions')
        .where({ booking_id: input.bookingUuid })
        .first('id');
      return { id: existing!.id, url: this.pageUrl(existing!.id) };
    }
    return { id, url };
  }

  async findSession(sessionId: string): Promise<LocalSessionRow | undefined> {
    return this.options.db<LocalSessionRow>('payment_local_sessions').where({ id: sessionId }).first();
  }

  async retrieveSession(sessionId: string): Promise<CheckoutSessionState> {
    const row = await this.findSession(sessionId);
    if (!row) throw new Error(`No such checkout session: ${sessionId}`);
    return stateOf(row);
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.options
      .db('payment_local_sessions')
      .where({ id: sessionId, status: 'open' })
      .update({ status: 'expired' });
  }

  async listSessionsSince(since: Date): Promise<CheckoutSessionState[]> {
    const rows = await this.options
      .db<LocalSessionRow>('payment_local_sessions')
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(5000);
    return rows.map(stateOf);
  }

  async refund(session: CheckoutSessionState, executor: Knex = this.options.db): Promise<void> {
    await executor('payment_local_sessions').where({ id: session.id }).update({ refunded: true });
  }

  /**
   * Records the refund (once per idempotency key, as Stripe does) and delivers its `refund.updated`
   * event to the webhook, as Stripe would a moment later. A test money provider pays back at once.
   */
  async createRefund(input: RefundInput): Promise<RefundState> {
    const { db } = this.options;
    const session = await this.findSession(input.sessionId);
    if (!session?.payment_intent) throw new Error(`Session ${input.sessionId} has no payment to refund`);
    const [inserted] = (await db('payment_local_refunds')
      .insert({
        id: `re_local_${randomBytes(12).toString('hex')}`,
        session_id: session.id,
        payment_intent: session.payment_intent,
        amount: input.amount,
        currency: input.currency,
        status: 'succeeded',
        idempotency_key: input.idempotencyKey,
        metadata: JSON.stringify({ refundId: input.refundId, bookingId: input.bookingUuid }),
      })
      .onConflict('idempotency_key')
      .ignore()
      .returning('*')) as LocalRefundRow[];
    if (!inserted) {
      const existing = (await db('payment_local_refunds')
        .where({ idempotency_key: input.idempotencyKey })
        .first()) as LocalRefundRow;
      return refundStateOf(existing!);
    }
    await this.deliver(refundEvent('refund.updated', stripeRefundShape(inserted)));
    return refundStateOf(inserted);
  }

  async retrieveRefund(providerRefundId: string): Promise<RefundState> {
    const row = await this.options
      .db<LocalRefundRow>('payment_local_refunds')
      .where({ id: providerRefundId })
      .first();
    if (!row) throw new Error(`No such refund: ${providerRefundId}`);
    return refundStateOf(row);
  }

  /**
   * The visitor pressed Pay or Decline. Only an open, unexpired session changes; the event then goes
   * through the webhook handler, and the answer says where to send the browser.
   */
  async complete(sessionId: string, outcome: 'pay' | 'decline'): Promise<{ redirectTo: string } | null> {
    const { db } = this.options;
    const status = outcome === 'pay' ? 'complete' : 'expired';
    const changed = await db<LocalSessionRow>('payment_local_sessions')
      .where({ id: sessionId, status: 'open' })
      .andWhere('expires_at', '>', db.fn.now())
      .update({
        status,
        payment_status: outcome === 'pay' ? 'paid' : 'unpaid',
        payment_intent: outcome === 'pay' ? `pi_local_${randomBytes(12).toString('hex')}` : null,
      })
      .returning('*');
    const row = changed[0] as LocalSessionRow | undefined;
    if (!row) return null;
    const type: CheckoutEventType =
      outcome === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired';
    await this.emit(type, row);
    return { redirectTo: outcome === 'pay' ? row.success_url : row.cancel_url };
  }

  private async emit(type: CheckoutEventType, row: LocalSessionRow): Promise<void> {
    await this.deliver(checkoutEvent(type, stripeShape(row)));
  }

  private async deliver(payload: string): Promise<void> {
    if (!this.sink) throw new Error('The local payment provider has no webhook handler to deliver to');
    await this.sink(payload, signPayload(payload, this.options.webhookSecret));
  }
}

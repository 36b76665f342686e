import Stripe from 'stripe';
import { ApiError, badRequest } from '../errors';
import type { Logger } from '../logger';
import { sessionStateFromStripe } from '../payments/stripe-provider';
import type { Settlement } from './settlement';

/** Events older than this (by their signed timestamp) are refused: a replayed capture is useless. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookResult {
  received: true;
  eventId: string;
  type: string;
  /** A SettleOutcome, a refund's outcome, or 'unhandled'. */
  outcome: string;
}

/**
 * Settles the refund events (`refund.*`, `charge.refunded`) and answers their outcome, or null for
 * another event. The refunds module registers it: it depends on the checkout, not the reverse.
 */
export type RefundEventHandler = (event: Stripe.Event) => Promise<string | null>;

/**
 * POST /payments/webhook, for Stripe and for the local provider alike: the signature is checked on
 * the exact bytes, then the event goes to the idempotent settlement routine.
 */
export class WebhookHandler {
  private refunds: RefundEventHandler | null = null;

  constructor(
    private readonly settlement: Settlement,
    private readonly secret: string,
    private readonly logger: Logger,
  ) {}

  handleRefundsWith(handler: RefundEventHandler): void {
    this.refunds = handler;
  }

  async handle(rawBody: string | Buffer, signature: string | undefined): Promise<WebhookResult> {
    if (!signature) throw badRequest('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      // The reason and the size only: Stripe's error carries the whole payload, and a forged request
      // of any size would otherwise become one log line of that size.
      this.logger.warn(
        { reason: String((error as Error).message ?? error).slice(0, 200), bytes: rawBody.length },
        'webhook signature refused',
      );
      throw new ApiError(
        400,
        'BAD_SIGNATURE',
        'The webhook signature is not valid or its timestamp is too old.',
      );
    }
    const ref = { id: event.id, type: event.type };
    let outcome: string = 'unhandled';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        outcome = await this.settlement.settlePaid(sessionStateFromStripe(event.data.object), ref);
        break;
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed':
        outcome = await this.settlement.releaseExpired(sessionStateFromStripe(event.data.object), ref);
        break;
      default:
        outcome = (await this.refunds?.(event)) ?? 'unhandled';
        break;
    }
    this.logger.info({ eventId: event.id, type: event.type, outcome }, 'webhook processed');
    return { received: true, eventId: event.id, type: event.type, outcome };
  }
}

import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export type CheckoutEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** A Stripe-format event around a checkout session object (the local provider and tests send these). */
export function checkoutEvent(
  type: CheckoutEventType | RefundEventType,
  session: Record<string, unknown>,
  id?: string,
): string {
  return JSON.stringify({
    id: id ?? `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
}

export type RefundEventType = 'refund.created' | 'refund.updated' | 'refund.failed' | 'charge.refunded';

/**
 * A Stripe-format refund event: `refund.*` carry the refund itself, `charge.refunded` the charge
 * with its refunds listed (as Stripe sends it when the list is expanded).
 */
export function refundEvent(type: RefundEventType, refund: Record<string, unknown>, id?: string): string {
  const object =
    type === 'charge.refunded'
      ? {
          id: `ch_local_${String(refund.payment_intent ?? '').slice(-12)}`,
          object: 'charge',
          payment_intent: refund.payment_intent,
          refunded: true,
          refunds: { object: 'list', data: [refund], has_more: false },
        }
      : refund;
  return checkoutEvent(type, object, id);
}

/** The Stripe-Signature header for a payload, exactly as Stripe computes it. */
export function signPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/** The webhook secret in use: STRIPE_WEBHOOK_SECRET, or one generated for this process (development). */
export function resolveWebhookSecret(
  configured: string | undefined,
  log: (message: string) => void = (m) => console.log(m),
): string {
  if (configured) return configured;
  const secret = `whsec_dev_${randomBytes(24).toString('hex')}`;
  // Never the secret itself: whoever reads the log could sign events that mark bookings paid.
  log(
    'STRIPE_WEBHOOK_SECRET is not set; signing local payment events with a generated secret for this process',
  );
  return secret;
}

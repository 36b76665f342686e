import {
  CheckoutCancelRequestSchema,
  CheckoutCancelResponseSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  LocalOutcomeParamsSchema,
  LocalSessionParamsSchema,
  WebhookAckSchema,
} from '../schemas/checkout';
import { endpoints } from './endpoint';
import { paths } from './paths';

/** Starting and abandoning a checkout: both move a slot's held seats. */
export const checkout = endpoints(paths.checkout, 'Checkout', {
  create: {
    summary:
      'Hold the seats and open a payment session; answers the URL to send the visitor to (checkouts limited per IP and e-mail)',
    body: CheckoutRequestSchema,
    response: CheckoutResponseSchema,
    status: 201,
    errors: {
      403: 'The security check (captcha) is missing or failed',
      404: 'No ticket has this id',
      409: 'The date or slot is unavailable, sold out, or the price changed (PRICE_CHANGED, with the new total)',
      422: 'The counts are not allowed, or the coupon cannot be used',
      429: 'Too many checkouts or coupon attempts; see Retry-After',
    },
    invalidates: ['TimeSlot'],
  },
  cancel: {
    summary: 'The visitor came back through the cancel URL: the pending checkout frees its seats',
    body: CheckoutCancelRequestSchema,
    response: CheckoutCancelResponseSchema,
    errors: { 404: 'No booking has this token (and reference)' },
    invalidates: ['TimeSlot'],
  },
});

/** The payment provider's side: its webhook, and the local test provider's hosted page. */
export const payments = endpoints(paths.payments, 'Payments', {
  webhook: {
    summary:
      "The payment provider's events (Stripe-Signature checked over the raw body): a paid or expired session settles its booking",
    bodyKind: 'raw',
    response: WebhookAckSchema,
    errors: { 400: 'The signature or the event is not valid' },
  },
  localPage: {
    summary: "The local test provider's checkout page (text/html), standing in for Stripe's hosted page",
    params: LocalSessionParamsSchema,
    produces: 'text/html',
    errors: { 404: 'No checkout session has this id, or the local provider is off' },
  },
  localComplete: {
    summary: "The local test provider's pay or decline button: settles the session and redirects (303)",
    params: LocalOutcomeParamsSchema,
    produces: 'redirect',
    status: 303,
    errors: { 404: 'No checkout session has this id, the outcome is unknown, or the local provider is off' },
  },
});

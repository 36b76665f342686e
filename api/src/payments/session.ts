import type { CreateSessionInput, PaymentProvider } from './provider';

/**
 * Stripe refuses a session whose expires_at is less than 30 minutes after it receives the request;
 * a session asks for a minute more, for the time the request takes to get there.
 */
export const PROVIDER_MIN_SESSION_MS = 30 * 60_000;
const MIN_SESSION_MS = PROVIDER_MIN_SESSION_MS + 60_000;

/** A payment session to open: what the customer pays for, and until when the offer holds. */
export type PaymentSessionRequest = Omit<CreateSessionInput, 'expiresAt'> & {
  /** When the customer asked (the request's clock). */
  requestedAt: Date;
  /** When the hold (a checkout's seats, a date change's price) ends: the configured hold time. */
  holdUntil: Date;
};

/**
 * The session's expiry: the end of the hold, or 31 minutes after the request when the hold is
 * shorter. A session that outlives its hold is expired by the sweeper when the hold ends
 * (checkout/workers.ts), and a payment that races it takes the late-payment path of the settlement.
 */
export function sessionExpiresAt(request: Pick<PaymentSessionRequest, 'requestedAt' | 'holdUntil'>): Date {
  return new Date(Math.max(request.holdUntil.getTime(), request.requestedAt.getTime() + MIN_SESSION_MS));
}

/** The provider's input for a request: its fields with the session's expiry. */
export function sessionInputOf(request: PaymentSessionRequest): CreateSessionInput {
  const { requestedAt: _requestedAt, holdUntil: _holdUntil, ...input } = request;
  return { ...input, expiresAt: sessionExpiresAt(request) };
}

/** Opens the provider session of a checkout or of a date change's difference. */
export function openPaymentSession(
  provider: PaymentProvider,
  request: PaymentSessionRequest,
): Promise<{ id: string; url: string }> {
  return provider.createSession(sessionInputOf(request));
}

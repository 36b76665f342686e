import type { Config } from '../config';
import type { Db, Executor } from '../db';
import { tooManyRequests } from '../errors';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments/provider';
import { verifyCaptcha } from './captcha';
import { HOLD_REFUSALS, type ClaimParams } from './hold-statement';
import { sha256Hex } from '../lib/tokens';
import { clientKey } from '../lib/client-key';

/**
 * Seat spinning: a checkout holds seats for CHECKOUT_HOLD_MINUTES without paying anything, so a
 * script that opens checkouts and never pays can sell out a slot. Before a checkout may hold seats:
 *
 * 1. a CAPTCHA, when the operator configured one (verified server-side);
 * 2. rate limits per client address and per e-mail (the rows of rate-limiter-flexible's Postgres
 *    store, so every API process counts against the same windows);
 * 3. a cap on the seats that one address, and one e-mail, hold at once in unfinished checkouts, and on
 *    one slot at most a share of its capacity beyond a first booking, so that a visitor from
 *    elsewhere can always still book; and a cool-down: an address or e-mail whose unpaid hold on a
 *    slot ran out may not hold that slot again for HOLD_COOLDOWN_MINUTES (holds let lapse and taken
 *    again would otherwise keep a slot out of sale for ever). The claim is taken under advisory locks on the address and the
 *    e-mail in the transaction that inserts the booking, so concurrent checkouts cannot both slip
 *    under the cap.
 *
 * 2 and 3 run inside the hold's statement (checkout_claim, migration
 * 20261125110000_checkout_hold_statement), after its check of the slot's counter: a checkout for a
 * full slot is refused before it spends a rate point, and one refused by a limit rolls back whole.
 *
 * SECURITY.md lists the figures and the variables that change them.
 */

export interface CheckoutClient {
  ip: string;
  captchaToken?: string | undefined;
}

export interface HoldRequest {
  ticketId: string;
  bookingDate: string;
  timeSlot?: string | null | undefined;
  adultCount: number;
  childCount: number;
  email: string;
}

/** One mailbox however it is spelled: case, and a +tag, do not make another address. */
export function emailKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/**
 * The 429 of a limit the hold statement refused (TL001: a rate window, TL002: seats held, TL003:
 * this slot's cool-down after an unpaid hold ran out).
 */
export function limitRefusal(refusal: { code: string; detail: number }) {
  if (refusal.code === HOLD_REFUSALS.coolingDown)
    return tooManyRequests(
      refusal.detail,
      'A checkout of yours for this time ran out without payment a moment ago. Choose another time, or try again later.',
    );
  return refusal.code === HOLD_REFUSALS.rateLimited
    ? tooManyRequests(refusal.detail, 'Too many checkouts started. Try again in a few minutes.')
    : tooManyRequests(
        refusal.detail,
        'Seats are already held in checkouts you have not finished. Pay or cancel one of them, or try again when it ends.',
      );
}

export class HoldLimits {
  constructor(
    private readonly config: Pick<Config, 'checkoutLimits' | 'captcha' | 'holdMinutes'>,
    private readonly logger: Logger,
  ) {}

  /**
   * The CAPTCHA (throws 403 when it is not solved), then what the hold statement must check and
   * record for this checkout (null when every limit is off). Nothing is written here: the rate
   * windows and the claim are taken in the hold's own round trip (checkout_claim), so a checkout
   * that is refused for any reason spends and holds nothing.
   */
  async admit(client: CheckoutClient, request: HoldRequest): Promise<ClaimParams | null> {
    if (this.config.captcha)
      await verifyCaptcha(this.config.captcha, client.captchaToken, client.ip, this.logger);
    const { perIp, perEmail, windowMinutes, maxHeldSeatsPerIp, maxHeldSeatsPerEmail, maxSlotSharePercent } =
      this.config.checkoutLimits;
    const caps = Boolean(maxHeldSeatsPerIp || maxHeldSeatsPerEmail || maxSlotSharePercent);
    // Every limit off: nothing to hash either.
    if (!(perIp > 0) && !(perEmail > 0) && !caps) return null;
    // An IPv6 client is counted by its /64 (lib/client-key.ts).
    const ipHash = sha256Hex(clientKey(client.ip));
    const emailHash = sha256Hex(emailKey(request.email));
    const windowMs = windowMinutes * 60_000;
    // The keys of rate-limiter-flexible ('prefix:key'), as the limiters of lib/limiter.ts name them.
    const rates = [
      ...(perIp > 0 ? [{ key: `checkout:ip:${ipHash}`, points: perIp, windowMs }] : []),
      ...(perEmail > 0 ? [{ key: `checkout:email:${emailHash}`, points: perEmail, windowMs }] : []),
    ];
    return {
      rates,
      ipHash,
      emailHash,
      ticketId: request.ticketId,
      bookingDate: request.bookingDate,
      timeSlot: request.timeSlot ?? '',
      seats: request.adultCount + request.childCount,
      ...(caps
        ? {
            maxIp: maxHeldSeatsPerIp,
            maxEmail: maxHeldSeatsPerEmail,
            sharePercent: maxSlotSharePercent,
            // A minute past the hold: a checkout still in flight when the hold would end is covered.
            claimMinutes: this.config.holdMinutes + 1,
            holdSeconds: this.config.holdMinutes * 60,
            cooldownMinutes: this.config.checkoutLimits.cooldownMinutes,
          }
        : {}),
    };
  }
}

/** Claims whose hold ended an hour ago or more: nothing reads them any more. */
export async function pruneHoldClaims(db: Executor): Promise<number> {
  return db('checkout_hold_claims').where('expires_at', '<', db.raw("now() - interval '1 hour'")).delete();
}

/**
 * The provider's sessions of holds that ran out, closed so that they can no longer be paid. Called by
 * the sweeper just before it releases those holds: the hold may be shorter than the 30 minutes Stripe
 * makes a session last. A payment that beats the expiry is settled by the webhook through the
 * late-payment path (re-held when the seats are still free, refunded otherwise).
 */
export async function expireLapsedSessions(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  limit = 50,
): Promise<number> {
  const rows = (await db('bookings')
    .where({ booking_status: 'pending', payment_provider: provider.name })
    .whereNotNull('payment_session_id')
    .andWhere('hold_expires_at', '<=', db.fn.now())
    .orderBy('hold_expires_at')
    .limit(limit)
    .select('booking_id', 'payment_session_id')) as { booking_id: string; payment_session_id: string }[];
  let expired = 0;
  for (const row of rows) {
    try {
      await provider.expireSession(row.payment_session_id);
      expired++;
    } catch (err) {
      logger.warn(
        { err, bookingId: row.booking_id },
        'could not expire the checkout session of a lapsed hold',
      );
    }
  }
  return expired;
}

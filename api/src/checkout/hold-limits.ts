import { createHash } from 'node:crypto';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Db, Executor } from '../db';
import { tooManyRequests } from '../errors';
import type { Logger } from '../logger';
import type { PaymentProvider } from '../payments/provider';
import { consume, createLimiter } from '../lib/limiter';
import { verifyCaptcha } from './captcha';

/**
 * Seat spinning: a checkout holds seats for CHECKOUT_HOLD_MINUTES without paying anything, so a
 * script that opens checkouts and never pays can sell out a slot. Before a checkout may hold seats:
 *
 * 1. a CAPTCHA, when the operator configured one (verified server-side);
 * 2. rate limits per client address and per e-mail (rate-limiter-flexible on Postgres, so every API
 *    process counts against the same windows);
 * 3. a cap on the seats that one address, and one e-mail, hold at once in unfinished checkouts, and on
 *    one slot at most a share of its capacity beyond a first booking, so that a visitor from
 *    elsewhere can always still book. The claim is taken under advisory locks on the address and the
 *    e-mail and committed before the booking is inserted, so concurrent checkouts cannot both slip
 *    under the cap.
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

/** The seats a checkout claimed; attach() once its booking exists, release() when it failed. */
export interface HoldClaim {
  attach(bookingReference: string): Promise<void>;
  release(): Promise<void>;
}

const NO_CLAIM: HoldClaim = { attach: async () => {}, release: async () => {} };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One mailbox however it is spelled: case, and a +tag, do not make another address. */
export function emailKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

const tooManyHolds = (retryAfterSeconds: number) =>
  tooManyRequests(
    retryAfterSeconds,
    'Seats are already held in checkouts you have not finished. Pay or cancel one of them, or try again when it ends.',
  );

export class HoldLimits {
  private readonly byIp: RateLimiterPostgres | null;
  private readonly byEmail: RateLimiterPostgres | null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'checkoutLimits' | 'captcha' | 'holdMinutes'>,
    private readonly logger: Logger,
  ) {
    const { perIp, perEmail, windowMinutes } = config.checkoutLimits;
    const windowSeconds = windowMinutes * 60;
    this.byIp =
      perIp > 0 ? createLimiter(db, { keyPrefix: 'checkout:ip', points: perIp, windowSeconds }) : null;
    this.byEmail =
      perEmail > 0
        ? createLimiter(db, { keyPrefix: 'checkout:email', points: perEmail, windowSeconds })
        : null;
  }

  /** Everything a checkout must pass before it holds seats; throws 429/403 with nothing held. */
  async admit(client: CheckoutClient, request: HoldRequest): Promise<HoldClaim> {
    const emailHash = sha256(emailKey(request.email));
    const ipHash = sha256(client.ip);
    const [ip, email] = await Promise.all([
      this.byIp ? consume(this.byIp, ipHash) : null,
      this.byEmail ? consume(this.byEmail, emailHash) : null,
    ]);
    const refused = [ip, email].filter((o) => o && !o.allowed);
    if (refused.length) {
      this.logger.info({ limit: ip?.allowed === false ? 'ip' : 'email' }, 'checkout rate limit reached');
      throw tooManyRequests(
        Math.max(...refused.map((o) => o!.retryAfterSeconds)),
        'Too many checkouts started. Try again in a few minutes.',
      );
    }
    if (this.config.captcha)
      await verifyCaptcha(this.config.captcha, client.captchaToken, client.ip, this.logger);
    return this.claim(ipHash, emailHash, request);
  }

  private async claim(ipHash: string, emailHash: string, request: HoldRequest): Promise<HoldClaim> {
    const { maxHeldSeatsPerIp, maxHeldSeatsPerEmail, maxSlotSharePercent } = this.config.checkoutLimits;
    if (!maxHeldSeatsPerIp && !maxHeldSeatsPerEmail && !maxSlotSharePercent) return NO_CLAIM;
    const seats = request.adultCount + request.childCount;
    const timeSlot = request.timeSlot ?? '';
    const { db } = this;
    const id = await db.transaction(async (trx) => {
      // Address first, then e-mail, in every request: two checkouts never wait on each other in turn.
      await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`hold:ip:${ipHash}`]);
      await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`hold:email:${emailHash}`]);
      const held = await heldSeats(trx, { ipHash, emailHash, ...request, timeSlot });
      const retryAfter = held.firstEnds
        ? Math.ceil((new Date(held.firstEnds).getTime() - Date.now()) / 1000)
        : this.config.holdMinutes * 60;
      if (maxHeldSeatsPerIp && held.ip + seats > maxHeldSeatsPerIp) throw tooManyHolds(retryAfter);
      if (maxHeldSeatsPerEmail && held.email + seats > maxHeldSeatsPerEmail) throw tooManyHolds(retryAfter);
      if (maxSlotSharePercent) {
        const ticket = (await trx('tickets').where({ id: request.ticketId }).first('capacity_per_slot')) as
          { capacity_per_slot: number | null } | undefined;
        const capacity = ticket?.capacity_per_slot ?? null;
        if (capacity !== null) {
          // A first booking may be as large as the ticket allows; more holds on the same slot stop at
          // the share, so the rest of the slot stays open to everyone else.
          const share = Math.floor((capacity * maxSlotSharePercent) / 100);
          const mine = Math.max(held.ipSlot, held.emailSlot);
          if (mine > 0 && mine + seats > share) throw tooManyHolds(retryAfter);
        }
      }
      const [row] = (await trx('checkout_hold_claims')
        .insert({
          ip_hash: ipHash,
          email_hash: emailHash,
          ticket_id: request.ticketId,
          booking_date: request.bookingDate,
          time_slot: timeSlot,
          seats,
          // A minute past the hold: a checkout still in flight when the hold would end is covered.
          expires_at: trx.raw(`now() + make_interval(mins => ?)`, [this.config.holdMinutes + 1]),
        })
        .returning('id')) as { id: string }[];
      return row!.id;
    });
    return {
      attach: async (bookingReference) => {
        await db('checkout_hold_claims').where({ id }).update({ booking_ref: bookingReference });
      },
      release: async () => {
        await db('checkout_hold_claims').where({ id }).delete();
      },
    };
  }
}

/**
 * Seats held by an address and an e-mail in checkouts that are still open: claims in flight (no
 * booking yet) and claims whose booking is pending with its hold running. Paid, cancelled and
 * expired bookings no longer count.
 */
async function heldSeats(
  trx: Executor,
  q: { ipHash: string; emailHash: string; ticketId: string; bookingDate: string; timeSlot: string },
): Promise<{ ip: number; email: number; ipSlot: number; emailSlot: number; firstEnds: string | null }> {
  const result = await trx.raw(
    `SELECT
       coalesce(sum(c.seats) FILTER (WHERE c.ip_hash = :ip), 0)::int AS ip,
       coalesce(sum(c.seats) FILTER (WHERE c.email_hash = :email), 0)::int AS email,
       coalesce(sum(c.seats) FILTER (WHERE c.ip_hash = :ip AND ${SAME_SLOT}), 0)::int AS ip_slot,
       coalesce(sum(c.seats) FILTER (WHERE c.email_hash = :email AND ${SAME_SLOT}), 0)::int AS email_slot,
       min(least(c.expires_at, b.hold_expires_at)) AS first_ends
     FROM checkout_hold_claims c
     LEFT JOIN bookings b ON b.booking_id = c.booking_ref
     WHERE (c.ip_hash = :ip OR c.email_hash = :email)
       AND c.expires_at > now()
       AND (c.booking_ref IS NULL OR (b.booking_status = 'pending' AND b.hold_expires_at > now()))`,
    { ip: q.ipHash, email: q.emailHash, ticketId: q.ticketId, date: q.bookingDate, timeSlot: q.timeSlot },
  );
  const row = ((result.rows ?? result) as Record<string, unknown>[])[0] ?? {};
  return {
    ip: Number(row.ip ?? 0),
    email: Number(row.email ?? 0),
    ipSlot: Number(row.ip_slot ?? 0),
    emailSlot: Number(row.email_slot ?? 0),
    firstEnds: (row.first_ends as string | null) ?? null,
  };
}

const SAME_SLOT = 'c.ticket_id = :ticketId AND c.booking_date = :date AND c.time_slot = :timeSlot';

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

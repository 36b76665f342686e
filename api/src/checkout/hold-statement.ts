import type { Db, Executor } from '../db';
import { preparedAs } from '../db/prepared';

/**
 * The checkout's hold as one round trip: `CALL checkout_hold(...)` (migration
 * 20261125110000_checkout_hold_statement) checks the slot's counter, applies the abuse limits, inserts
 * the booking with a relaxed commit and then the local provider's session with a durable one.
 */

/** SQLSTATEs the hold raises; every one of them leaves nothing written. */
export const HOLD_REFUSALS = {
  /** The bookings trigger: the slot is full, lapsed holds included (seats left in DETAIL). */
  slotFull: 'TS001',
  /** The drawn booking reference exists already: draw another. */
  referenceTaken: 'TS002',
  /** The slot is full even without its lapsed holds (seats left in DETAIL). */
  soldOut: 'TS003',
  /** A rate window of the address or the e-mail is used up (seconds to wait in DETAIL). */
  rateLimited: 'TL001',
  /** An unpaid hold of the address or e-mail on this slot ran out a moment ago (seconds in DETAIL). */
  coolingDown: 'TL003',
  /** The address or the e-mail holds its share of seats already (seconds to wait in DETAIL). */
  seatsHeld: 'TL002',
} as const;

/** What checkout_claim checks and records; HoldLimits.admit builds it. */
export interface ClaimParams {
  /** rate-limiter-flexible keys (`prefix:hash`), each with its points per window. */
  rates: { key: string; points: number; windowMs: number }[];
  ipHash: string;
  emailHash: string;
  ticketId: string;
  bookingDate: string;
  /** '' for a ticket without slots. */
  timeSlot: string;
  seats: number;
  /** Present when the seat caps are on (0: that cap is off). */
  maxIp?: number;
  maxEmail?: number;
  sharePercent?: number;
  /** How long a claim counts, and the Retry-After when nothing held ends sooner. */
  claimMinutes?: number;
  holdSeconds?: number;
  /** Minutes after an unpaid hold on the slot ran out before the same address or e-mail holds it again. */
  cooldownMinutes?: number;
}

export interface HoldStatement {
  /** The bookings row, its id and reference included. */
  booking: Record<string, unknown>;
  /** The local provider's payment_local_sessions row, or null (Stripe opens its sessions itself). */
  session: Record<string, unknown> | null;
  claim: ClaimParams | null;
  /** The ticket's seats per slot, or null when it has no limit. */
  capacity: number | null;
}

/** The error's SQLSTATE and DETAIL when it is one of HOLD_REFUSALS. */
export function holdRefusal(error: unknown): { code: string; detail: number } | undefined {
  const e = error as { code?: string; detail?: string } | null;
  if (!e?.code || !Object.values(HOLD_REFUSALS).includes(e.code as never)) return undefined;
  const detail = Number(e.detail);
  return { code: e.code, detail: Number.isFinite(detail) ? detail : 0 };
}

/**
 * What each connection runs at start-up (db/warm-pool.ts): a hold refused as sold out (capacity -1)
 * before it writes anything. A Postgres backend compiles the procedure, loads the catalogue entries
 * of bookings, slot_occupancy and their indexes, and plans the counter and lapsed-hold reads on its
 * first call: done here, the first checkouts of a sale do not pay for it.
 */
export const HOLD_WARM_UP = `CALL checkout_hold('{"adult_count": 1, "child_count": 0}'::jsonb, NULL, NULL, -1)`;

const HOLD_SQL = 'CALL checkout_hold($1::jsonb, $2::jsonb, $3::jsonb, $4::int)';

/**
 * Runs the hold. Outside any transaction: the procedure commits the hold before it writes the
 * session. Throws the database error of a refusal (holdRefusal reads it).
 *
 * The statement is written with its positional parameters and handed to Knex's client on a
 * connection of its pool: the same execution as db.raw (the 'query' event, the error message with
 * the statement), without building a raw query and a runner for every checkout.
 */
export async function runHold(db: Db, hold: HoldStatement): Promise<void> {
  const bindings = [
    JSON.stringify(hold.booking),
    hold.session && JSON.stringify(hold.session),
    hold.claim && JSON.stringify(hold.claim),
    hold.capacity,
  ];
  const connection: unknown = await db.client.acquireConnection();
  try {
    await db.client.query(connection, {
      method: 'raw',
      sql: HOLD_SQL,
      bindings,
      options: preparedAs(db, 'checkout_hold'),
    });
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** The claim alone, inside a hold's own transaction (a coupon or a booking with nothing to pay). */
export async function claimInTransaction(
  trx: Executor,
  claim: ClaimParams,
  reference: string,
): Promise<void> {
  await trx.raw('SELECT checkout_claim(?::jsonb, ?)', [JSON.stringify(claim), reference]);
}

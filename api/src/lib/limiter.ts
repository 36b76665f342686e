import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db, Executor } from '../db';

/** The table of migration 20261124090000_abuse_limits, shared by every API process. */
export const LIMITER_TABLE = 'rate_limiter_flexible';

/**
 * rate-limiter-flexible talks to a node-postgres client (`query({text, values})`). The API reaches
 * Postgres and the embedded PGlite alike through Knex, so the queries go through knex.raw with the
 * positional $n parameters turned into named bindings (the library repeats $3 and $4 in a query).
 */
function knexClient(db: Db) {
  return {
    async query({ text, values = [] }: { text: string; values?: unknown[] }) {
      const bindings: Record<string, unknown> = {};
      values.forEach((v, i) => (bindings[`p${i + 1}`] = v));
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => `:p${n}`);
      const result = (await db.raw(sql, bindings as never)) as {
        rows?: unknown[];
        rowCount?: number;
        affectedRows?: number;
      };
      const rows = result.rows ?? (Array.isArray(result) ? result : []);
      // PGlite reports affectedRows 0 for a SELECT; the library reads rowCount 0 as "no such key".
      return { rows, rowCount: rows.length || (result.rowCount ?? result.affectedRows ?? 0) };
    },
  };
}

export interface LimiterOptions {
  /** Namespace of the keys, e.g. 'checkout:ip'. */
  keyPrefix: string;
  /** Attempts allowed in the window. */
  points: number;
  windowSeconds: number;
}

/** A rate-limiter-flexible limiter on the API's database. */
export function createLimiter(db: Db, options: LimiterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: knexClient(db),
    storeType: 'client',
    tableName: LIMITER_TABLE,
    tableCreated: true,
    // Expired rows are pruned by the server's periodic job (pruneLimiters), not a timer per limiter.
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.windowSeconds,
  });
}

export interface LimitOutcome {
  allowed: boolean;
  /** Points used in the window, this attempt included. */
  consumed: number;
  retryAfterSeconds: number;
}

/** Consumes one point; a refusal is an answer here, not an exception. */
export async function consume(limiter: RateLimiterPostgres, key: string, points = 1): Promise<LimitOutcome> {
  try {
    const res = await limiter.consume(key, points);
    return { allowed: true, consumed: res.consumedPoints, retryAfterSeconds: 0 };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return {
        allowed: false,
        consumed: error.consumedPoints,
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      };
    }
    throw error;
  }
}

/** Drops windows that ended; called now and then so the table stays small. */
export async function pruneLimiters(db: Executor): Promise<number> {
  return db(LIMITER_TABLE).where('expire', '<', Date.now()).delete();
}

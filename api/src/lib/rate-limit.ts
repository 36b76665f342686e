import type { Executor } from '../db';
import { tooManyRequests } from '../errors';

export interface RateLimitResult {
  allowed: boolean;
  points: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` in a fixed window, atomically in the database, so that every API
 * process shares the same counters. Allowed while the count stays within `limit`.
 */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<RateLimitResult> {
  const result = await db.raw(
    `INSERT INTO rate_limits AS r (key, points, window_ends_at)
     VALUES (?, 1, now() + make_interval(secs => ?))
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.points + 1 END,
       window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END
     RETURNING points, ceil(extract(epoch FROM (window_ends_at - now())))::int AS retry_after`,
    [key, windowSeconds],
  );
  const row = (result.rows ?? result)[0] as { points: number; retry_after: number };
  return {
    allowed: row.points <= limit,
    points: row.points,
    retryAfterSeconds: Math.max(1, row.retry_after),
  };
}

/** A limit: so many attempts per fixed window. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * Spends one attempt of each limit in turn (an address's, then an e-mail's or a booking's): the
 * first one spent refuses the request with 429, its Retry-After and `message`, and the limits after
 * it are not counted.
 */
export async function spendRateLimits(
  db: Executor,
  limits: readonly (readonly [key: string, limit: RateLimit])[],
  message: string,
): Promise<void> {
  for (const [key, limit] of limits) {
    const attempt = await consumeRateLimit(db, key, limit);
    if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds, message);
  }
}

export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}

/** Drops windows that ended; called now and then so the table stays small. */
export async function pruneRateLimits(db: Executor): Promise<number> {
  return db('rate_limits').where('window_ends_at', '<', db.fn.now()).delete();
}

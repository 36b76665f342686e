/** SQLSTATEs of a transaction Postgres aborted for another's sake: deadlock_detected, serialization_failure. */
const ABORTED_FOR_ANOTHER = new Set(['40P01', '40001']);

const isDeadlockOrSerialization = (error: unknown): boolean =>
  ABORTED_FOR_ANOTHER.has((error as { code?: unknown } | null)?.code as string);

export interface RetryOptions {
  /** Runs in all, the first included (default 3). */
  attempts?: number;
  /**
   * Another error the caller can make good (say, by expiring lapsed holds): answers whether to run
   * again. Called before the attempts run out, with the attempt that failed (1 for the first).
   */
  recover?: (error: unknown, attempt: number) => Promise<boolean>;
  /** Told of each deadlock or serialization failure that is retried (for the log). */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Runs a whole transaction again when Postgres aborted it with 40P01 or 40001: `run` must open and
 * commit it, and send nothing outside the database before its commit (mail goes through the outbox,
 * refunds to the provider after the commit), so that an aborted attempt left no trace.
 */
export async function retryTransaction<T>(
  run: () => Promise<T>,
  { attempts = 3, recover, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      if (isDeadlockOrSerialization(error)) {
        onRetry?.(error, attempt);
        continue;
      }
      if (!recover || !(await recover(error, attempt))) throw error;
    }
  }
}

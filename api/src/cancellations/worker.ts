import { PollingLoop } from '../lib/polling-loop';
import type { AppDeps } from '../types';
import { refundService } from './context';

export const REFUND_RETRY_INTERVAL_MS = 60_000;
/** A refund younger than this is still in the hands of the request that asked for it. */
const LEAVE_FRESH_MS = 60_000;

/**
 * Retries refunds still pending a minute after they were asked for: a provider call that failed,
 * or an API process that stopped between the commit and the call. Safe beside other processes:
 * each refund's idempotency key makes a repeated call return the same refund.
 */
export function startRefundWorker(deps: AppDeps): { stop(): Promise<void> } {
  const refunds = refundService(deps);
  const loop = new PollingLoop({
    run: async () => {
      const counts = await refunds.reconcile(LEAVE_FRESH_MS);
      if (Object.keys(counts).length) deps.logger.info({ counts }, 'pending refunds retried');
    },
    intervalMs: REFUND_RETRY_INTERVAL_MS,
    firstDelayMs: REFUND_RETRY_INTERVAL_MS,
    logger: deps.logger,
    failure: 'refund retry failed',
    unref: true,
  });
  loop.start();
  return loop;
}

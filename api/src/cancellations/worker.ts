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
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = refunds
      .reconcile(LEAVE_FRESH_MS)
      .then((counts) => Object.keys(counts).length && deps.logger.info({ counts }, 'pending refunds retried'))
      .catch((err) => deps.logger.error({ err }, 'refund retry failed'));
  }, REFUND_RETRY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

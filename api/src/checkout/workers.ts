import { createMailTransport } from '../mail/transport';
import { MailWorker } from '../mail/worker';
import type { AppDeps } from '../types';
import { checkoutContext } from './context';
import { expireLapsedSessions } from './hold-limits';

export const SWEEP_INTERVAL_MS = 30_000;

/**
 * Background work of the checkout, started by startServer: the hold sweeper (which closes the
 * provider's session of a lapsed hold, then releases its seats) and the mail outbox worker. Both claim rows with SKIP LOCKED, so several API processes can run them side by side.
 */
export function startCheckoutWorkers(
  deps: AppDeps,
  /** Runs after each sweep: the waiting list offers the seats the sweep released (injected: it uses the checkout). */
  afterSweep?: () => Promise<unknown>,
): { stop(): Promise<void> } {
  const { db, config, logger } = deps;
  const { settlement, provider } = checkoutContext(deps);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  logger.info({ mail: transport.description }, 'mail delivery');
  const mail = new MailWorker({ db, transport, from: config.mailFrom, logger });
  mail.start();

  let sweeping: Promise<unknown> = Promise.resolve();
  const sweeper = setInterval(() => {
    // The sessions first, so that a hold that ends cannot be paid afterwards at the provider.
    sweeping = expireLapsedSessions(db, provider, logger)
      .then(() => settlement.sweepLapsedHolds())
      .then((expired) => expired && logger.info({ expired }, 'lapsed checkout holds released'))
      .then(() => afterSweep?.())
      .catch((err) => logger.error({ err }, 'hold sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    async stop() {
      clearInterval(sweeper);
      await sweeping;
      await mail.stop();
      transport.close();
    },
  };
}

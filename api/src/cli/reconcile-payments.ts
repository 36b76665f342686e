/**
 * npm run payments:reconcile [-- --hours 48]: re-reads the payment provider's checkout sessions of the
 * last hours and settles any the webhook missed (paid -> confirmed or refunded, expired -> released),
 * then every pending refund (sent if its call never happened, else settled from the provider's state),
 * through the same idempotent routine as the webhook. Safe to run at any time, as often as wanted.
 */
import { HOUR_MS } from '@tours/core/domain';
import { checkoutContext } from '../checkout/context';
import { manageContext } from '../manage/context';
import { refundService } from '../cancellations/context';
import { openDatabase, where } from './common';
import { createLogger } from '../logger';
import { migrateLatest } from '../db/migrate';

const hoursArg = process.argv.indexOf('--hours');
const hours = hoursArg > 0 ? Number(process.argv[hoursArg + 1]) : 48;
if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) {
  console.error('--hours must be a number of hours from 1 to 720');
  process.exit(2);
}

const { config, db } = openDatabase();
try {
  await migrateLatest(db);
  const deps = { db, config, logger: createLogger(config.logLevel) };
  const { provider, settlement } = checkoutContext(deps);
  // The date changes' difference sessions settle through the same routine.
  manageContext(deps);
  const since = new Date(Date.now() - hours * HOUR_MS);
  const counts = await settlement.reconcile(since);
  const swept = await settlement.sweepLapsedHolds();
  // Every pending refund: sent when its call never happened, else settled from the provider's state.
  const refunds = await refundService(deps).reconcile();
  console.log(
    `Reconciled ${provider.name} checkout sessions since ${since.toISOString()} on ${where(config)}: ` +
      `${JSON.stringify(counts)}; lapsed holds released: ${swept}; pending refunds: ${JSON.stringify(refunds)}`,
  );
} catch (error) {
  console.error('Reconciliation failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

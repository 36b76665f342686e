import type { CancelResult, SlotCancelResult } from '@tours/core/schemas';
import type { Db } from '../db';
import { retryTransaction } from '../db/retry';
import type { Actor } from '../lib/audit';
import type { CatalogueCache } from '../lib/catalogue-cache';
import type { Logger } from '../logger';
import { cancelByAdmin, cancelSlot, type AdminCancelInput } from './cancellation';
import { findBooking } from '../bookings/history';
import { presentRefund } from '../bookings/history-presenter';
import { refundsRepository } from '../bookings/refunds-repository';
import type { RefundService } from './service';

export interface StaffCancellationsOptions {
  db: Db;
  refunds: RefundService;
  logger: Logger;
  catalogueCache?: CatalogueCache | undefined;
}

/**
 * Staff's cancellations, each in its own transaction rather than the route's: their refunds go to
 * the provider only once it has committed (RefundService.afterCommit).
 */
export class StaffCancellations {
  constructor(private readonly options: StaffCancellationsOptions) {}

  /** One booking, by id or reference; its one refund as the provider took it (the local one settles at once). */
  async cancel(idOrReference: string, input: AdminCancelInput, actor: Actor): Promise<CancelResult> {
    const { db, refunds } = this.options;
    const { refundIds, ...result } = await refunds.afterCommit(() =>
      db.transaction(async (trx) =>
        cancelByAdmin(trx, (await findBooking(trx, idOrReference)).id, input, actor),
      ),
    );
    const refund = refundIds[0] ? await refundsRepository.find(db, refundIds[0]) : undefined;
    return { ...result, refund: refund ? presentRefund(refund) : null };
  }

  /**
   * Closes a slot and cancels its paid bookings, retried whole when Postgres aborts it (40P01,
   * 40001). A slot may have many bookings: its refunds go out in the background (the worker retries).
   */
  async cancelSlot(slot: Parameters<typeof cancelSlot>[1], actor: Actor): Promise<SlotCancelResult> {
    const { db, refunds, logger, catalogueCache } = this.options;
    const { refundIds: _sent, ...result } = await refunds.afterCommit(
      () =>
        retryTransaction(() => db.transaction((trx) => cancelSlot(trx, slot, actor)), {
          onRetry: (err, attempt) =>
            logger.warn({ err, attempt }, 'slot cancellation aborted by Postgres: retried'),
        }),
      { background: true },
    );
    catalogueCache?.invalidate(['blocked_time_slots', 'blocked_dates']);
    return result;
  }
}

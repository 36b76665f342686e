import type { Db } from '../db';
import { PollingLoop } from '../lib/polling-loop';
import type { Logger } from '../logger';
import type { AppDeps } from '../types';
import { passFactsOf } from './facts';
import { eventTicketObjectOf } from './google-pass';
import { walletRepository as repo, type PassUpdateRow } from './repository';
import { networkWalletSender, type WalletSender } from './senders';
import type { WalletSettings } from './settings';

export interface WalletPushWorkerOptions {
  db: Db;
  wallet: WalletSettings;
  sender: WalletSender;
  logger?: Pick<Logger, 'warn' | 'error'>;
  pollMs?: number;
  batchSize?: number;
  /** First retry delay; doubles each attempt, up to an hour. */
  retryBaseSeconds?: number;
}

/** A push owed is given up after this many attempts (the device still fetches on its own). */
export const PUSH_MAX_ATTEMPTS = 12;

/**
 * Pushes the passes whose booking changed (the wallet_pass_updates rows its trigger wrote) to the
 * wallets: Apple's devices are woken and fetch the new pass from the web service; Google's object is
 * rewritten. Safe in several processes: rows are claimed with SKIP LOCKED under a lease.
 */
export class WalletPushWorker {
  private readonly loop: PollingLoop<number>;

  constructor(private readonly options: WalletPushWorkerOptions) {
    this.loop = new PollingLoop({
      run: () => this.pushDue(),
      intervalMs: options.pollMs ?? 5000,
      logger: options.logger,
      failure: 'wallet push pass failed',
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass over the due pushes; answers how many were sent. */
  runOnce(): Promise<number> {
    return this.loop.runOnce();
  }

  /** Passes until nothing is due (tests). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.runOnce();
      if (sent === 0) return total;
      total += sent;
    }
  }

  private async pushDue(): Promise<number> {
    const { db, batchSize = 20 } = this.options;
    const due = await repo.claimDue(db, batchSize);
    let sent = 0;
    for (const update of due) {
      try {
        await this.push(update);
        await repo.markPushed(db, update.id);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.options.logger?.warn({ bookingId: update.booking_id, err: message }, 'wallet push failed');
        const base = this.options.retryBaseSeconds ?? 30;
        if (update.attempts + 1 >= PUSH_MAX_ATTEMPTS) await repo.markPushed(db, update.id);
        else await repo.markPushFailed(db, update.id, message, Math.min(3600, base * 2 ** update.attempts));
      }
    }
    return sent;
  }

  private async push(update: PassUpdateRow): Promise<void> {
    const { db, wallet, sender } = this.options;
    const booking = await repo.findBooking(db, update.booking_id);
    const facts = booking ? await passFactsOf(db, booking) : null;
    if (!facts) return;
    if (wallet.apple) {
      const pushTokens = await repo.pushTokensOf(db, facts.pass.serial_number);
      if (pushTokens.length) await sender.pushApple({ topic: wallet.apple.passTypeId, pushTokens });
    }
    if (wallet.google) await sender.updateGoogle(eventTicketObjectOf(wallet.google, facts));
  }
}

/** The worker of a server whose config offers a wallet; none otherwise. */
export function startWalletWorker(deps: AppDeps & { walletSender?: WalletSender }): {
  stop(): Promise<void>;
} {
  const { wallet } = deps.config;
  if (!wallet.apple && !wallet.google) return { stop: async () => {} };
  const worker = new WalletPushWorker({
    db: deps.db,
    wallet,
    sender: deps.walletSender ?? networkWalletSender(wallet),
    logger: deps.logger,
  });
  worker.start();
  return worker;
}

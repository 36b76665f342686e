import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { PollingLoop } from '../lib/polling-loop';
import { attachmentsOf, claimDueMail, markFailed, markSent, type OutboxRow } from './outbox';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  db: Knex;
  transport: MailTransport;
  from: string;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** How often to look for due mail when idle. */
  pollMs?: number;
  batchSize?: number;
  /** First retry delay; doubles each attempt. Tests shorten it. */
  retryBaseSeconds?: number;
}

/** Delivers due outbox messages; safe to run in several processes against one database. */
export class MailWorker {
  private readonly loop: PollingLoop<number>;

  constructor(private readonly options: MailWorkerOptions) {
    this.loop = new PollingLoop({
      run: () => this.deliverDue(),
      intervalMs: options.pollMs ?? 2000,
      logger: options.logger,
      failure: 'mail worker pass failed',
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: claims due messages and tries each once. Returns how many were delivered. */
  runOnce(): Promise<number> {
    return this.loop.runOnce();
  }

  /** Runs passes until nothing is due (tests and the reconciliation command use this). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const delivered = await this.runOnce();
      total += delivered;
      if (delivered === 0) return total;
    }
  }

  private async deliverDue(): Promise<number> {
    const { db } = this.options;
    const rows = await claimDueMail(db, this.options.batchSize ?? 10);
    let delivered = 0;
    for (const row of rows) {
      if (await this.deliver(row)) delivered += 1;
    }
    return delivered;
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const { db, transport, logger } = this.options;
    try {
      const attachments = await attachmentsOf(db, row.id);
      await transport.send({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.message_id,
        ...(row.language ? { headers: { 'Content-Language': row.language } } : {}),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, row, message, this.options.retryBaseSeconds);
      logger?.warn(
        { mailId: row.id, kind: row.kind, attempts: row.attempts, error: message },
        'mail delivery failed',
      );
      return false;
    }
    await markSent(db, row.id);
    logger?.info({ mailId: row.id, kind: row.kind, to: row.to }, 'mail delivered');
    return true;
  }
}

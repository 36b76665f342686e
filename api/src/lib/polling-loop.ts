import type { Logger } from '../logger';

export interface PollingLoopOptions<T> {
  /** One pass of the work; the loop never starts the next before this one has settled. */
  run: () => Promise<T>;
  /** The pause between the end of one pass and the start of the next. */
  intervalMs: number;
  /** The pause before the first pass; 0 (at once) unless given. */
  firstDelayMs?: number;
  /** A failed pass is logged here and the loop goes on. */
  logger?: Pick<Logger, 'error'> | undefined;
  /** The log line of a failed pass, e.g. "mail worker pass failed". */
  failure: string;
  /** A waiting loop does not keep the process alive (a worker of a server that has other work). */
  unref?: boolean;
}

/**
 * The background workers' loop: a pass, a pause, the next pass. A pass that fails is logged and the
 * next comes as usual; a pass asked for while one runs (runOnce from a test or a command) joins it
 * rather than running beside it; stop() waits for the pass under way, so nothing runs after it.
 */
export class PollingLoop<T> {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<T> | null = null;
  private stopped = true;

  constructor(private readonly options: PollingLoopOptions<T>) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(this.options.firstDelayMs ?? 0);
  }

  /** One pass, or the one already under way. */
  runOnce(): Promise<T> {
    this.pass ??= this.options.run().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.tick(), delayMs);
    if (this.options.unref) this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    try {
      await this.runOnce();
    } catch (err) {
      this.options.logger?.error({ err }, this.options.failure);
    }
    if (!this.stopped) this.schedule(this.options.intervalMs);
  }
}

/** What a screen shows of one read: the answer for `key`, its failure, or that it is on its way. */
export interface ReadSnapshot<T> {
  /** The read shown; null before the first one. */
  key: string | null;
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

const IDLE: ReadSnapshot<never> = { key: null, data: undefined, error: undefined, isLoading: false };

/**
 * One read at a time, as a screen shows it, whatever the UI library: both apps' query hooks (the
 * storefront's React state, the admin's MobX `Query`) sit on it. The reads themselves go through a
 * `QueryCache` (shared requests, 60 s keep, tags); this keeps only which answer is current.
 *
 * Only the answer to the latest read is kept, so a slow answer for a key the visitor has already
 * left never overwrites the current one. Reading the same key again keeps its answer on screen
 * while the new one loads (no flash of a loading state after an invalidation).
 */
export class ReadObserver<T> {
  private snapshot: ReadSnapshot<T> = IDLE;
  private latest = 0;
  private readonly listeners = new Set<() => void>();

  /** The current snapshot; a new object only when something changed (React's external stores need that). */
  getSnapshot = (): ReadSnapshot<T> => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Shows `key`: `known` when the answer is already at hand (no request), else loads it. Resolves
   * to the answer, or undefined when the read failed or a later read overtook it.
   */
  async read(key: string, load: () => Promise<T>, known?: T): Promise<T | undefined> {
    const request = ++this.latest;
    if (known !== undefined) {
      this.set({ key, data: known, error: undefined, isLoading: false });
      return known;
    }
    const kept = key === this.snapshot.key ? this.snapshot.data : undefined;
    this.set({ key, data: kept, error: undefined, isLoading: true });
    try {
      const data = await load();
      if (request !== this.latest) return undefined;
      this.set({ key, data, error: undefined, isLoading: false });
      return data;
    } catch (error) {
      if (request !== this.latest) return undefined;
      this.set({ key, data: this.snapshot.data, error, isLoading: false });
      return undefined;
    }
  }

  /** Shows nothing; an answer still on its way is dropped. */
  reset(): void {
    this.latest++;
    this.set(IDLE);
  }

  private set(next: ReadSnapshot<T>): void {
    const now = this.snapshot;
    if (
      now.key === next.key &&
      now.data === next.data &&
      now.error === next.error &&
      now.isLoading === next.isLoading
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

import { makeAutoObservable } from 'mobx';
import { cacheKey, type CacheListener, type CacheTag } from '../api/cache';
import type { ReadOptions } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';
import { ReadObserver, type ReadSnapshot } from '../api/read-observer';

/**
 * One read with its loading and error state, observable by MobX: the admin's query hook. Which
 * answer is current is the `ReadObserver`'s (the storefront's hook uses the same one), so only the
 * answer to the latest arguments is kept and a slow answer for a date the admin has already left
 * cannot overwrite the current one.
 */
export class Query<Args, T> {
  data: T | undefined = undefined;
  error: ApiError | null = null;
  isLoading = false;
  args: Args | undefined = undefined;

  private readonly reads = new ReadObserver<T>();

  constructor(
    private readonly fetcher: (args: Args, options?: ReadOptions) => Promise<T>,
    /** The cache tags whose invalidation makes this read stale. */
    readonly tags: readonly CacheTag[],
  ) {
    makeAutoObservable<this, 'fetcher' | 'reads'>(
      this,
      { fetcher: false, tags: false, reads: false },
      { autoBind: true },
    );
    this.reads.subscribe(() => this.show(this.reads.getSnapshot()));
  }

  get hasData(): boolean {
    return this.data !== undefined;
  }

  /** Loads for these arguments; resolves to the data, or undefined when it failed or was overtaken. */
  load(args: Args, options?: ReadOptions): Promise<T | undefined> {
    this.args = args;
    return this.reads.read(cacheKey('', args), () => this.fetcher(args, options));
  }

  /** Loads the current arguments again (after an invalidation); nothing when never loaded. */
  async reload(options?: ReadOptions): Promise<T | undefined> {
    if (this.args === undefined) return undefined;
    return this.load(this.args, options);
  }

  /**
   * Reloads whenever a write invalidates one of this read's tags, through the API client's (or a
   * QueryCache's) `subscribe`. Returns the unsubscribe, for a component's cleanup.
   */
  reloadOnInvalidation(subscribe: (listener: CacheListener) => () => void): () => void {
    return subscribe((invalidated) => {
      if (invalidated.some((tag) => this.tags.includes(tag))) void this.reload();
    });
  }

  reset(): void {
    this.args = undefined;
    this.reads.reset();
  }

  private show(snapshot: ReadSnapshot<T>): void {
    this.data = snapshot.data;
    this.error = snapshot.error === undefined ? null : toApiError(snapshot.error);
    this.isLoading = snapshot.isLoading;
  }
}

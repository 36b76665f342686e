import { makeAutoObservable, runInAction } from 'mobx';
import { cacheKey, type CacheTag } from '../api/cache';
import type { ReadOptions } from '../api/client';
import { toApiError, type ApiError } from '../api/errors';

/**
 * One read with its loading and error state. Only the answer to the latest arguments is kept, so a
 * slow answer for a date the visitor has already left cannot overwrite the current one.
 */
export class Query<Args, T> {
  data: T | undefined = undefined;
  error: ApiError | null = null;
  isLoading = false;
  args: Args | undefined = undefined;

  private latest = 0;

  constructor(
    private readonly fetcher: (args: Args, options?: ReadOptions) => Promise<T>,
    /** The cache tags whose invalidation makes this read stale. */
    readonly tags: readonly CacheTag[],
  ) {
    makeAutoObservable<this, 'fetcher' | 'latest'>(
      this,
      { fetcher: false, tags: false, latest: false },
      { autoBind: true },
    );
  }

  get hasData(): boolean {
    return this.data !== undefined;
  }

  /** Loads for these arguments; resolves to the data, or undefined when it failed or was overtaken. */
  async load(args: Args, options?: ReadOptions): Promise<T | undefined> {
    const request = ++this.latest;
    if (this.args === undefined || cacheKey('', args) !== cacheKey('', this.args)) this.data = undefined;
    this.args = args;
    this.isLoading = true;
    this.error = null;
    try {
      const data = await this.fetcher(args, options);
      if (request !== this.latest) return undefined;
      runInAction(() => {
        this.data = data;
        this.isLoading = false;
      });
      return data;
    } catch (error) {
      if (request !== this.latest) return undefined;
      runInAction(() => {
        this.error = toApiError(error);
        this.isLoading = false;
      });
      return undefined;
    }
  }

  /** Loads the current arguments again (after an invalidation); nothing when never loaded. */
  async reload(options?: ReadOptions): Promise<T | undefined> {
    if (this.args === undefined) return undefined;
    return this.load(this.args, options);
  }

  reset(): void {
    this.latest++;
    this.data = undefined;
    this.error = null;
    this.isLoading = false;
    this.args = undefined;
  }
}

// The one query layer of the product: the core API client's reads, the storefront's first-page reads
// (with their server-rendered seeds) and, through ReadObserver, both apps' query hooks sit on it.
//
// Why not TanStack Query: @tanstack/query-core 5.108.0 does the same (gcTime, invalidation by key,
// setQueryData for seeds), but measured in the storefront build on 23 Nov 2026 it took the first
// load of / from 98.6 to 107.0 KiB gzip with QueryClient and QueryObserver (105.4 KiB with
// QueryClient alone), against a budget of 5 KiB over today's. Moving the storefront's own cache
// onto this one took it from 98.6 to 98.8 KiB.
import type { CacheTag } from '../contract/endpoint';
import { CACHE_KEEP_UNUSED_MS } from '../domain/constants';

// The tags are the contract's: each endpoint declares the tags it provides and invalidates.
export type { CacheTag };

export type CacheListener = (tags: readonly CacheTag[]) => void;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * The global timers, looked up at call time so fake timers installed later still apply. In Node a
 * timer is unref'd: a cache entry waiting to be evicted must not keep a script or a test alive.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => {
    const handle = globalThis.setTimeout(callback, ms) as unknown as { unref?: () => void };
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface Entry {
  tags: readonly CacheTag[];
  pending: Promise<unknown> | null;
  hasData: boolean;
  data: unknown;
  /** Handed over by the server with its page, not fetched here: see `seed`. */
  seeded: boolean;
  lastUsed: number;
  evictTimer: unknown;
}

export interface QueryCacheOptions {
  keepUnusedMs?: number;
  timers?: Timers;
  now?: () => number;
}

/**
 * Reads keyed by call and arguments. Concurrent identical reads share one request; a result is
 * reused until it has gone unused for `keepUnusedMs` (60 s) or one of its tags is invalidated.
 * Failures are never cached.
 */
export class QueryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<CacheListener>();
  private readonly keepUnusedMs: number;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(options: QueryCacheOptions = {}) {
    this.keepUnusedMs = options.keepUnusedMs ?? CACHE_KEEP_UNUSED_MS;
    this.timers = options.timers ?? globalTimers;
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    const entry = this.entries.get(key);
    return !!entry && !this.isExpired(entry);
  }

  async read<T>(key: string, tags: readonly CacheTag[], load: () => Promise<T>, force = false): Promise<T> {
    let entry = this.entries.get(key);
    if (entry && this.isExpired(entry)) {
      this.remove(key);
      entry = undefined;
    }
    if (entry?.pending) return entry.pending as Promise<T>;
    if (entry?.hasData && !force) {
      this.touch(key, entry);
      return entry.data as T;
    }

    const fresh: Entry = entry ?? {
      tags,
      pending: null,
      hasData: false,
      data: undefined,
      seeded: false,
      lastUsed: this.now(),
      evictTimer: undefined,
    };
    this.entries.set(key, fresh);
    const pending = load().then(
      (data) => {
        // An entry invalidated while its request was in flight must not come back with old data.
        if (this.entries.get(key) === fresh) {
          fresh.pending = null;
          fresh.hasData = true;
          fresh.data = data;
          fresh.seeded = false;
          this.touch(key, fresh);
        }
        return data;
      },
      (error: unknown) => {
        if (this.entries.get(key) === fresh) {
          fresh.pending = null;
          if (fresh.hasData) this.touch(key, fresh);
          else this.remove(key);
        }
        throw error;
      },
    );
    fresh.pending = pending;
    return pending;
  }

  /**
   * The answer for a key when it is already here, without asking for it: a page renders it at once
   * instead of a loading state. `seededOnly` hides answers fetched here rather than handed over by
   * the server, for a browser hydrating the server's HTML, which must render exactly what it did.
   */
  peek<T>(key: string, options: { seededOnly?: boolean } = {}): T | undefined {
    const entry = this.entries.get(key);
    if (!entry?.hasData || this.isExpired(entry)) return undefined;
    if (options.seededOnly && !entry.seeded) return undefined;
    return entry.data as T;
  }

  /**
   * Stores an answer the server already had (rendered into the page), as if it had just been read:
   * the first render needs no request, and the answer goes after 60 s unused like any other.
   */
  seed(key: string, tags: readonly CacheTag[], data: unknown): void {
    this.remove(key);
    const entry: Entry = {
      tags,
      pending: null,
      hasData: true,
      data,
      seeded: true,
      lastUsed: this.now(),
      evictTimer: undefined,
    };
    this.entries.set(key, entry);
    this.touch(key, entry);
  }

  /** Evicts every entry carrying one of the tags and tells subscribers, so stores refetch. */
  invalidate(...tags: CacheTag[]): void {
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
    }
    for (const listener of [...this.listeners]) listener(tags);
  }

  /** Forgets everything, e.g. when an admin signs in or out. */
  clear(): void {
    for (const key of [...this.entries.keys()]) this.remove(key);
  }

  subscribe(listener: CacheListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private isExpired(entry: Entry): boolean {
    return !entry.pending && this.now() - entry.lastUsed >= this.keepUnusedMs;
  }

  private touch(key: string, entry: Entry): void {
    entry.lastUsed = this.now();
    if (entry.evictTimer !== undefined) this.timers.clearTimeout(entry.evictTimer);
    entry.evictTimer = this.timers.setTimeout(() => {
      if (this.entries.get(key) === entry && !entry.pending) this.remove(key);
    }, this.keepUnusedMs);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.evictTimer !== undefined) this.timers.clearTimeout(entry.evictTimer);
    this.entries.delete(key);
  }
}

/** A stable cache key: the call's name and its arguments with object keys sorted. */
export function cacheKey(call: string, args: unknown): string {
  return `${call}:${stableStringify(args)}`;
}

function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${stableStringify(record[k])}`);
  return `{${parts.join(',')}}`;
}

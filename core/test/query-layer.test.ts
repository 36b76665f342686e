import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryCache, ReadObserver } from '../src/api';
import { CACHE_KEEP_UNUSED_MS } from '../src/domain';
import { deferred } from './fixtures';

describe('QueryCache seeds (answers the server handed over with its page)', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a seed with no request, then forgets it after 60 s unused', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache();
    cache.seed('/products/slug/burj', ['Product'], { slug: 'burj' });
    const load = vi.fn(async () => ({ slug: 'fetched' }));
    expect(cache.peek('/products/slug/burj')).toEqual({ slug: 'burj' });
    await expect(cache.read('/products/slug/burj', ['Product'], load)).resolves.toEqual({ slug: 'burj' });
    expect(load).not.toHaveBeenCalled();

    // The read above was a use: the 60 s start again from it.
    vi.advanceTimersByTime(CACHE_KEEP_UNUSED_MS - 1);
    expect(cache.peek('/products/slug/burj')).toEqual({ slug: 'burj' });
    vi.advanceTimersByTime(1);
    expect(cache.peek('/products/slug/burj')).toBeUndefined();
    expect(cache.size).toBe(0);
    await expect(cache.read('/products/slug/burj', ['Product'], load)).resolves.toEqual({ slug: 'fetched' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a null seed (the server knew there is no such product) as an answer', async () => {
    const cache = new QueryCache();
    cache.seed('/products/slug/gone', [], null);
    expect(cache.peek('/products/slug/gone')).toBeNull();
    await expect(cache.read('/products/slug/gone', [], async () => 'fetched')).resolves.toBeNull();
    cache.clear();
  });

  it('while hydrating, shows only seeds; an answer fetched here is hidden until then', async () => {
    const cache = new QueryCache();
    cache.seed('/seeded', [], 'from the server');
    await cache.read('/fetched', [], async () => 'from the browser');
    expect(cache.peek('/seeded', { seededOnly: true })).toBe('from the server');
    expect(cache.peek('/fetched', { seededOnly: true })).toBeUndefined();
    expect(cache.peek('/fetched')).toBe('from the browser');

    // A seed fetched again is no longer what the server rendered.
    await cache.read('/seeded', [], async () => 'refreshed', true);
    expect(cache.peek('/seeded', { seededOnly: true })).toBeUndefined();
    expect(cache.peek('/seeded')).toBe('refreshed');
    cache.clear();
  });

  it('a seed wins over a read still in flight for the same key', async () => {
    const cache = new QueryCache();
    const slow = deferred<string>();
    const inFlight = cache.read('/k', [], () => slow.promise);
    cache.seed('/k', [], 'seed');
    slow.resolve('late');
    await expect(inFlight).resolves.toBe('late');
    expect(cache.peek('/k')).toBe('seed');
    cache.clear();
  });

  it('an invalidated tag drops a seed like any entry', () => {
    const cache = new QueryCache();
    cache.seed('/tickets', ['Ticket'], []);
    cache.seed('/products', ['Product'], []);
    cache.invalidate('Ticket');
    expect(cache.peek('/tickets')).toBeUndefined();
    expect(cache.peek('/products')).toEqual([]);
    cache.clear();
  });
});

describe('ReadObserver', () => {
  it('shows the answer of the latest read only', async () => {
    const observer = new ReadObserver<string>();
    const a = deferred<string>();
    const b = deferred<string>();
    const first = observer.read('a', () => a.promise);
    const second = observer.read('b', () => b.promise);
    b.resolve('B');
    a.resolve('A');
    await expect(second).resolves.toBe('B');
    await expect(first).resolves.toBeUndefined();
    expect(observer.getSnapshot()).toEqual({ key: 'b', data: 'B', error: undefined, isLoading: false });
  });

  it('takes a known answer without loading', async () => {
    const observer = new ReadObserver<string>();
    const load = vi.fn(async () => 'fetched');
    await expect(observer.read('k', load, 'known')).resolves.toBe('known');
    expect(load).not.toHaveBeenCalled();
    expect(observer.getSnapshot().data).toBe('known');
  });

  it('keeps the answer on screen while the same key loads again, and clears it for a new key', async () => {
    const observer = new ReadObserver<string>();
    await observer.read('k', async () => 'one');
    const again = deferred<string>();
    const reload = observer.read('k', () => again.promise);
    expect(observer.getSnapshot()).toMatchObject({ key: 'k', data: 'one', isLoading: true });
    again.resolve('two');
    await reload;
    expect(observer.getSnapshot()).toMatchObject({ data: 'two', isLoading: false });
    void observer.read('other', () => new Promise<string>(() => undefined));
    expect(observer.getSnapshot()).toMatchObject({ key: 'other', data: undefined, isLoading: true });
  });

  it('keeps a failure, drops a late answer after reset, and tells listeners only of changes', async () => {
    const observer = new ReadObserver<string>();
    const seen: unknown[] = [];
    const stop = observer.subscribe(() => seen.push(observer.getSnapshot()));
    const failure = new Error('offline');
    await expect(observer.read('k', () => Promise.reject(failure))).resolves.toBeUndefined();
    expect(observer.getSnapshot()).toMatchObject({ key: 'k', error: failure, isLoading: false });
    expect(seen).toHaveLength(2);

    await observer.read('k', async () => 'x', 'x');
    await observer.read('k', async () => 'x', 'x');
    expect(seen).toHaveLength(3);

    const late = deferred<string>();
    const pending = observer.read('late', () => late.promise);
    observer.reset();
    late.resolve('too late');
    await expect(pending).resolves.toBeUndefined();
    expect(observer.getSnapshot()).toEqual({
      key: null,
      data: undefined,
      error: undefined,
      isLoading: false,
    });
    stop();
    void observer.read('after', async () => 'y');
    expect(seen).toHaveLength(5);
  });
});

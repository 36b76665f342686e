import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/** A load whose answer the test releases when it wants, to interleave it with invalidations. */
function pending<T>(value: T) {
  let release!: () => void;
  const started = new Promise<void>((resolve) => (release = resolve));
  return { load: async () => (await started, value), release };
}

const counted = (value: string) => {
  const calls = { n: 0 };
  return { calls, load: async () => (calls.n++, value) };
};

describe('CatalogueCache', () => {
  it('loads once, then serves the stored value until a table it depends on changes', async () => {
    const cache = new CatalogueCache();
    const { calls, load } = counted('v1');
    expect(await cache.get('ticketsByService', 'burj-khalifa', load)).toBe('v1');
    expect(await cache.get('ticketsByService', 'burj-khalifa', load)).toBe('v1');
    expect(calls.n).toBe(1);
    cache.invalidate(['blocked_dates']);
    await cache.get('ticketsByService', 'burj-khalifa', load);
    expect(calls.n).toBe(1);
    cache.invalidate(['tickets']);
    await cache.get('ticketsByService', 'burj-khalifa', load);
    expect(calls.n).toBe(2);
    cache.invalidate(['products']);
    await cache.get('ticketsByService', 'burj-khalifa', load);
    expect(calls.n).toBe(3);
  });

  it('never stores a value whose load began before an invalidation of its tables', async () => {
    const cache = new CatalogueCache();
    const old = pending('old row');
    const reading = cache.get('ticket', 'id-1', old.load);
    cache.invalidate(['tickets']);
    old.release();
    expect(await reading).toBe('old row');
    expect(await cache.get('ticket', 'id-1', async () => 'new row')).toBe('new row');
  });

  it('stores nothing and serves nothing while suspended; starts empty when resumed', async () => {
    const cache = new CatalogueCache();
    await cache.get('productsByHost', 'localhost', async () => 'before');
    const during = pending('read during the outage');
    const reading = cache.get('productsByHost', 'localhost', during.load);
    cache.suspend();
    expect(cache.stats()).toMatchObject({ live: false, entries: 0 });
    during.release();
    await reading;
    expect(await cache.get('productsByHost', 'localhost', async () => 'uncached')).toBe('uncached');
    expect(cache.stats().entries).toBe(0);

    const spanning = pending('read across the reconnection');
    const across = cache.get('productsByHost', 'localhost', spanning.load);
    cache.resume();
    spanning.release();
    await across;
    expect(cache.stats().entries).toBe(0);
    expect(await cache.get('productsByHost', 'localhost', async () => 'after')).toBe('after');
    expect(await cache.get('productsByHost', 'localhost', async () => 'not loaded')).toBe('after');
  });

  it('expires entries after the safety TTL', async () => {
    let now = 1_000;
    const cache = new CatalogueCache({ ttlMs: 5_000, now: () => now });
    await cache.get('blockedOn', 'k', async () => 'first');
    now += 4_999;
    expect(await cache.get('blockedOn', 'k', async () => 'second')).toBe('first');
    now += 1;
    expect(await cache.get('blockedOn', 'k', async () => 'second')).toBe('second');
  });

  it('keeps at most maxEntries per region, dropping the least recently used', async () => {
    const cache = new CatalogueCache({ maxEntries: 2 });
    await cache.get('ticket', 'a', async () => 'a');
    await cache.get('ticket', 'b', async () => 'b');
    await cache.get('ticket', 'a', async () => 'reloaded');
    await cache.get('ticket', 'c', async () => 'c');
    expect(await cache.get('ticket', 'a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('ticket', 'b', async () => 'reloaded')).toBe('reloaded');
    expect(cache.stats().entries).toBe(2);
  });

  it('drops everything on a change to a table it does not know', async () => {
    const cache = new CatalogueCache();
    await cache.get('ticket', 'a', async () => 'a');
    await cache.get('productsByHost', 'localhost', async () => 'p');
    cache.invalidate(['catalogue_table_of_tomorrow']);
    expect(cache.stats().entries).toBe(0);
  });

  it('does not cache a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.get('ticket', 'x', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('ticket', 'x', async () => 'found')).toBe('found');
  });
});

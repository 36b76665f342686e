import { useEffect, useState } from 'react';
import type { CacheTag, ReadOptions } from '@tours/core/api';
import { Query } from '@tours/core/stores';
import { useApp } from './app-context';

/**
 * A core Query bound to a component: loads when `args` change (null = nothing to load yet) and
 * reloads when a write invalidates one of its cache tags. Keys, the 60 s keep and invalidation are
 * core's (the API client's QueryCache and Query); this only ties them to the component's life.
 */
export function useQuery<Args, T>(
  fetcher: (args: Args, options?: ReadOptions) => Promise<T>,
  args: Args | null,
  tags: readonly CacheTag[],
): Query<Args, T> {
  const app = useApp();
  const [query] = useState(() => new Query<Args, T>(fetcher, tags));
  const key = args === null ? null : JSON.stringify(args);
  useEffect(() => {
    if (args === null) query.reset();
    else void query.load(args);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialised key stands for args
  }, [key, query]);
  useEffect(() => query.reloadOnInvalidation(app.api.subscribe), [app, query]);
  return query;
}

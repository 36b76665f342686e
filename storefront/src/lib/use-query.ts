import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs a read of the API client (which caches and shares requests) for the given key and keeps
 * the latest answer. A change of key starts a new read; an old answer never overwrites a newer one.
 */
export function useQuery<T>(
  key: string | null,
  load: () => Promise<T>,
): QueryState<T> & { retry: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((s) => (s.status === 'loading' ? s : { status: 'loading', data: undefined, error: undefined }));
    loadRef.current().then(
      // A transition: the (possibly long) list renders in slices that keep the page responsive.
      (data) => current && startTransition(() => setState({ status: 'success', data, error: undefined })),
      (error: unknown) =>
        current && startTransition(() => setState({ status: 'error', data: undefined, error })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, retry };
}

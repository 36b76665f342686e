import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type KeyedState<T> = QueryState<T> & { key: string | null };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Runs a read (which caches and shares requests) for the given key and keeps the latest answer.
 * A change of key starts a new read; an old answer never overwrites a newer one. `peek` returns
 * an answer that is already there (handed over in the page, or cached), so the page renders it
 * at once instead of a loading state and no request is made.
 */
export function useQuery<T>(
  key: string | null,
  load: () => Promise<T>,
  peek?: () => T | undefined,
): QueryState<T> & { retry: () => void } {
  const known = (k: string | null): KeyedState<T> | undefined => {
    if (k === null || !peek) return undefined;
    const data = peek();
    return data === undefined ? undefined : { key: k, status: 'success', data, error: undefined };
  };
  const [state, setState] = useState<KeyedState<T>>(() => known(key) ?? { key, ...LOADING });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const peekRef = useRef(known);
  peekRef.current = known;

  useEffect(() => {
    if (key === null) return;
    const ready = attempt === 0 ? peekRef.current(key) : undefined;
    if (ready) {
      setState((s) => (s.key === key && s.status === 'success' ? s : ready));
      return;
    }
    let current = true;
    setState((s) => (s.key === key && s.status === 'loading' ? s : { key, ...LOADING }));
    loadRef.current().then(
      // A transition: the (possibly long) list renders in slices that keep the page responsive.
      (data) =>
        current && startTransition(() => setState({ key, status: 'success', data, error: undefined })),
      (error: unknown) =>
        current && startTransition(() => setState({ key, status: 'error', data: undefined, error })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // Until the effect has run for a new key, the previous key's answer is not shown.
  const { key: _stateKey, ...result } = state.key === key ? state : (known(key) ?? { key, ...LOADING });
  return { ...(result as QueryState<T>), retry };
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ReadObserver, type ReadSnapshot } from '@tours/core/api';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

function stateOf<T>(snapshot: ReadSnapshot<T>): QueryState<T> {
  if (snapshot.error !== undefined) return { status: 'error', data: undefined, error: snapshot.error };
  if (snapshot.data !== undefined) return { status: 'success', data: snapshot.data, error: undefined };
  return LOADING;
}

/**
 * Core's ReadObserver bound to a component: runs a read (which goes through core's QueryCache) for
 * the given key and shows the latest answer; a change of key starts a new read and an old answer
 * never overwrites a newer one. `peek` returns an answer that is already there (handed over in the
 * page, or cached), so the page renders it at once instead of a loading state and no request is
 * made: on the server and while hydrating, this is what makes the HTML match.
 */
export function useQuery<T>(
  key: string | null,
  load: () => Promise<T>,
  peek?: () => T | undefined,
): QueryState<T> & { retry: () => void } {
  const [observer] = useState(() => new ReadObserver<T>());
  const [snapshot, setSnapshot] = useState(observer.getSnapshot);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const peekRef = useRef(peek);
  peekRef.current = peek;

  // A transition: the (possibly long) list renders in slices that keep the page responsive.
  useEffect(
    () => observer.subscribe(() => startTransition(() => setSnapshot(observer.getSnapshot()))),
    [observer],
  );
  useEffect(() => {
    if (key === null) return;
    const known = attempt === 0 ? peekRef.current?.() : undefined;
    void observer.read(key, () => loadRef.current(), known);
  }, [observer, key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // Until the effect has run for a new key, the previous key's answer is not shown.
  if (key !== null && snapshot.key === key) return { ...stateOf(snapshot), retry };
  const known = key === null ? undefined : peek?.();
  return known === undefined
    ? { ...LOADING, retry }
    : { status: 'success', data: known, error: undefined, retry };
}

import { useSyncExternalStore } from 'react';

/**
 * Whether the toast area is wanted yet. It is asked for by the first module that can raise a toast
 * (`./toast.ts`), so a page that never toasts (the home and product pages) never downloads
 * react-hot-toast; a toast raised before the area mounts waits in react-hot-toast's store.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToastArea(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once some code that can toast has loaded; false on the server and while hydrating. */
export function useToastAreaWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

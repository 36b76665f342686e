import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is server HTML that React has not adopted yet (on the server, and in the
 * hydration render), true from then on and in every page rendered in the browser. Controls of a
 * server-rendered page stay disabled until then: a click on them before hydration would do
 * nothing, so they must not look as if it could.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useApp } from './app-context';
import { useQuery } from './use-query';

export const RESELLER_TAGS = ['Reseller'] as const;

/** The reseller connections (never their keys): the Resellers screen and the bookings' channel. */
export function useResellers() {
  const app = useApp();
  return useQuery((_: object, o) => app.api.getResellers(o), {}, RESELLER_TAGS);
}

import { contract } from '@tours/core/contract';
import { useApp } from './app-context';
import { useQuery } from './use-query';

export const RESELLER_TAGS = ['Reseller'] as const;

/**
 * The reseller connections (never their keys): the Resellers screen and the bookings' channel.
 * Owners only (the contract's rule): for others nothing is asked and a channel shows no name.
 */
export function useResellers() {
  const app = useApp();
  const allowed = app.admin.can(contract.resellers.list);
  return useQuery((_: object, o) => app.api.getResellers(o), allowed ? {} : null, RESELLER_TAGS);
}

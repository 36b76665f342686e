import { contract } from '@tours/core/contract';
import { useApp } from './app-context';
import { useQuery } from './use-query';

/** A pickup point's change changes the tickets' reads that carry it: the contract tags both 'Ticket'. */
export const PICKUP_TAGS = ['Ticket'] as const;

/**
 * The reusable list of pickup points: the Pickup points screen and the ticket editor's choice.
 * Managers and owners only (the contract's rule): for others nothing is asked.
 */
export function usePickupPoints() {
  const app = useApp();
  const allowed = app.admin.can(contract.pickups.list);
  return useQuery((_: object, o) => app.api.getPickupPoints(o), allowed ? {} : null, PICKUP_TAGS);
}

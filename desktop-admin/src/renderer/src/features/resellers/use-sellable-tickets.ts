import type { ApiClient } from '@tours/core/api';
import type { Ticket } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { loadServiceOptions } from '../../lib/services';
import { useQuery } from '../../lib/use-query';

export interface SellableTicket {
  id: string;
  title: string;
  serviceName: string;
}

/** Every ticket of every service, by service then title: what a reseller may be allowed to sell. */
async function loadTickets(api: ApiClient): Promise<SellableTicket[]> {
  const services = await loadServiceOptions(api);
  const lists = await Promise.all(services.map((s) => api.getTicketsByService(s.service)));
  return services.flatMap((s, i) =>
    (lists[i] ?? []).map((t: Ticket) => ({ id: t._id, title: t.title, serviceName: s.name })),
  );
}

export function useSellableTickets() {
  const app = useApp();
  return useQuery(() => loadTickets(app.api), {}, ['Ticket', 'Product']);
}

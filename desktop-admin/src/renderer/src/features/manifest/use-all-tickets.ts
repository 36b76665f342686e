import { useApp } from '../../lib/app-context';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';

const TICKET_TAGS = ['Ticket'] as const;

export interface TicketOption {
  _id: string;
  label: string;
}

/** Every ticket of every service, "Service · Title", for a picker that may also mean all of them. */
export function useAllTickets() {
  const app = useApp();
  const services = useServices();
  const names = services.data?.map((s) => s.service) ?? null;
  const tickets = useQuery(
    async (list: string[], options): Promise<TicketOption[]> => {
      const byService = await Promise.all(list.map((s) => app.api.getTicketsByService(s, options)));
      return byService.flatMap((rows, i) => {
        const service = services.data?.find((s) => s.service === list[i])?.name ?? list[i]!;
        return rows.map((t) => ({ _id: t._id, label: `${service} · ${t.title}` }));
      });
    },
    names,
    TICKET_TAGS,
  );
  return { tickets, error: services.error ?? tickets.error };
}

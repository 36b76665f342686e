import { useEffect, useState } from 'react';
import { useApp } from './app-context';
import { useQuery } from './use-query';
import { useServices } from './use-services';

const TICKET_TAGS = ['Ticket'] as const;

/**
 * A service and one of its tickets, chosen by staff: the first service and its first ticket until
 * they pick, and a ticket that leaves the list (deleted, another service) gives way to the first one.
 */
export function useTicketChoice() {
  const app = useApp();
  const services = useServices();
  const [service, setService] = useState('');
  const [ticketId, setTicketId] = useState('');
  useEffect(() => {
    if (!service && services.data?.[0]) setService(services.data[0].service);
  }, [service, services.data]);
  const tickets = useQuery((s: string, o) => app.api.getTicketsByService(s, o), service || null, TICKET_TAGS);
  useEffect(() => {
    const list = tickets.data ?? [];
    if (list.length && !list.some((t) => t._id === ticketId)) setTicketId(list[0]!._id);
  }, [tickets.data, ticketId]);
  return {
    services,
    service,
    chooseService: (next: string) => {
      setService(next);
      setTicketId('');
    },
    tickets,
    ticketId,
    setTicketId,
    ticket: tickets.data?.find((t) => t._id === ticketId),
  };
}

export type TicketChoice = ReturnType<typeof useTicketChoice>;

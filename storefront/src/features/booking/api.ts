import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

export function useBlockedDates(service: string, ticketId: string) {
  return useQuery(ticketId ? `blocked:${service}:${ticketId}` : null, () =>
    api.getBlockedDates({ service, ticketId }),
  );
}

/** Availability of the ticket's slots on a date; asked again each time the date changes. */
export function useTimeSlots(ticketId: string, date: string, enabled: boolean) {
  return useQuery(enabled && ticketId && date ? `slots:${ticketId}:${date}` : null, () =>
    api.getTimeSlots({ ticketId, dateForSlot: date }, { force: true }),
  );
}

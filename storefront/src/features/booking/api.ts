import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/** Availability of the ticket's slots on a date; asked again each time the date changes. */
export function useTimeSlots(ticketId: string, date: string, enabled: boolean) {
  return useQuery(enabled && ticketId && date ? `slots:${ticketId}:${date}` : null, () =>
    api.getTimeSlots({ ticketId, dateForSlot: date }, { force: true }),
  );
}

/** The chosen ticket as the API has it now: what the booking store does not keep (its child ages). */
export { useTicket } from '@/lib/ticket-read';

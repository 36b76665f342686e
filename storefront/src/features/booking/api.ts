import type { CalendarDate, DayStatus } from '@tours/core/domain';
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

/**
 * How the calendar shows a date (sold out, few left…), from the same month read as the calendar's
 * (one request between them); undefined until it is known.
 */
export function useDayStatus(
  ticketId: string,
  preference: number,
  date: CalendarDate,
  enabled: boolean,
): DayStatus | undefined {
  const month = date.slice(0, 7);
  const answer = useQuery(
    enabled && ticketId && date ? `month:${ticketId}:${preference}:${month}` : null,
    () => api.getMonthAvailability({ ticketId, month, preference }),
  );
  return answer.status === 'success' ? answer.data.days.find((d) => d.date === date)?.status : undefined;
}

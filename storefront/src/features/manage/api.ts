import { api } from '@/lib/api';
import { useQuery } from '@/lib/use-query';

/** The booking a manage token opens, read afresh (it says what can be done now). */
export function useManagedBooking(token: string, version: number) {
  return useQuery(token ? `manage:${token}:${version}` : null, () => api.getManagedBooking(token));
}

/** The booked ticket (its preferences, so the calendar prices the booked one). */
export { useTicket } from '@/lib/ticket-read';

/** The slots of a date for the move, asked again each time the date changes. */
export function useSlots(ticketId: string, date: string) {
  return useQuery(ticketId && date ? `slots:${ticketId}:${date}` : null, () =>
    api.getTimeSlots({ ticketId, dateForSlot: date }, { force: true }),
  );
}

/** What moving to a date (and slot) costs, asked once both are chosen. */
export function useMoveQuote(token: string, bookingDate: string, timeSlot: string | null, ready: boolean) {
  return useQuery(ready ? `move:${token}:${bookingDate}:${timeSlot ?? ''}` : null, () =>
    api.getRescheduleQuote({ token, bookingDate, timeSlot }),
  );
}

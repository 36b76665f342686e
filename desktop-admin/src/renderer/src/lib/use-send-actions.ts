import type { Booking } from '@tours/core/schemas';
import { useApp } from './app-context';

/** Opens the two send popups of the core AdminStore for a booking. */
export function useSendActions() {
  const app = useApp();
  return {
    notify: (b: Booking) => {
      app.admin.setBookingData(b);
      app.admin.openSendBookingNotificationPopup();
    },
    sendTicket: (b: Booking) => {
      app.admin.setBookingData(b);
      app.admin.openTicketSendPopup();
    },
  };
}

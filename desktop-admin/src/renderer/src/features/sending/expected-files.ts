/** Provider ticket files expected for a booking (DESIGN section 5). */
export function expectedTicketFiles(
  booking: { adultCount: number; childCount: number },
  ticket: { adultQrCount: number; childQrCount: number },
): number {
  return booking.adultCount * ticket.adultQrCount + booking.childCount * ticket.childQrCount;
}

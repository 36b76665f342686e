import type { Executor } from '../db';
import { renderVoucherPdf } from '../mail/voucher';
import { visitDayOf } from './confirmation';
import { presentBooking } from './presenter';
import { findPassSecret, type BookingRow } from './repository';

/**
 * The voucher PDF of a booking with its check-in secret as the QR code. Every sender (confirmation,
 * send-notification, send-ticket) goes through here, so a re-sent voucher carries the same code
 * and says where the visit starts.
 */
export async function renderBookingVoucher(db: Executor, booking: BookingRow): Promise<Buffer> {
  const [secret, day] = await Promise.all([findPassSecret(db, booking.id), visitDayOf(db, booking)]);
  return renderVoucherPdf(presentBooking(booking), secret, day);
}

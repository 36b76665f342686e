import type { Executor } from '../db';
import { renderVoucherPdf } from '../mail/voucher';
import { presentBooking } from './presenter';
import { findPassSecret, type BookingRow } from './repository';

/**
 * The voucher PDF of a booking with its check-in secret as the QR code. Every sender (confirmation,
 * send-notification, send-ticket) goes through here, so a re-sent voucher carries the same code.
 */
export async function renderBookingVoucher(db: Executor, booking: BookingRow): Promise<Buffer> {
  return renderVoucherPdf(presentBooking(booking), await findPassSecret(db, booking.id));
}

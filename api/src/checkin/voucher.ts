import QRCode from 'qrcode';
import type { Executor } from '../db';
import { renderVoucherPdf } from '../mail/voucher';
import { presentBooking, type BookingRow } from '../presenters';
import { findSecret } from './repository';

/**
 * The voucher PDF of a booking with its check-in secret as the QR code. Every sender (confirmation,
 * send-notification, send-ticket) goes through here, so a re-sent voucher carries the same code.
 */
export async function renderBookingVoucher(db: Executor, booking: BookingRow): Promise<Buffer> {
  return renderVoucherPdf(presentBooking(booking), await findSecret(db, booking.id));
}

/** The QR code of a check-in secret as an SVG document (the success page shows it as an image). */
export function checkinQrSvg(secret: string): Promise<string> {
  return QRCode.toString(secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

import type { SendNotificationRequest, SendTicketFieldsSchema } from '@tours/core/schemas';
import {
  carriesVoucher,
  expectedTicketFiles,
  TICKET_FILE_TYPES_LABEL,
  type TicketFileType,
} from '@tours/core/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../db';
import { ApiError, badRequest, conflict, notFound } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { enqueueMail, type MailAttachment } from '../mail/outbox';
import { notificationMail, ticketMail } from '../mail/templates';
import { presentBooking } from './presenter';
import { bookingsRepository, updateBooking, type BookingRow } from './repository';
import { renderBookingVoucher } from './voucher';
import { ticketsRepository } from '../tickets/repository';

/*
 * Sending a confirmed booking's tickets, or a message, to its customer: through the mail outbox in the
 * transaction that marks the booking, with the voucher attached, on the audit log. The route parses
 * the multipart upload (ticket-upload.ts); this takes plain input.
 */

/** A ticket file as the admin uploaded it: the name their computer gave it and its bytes. */
export interface TicketFileUpload {
  name: string;
  content: Buffer;
}

export type SendTicketInput = z.output<typeof SendTicketFieldsSchema> & { files: TicketFileUpload[] };

/** Accepted ticket files, recognised by their first bytes rather than by what the browser claims. */
const SIGNATURES: { type: TicketFileType; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', magic: [0x52, 0x49, 0x46, 0x46] },
];

function sniffType(content: Buffer): TicketFileType | null {
  const match = SIGNATURES.find((s) => s.magic.every((byte, i) => content[i] === byte));
  if (match?.type === 'image/webp' && content.subarray(8, 12).toString('latin1') !== 'WEBP') return null;
  return match?.type ?? null;
}

async function lockBooking(trx: Executor, id: string): Promise<BookingRow> {
  const booking = await bookingsRepository.lockById(trx, id);
  if (!booking) throw notFound('booking');
  return booking;
}

async function voucherOf(trx: Executor, booking: BookingRow): Promise<MailAttachment> {
  return {
    filename: `voucher-${booking.booking_id}.pdf`,
    contentType: 'application/pdf',
    content: await renderBookingVoucher(trx, booking),
  };
}

/**
 * POST /admin/send-notification: a message to the booking's customer through the outbox, with the
 * voucher only when the booking is paid: a pending, expired or cancelled booking's voucher would be
 * refused at the gate, so the customer must not get one that looks valid.
 */
export async function sendNotification(db: Db, input: SendNotificationRequest, actor: Actor) {
  return db.transaction(async (trx) => {
    const booking = await lockBooking(trx, input.bookingId);
    const rendered = notificationMail(presentBooking(booking), input.subject, input.message);
    const voucherAttached = carriesVoucher(booking.booking_status);
    await enqueueMail(trx, {
      kind: 'notification',
      bookingId: booking.id,
      dedupeKey: `notification:${booking.id}:${actor.requestId}`,
      to: booking.email,
      ...rendered,
      attachments: voucherAttached ? [await voucherOf(trx, booking)] : [],
    });
    const updated = await updateBooking(trx, booking.id, { notification_sent_at: new Date() });
    await recordAudit(trx, actor, {
      action: 'booking.notification_sent',
      entity: 'booking',
      entityId: booking.id,
      details: {
        bookingId: booking.booking_id,
        to: booking.email,
        subject: input.subject,
        message: input.message,
        voucherAttached,
      },
    });
    return { booking: presentBooking(updated), voucherAttached };
  });
}

/** POST /api/v1/booking/admin/send-ticket: the provider's ticket files plus our voucher, through the outbox. */
export async function sendTicket(db: Db, input: SendTicketInput, actor: Actor) {
  const { bookingId, message } = input;
  const files: MailAttachment[] = input.files.map((file, i) => {
    const contentType = sniffType(file.content);
    if (!contentType) {
      throw new ApiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        `${file.name || `File ${i + 1}`} is not a ${TICKET_FILE_TYPES_LABEL} file.`,
      );
    }
    const safeName = (file.name || `ticket-${i + 1}`).replace(/[^\w.\- ]+/g, '_').slice(0, 100);
    return { filename: safeName, contentType, content: file.content };
  });

  return db.transaction(async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (booking.booking_status !== 'confirmed') {
      throw conflict(
        `Tickets can only be sent for a confirmed booking; this one is ${booking.booking_status}.`,
      );
    }
    const ticket = await ticketsRepository.qrCounts(trx, booking.ticket_id);
    const expectedFiles = expectedTicketFiles(
      { adultCount: booking.adult_count, childCount: booking.child_count },
      { adultQrCount: ticket?.adult_qr_count ?? 0, childQrCount: ticket?.child_qr_count ?? 0 },
    );
    if (files.length === 0 && expectedFiles > 0) {
      throw badRequest(`Attach the ticket files: ${expectedFiles} expected for this booking.`, {
        expectedFiles,
        attachedFiles: 0,
      });
    }
    const presented = presentBooking(booking);
    await enqueueMail(trx, {
      kind: 'ticket',
      bookingId: booking.id,
      dedupeKey: `ticket:${booking.id}:${actor.requestId}`,
      to: booking.email,
      ...ticketMail(presented, message, files.length),
      attachments: [...files, await voucherOf(trx, booking)],
    });
    const updated = await updateBooking(trx, booking.id, { ticket_sent_at: new Date() });
    await recordAudit(trx, actor, {
      action: 'booking.ticket_sent',
      entity: 'booking',
      entityId: booking.id,
      details: {
        bookingId: booking.booking_id,
        to: booking.email,
        message: message ?? null,
        files: files.map((f) => ({ name: f.filename, type: f.contentType, bytes: f.content.length })),
        expectedFiles,
      },
    });
    return { booking: presentBooking(updated), expectedFiles, attachedFiles: files.length };
  });
}

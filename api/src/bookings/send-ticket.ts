import { SendTicketFieldsSchema, type SendNotificationRequest } from '@tours/core/schemas';
import {
  expectedTicketFiles,
  TICKET_FILE_MAX_BYTES,
  TICKET_FILE_TYPES_LABEL,
  TICKET_FILES_MAX,
  ticketFileMaxLabel,
  type TicketFileType,
} from '@tours/core/domain';
import type { Context, Middleware } from 'koa';
import multer from 'multer';
import type { Db, Executor } from '../db';
import { ApiError, badRequest, conflict, notFound, payloadTooLarge, validationFailed } from '../errors';
import { enqueueMail, type MailAttachment } from '../mail/outbox';
import { notificationMail, ticketMail } from '../mail/templates';
import { renderBookingVoucher } from './voucher';
import { recordAudit } from '../lib/audit';
import { presentBooking } from './presenter';
import { updateBooking, type BookingRow } from './repository';

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

interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/**
 * Multipart parsing of POST /booking/admin/send-ticket: text fields and the ticket files under
 * `files`, held to core's limits so the server refuses exactly what the send dialog refuses.
 */
export function ticketUpload(): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: TICKET_FILE_MAX_BYTES,
      files: TICKET_FILES_MAX,
      fields: 10,
      fieldSize: 20_000,
    },
  }).array('files', TICKET_FILES_MAX);
  return async function ticketUpload(ctx, next) {
    if (!ctx.is('multipart/form-data'))
      throw badRequest('Send the ticket as multipart/form-data with the files under "files".');
    const req = ctx.req as typeof ctx.req & { body?: unknown; files?: UploadedFile[] };
    try {
      await new Promise<void>((resolve, reject) =>
        upload(req as never, ctx.res as never, (error: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          throw payloadTooLarge(`Each ticket file may be at most ${ticketFileMaxLabel()}.`);
        throw badRequest(`The upload is not valid: ${error.message}.`, {
          code: error.code,
          field: error.field,
        });
      }
      // busboy's own errors (truncated body, missing boundary, malformed part headers) carry no
      // status: they are the client's bad upload, not a server failure.
      throw badRequest('The upload is not a complete multipart/form-data body.');
    }
    ctx.request.body = req.body ?? {};
    ctx.state.uploadedFiles = req.files ?? [];
    await next();
  };
}

async function lockBooking(trx: Executor, id: string): Promise<BookingRow> {
  const booking = await trx<BookingRow>('bookings').where({ id }).forUpdate().first();
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

/** POST /admin/send-notification: a message to the booking's customer, with the voucher, through the outbox. */
export async function sendNotification(db: Db, ctx: Context, input: SendNotificationRequest) {
  return db.transaction(async (trx) => {
    const booking = await lockBooking(trx, input.bookingId);
    const rendered = notificationMail(presentBooking(booking), input.subject, input.message);
    await enqueueMail(trx, {
      kind: 'notification',
      bookingId: booking.id,
      dedupeKey: `notification:${booking.id}:${ctx.state.requestId}`,
      to: booking.email,
      ...rendered,
      attachments: [await voucherOf(trx, booking)],
    });
    const updated = await updateBooking(trx, booking.id, { notification_sent_at: new Date() });
    await recordAudit(trx, ctx, {
      action: 'booking.notification_sent',
      entity: 'booking',
      entityId: booking.id,
      details: {
        bookingId: booking.booking_id,
        to: booking.email,
        subject: input.subject,
        message: input.message,
      },
    });
    return { booking: presentBooking(updated) };
  });
}

/** POST /api/v1/booking/admin/send-ticket: the provider's ticket files plus our voucher, through the outbox. */
export async function sendTicket(db: Db, ctx: Context) {
  const fields = SendTicketFieldsSchema.safeParse(ctx.request.body);
  if (!fields.success) {
    const issues = fields.error.issues.map((i) => ({
      in: 'body',
      path: i.path.join('.'),
      code: i.code,
      message: i.message,
    }));
    throw validationFailed(
      { issues },
      `${issues[0]!.path ? `${issues[0]!.path}: ` : ''}${issues[0]!.message}`,
    );
  }
  const { bookingId, message } = fields.data;
  const uploaded = (ctx.state.uploadedFiles ?? []) as UploadedFile[];
  const files: MailAttachment[] = uploaded.map((file, i) => {
    const contentType = sniffType(file.buffer);
    if (!contentType) {
      throw new ApiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        `${file.originalname || `File ${i + 1}`} is not a ${TICKET_FILE_TYPES_LABEL} file.`,
      );
    }
    const safeName = (file.originalname || `ticket-${i + 1}`).replace(/[^\w.\- ]+/g, '_').slice(0, 100);
    return { filename: safeName, contentType, content: file.buffer };
  });

  return db.transaction(async (trx) => {
    const booking = await lockBooking(trx, bookingId);
    if (booking.booking_status !== 'confirmed') {
      throw conflict(
        `Tickets can only be sent for a confirmed booking; this one is ${booking.booking_status}.`,
      );
    }
    const ticket = await trx('tickets')
      .where({ id: booking.ticket_id })
      .first('adult_qr_count', 'child_qr_count');
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
      dedupeKey: `ticket:${booking.id}:${ctx.state.requestId}`,
      to: booking.email,
      ...ticketMail(presented, message, files.length),
      attachments: [...files, await voucherOf(trx, booking)],
    });
    const updated = await updateBooking(trx, booking.id, { ticket_sent_at: new Date() });
    await recordAudit(trx, ctx, {
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

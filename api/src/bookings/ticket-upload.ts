import { TICKET_FILE_MAX_BYTES, TICKET_FILES_MAX, ticketFileMaxLabel } from '@tours/core/domain';
import type { Context, Middleware } from 'koa';
import multer from 'multer';
import { multipartBody, type UploadedFile } from '../lib/multipart';
import type { TicketFileUpload } from './send-ticket';

/**
 * Multipart parsing of POST /booking/admin/send-ticket: text fields and the ticket files under
 * `files`, held to core's limits so the server refuses exactly what the send dialog refuses.
 */
export function ticketUpload(): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: TICKET_FILE_MAX_BYTES, files: TICKET_FILES_MAX, fields: 10, fieldSize: 20_000 },
  }).array('files', TICKET_FILES_MAX);
  return multipartBody('ticketUpload', upload, 'uploadedFiles', {
    notMultipart: 'Send the ticket as multipart/form-data with the files under "files".',
    tooLarge: `Each ticket file may be at most ${ticketFileMaxLabel()}.`,
    invalid: (reason) => `The upload is not valid: ${reason}.`,
  });
}

/** The files ticketUpload() parsed, as the send-ticket service takes them. */
export function uploadedTicketFiles(ctx: Pick<Context, 'state'>): TicketFileUpload[] {
  const files = (ctx.state.uploadedFiles ?? []) as UploadedFile[];
  return files.map((file) => ({ name: file.originalname, content: file.buffer }));
}

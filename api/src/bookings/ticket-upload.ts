import { TICKET_FILE_MAX_BYTES, TICKET_FILES_MAX, ticketFileMaxLabel } from '@tours/core/domain';
import type { Context, Middleware } from 'koa';
import multer from 'multer';
import { badRequest, payloadTooLarge } from '../errors';
import type { TicketFileUpload } from './send-ticket';

/** What multer keeps of an uploaded file. */
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
    limits: { fileSize: TICKET_FILE_MAX_BYTES, files: TICKET_FILES_MAX, fields: 10, fieldSize: 20_000 },
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

/** The files ticketUpload() parsed, as the send-ticket service takes them. */
export function uploadedTicketFiles(ctx: Pick<Context, 'state'>): TicketFileUpload[] {
  const files = (ctx.state.uploadedFiles ?? []) as UploadedFile[];
  return files.map((file) => ({ name: file.originalname, content: file.buffer }));
}

import type { Middleware } from 'koa';
import multer from 'multer';
import { badRequest, payloadTooLarge } from '../errors';

/** What multer keeps of an uploaded file (in memory). */
export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** The words of one upload's refusals, in its own terms. */
export interface MultipartMessages {
  /** The request is not multipart/form-data at all. */
  notMultipart: string;
  /** A file passed the size limit. */
  tooLarge: string;
  /** Another of multer's limits (too many files, an unexpected field): multer's reason follows. */
  invalid: (reason: string) => string;
}

/**
 * Parses a multipart/form-data body with multer into memory, within the limits `upload` was built
 * with: the text fields become `ctx.request.body`, the files go to `ctx.state[stateKey]` (an array
 * for `.array()`, one file or undefined for `.single()`). Every refusal is a 400 (413 past the size
 * limit) in the upload's own words, never a server error.
 */
export function multipartBody(
  name: string,
  upload: ReturnType<ReturnType<typeof multer>['any']>,
  stateKey: string,
  messages: MultipartMessages,
): Middleware {
  const parse: Middleware = async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw badRequest(messages.notMultipart);
    const req = ctx.req as typeof ctx.req & { body?: unknown; files?: UploadedFile[]; file?: UploadedFile };
    try {
      await new Promise<void>((resolve, reject) =>
        upload(req as never, ctx.res as never, (error: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') throw payloadTooLarge(messages.tooLarge);
        throw badRequest(messages.invalid(error.message), { code: error.code, field: error.field });
      }
      // busboy's own errors (truncated body, missing boundary, malformed part headers) carry no
      // status: they are the client's bad upload, not a server failure.
      throw badRequest('The upload is not a complete multipart/form-data body.');
    }
    ctx.request.body = req.body ?? {};
    ctx.state[stateKey] = req.files ?? req.file;
    await next();
  };
  Object.defineProperty(parse, 'name', { value: name });
  return parse;
}

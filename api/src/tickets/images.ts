import { createHash } from 'node:crypto';
import {
  sniffTicketImageType,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_TYPES,
  TICKET_IMAGE_TYPES_LABEL,
  ticketImageMaxLabel,
  ticketImageProblem,
  UPLOADED_IMAGE_PREFIX,
  type TicketImageType,
} from '@tours/core/domain';
import type { TicketImageUpload } from '@tours/core/schemas';
import type { Context, Middleware } from 'koa';
import multer from 'multer';
import type { Db, Executor } from '../db';
import { ApiError, badRequest, payloadTooLarge } from '../errors';
import { recordAudit, type Actor } from '../lib/audit';
import { multipartBody, type UploadedFile } from '../lib/multipart';

/*
 * Ticket pictures uploaded from the back office: parsed by multer within core's size limit, judged
 * by their bytes (never by the name or the type the browser claims), stored in the database under
 * the SHA-256 of those bytes and served under /assets/uploads/ like the pictures shipped with the site.
 */

/** Multipart parsing of POST /admin/ticket-images: one file under `image`, no text field. */
export function ticketImageUpload(): Middleware {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: TICKET_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  }).single('image');
  return multipartBody('ticketImageUpload', upload, 'uploadedImage', {
    notMultipart: 'Send the picture as multipart/form-data with the file under "image".',
    tooLarge: `A picture may be at most ${ticketImageMaxLabel()}.`,
    invalid: (reason) => `Send one picture under "image" and nothing else (${reason}).`,
  });
}

/** The picture ticketImageUpload() parsed, or a 400 when none came. */
export function uploadedTicketImage(ctx: Pick<Context, 'state'>): { name: string; content: Buffer } {
  const file = ctx.state.uploadedImage as UploadedFile | undefined;
  if (!file) throw badRequest('Attach the picture under "image".');
  return { name: file.originalname, content: file.buffer };
}

const fileNameOf = (sha256: string, type: TicketImageType) =>
  `${sha256}.${TICKET_IMAGE_TYPES[type].extension}`;

/**
 * Stores an uploaded picture once (the same bytes again keep their address) and answers the site
 * path a ticket's `ticketImages` takes. A file that is not a JPEG, PNG or WebP by its bytes is a 415.
 */
export async function storeTicketImage(
  db: Db,
  file: { name: string; content: Buffer },
  actor: Actor,
): Promise<TicketImageUpload> {
  const type = sniffTicketImageType(file.content);
  const problem = ticketImageProblem({ name: file.name, size: file.content.length, type });
  if (problem) {
    if (file.content.length > TICKET_IMAGE_MAX_BYTES) throw payloadTooLarge(`${problem}.`);
    if (!type)
      throw new ApiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        `${problem}: upload a ${TICKET_IMAGE_TYPES_LABEL} file.`,
      );
    throw badRequest(`${problem}.`);
  }
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const url = `${UPLOADED_IMAGE_PREFIX}${fileNameOf(sha256, type!)}`;
  await db.transaction(async (trx) => {
    await trx('uploaded_images')
      .insert({
        sha256,
        content_type: type,
        size: file.content.length,
        bytes: file.content,
        created_by: actor.admin?.id ?? null,
      })
      .onConflict('sha256')
      .ignore();
    await recordAudit(trx, actor, {
      action: 'ticket_image.upload',
      entity: 'uploaded_image',
      entityId: null,
      details: { url, name: file.name, type, bytes: file.content.length },
    });
  });
  return { url, contentType: type!, size: file.content.length };
}

const UPLOADED_NAME = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

async function findImage(db: Executor, sha256: string) {
  return db('uploaded_images')
    .where({ sha256 })
    .first<{ content_type: TicketImageType; bytes: Uint8Array } | undefined>('content_type', 'bytes');
}

/**
 * GET /assets/uploads/<sha256>.<ext>: an uploaded picture, cached for good (its name is its
 * content). The type sent is the one sniffed at upload, and an extension that does not match it is a
 * 404, so a picture is never served as anything else.
 */
export function serveUploadedImages(db: Db): Middleware {
  return async function serveUploadedImages(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(UPLOADED_IMAGE_PREFIX))
      return next();
    const match = UPLOADED_NAME.exec(ctx.path.slice(UPLOADED_IMAGE_PREFIX.length));
    const image = match ? await findImage(db, match[1]!) : undefined;
    if (!image || TICKET_IMAGE_TYPES[image.content_type].extension !== match![2]) return next();
    const etag = `"${match![1]}"`;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('ETag', etag);
    // Embedded by the desktop app and the storefront's dev server, like the shipped pictures.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.type = image.content_type;
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    // pg gives a Buffer, PGlite a plain Uint8Array, which Koa would send as JSON. Koa answers HEAD
    // with this body's headers and without its bytes.
    const bytes = image.bytes;
    ctx.body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}

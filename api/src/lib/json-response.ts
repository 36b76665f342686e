import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same settings and threshold as the app's koa-compress (app.ts). */
const COMPRESS_THRESHOLD = 1024;
const ENCODERS = {
  br: (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => gzip(body, { level: 6 }),
};
type Encoding = keyof typeof ENCODERS;

/**
 * A JSON answer serialised once, with its entity tag, and compressed at most once per encoding on
 * demand: what the catalogue cache keeps for list reads, so that a cached answer costs no
 * JSON.stringify and no compression per request.
 */
export interface JsonResponse {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function jsonResponse(value: unknown): JsonResponse {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/**
 * Sends a serialised answer: a bodiless 304 to a client that already holds it (If-None-Match), else
 * the body in the encoding the client prefers (koa-compress leaves an encoded body alone).
 */
export async function sendJson(ctx: Context, response: JsonResponse): Promise<void> {
  // Read by the fast path's recorder (./fast-reads.ts) when the answer came from the catalogue cache.
  ctx.state.sentJson = response;
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.etag = response.etag;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding =
    response.body.length >= COMPRESS_THRESHOLD
      ? (ctx.acceptsEncodings('br', 'gzip', 'identity') as Encoding | 'identity' | false)
      : 'identity';
  if (encoding === 'br' || encoding === 'gzip') {
    let encoded = response.encoded[encoding];
    if (!encoded) {
      encoded = response.encoded[encoding] = ENCODERS[encoding](response.body);
      encoded.catch(() => delete response.encoded[encoding]);
    }
    ctx.body = await encoded;
    ctx.set('Content-Encoding', encoding);
    return;
  }
  ctx.body = response.body;
}

import type { Middleware } from 'koa';
import { payloadTooLarge } from '../errors';

/**
 * Keeps the exact bytes of the body on the given paths (the Stripe webhook signs them): sets
 * ctx.request.rawBody (utf-8 string) and ctx.state.rawBodyBuffer, and leaves ctx.request.body
 * undefined-free so the JSON body parser skips the request. The handler parses the JSON itself.
 */
export function rawBody({ paths, limitBytes }: { paths: string[]; limitBytes: number }): Middleware {
  const wanted = new Set(paths);
  return async function rawBody(ctx, next) {
    if (!wanted.has(ctx.path) || ctx.method !== 'POST') return next();
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > limitBytes) throw payloadTooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) throw payloadTooLarge();
      chunks.push(chunk as Buffer);
    }
    const buffer = Buffer.concat(chunks);
    ctx.state.rawBodyBuffer = buffer;
    ctx.request.rawBody = buffer.toString('utf8');
    // Marks the body as handled: @koa/bodyparser skips a request whose body is already set.
    ctx.request.body = {};
    await next();
  };
}

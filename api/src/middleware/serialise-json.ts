import type { Middleware } from 'koa';

/**
 * Turns a JSON answer (a plain object or array in ctx.body) into its text once, where Koa would
 * serialise it twice: koa-compress reads `ctx.response.length` to compare with its threshold, which
 * for an object body is `Buffer.byteLength(JSON.stringify(body))`, and Koa's respond() stringifies
 * it again to send it. Mounted just inside koa-compress; the type stays the JSON one Koa set, the
 * bytes are the same JSON.stringify, and Content-Length is set from them.
 */
export function serialiseJson(): Middleware {
  return async function serialiseJson(ctx, next) {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || ctx.headerSent) return;
    if (!Array.isArray(body) && Object.getPrototypeOf(body) !== Object.prototype) return;
    ctx.body = JSON.stringify(body);
  };
}

import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger';
import { REQUEST_ID_PATTERN } from '../middleware/error-handler';
import type { CatalogueCache } from './catalogue-cache';

/**
 * Cached catalogue reads answered before Koa. Koa's context, middleware chain, router,
 * validation and logging cost about three quarters of a cached read, measured against a bare server
 * sending the same bytes from memory.
 *
 * Nothing here decides an answer. A read that Koa answered from a catalogue cache value is recorded
 * with everything Koa sent (status, every header in its order, the body's bytes), keyed by what the
 * answer depends on in the request: its URL, its Accept-Encoding, whether it came over TLS, whether it
 * carried the answer's ETag. The same request again gets the same bytes and a request id of its own,
 * while the cache still holds the very value the answer was made from: an invalidation (admin write,
 * NOTIFY), the TTL, a suspended cache all send the request back to Koa, which reloads and records
 * anew. A request with anything else that could change the answer (Origin, Cache-Control, another
 * validator, a method but GET) always goes to Koa.
 */

/** Recorded answers at most (URLs with stray query strings must not grow it without end). */
const MAX_ANSWERS = 1_000;

interface Answer {
  /** The cached value the answer was made from: replayed only while the cache still holds it. */
  value: object;
  status: number;
  /** Koa's headers but the request id, as name, value, name, value… (names as Koa wrote them). */
  headers: string[];
  body: Buffer | undefined;
}

interface UrlAnswers {
  /** Every variant of a URL is made from one value, so they share its ETag. */
  etag: string | undefined;
  variants: Map<string, Answer>;
}

export interface FastReadsOptions {
  cache: CatalogueCache;
  logger: Logger;
  /** The app's proxy setting: whether X-Forwarded-Proto says the request was secure. */
  trustProxy: boolean;
}

function isSecure(req: http.IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return trustProxy && typeof proto === 'string' && proto.split(',', 1)[0]!.trim() === 'https';
}

/**
 * The variant of a URL's answer a request asks for, or undefined when only Koa may answer it. A
 * matching If-None-Match asks for the 304; any other validator goes to Koa.
 */
function variantOf(req: http.IncomingMessage, trustProxy: boolean, etag: string | undefined) {
  const h = req.headers;
  if (h.origin !== undefined || h['cache-control'] !== undefined || h['if-modified-since'] !== undefined)
    return undefined;
  const match = h['if-none-match'];
  if (match !== undefined && match !== etag) return undefined;
  const secure = isSecure(req, trustProxy) ? 'tls' : '';
  return `${h['accept-encoding'] ?? ''}\n${secure}\n${match === undefined ? '' : '304'}`;
}

export class FastReads {
  private readonly answers = new Map<string, UrlAnswers>();
  private count = 0;
  private served = 0;

  constructor(private readonly options: FastReadsOptions) {}

  /** Answers the request from a recorded answer and returns true, or returns false for Koa. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const url = this.answers.get(req.url);
    if (!url) return false;
    const variant = variantOf(req, this.options.trustProxy, url.etag);
    const answer = variant === undefined ? undefined : url.variants.get(variant);
    if (!answer || !this.options.cache.isCurrent(answer.value, true)) return false;
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.writeHead(answer.status, [...answer.headers, 'X-Request-Id', requestId]);
    res.end(answer.body);
    this.served++;
    this.log(req, requestId, answer.status, started);
    return true;
  }

  /** The access line the error handler writes for a request Koa answers, at the same level. */
  private log(req: http.IncomingMessage, reqId: string, status: number, started: number) {
    const { logger } = this.options;
    if (!logger.isLevelEnabled('info')) return;
    const path = req.url!.split('?', 1)[0];
    const ms = Math.round(performance.now() - started);
    logger.info({ reqId, method: req.method, path, status, ms }, 'request');
  }

  /** The app's first middleware: records what Koa sent for a read answered from a cached value. */
  readonly record: Middleware = async (ctx, next) => {
    await next();
    const value = ctx.state.sentJson;
    if (!value || ctx.method !== 'GET' || (ctx.status !== 200 && ctx.status !== 304)) return;
    // A body koa-compress turned into a stream is not bytes that can be replayed.
    const body: unknown = ctx.body;
    if (ctx.status === 200 && !Buffer.isBuffer(body)) return;
    const etag = ctx.response.get('ETag') || undefined;
    const variant = variantOf(ctx.req, this.options.trustProxy, etag);
    if (variant === undefined) return;
    // Koa's respond() still drops the body headers of a 304: read the headers once it has sent them.
    ctx.res.once('finish', () => {
      if (this.options.cache.isCurrent(value))
        this.store(ctx, { value, etag, variant, body: body as Buffer | undefined });
    });
  };

  private store(
    ctx: Context,
    sent: { value: object; etag: string | undefined; variant: string; body: Buffer | undefined },
  ) {
    const { res } = ctx;
    const headers: string[] = [];
    // Node 20 has it (since 15.13); the installed @types/node does not declare it. Koa's own casing.
    const names = (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    for (const name of names) {
      if (name.toLowerCase() === 'x-request-id') continue;
      const value = res.getHeader(name);
      for (const v of Array.isArray(value) ? value : [value]) headers.push(name, String(v));
    }
    const key = ctx.req.url ?? '';
    let url = this.answers.get(key);
    if (!url || url.etag !== sent.etag) {
      if (url) this.count -= url.variants.size;
      url = { etag: sent.etag, variants: new Map() };
      this.answers.set(key, url);
    }
    if (!url.variants.has(sent.variant)) this.count++;
    const status = res.statusCode;
    url.variants.set(sent.variant, {
      value: sent.value,
      status,
      headers,
      body: status === 200 ? sent.body : undefined,
    });
    while (this.count > MAX_ANSWERS) {
      const [oldest, { variants }] = this.answers.entries().next().value!;
      this.answers.delete(oldest);
      this.count -= variants.size;
    }
  }

  stats(): { served: number; answers: number } {
    return { served: this.served, answers: this.count };
  }
}

import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { ERROR_CODES, type ErrorBody } from '@tours/core/schemas';
import { ApiError } from '../errors';
import type { Logger } from '../logger';

/** A client's X-Request-Id is kept when it looks like this; otherwise the request gets a new one. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,80}$/;

const STATUS_CODES: Record<number, [string, string]> = {
  400: [ERROR_CODES.badRequest, 'The request is not valid.'],
  401: [ERROR_CODES.unauthorized, 'Sign in to continue.'],
  403: [ERROR_CODES.forbidden, 'You are not allowed to do this.'],
  404: [ERROR_CODES.notFound, 'There is nothing at this address.'],
  405: ['METHOD_NOT_ALLOWED', 'This method is not allowed here.'],
  413: [ERROR_CODES.payloadTooLarge, 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted.'],
  429: [ERROR_CODES.tooManyRequests, 'Too many requests. Try again later.'],
  501: ['NOT_IMPLEMENTED', 'This call is not available yet.'],
  503: [ERROR_CODES.unavailable, 'The service is not available right now. Try again shortly.'],
};

interface Normalised {
  status: number;
  code: string;
  message: string;
  details?: unknown;
  headers?: Record<string, string>;
  /** Unexpected: logged with its stack, shown as a plain internal error. */
  internal: boolean;
}

const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '53300',
]);

function normalise(err: unknown): Normalised {
  if (err instanceof ApiError) {
    return {
      status: err.status,
      code: err.code,
      message: err.message,
      details: err.details,
      headers: err.headers,
      internal: false,
    };
  }
  const e = (err ?? {}) as {
    status?: number;
    statusCode?: number;
    expose?: boolean;
    code?: string;
    name?: string;
    type?: string;
  };
  // Postgres errors carry a SQLSTATE in `code`; their text never leaves the server.
  if (e.code === '23505')
    return { status: 409, code: ERROR_CODES.conflict, message: 'This already exists.', internal: false };
  if (e.code === '23503')
    return {
      status: 409,
      code: ERROR_CODES.conflict,
      message: 'This is still in use or refers to something that does not exist.',
      internal: false,
    };
  // Input Postgres cannot store or compare: bad syntax or dates, a NUL byte in text (22021),
  // untranslatable characters, numbers out of range, strings over a column's length.
  if (['22P02', '22007', '22008', '22021', '22P05', '22003', '22001'].includes(e.code ?? ''))
    return {
      status: 400,
      code: ERROR_CODES.badRequest,
      message: 'A value in the request is not valid.',
      internal: false,
    };
  if ((e.code && DB_UNAVAILABLE.has(e.code)) || e.name === 'KnexTimeoutError') {
    return {
      status: 503,
      code: ERROR_CODES.unavailable,
      message: STATUS_CODES[503]![1],
      headers: { 'Retry-After': '5' },
      internal: false,
    };
  }
  // A corrupt gzip/deflate/br request body: zlib's errors carry no HTTP status of their own.
  if (typeof e.code === 'string' && (e.code.startsWith('Z_') || e.code.startsWith('ERR__ERROR_'))) {
    return {
      status: 400,
      code: ERROR_CODES.badRequest,
      message: 'The request body could not be decompressed.',
      internal: false,
    };
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    // multer limits (file size, file count, field size)
    const tooLarge = e.code === 'LIMIT_FILE_SIZE' || e.code === 'LIMIT_FIELD_VALUE';
    return {
      status: tooLarge ? 413 : 400,
      code: tooLarge ? ERROR_CODES.payloadTooLarge : ERROR_CODES.badRequest,
      message: tooLarge ? 'An uploaded file or field is too large.' : 'The upload is not valid.',
      internal: false,
    };
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const [code, message] = STATUS_CODES[status] ?? [ERROR_CODES.badRequest, 'The request is not valid.'];
    const parseFailure = status === 400 && (e.type === 'entity.parse.failed' || e.name === 'SyntaxError');
    return {
      status,
      code,
      message: parseFailure ? 'The request body is not valid JSON.' : message,
      internal: false,
    };
  }
  return {
    status: 500,
    code: ERROR_CODES.internal,
    message: 'Something went wrong on our side. Try again later.',
    internal: true,
  };
}

/**
 * First middleware: gives each request an id (X-Request-Id), a child logger, one access log line, and
 * turns every failure into the one error shape. Stacks and SQL text are logged, never sent.
 */
export function errorHandler({
  logger,
  apiPrefix = '/api/',
}: {
  logger: Logger;
  apiPrefix?: string;
}): Middleware {
  return async function errorHandler(ctx, next) {
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The request's child logger is made when something logs (pino's child costs microseconds).
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ reqId: requestId })),
      set: (value: Logger) => void (log = value),
    });
    ctx.state.input = {};
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
      // An API path nothing answered, or a status set without a body (405 from allowedMethods).
      if (
        ctx.path.startsWith(apiPrefix) &&
        ctx.status >= 400 &&
        (ctx.body === undefined || ctx.body === null)
      ) {
        const [code, message] = STATUS_CODES[ctx.status] ?? [ERROR_CODES.notFound, STATUS_CODES[404]![1]];
        const body: ErrorBody = { error: { code, message, requestId } };
        ctx.status = ctx.status || 404;
        ctx.body = body;
      }
    } catch (err) {
      const n = normalise(err);
      if (n.internal) ctx.state.log.error({ err, method: ctx.method, path: ctx.path }, 'request failed');
      else if (n.status >= 500)
        ctx.state.log.warn(
          { err: { message: (err as Error)?.message, code: n.code } },
          'service unavailable',
        );
      const body: ErrorBody = {
        error: {
          code: n.code,
          message: n.message,
          ...(n.details !== undefined ? { details: n.details } : {}),
          requestId,
        },
      };
      // Headers set before the failure (e.g. a cache header) must not describe the error.
      ctx.remove('Cache-Control');
      ctx.remove('ETag');
      ctx.status = n.status;
      ctx.type = 'application/json';
      ctx.body = body;
      for (const [name, value] of Object.entries(n.headers ?? {})) ctx.set(name, value);
    } finally {
      if (logger.isLevelEnabled('info'))
        ctx.state.log.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
    }
  };
}

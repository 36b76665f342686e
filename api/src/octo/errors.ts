import type { Middleware } from 'koa';
import { z } from 'zod';
import { ApiError } from '../errors';

/*
 * OCTO's errors: `{ "error": CODE, "errorMessage": "…" }` plus the id that failed, HTTP 400 for every
 * code of the specification; a missing or unknown key is 401 UNAUTHORIZED, a key that may not sell a
 * product 403 FORBIDDEN. The API's own error shape ({error: {code, message}}) never leaves /octo.
 */

export type OctoErrorCode =
  | 'INVALID_PRODUCT_ID'
  | 'INVALID_OPTION_ID'
  | 'INVALID_UNIT_ID'
  | 'INVALID_AVAILABILITY_ID'
  | 'INVALID_BOOKING_UUID'
  | 'BAD_REQUEST'
  | 'UNPROCESSABLE_ENTITY'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export class OctoError extends Error {
  constructor(
    readonly status: number,
    readonly code: OctoErrorCode,
    message: string,
    /** The id that failed, under the key OCTO names it by (`productId`, `uuid`, …). */
    readonly extra: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OctoError';
  }
}

export const invalidProduct = (productId: string) =>
  new OctoError(400, 'INVALID_PRODUCT_ID', 'The productId was missing or invalid.', { productId });
export const invalidOption = (optionId: string) =>
  new OctoError(400, 'INVALID_OPTION_ID', 'The optionId was missing or invalid.', { optionId });
export const invalidUnit = (unitId: string) =>
  new OctoError(400, 'INVALID_UNIT_ID', 'The unitId was missing or invalid.', { unitId });
export const invalidAvailability = (availabilityId: string) =>
  new OctoError(400, 'INVALID_AVAILABILITY_ID', 'The availabilityId was missing or invalid.', {
    availabilityId,
  });
export const invalidBooking = (uuid: string) =>
  new OctoError(400, 'INVALID_BOOKING_UUID', 'There is no booking with this uuid.', { uuid });
export const octoBadRequest = (message: string) => new OctoError(400, 'BAD_REQUEST', message);
export const unprocessableEntity = (message: string) => new OctoError(400, 'UNPROCESSABLE_ENTITY', message);

/** A zod failure of the request, in one sentence naming the field. */
export function fromZod(error: z.ZodError): OctoError {
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.map(String).join('.')}: ` : '';
  return octoBadRequest(`${where}${first?.message ?? 'the request is not valid'}`);
}

/** What OCTO answers for a failure of any kind; unexpected ones are logged and never shown. */
function octoBody(err: unknown): {
  status: number;
  body: Record<string, string>;
  headers?: Record<string, string>;
} {
  if (err instanceof OctoError)
    return {
      status: err.status,
      body: { error: err.code, errorMessage: err.message, ...err.extra },
      headers: err.headers,
    };
  if (err instanceof z.ZodError) return octoBody(fromZod(err));
  if (err instanceof ApiError && err.status < 500) {
    // A shared service's refusal (a slot that filled meanwhile, a rate limit) keeps its sentence.
    const code: OctoErrorCode =
      err.status === 401 ? 'UNAUTHORIZED' : err.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNPROCESSABLE_ENTITY';
    return {
      status: err.status === 401 || err.status === 429 ? err.status : 400,
      body: { error: code, errorMessage: err.message },
      ...(err.headers ? { headers: err.headers } : {}),
    };
  }
  const e = err as { status?: number; expose?: boolean; message?: string };
  // The body parser's refusals (bad JSON, too large): the client's mistake.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return {
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        errorMessage: e.expose ? String(e.message) : 'The request is not valid.',
      },
    };
  return {
    status: 500,
    body: {
      error: 'INTERNAL_SERVER_ERROR',
      errorMessage: 'Something went wrong on our side. Try again later.',
    },
  };
}

/** First middleware of /octo: every failure in OCTO's shape, and a 404 in it for a path OCTO has not. */
export function octoErrors(): Middleware {
  return async function octoErrors(ctx, next) {
    try {
      await next();
      if (ctx.body === undefined && (ctx.status === 404 || ctx.status === 405)) {
        throw new OctoError(ctx.status, 'NOT_FOUND', 'There is no such OCTO call.');
      }
    } catch (err) {
      const answer = octoBody(err);
      if (answer.status >= 500)
        ctx.state.log.error({ err, method: ctx.method, path: ctx.path }, 'OCTO request failed');
      ctx.status = answer.status;
      ctx.body = answer.body;
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
    }
  };
}

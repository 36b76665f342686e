import { ERROR_CODES } from '@tours/core/schemas';

/** An error whose status, code and message may be shown to the client (docs/ARCHITECTURE.md, Errors). */
export class ApiError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message = 'The request is not valid.', details?: unknown) =>
  new ApiError(400, ERROR_CODES.badRequest, message, details);

export const validationFailed = (details: unknown, message = 'Some fields are missing or not valid.') =>
  new ApiError(400, ERROR_CODES.validation, message, details);

export const unauthorized = (message = 'Sign in to continue.') =>
  new ApiError(401, ERROR_CODES.unauthorized, message, undefined, { 'WWW-Authenticate': 'Bearer' });

export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, ERROR_CODES.forbidden, message);

export const notFound = (what = 'resource', message?: string) =>
  new ApiError(404, ERROR_CODES.notFound, message ?? `This ${what} does not exist.`);

export const conflict = (message: string, code: string = ERROR_CODES.conflict, details?: unknown) =>
  new ApiError(409, code, message, details);

export const unprocessable = (code: string, message: string, details?: unknown) =>
  new ApiError(422, code, message, details);

export const payloadTooLarge = (message = 'The request body is too large.') =>
  new ApiError(413, ERROR_CODES.payloadTooLarge, message);

export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Try again later.') =>
  new ApiError(
    429,
    ERROR_CODES.tooManyRequests,
    message,
    { retryAfterSeconds },
    {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

export const serviceUnavailable = (message = 'The service is not available right now. Try again shortly.') =>
  new ApiError(503, ERROR_CODES.unavailable, message, undefined, { 'Retry-After': '5' });

export const notImplemented = (message = 'This call is not available yet.') =>
  new ApiError(501, 'NOT_IMPLEMENTED', message);

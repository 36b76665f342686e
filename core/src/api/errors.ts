import type { ErrorBody } from '../schemas/errors';

/** Why a call failed: the network, the clock, an unreadable answer, or the HTTP status the server chose. */
export type ApiErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export interface ApiErrorInit {
  status: ApiErrorStatus;
  /** For HTTP errors the API's error body; for a schema mismatch the zod issues; otherwise absent. */
  data?: unknown;
  message: string;
  cause?: unknown;
  /** Seconds to wait, from a 429 or 503 answer's Retry-After header. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ApiErrorStatus;
  readonly data?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.data = init.data;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The server's error code (e.g. `COUPON_INVALID`) when the answer was an HTTP error body. */
  get code(): string | undefined {
    return errorBodyOf(this)?.error.code;
  }

  /** The server's `details` (zod issues for a 400) when present. */
  get details(): unknown {
    return errorBodyOf(this)?.error.details;
  }

  get isHttpError(): boolean {
    return typeof this.status === 'number';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function errorBodyOf(error: ApiError): ErrorBody | undefined {
  if (typeof error.status !== 'number') return undefined;
  const data = error.data as ErrorBody | undefined;
  return data && typeof data === 'object' && data.error && typeof data.error.code === 'string'
    ? data
    : undefined;
}

/** Any thrown value as an ApiError, so a UI handles one kind of error. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({
    status: 'FETCH_ERROR',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/**
 * A sentence a visitor or an admin can act on. The server's messages are written for people
 * (docs/ARCHITECTURE.md, Errors), so 4xx messages are shown as they are; 5xx and transport failures get a
 * generic sentence because their details help nobody at the screen.
 */
export function apiErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'We could not reach the server. Check your connection and try again.';
    case 'TIMEOUT_ERROR':
      return 'The server took too long to answer. Please try again.';
    case 'PARSING_ERROR':
      return 'The server sent an answer we could not read. Please try again later.';
  }
  const status = error.status;
  if (status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  const serverMessage = errorBodyOf(error)?.error.message;
  if (serverMessage) return serverMessage;
  if (status === 401) return 'Please sign in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 404) return 'We could not find what you were looking for.';
  if (status === 429) {
    return error.retryAfterSeconds
      ? `Too many attempts. Please try again in ${Math.ceil(error.retryAfterSeconds / 60)} min.`
      : 'Too many attempts. Please wait a moment and try again.';
  }
  return 'The request could not be completed. Please check your input and try again.';
}

import { isApiError } from '@tours/core/api';

/**
 * A sentence a visitor understands for any failure of the API client, by category
 * (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or an HTTP status with the server's error body).
 */
export function visitorMessage(error: unknown, context = 'this'): string {
  if (!isApiError(error)) return 'Something unexpected went wrong. Please try again.';
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'We could not reach our booking service. Check your internet connection and try again.';
    case 'TIMEOUT_ERROR':
      return 'Our booking service is taking too long to answer. Please try again in a moment.';
    case 'PARSING_ERROR':
      return 'We received an answer we could not read. Please reload the page and try again.';
  }
  const status = error.status;
  if (status >= 500)
    return 'Something went wrong on our side. Nothing was charged; please try again in a moment.';
  if (status === 429) return 'Too many attempts in a short time. Please wait a minute and try again.';
  if (status === 404) return `We could not find ${context}. It may no longer be available.`;
  const data = error.data as { error?: { message?: unknown } } | undefined;
  const serverMessage = data?.error?.message;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (status === 409 || status === 422) return 'This is no longer available. Please choose another option.';
  return 'Please check the details you entered and try again.';
}

/** Transport failures are worth a retry button; a 4xx answer usually is not. */
export function isRetryable(error: unknown): boolean {
  return (
    !isApiError(error) || typeof error.status !== 'number' || error.status >= 500 || error.status === 429
  );
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, createApiClient, isApiError, toApiError } from '../src/api';
import { makeTicket, TICKET_ID } from './fixtures';
import { json, startServer, type TestServer } from './http-server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('FETCH_ERROR', () => {
  it('when fetch rejects', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe('fetch failed');
    expect(error.isHttpError).toBe(false);
    expect(error.code).toBeUndefined();
  });

  it('when nothing listens on the port', async () => {
    const closed = await startServer();
    await closed.close();
    const api = createApiClient({ baseUrl: closed.baseUrl });
    expect((await failure(api.getProducts())).status).toBe('FETCH_ERROR');
  });

  it('when the session token cannot be read', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => json([]),
      getToken: () => Promise.reject(new Error('ipc closed')),
    });
    const error = await failure(api.getCoupons());
    expect([error.status, error.message]).toEqual(['FETCH_ERROR', 'Could not read the session: ipc closed']);
    // Public calls never ask for the token.
    await expect(api.getProducts()).resolves.toEqual([]);
  });

  it('when the body cannot be read', async () => {
    const broken = new Response('{}');
    vi.spyOn(broken, 'text').mockRejectedValue(new Error('connection reset'));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: async () => broken });
    const error = await failure(api.getTicket(TICKET_ID));
    expect([error.status, error.message]).toEqual(['FETCH_ERROR', 'connection reset']);
  });
});

describe('TIMEOUT_ERROR', () => {
  it('when a real server never answers within the timeout', async () => {
    server.setHandler(() => ({ hang: true }));
    const api = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 50 });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe('TIMEOUT_ERROR');
  });

  it('when fetch hangs and ignores the abort signal (fake timers, default 15 s)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (_url, init) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      },
    });
    const pending = failure(api.getTicket(TICKET_ID));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe('TIMEOUT_ERROR');
    expect(signal?.aborted).toBe(true);
  });

  it('a timeout is not cached: the next read asks again', async () => {
    let calls = 0;
    server.setHandler(() => (++calls === 1 ? { hang: true } : { json: makeTicket() }));
    const api = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 50 });
    expect((await failure(api.getTicket(TICKET_ID))).status).toBe('TIMEOUT_ERROR');
    await expect(api.getTicket(TICKET_ID)).resolves.toMatchObject({ _id: TICKET_ID });
  });
});

describe('PARSING_ERROR', () => {
  it('when the body is not JSON', async () => {
    server.setHandler(() => ({ text: '<html>oops</html>', headers: { 'content-type': 'text/html' } }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe('PARSING_ERROR');
    expect(error.data).toBe('<html>oops</html>');
  });

  it('when the JSON does not match the schema', async () => {
    server.setHandler(() => ({ json: { ...makeTicket(), pricing: 'free' } }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe('PARSING_ERROR');
    expect(error.data).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['pricing'] })]));
  });

  it('when a call that returns data answers with nothing', async () => {
    server.setHandler(() => ({ status: 204 }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    expect((await failure(api.getTicket(TICKET_ID))).status).toBe('PARSING_ERROR');
  });

  it('when a delete answers with something that is not an object', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: async () => json('deleted') });
    expect((await failure(api.deleteTicket(TICKET_ID))).status).toBe('PARSING_ERROR');
  });
});

describe('HTTP status with data', () => {
  it('carries the status and the DESIGN error body', async () => {
    const body = {
      error: { code: 'SOLD_OUT', message: 'This time slot is sold out.', details: { remaining: 0 } },
    };
    server.setHandler(() => ({ status: 409, json: body }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe(409);
    expect(error.data).toEqual(body);
    expect(error.code).toBe('SOLD_OUT');
    expect(error.details).toEqual({ remaining: 0 });
    expect(error.message).toBe('This time slot is sold out.');
    expect(error.isHttpError).toBe(true);
  });

  it('reads Retry-After of a 429 as seconds or as a date', async () => {
    const body = { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts.' } };
    server.setHandler(() => ({ status: 429, json: body, headers: { 'Retry-After': '120' } }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(api.login({ email: 'a@example.com', password: 'x' }));
    expect(error.retryAfterSeconds).toBe(120);
    expect(apiErrorMessage(new ApiError({ status: 429, message: 'x', retryAfterSeconds: 120 }))).toBe(
      'Too many attempts. Please try again in 2 min.',
    );
    const later = new Date(Date.now() + 60_000).toUTCString();
    server.setHandler(() => ({ status: 503, json: body, headers: { 'Retry-After': later } }));
    const dated = await failure(api.getTicket(TICKET_ID));
    expect(dated.retryAfterSeconds).toBeGreaterThan(50);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(60);
    server.setHandler(() => ({ status: 429, json: body, headers: { 'Retry-After': 'soon' } }));
    expect((await failure(api.getTicket(TICKET_ID))).retryAfterSeconds).toBeUndefined();
  });

  it('makes up the error body when a proxy answered with something else', async () => {
    server.setHandler(() => ({ status: 502, text: 'Bad gateway' }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.status).toBe(502);
    expect(error.data).toEqual({ error: { code: 'HTTP_502', message: 'Bad Gateway' } });
  });

  it('uses a sentence when the status has no text', async () => {
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => new Response('{"unexpected":true}', { status: 418 }),
    });
    const error = await failure(api.getTicket(TICKET_ID));
    expect(error.data).toEqual({
      error: { code: 'HTTP_418', message: 'The server answered with status 418' },
    });
  });
});

describe('apiErrorMessage', () => {
  const http = (status: number, message?: string) =>
    new ApiError({
      status,
      message: 'x',
      data: message ? { error: { code: 'C', message } } : undefined,
    });

  it.each([
    [
      new ApiError({ status: 'FETCH_ERROR', message: 'x' }),
      'We could not reach the server. Check your connection and try again.',
    ],
    [
      new ApiError({ status: 'TIMEOUT_ERROR', message: 'x' }),
      'The server took too long to answer. Please try again.',
    ],
    [
      new ApiError({ status: 'PARSING_ERROR', message: 'x' }),
      'The server sent an answer we could not read. Please try again later.',
    ],
    [http(422, 'This coupon has expired.'), 'This coupon has expired.'],
    [http(500, 'db exploded'), 'Something went wrong on our side. Please try again in a moment.'],
    [http(401), 'Please sign in again.'],
    [http(403), 'You do not have permission to do this.'],
    [http(404), 'We could not find what you were looking for.'],
    [http(429), 'Too many attempts. Please wait a moment and try again.'],
    [http(400), 'The request could not be completed. Please check your input and try again.'],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%#: %s', (error, message) => {
    expect(apiErrorMessage(error)).toBe(message);
  });
});

describe('toApiError and isApiError', () => {
  it('keeps an ApiError and wraps anything else as a FETCH_ERROR', () => {
    const original = new ApiError({ status: 404, message: 'gone' });
    expect(toApiError(original)).toBe(original);
    const wrapped = toApiError(new Error('offline'));
    expect([wrapped.status, wrapped.message, isApiError(wrapped)]).toEqual(['FETCH_ERROR', 'offline', true]);
    expect(toApiError('text').message).toBe('text');
    expect(isApiError(new Error('x'))).toBe(false);
    expect(new ApiError({ status: 'FETCH_ERROR', message: 'x', cause: 'why' }).cause).toBe('why');
  });
});

describe('error bodies', () => {
  it('reads exactly what ErrorBodySchema accepts, as it outputs it, and makes one up otherwise', async () => {
    const { default: fc } = await import('fast-check');
    const { createHttp } = await import('../src/api');
    const { ErrorBodySchema } = await import('../src/schemas');
    const { z } = await import('zod');
    const field = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.jsonValue());
    const errorish = fc.record(
      { code: field, message: field, details: fc.jsonValue(), requestId: field, extra: fc.jsonValue() },
      { requiredKeys: [] },
    );
    const body = fc.oneof(fc.record({ error: errorish }, { requiredKeys: [] }), fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const text = JSON.stringify(sent) ?? '';
        const http = createHttp({
          baseUrl: 'http://api.test/api/v1',
          fetch: async () => new Response(text, { status: 422, statusText: 'Unprocessable' }),
        });
        const error = await failure(http({ method: 'GET', path: '/x', schema: z.unknown() }));
        const parsed = ErrorBodySchema.safeParse(sent);
        expect(error.data).toEqual(
          parsed.success ? parsed.data : { error: { code: 'HTTP_422', message: 'Unprocessable' } },
        );
      }),
      { numRuns: 300 },
    );
  });
});

import { API_PREFIX, type HttpMethod } from '../contract/paths';
import { API_TIMEOUT_MS } from '../domain/constants';
import type { ErrorBody } from '../schemas/errors';
import { globalTimers, type Timers } from './cache';
import { ApiError } from './errors';

export type { HttpMethod };
/** Kept here for the client's callers; the rule itself is each endpoint's `access` in the contract. */
export { isAdminCall } from '../contract/paths';
export type QueryValue = string | number | boolean | null | undefined;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * What checks an answer: a zod schema, or any parser with the same `safeParse` (the storefront's
 * first page uses small hand-written ones to keep zod off its critical path). This module itself
 * loads no zod, so a bundle that needs only the transport does not carry it.
 */
export interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

export interface Call<T> {
  method: HttpMethod;
  /** Path under the base URL, its params filled in (the contract's `pathOf`). */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser or undici sets the boundary. */
  formData?: FormData;
  /** Sent to `{origin}/api/v1{path}` instead of `{baseUrl}{path}` (the send-ticket call). */
  fromOrigin?: boolean;
  /** An admin call: the bearer token goes with it, and a 401 means the session ended. */
  admin?: boolean;
  /** Headers of this call alone (a solved CAPTCHA's token). */
  headers?: Readonly<Record<string, string>>;
  schema: Parser<T>;
  /** The answer is text (CSV), given back as it came; the schema is not used. */
  text?: boolean;
  /** The answer is bytes (a PDF), given back as a Blob; the schema is not used. */
  binary?: boolean;
  /** A longer wait than the client's default, for a call that streams a large answer. */
  timeoutMs?: number;
}

export interface HttpOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  getToken?: TokenSource;
  onUnauthorized?: () => void;
  timers?: Timers;
}

export interface Http {
  <T>(call: Call<T>): Promise<T>;
  readonly baseUrl: string;
  urlOf(call: Pick<Call<unknown>, 'path' | 'query' | 'fromOrigin'>): string;
}

function originOf(baseUrl: string): string {
  return /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : '';
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One request: timeout, bearer token, categorised failures, and the answer checked against its schema. */
export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = originOf(baseUrl);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const timers = options.timers ?? globalTimers;
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const urlOf: Http['urlOf'] = (call) =>
    `${call.fromOrigin ? origin + API_PREFIX : baseUrl}${call.path}${queryString(call.query)}`;

  async function send<T>(call: Call<T>): Promise<T> {
    const headers: Record<string, string> = {
      Accept: call.text ? 'text/csv' : call.binary ? 'application/pdf, application/json' : 'application/json',
      ...call.headers,
    };
    let body: string | FormData | undefined;
    if (call.formData) body = call.formData;
    else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    const admin = call.admin === true;
    if (admin && options.getToken) {
      let token: string | null | undefined;
      try {
        token = await options.getToken();
      } catch (error) {
        // The desktop app asks its main process for the token; that can fail like a network can.
        throw new ApiError({
          status: 'FETCH_ERROR',
          message: `Could not read the session: ${messageOf(error)}`,
        });
      }
      if (token) headers.Authorization = `Bearer ${token}`;
    }

    const controller = new AbortController();
    let timer: unknown;
    const timeout = new Promise<never>((_, reject) => {
      const wait = call.timeoutMs ?? timeoutMs;
      timer = timers.setTimeout(() => {
        controller.abort();
        reject(new ApiError({ status: 'TIMEOUT_ERROR', message: `No answer within ${wait} ms` }));
      }, wait);
    });
    // A fetch that ignores the abort signal must still end at the timeout, so both race.
    const exchange = async () => {
      let response: Response;
      try {
        response = await fetchFn(urlOf(call), {
          method: call.method,
          headers,
          body,
          signal: controller.signal,
        });
      } catch (error) {
        throw new ApiError({ status: 'FETCH_ERROR', message: messageOf(error), cause: error });
      }
      let text = '';
      let blob: Blob | undefined;
      try {
        // A failed binary call still answers the JSON error body.
        if (call.binary && response.ok) blob = await response.blob();
        else text = await response.text();
      } catch (error) {
        throw new ApiError({ status: 'FETCH_ERROR', message: messageOf(error), cause: error });
      }
      return { response, text, blob };
    };
    let result: { response: Response; text: string; blob?: Blob | undefined };
    try {
      result = await Promise.race([exchange(), timeout]);
    } finally {
      timers.clearTimeout(timer);
    }

    const { response, text, blob } = result;
    if (!response.ok) {
      if (response.status === 401 && admin) options.onUnauthorized?.();
      const data = errorBody(text, response);
      throw new ApiError({
        status: response.status,
        data,
        message: data.error.message,
        retryAfterSeconds: retryAfterOf(response),
      });
    }
    if (call.text) return text as T;
    if (blob) return blob as T;
    let json: unknown = undefined;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new ApiError({
          status: 'PARSING_ERROR',
          data: text.slice(0, 500),
          message: `${call.method} ${call.path} answered with invalid JSON`,
          cause: error,
        });
      }
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError({
        status: 'PARSING_ERROR',
        data: parsed.error.issues,
        message: `${call.method} ${call.path} answered with an unexpected shape`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return Object.assign(send, { baseUrl, urlOf }) as Http;
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The API's error body, or one made up from the status when a proxy answered with something else. */
function errorBody(text: string, response: Response): ErrorBody {
  try {
    const body = errorBodyOf(JSON.parse(text));
    if (body) return body;
  } catch {
    // not JSON: fall through
  }
  return {
    error: {
      code: `HTTP_${response.status}`,
      message: response.statusText || `The server answered with status ${response.status}`,
    },
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** ErrorBodySchema's check and output (unknown keys dropped), written out to keep zod out of here. */
function errorBodyOf(json: unknown): ErrorBody | undefined {
  if (!isRecord(json) || !isRecord(json.error)) return undefined;
  const { code, message, details, requestId } = json.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  return {
    error: {
      code,
      message,
      ...('details' in json.error ? { details } : {}),
      ...(requestId !== undefined ? { requestId } : {}),
    },
  };
}

import { expect } from 'vitest';

/** A schema of @octocloud/types (its own zod): all a test needs of it. */
export interface OctoSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: unknown[] } };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export interface OctoAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface OctoRequest {
  body?: unknown;
  query?: Record<string, string>;
  key?: string | null;
  /** The Octo-Capabilities header; default none. */
  capabilities?: string;
  headers?: Record<string, string>;
}

/** Calls /octo of a test app as a reseller. */
export function octoClient(baseUrl: string, defaultKey: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  return async function octo<T = any>(
    method: string,
    path: string,
    req: OctoRequest = {},
  ): Promise<OctoAnswer<T>> {
    const url = new URL(`${baseUrl}/octo${path}`);
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
    const key = req.key === undefined ? defaultKey : req.key;
    const headers: Record<string, string> = {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(req.capabilities !== undefined ? { 'octo-capabilities': req.capabilities } : {}),
      ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...req.headers,
    };
    const res = await fetch(url, {
      method,
      headers,
      body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
}

/** Fails with the schema's own complaint when an answer is not what OCTO's schema describes. */
export function expectOcto<T>(schema: OctoSchema, answer: OctoAnswer<T>, status = 200): T {
  const result = schema.safeParse(answer.body);
  if (!result.success || answer.status !== status) {
    throw new Error(
      `expected ${status} matching the OCTO schema, got ${answer.status}: ${JSON.stringify(answer.body).slice(0, 600)}\n${
        result.success ? '' : JSON.stringify(result.error.issues.slice(0, 8), null, 1)
      }`,
    );
  }
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  return answer.body;
}

/** What createReseller needs of a test app (api/test/harness.ts): kept structural, so that src never imports test. */
interface AdminCaller {
  loginAsAdmin(): Promise<string>;
  request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown },
  ): Promise<{ status: number; body: { _id: string; apiKey: string }; text: string }>;
}

/** Creates a reseller through the admin API and answers it with its key. */
export async function createReseller(
  t: AdminCaller,
  input: {
    name?: string;
    commissionPercent?: number;
    ticketIds: string[];
    maxHeldSeats?: number;
    testOnly?: boolean;
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
): Promise<{ id: string; apiKey: string; body: any }> {
  const token = await t.loginAsAdmin();
  const res = await t.request('POST', '/admin/resellers', {
    token,
    body: {
      name: input.name ?? `Reseller ${Math.random().toString(36).slice(2, 8)}`,
      commissionPercent: 20,
      ...input,
    },
  });
  if (res.status !== 201) throw new Error(`create reseller: ${res.status} ${res.text}`);
  return { id: res.body._id, apiKey: res.body.apiKey, body: res.body };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  origin: string;
  baseUrl: string;
  requests: RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

/** A real HTTP server on a free port that records requests and answers what the test says. */
export async function startServer(initial: Handler = () => ({ status: 404 })): Promise<TestServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply.hang) return;
      const status = reply.status ?? 200;
      const headers: Record<string, string> = { ...reply.headers };
      let body = '';
      if (reply.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(reply.json);
      } else if (reply.text !== undefined) body = reply.text;
      res.writeHead(status, headers);
      res.end(status === 204 ? undefined : body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/api/v1`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fetch that answers from a function, for tests that run under fake timers. */
export function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  return { fetch, calls };
}

export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded (may be deliberately malformed ASCII). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/**
 * A small keep-alive HTTP/1.1 client for the in-process server: one socket, no fetch overhead, and
 * any path bytes we like (fetch would normalise the hostile ones away).
 */
export class RawClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs = 15_000,
  ) {}

  send(req: RawRequest): Promise<RawResponse> {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string | number> = { ...(req.headers ?? {}) };
    if (body) headers['content-length'] = body.length;
    return new Promise((resolve, reject) => {
      const r = http.request(
        { host: this.host, port: this.port, method: req.method, path: req.path, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            if ((res.headers['content-type'] ?? '').includes('json') && text) {
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        },
      );
      r.setTimeout(this.timeoutMs, () => r.destroy(new Error(`timed out: ${req.method} ${req.path}`)));
      r.on('error', reject);
      if (body) r.write(body);
      r.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

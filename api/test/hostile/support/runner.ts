import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@tours/core/schemas';
import { createTestApp, type TestApp } from '../../harness';
import { requestFor, type GeneratedRequest } from './arbitraries';
import { RawClient, type RawResponse } from './client';
import { changedTables, snapshotDb, writeWatermark, type DbSnapshot } from './db-snapshot';
import { enumerateRoutes, type ApiRoute } from './routes';
import { createAdminSession, loadWorld, type World } from './world';

/**
 * Issue 7, hostile input: at least 10,000 generated malformed or extreme requests spread over every
 * route the router answers, with and without an admin token. The API must never answer 5xx, never
 * hang or crash, answer every error in the DESIGN shape, leak no stack or SQL text, and leave the
 * database exactly as it was after every refused request. The routes are split over two files
 * (public and admin) so that vitest runs the halves in parallel, each on its own PGlite database.
 */
export const TOTAL_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 10_500);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : Date.now() % 2 ** 31;

const LEAKS = [
  /\bat [\w.<>]+ \(/, // stack frame
  /node_modules/,
  /\.ts:\d+/,
  /syntax error at or near/i,
  /relation "\w+"/i,
  /violates \w+ constraint/i,
  /duplicate key value/i,
  /invalid input syntax/i,
  /SQLSTATE|ECONNREFUSED|KnexTimeoutError/,
];

/** Registers one hostile-input suite over the routes `pick` selects, `requests` requests in all. */
export function defineHostileSuite(name: string, pick: (route: ApiRoute) => boolean, requests: number): void {
  let t: TestApp;
  let client: RawClient;
  let world: World;
  let routes: ApiRoute[];
  const tokens: Record<string, string> = {};
  let baseline: DbSnapshot;
  let watermark: string;
  const stats = {
    requests: 0,
    refused: 0,
    accepted: 0,
    checksums: 0,
    byParser: 0,
    byStatus: new Map<number, number>(),
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { trustProxy: true } });
    const port = Number(new URL(t.baseUrl).port);
    client = new RawClient('127.0.0.1', port);
    world = await loadWorld(t.db);
    routes = enumerateRoutes({ db: t.db, config: t.config, logger: t.app.context.deps.logger }).filter(pick);
    for (const kind of ['valid', 'expired', 'idle', 'revoked'] as const)
      tokens[kind] = await createAdminSession(t.db, kind);
    baseline = await snapshotDb(t.db);
    watermark = await writeWatermark(t.db);
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  function describeFailure(g: GeneratedRequest, res: RawResponse | undefined, why: string): string {
    const body =
      typeof g.request.body === 'string'
        ? g.request.body.slice(0, 300)
        : g.request.body?.subarray(0, 64).toString('hex');
    return `${why}\n  ${g.request.method} ${g.request.path.slice(0, 400)}\n  token=${g.token} body(${g.bodyKind})=${body}\n  headers=${JSON.stringify(g.request.headers).slice(0, 400)}\n  → ${res?.status} ${res?.text.slice(0, 400)}`;
  }

  async function check(g: GeneratedRequest): Promise<void> {
    let res: RawResponse | undefined;
    try {
      res = await client.send(g.request);
    } catch (err) {
      throw new Error(describeFailure(g, res, `no answer: ${(err as Error).message}`));
    }
    stats.requests++;
    stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
    // Node's HTTP parser refuses an oversized head (431) or a malformed one (400) before the app sees
    // it: no request id, no body, nothing written. Counted, and the database check still runs.
    const byParser = (res.status === 431 || res.status === 400) && !res.headers['x-request-id'];
    if (byParser) stats.byParser++;
    if (res.status >= 500) throw new Error(describeFailure(g, res, 'answered 5xx'));
    for (const leak of LEAKS)
      if (leak.test(res.text) && res.status >= 400) throw new Error(describeFailure(g, res, `leaks ${leak}`));

    const refused = res.status >= 400;
    if (refused && !byParser) {
      const parsed = ErrorBodySchema.safeParse(res.json);
      if (!parsed.success)
        throw new Error(describeFailure(g, res, 'error body is not {error:{code,message}}'));
      if (!/^[A-Z][A-Z0-9_]*$/.test(parsed.data.error.code))
        throw new Error(describeFailure(g, res, 'error code is not SNAKE_CASE'));
      if (res.status === 429 && !res.headers['retry-after'])
        throw new Error(describeFailure(g, res, '429 without Retry-After'));
    }
    if (refused) stats.refused++;
    else stats.accepted++;

    const mark = await writeWatermark(t.db);
    if (mark === watermark) return; // nothing at all was written
    watermark = mark;
    stats.checksums++;
    const after = await snapshotDb(t.db);
    if (refused) {
      const changed = changedTables(baseline, after);
      if (changed.length)
        throw new Error(describeFailure(g, res, `refused request changed ${changed.join(', ')}`));
    } else if (g.route.relative === '/admin/logout') {
      tokens.valid = await createAdminSession(t.db, 'valid');
      watermark = await writeWatermark(t.db);
      baseline = await snapshotDb(t.db);
      return;
    }
    baseline = after;
  }

  describe(`hostile input: ${name}`, () => {
    it('enumerates the routes of the router', () => {
      expect(routes.length).toBeGreaterThan(0);
    });

    it(
      `answers ${requests}+ generated hostile requests over every ${name.replace(/s$/, '')} without a 5xx or a refused write`,
      { timeout: 240_000 },
      async () => {
        const perRoute = Math.ceil(requests / routes.length);
        for (const [i, route] of routes.entries()) {
          await fc.assert(fc.asyncProperty(requestFor(route, world, tokens), check), {
            numRuns: perRoute,
            seed: SEED + i + (name === 'admin routes' ? 1000 : 0),
            endOnFailure: process.env.HOSTILE_SHRINK !== '1',
          });
        }
        // The process is still healthy and its database still answers.
        const health = await client.send({ method: 'GET', path: '/api/v1/health' });
        expect(health.status).toBe(200);
        const summary = [...stats.byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}:${n}`)
          .join(' ');
        console.info(
          `hostile input: ${stats.requests} requests over ${routes.length} routes (seed ${SEED}); refused ${stats.refused}, accepted ${stats.accepted}; ` +
            `refused by Node's HTTP parser ${stats.byParser}; full checksums ${stats.checksums}; statuses ${summary}`,
        );
        expect(stats.requests).toBeGreaterThanOrEqual(requests);
      },
    );
  });
}

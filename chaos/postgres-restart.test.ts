import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../api/src/db';
import { migrateLatest } from '../api/src/db/migrate';
import { seedDemo } from '../api/src/demo/seed';
import { ThrowawayPostgres, freePort, removeDataDirs, sleep, startApiProcess, type Api } from './support';

/**
 * The database goes away under load (a throwaway Postgres cluster of this test, never the shared
 * one): while it is down the API answers 503 quickly with the error shape, and once it is back the
 * API recovers by itself within 10 s, with no restart.
 */
const DOWN_MS = 5_000;

let pgServer: ThrowawayPostgres;
let api: Api;

beforeAll(async () => {
  pgServer = new ThrowawayPostgres(await freePort());
  pgServer.init();
  pgServer.start();
  const db = createDb({ databaseUrl: pgServer.url, poolMax: 2 });
  await migrateLatest(db);
  await seedDemo(db);
  await db.destroy();
  api = await startApiProcess(pgServer.url, { DATABASE_POOL_MAX: '8' });
}, 120_000);

afterAll(async () => {
  await api?.child.stop().catch(() => {});
  pgServer?.destroy();
  removeDataDirs();
});

interface Sample {
  at: number;
  path: string;
  status: number;
  ms: number;
  code?: string;
}

describe('Postgres stops and starts during load', () => {
  it(
    'answers 503 quickly while it is down and recovers by itself within 10 s',
    { timeout: 90_000 },
    async () => {
      const paths = [
        '/products/hostName?hostName=localhost',
        '/tickets/service?service=burj-khalifa',
        '/health',
      ];
      const samples: Sample[] = [];
      let stop = false;
      const load = Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          for (let i = 0; !stop; i++) {
            const path = paths[(i + worker) % paths.length]!;
            const t0 = performance.now();
            const at = Date.now();
            try {
              const res = await fetch(api.api + path, { signal: AbortSignal.timeout(15_000) });
              const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
              samples.push({
                at,
                path,
                status: res.status,
                ms: performance.now() - t0,
                code: body.error?.code,
              });
            } catch {
              samples.push({ at, path, status: 0, ms: performance.now() - t0 });
            }
            await sleep(25);
          }
        }),
      );

      await sleep(1_500);
      const stoppedAt = Date.now();
      pgServer.stop('immediate');
      const downSince = Date.now();
      await sleep(DOWN_MS);
      const startAt = Date.now();
      pgServer.start();
      const upAt = Date.now();
      // Keep the load on until every path has answered 200 again (or 15 s).
      while (Date.now() - upAt < 15_000) {
        const recent = samples.filter((s) => s.at > upAt);
        if (paths.every((p) => recent.some((s) => s.path === p && s.status === 200))) break;
        await sleep(100);
      }
      await sleep(1_000);
      stop = true;
      await load;

      // Answered before the stop began (a request in flight at the stop may rightly get a 503).
      const before = samples.filter((s) => s.at + s.ms < stoppedAt);
      // Requests sent once the database was fully down and before it was started again.
      const whileDown = samples.filter((s) => s.at >= downSince + 500 && s.at + s.ms < startAt);
      const after = samples.filter((s) => s.at > upAt);
      const firstOk = Object.fromEntries(
        paths.map((p) => [p, (after.find((s) => s.path === p && s.status === 200)?.at ?? Infinity) - upAt]),
      );
      const recoveredMs = Math.max(...Object.values(firstOk));
      const downMs = whileDown.map((s) => s.ms).sort((a, b) => a - b);
      const p95 = downMs[Math.floor(downMs.length * 0.95)] ?? Infinity;

      console.info(
        `postgres down ${startAt - stoppedAt} ms: ${before.length} requests before (statuses ${JSON.stringify(countBy(before.map((s) => s.status)))}), ` +
          `${whileDown.length} while down (statuses ${JSON.stringify(countBy(whileDown.map((s) => s.status)))}, ` +
          `p95 ${p95.toFixed(0)} ms, max ${Math.max(...downMs).toFixed(0)} ms); first 200 per path after the start (ms): ${JSON.stringify(firstOk)}; ` +
          `after: ${JSON.stringify(countBy(after.map((s) => s.status)))}`,
      );

      expect(before.every((s) => s.status === 200)).toBe(true);
      expect(whileDown.length).toBeGreaterThan(10);
      // Down: every answer a 503 in the error shape, quickly (no hanging until a timeout).
      for (const s of whileDown) {
        expect(s.status, `${s.path} while down`).toBe(503);
        expect(s.code).toBe('SERVICE_UNAVAILABLE');
      }
      expect(p95).toBeLessThan(1_000);
      expect(Math.max(...downMs)).toBeLessThan(3_000);
      // Back: every path answers 200 within 10 s of the database accepting connections, no restart.
      expect(recoveredMs).toBeLessThanOrEqual(10_000);
      const settled = after.filter((s) => s.at > upAt + recoveredMs);
      expect(settled.every((s) => s.status === 200)).toBe(true);
      expect(api.child.process.exitCode).toBeNull();
    },
  );
});

function countBy(values: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

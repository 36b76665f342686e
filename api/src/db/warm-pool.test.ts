import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../../test/harness';
import { HOLD_WARM_UP, holdRefusal, HOLD_REFUSALS } from '../checkout/hold-statement';
import { startServer } from '../server';
import { createDb, type Db } from '.';
import { warmPool } from './warm-pool';

/**
 * A sale opens with a burst: every process must have its connections open and its Postgres
 * backends warm before the first visitor, not open them one request at a time while the burst
 * waits. The pool tests need a real Postgres (npm run test:pg); the warm-up's SQL runs on both.
 */
const DATABASE_URL = process.env.DATABASE_URL;

type Pool = { numFree(): number; numUsed(): number; min: number };
const poolOf = (db: Db) => db.client.pool as Pool;
const urlOf = (db: Db) => (db.client.config.connection as { connectionString: string }).connectionString;

let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
beforeAll(async () => {
  fresh = await createFreshDatabase(false);
});
afterAll(async () => {
  await fresh?.drop();
});

describe('the hold warm-up', () => {
  it('is a sold-out refusal that writes nothing', async () => {
    const refused = await fresh.db.raw(HOLD_WARM_UP).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The procedure ran through its counter and lapsed-hold reads to the refusal: nothing written.
    expect(holdRefusal(refused)?.code).toBe(HOLD_REFUSALS.soldOut);
    expect(await fresh.db('bookings').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await fresh.db('payment_local_sessions').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe.skipIf(!DATABASE_URL)('warmPool on Postgres', () => {
  it('opens every connection at once and runs the statements on each', async () => {
    const db = createDb({ databaseUrl: urlOf(fresh.db), poolMax: 3, poolMin: 3 });
    try {
      await warmPool(db, 3, ["SET application_name = 'warm-pool-test'", 'SELECT no_such_column']);
      expect(poolOf(db).numFree()).toBe(3);
      const { rows } = (await fresh.db.raw(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'warm-pool-test'`,
      )) as { rows: { n: number }[] };
      // Each of the three backends ran the first statement; the failing one did not stop the rest.
      expect(rows[0]!.n).toBe(3);
    } finally {
      await db.destroy();
    }
  });

  it('an API process has its whole pool open before it listens, and keeps it open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-warm-pool-'));
    const running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: urlOf(fresh.db),
      env: { NODE_ENV: 'test', DEMO: '1', DATABASE_POOL_MAX: '4' },
      workers: false,
      seed: false,
      logLevel: 'silent',
    });
    try {
      const pool = poolOf(running.db);
      expect(pool.numFree() + pool.numUsed()).toBe(4);
      // Idle connections are not closed after 30 s: the warm backends are there when a sale opens.
      expect(pool.min).toBe(4);
    } finally {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

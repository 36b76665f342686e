import Router from '@koa/router';
import { contract } from '@tours/core/contract';
import type { AppDeps } from '../types';
import { serviceUnavailable } from '../errors';
import { route } from '../lib/route';

export function createHealthRouter({ db }: AppDeps): Router {
  const router = new Router();
  route(router, contract.system.health, async function health(ctx) {
    const started = performance.now();
    try {
      await Promise.race([
        db.raw('SELECT 1'),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database check timed out')), 2_000).unref(),
        ),
      ]);
    } catch (err) {
      ctx.state.log.warn({ err: (err as Error).message }, 'health check: database unavailable');
      throw serviceUnavailable('The database is not reachable.');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', database: 'ok', latencyMs: Math.round(performance.now() - started) };
  });
  return router;
}

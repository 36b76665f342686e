import type { Middleware } from 'koa';
import type { Db } from '../db';

/**
 * Runs the rest of the chain in one database transaction (ctx.state.trx): everything a request
 * writes, its audit entry included, commits together or not at all. Uses ctx.deps.db unless given.
 */
export function transaction(db?: Db): Middleware {
  return async function transaction(ctx, next) {
    await (db ?? ctx.deps.db).transaction(async (trx) => {
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
    });
  };
}

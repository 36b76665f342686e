import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { Trx } from '../db';
import { inputOf } from '../middleware/validate';
import { recordAudit } from '../services/audit';

/*
 * The admin writes that create or replace one record all do the same four things: read the
 * validated input, write in the route's transaction, record the change in the audit log in that same
 * transaction (so the entry commits or rolls back with it), and answer with the record as presented.
 * These handlers are that sequence once; the route still declares `transactional: true`.
 */

/** POST: creates one `entity` from the body; audits `<entity>.create` with the input. */
export function auditedCreate<S extends z.ZodType, R>(options: {
  entity: string;
  body: S;
  create: (trx: Trx, input: z.output<S>) => Promise<R>;
  idOf: (row: R) => string;
  present: (row: R) => unknown;
}): Middleware {
  return async (ctx) => {
    const input = inputOf(ctx.state, 'body', options.body);
    const trx: Trx = ctx.state.trx!;
    const row = await options.create(trx, input);
    await recordAudit(trx, ctx, {
      action: `${options.entity}.create`,
      entity: options.entity,
      entityId: options.idOf(row),
      details: { after: input },
    });
    ctx.body = options.present(row);
  };
}

/** PUT: replaces the `entity` named by the `id` param; audits `<entity>.update` with before and after. */
export function auditedUpdate<P extends z.ZodType<{ id: string }>, S extends z.ZodType, R>(options: {
  entity: string;
  params: P;
  body: S;
  update: (trx: Trx, id: string, input: z.output<S>) => Promise<{ before: R; after: R }>;
  present: (row: R) => unknown;
}): Middleware {
  return async (ctx) => {
    const { id } = inputOf(ctx.state, 'params', options.params);
    const input = inputOf(ctx.state, 'body', options.body);
    const trx: Trx = ctx.state.trx!;
    const { before, after } = await options.update(trx, id, input);
    await recordAudit(trx, ctx, {
      action: `${options.entity}.update`,
      entity: options.entity,
      entityId: id,
      details: { before: options.present(before), after: input },
    });
    ctx.body = options.present(after);
  };
}

import type { Middleware } from 'koa';
import type { z } from 'zod';
import type { Trx } from '../db';
import { inputOf } from '../middleware/validate';
import { recordAudit, type AuditEntry } from './audit';

/*
 * The audited admin writes all do the same four things: read the validated input, write in the
 * route's transaction, record the change in the audit log in that same transaction (so the entry
 * commits or rolls back with it), and answer. These handlers are that sequence once; the route still
 * declares `transactional: true`.
 */

/**
 * Any audited admin write: `write` runs in the route's transaction and returns what to record
 * (`entityId`, `details`) and what to answer (`body`); the audit row is written before answering.
 */
export function audited(
  action: string,
  entity: string,
  write: (
    trx: Trx,
    ctx: Parameters<Middleware>[0],
  ) => Promise<{ entityId: string; details: AuditEntry['details']; body: unknown }>,
): Middleware {
  return async (ctx) => {
    const trx: Trx = ctx.state.trx!;
    const { entityId, details, body } = await write(trx, ctx);
    await recordAudit(trx, ctx, { action, entity, entityId, details });
    ctx.body = body;
  };
}

/** POST: creates one `entity` from the body; audits `<entity>.create` with the input. */
export function auditedCreate<S extends z.ZodType, R>(options: {
  entity: string;
  body: S;
  create: (trx: Trx, input: z.output<S>) => Promise<R>;
  idOf: (row: R) => string;
  present: (row: R) => unknown;
}): Middleware {
  return audited(`${options.entity}.create`, options.entity, async (trx, ctx) => {
    const input = inputOf(ctx.state, 'body', options.body);
    const row = await options.create(trx, input);
    return { entityId: options.idOf(row), details: { after: input }, body: options.present(row) };
  });
}

/** PUT: replaces the `entity` named by the `id` param; audits `<entity>.update` with before and after. */
export function auditedUpdate<P extends z.ZodType<{ id: string }>, S extends z.ZodType, R>(options: {
  entity: string;
  params: P;
  body: S;
  update: (trx: Trx, id: string, input: z.output<S>) => Promise<{ before: R; after: R }>;
  present: (row: R) => unknown;
}): Middleware {
  return audited(`${options.entity}.update`, options.entity, async (trx, ctx) => {
    const { id } = inputOf(ctx.state, 'params', options.params);
    const input = inputOf(ctx.state, 'body', options.body);
    const { before, after } = await options.update(trx, id, input);
    return {
      entityId: id,
      details: { before: options.present(before), after: input },
      body: options.present(after),
    };
  });
}

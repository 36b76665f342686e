import type { StaffRole } from '@tours/core/contract';
import type { Context } from 'koa';
import type { Executor } from '../db';

/*
 * The audit log is written by the services, in the transaction of the change it records, so an entry
 * commits or rolls back with its change. A handler only says who acts (actorOf) and never records.
 */

/**
 * Who makes a change: the signed-in member of staff (none for a refused sign-in) with the role they
 * act in, the request and its address.
 */
export interface Actor {
  admin: { id: string; email: string; role?: StaffRole } | null;
  requestId: string | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** The actor of a request, read from what requireAdmin() and the error handler put in ctx.state. */
export function actorOf(ctx: Pick<Context, 'state' | 'ip'>): Actor {
  const admin = ctx.state.admin;
  return {
    admin: admin ? { id: admin.id, email: admin.email, role: admin.role } : null,
    requestId: ctx.state.requestId ?? null,
    ip: ctx.ip ?? null,
  };
}

/** Writes one audit_log row; give it the change's transaction so that it commits with the change. */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    admin_id: actor.admin?.id ?? null,
    admin_email: actor.admin?.email ?? null,
    admin_role: actor.admin?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    request_id: actor.requestId,
    ip: actor.ip,
  });
}

/** `<entity>.create`, with the admin's input as it was accepted. */
export function auditCreate(db: Executor, actor: Actor, entity: string, id: string, input: unknown) {
  return recordAudit(db, actor, {
    action: `${entity}.create`,
    entity,
    entityId: id,
    details: { after: input },
  });
}

/** `<entity>.update`, with the record as it was (presented) and the admin's input. */
export function auditUpdate(
  db: Executor,
  actor: Actor,
  entity: string,
  id: string,
  change: { before: unknown; input: unknown },
) {
  return recordAudit(db, actor, {
    action: `${entity}.update`,
    entity,
    entityId: id,
    details: { before: change.before, after: change.input },
  });
}

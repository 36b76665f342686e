import type { Context } from 'koa';
import type { Executor } from '../db';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Writes one audit_log row; call it with the request's transaction so it commits with the change. */
export async function recordAudit(
  db: Executor,
  ctx: Pick<Context, 'state' | 'ip'>,
  entry: AuditEntry,
): Promise<void> {
  await db('audit_log').insert({
    admin_id: ctx.state.admin?.id ?? null,
    admin_email: ctx.state.admin?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    request_id: ctx.state.requestId ?? null,
    ip: ctx.ip ?? null,
  });
}

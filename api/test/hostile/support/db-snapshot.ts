import type { Db } from '../../../src/db';

/**
 * Bookkeeping a refused request is allowed (or even required) to write, so the "unchanged" check
 * leaves it out:
 * - rate_limits and rate_limiter_flexible: a refused login, checkout or coupon attempt must be
 *   counted, or brute force is free;
 * - admin_sessions.last_seen_at: authenticating a valid token slides its inactivity window (once a
 *   minute) before the route itself refuses the input;
 * - audit_log rows of refused sign-ins (admin.login_failed): every one must be on the audit trail.
 * Everything else, including the rest of audit_log, mail_outbox and webhook_events, must be
 * byte-identical.
 */
export const BOOKKEEPING_TABLES = new Set(['rate_limits', 'rate_limiter_flexible', 'knex_migrations_lock']);
export const BOOKKEEPING_COLUMNS: Record<string, string[]> = { admin_sessions: ['last_seen_at'] };
/** Rows left out of a table's snapshot (an SQL condition on the rows that are kept). */
export const BOOKKEEPING_ROWS: Record<string, string> = { audit_log: "action <> 'admin.login_failed'" };

export interface TableSnapshot {
  rows: number;
  checksum: string;
}
export type DbSnapshot = Record<string, TableSnapshot>;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export async function userTables(db: Db): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await db.raw(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  ).map((r) => r.table_name);
  return tables.filter((t) => !BOOKKEEPING_TABLES.has(t));
}

/** Row count and an md5 of every row (as jsonb text, sorted) of every table, in one statement. */
export async function snapshotDb(db: Db, tables?: string[]): Promise<DbSnapshot> {
  const names = tables ?? (await userTables(db));
  const parts = names.map((name) => {
    const drop = (BOOKKEEPING_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('');
    return `SELECT '${name}' AS name, count(*)::int AS rows,
       coalesce(md5(string_agg((to_jsonb(t)${drop})::text, E'\\n' ORDER BY (to_jsonb(t)${drop})::text)), '') AS checksum
       FROM "${name}" t${BOOKKEEPING_ROWS[name] ? ` WHERE ${BOOKKEEPING_ROWS[name]}` : ''}`;
  });
  const rows = rowsOf<{ name: string; rows: number; checksum: string }>(
    await db.raw(parts.join('\nUNION ALL\n')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: r.rows, checksum: r.checksum }]));
}

/** Tables whose rows differ between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (n) => before[n]?.rows !== after[n]?.rows || before[n]?.checksum !== after[n]?.checksum,
  );
}

/**
 * The next transaction id the database will hand out. Reading it assigns none, and any write
 * (committed or rolled back) advances it, so an unchanged value proves nothing was written and the
 * full checksum can be skipped.
 */
export async function writeWatermark(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmax: string }>(
    await db.raw('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax'),
  );
  return row!.xmax;
}

import type { Db } from '../db';
import { preparedAs } from '../db/prepared';
import type { BookingRow } from '../bookings/repository';
import type { OctoBookingRow, ResellerBooking } from './repository';

/*
 * A reseller's reserve and confirm as one round trip each: `CALL octo_reserve(...)` and
 * `CALL octo_confirm(...)` (migration 20261207090000_octo_reserve_confirm_statements). Each commits
 * its change without waiting for the disk and then makes it durable with a second commit of its own,
 * so they run outside any transaction, on a connection of the pool, as the checkout's hold does
 * (checkout/hold-statement.ts).
 */

/** SQLSTATE of octo_reserve when the reseller would hold more unconfirmed seats than its cap. */
export const RESELLER_CAP = 'TR001';

/** SQLSTATE of octo_reserve when the drawn booking reference exists already: draw another. */
export const REFERENCE_TAKEN = 'TS002';

/** The audit_log row of a reseller action (lib/audit.ts writes the same columns). */
export interface AuditRow {
  admin_id: null;
  admin_email: null;
  action: string;
  entity: string;
  entity_id: string;
  details: Record<string, unknown>;
  request_id: string | null;
  ip: string | null;
}

async function call(
  db: Db,
  name: string,
  sql: string,
  bindings: unknown[],
): Promise<Record<string, unknown>> {
  const connection: unknown = await db.client.acquireConnection();
  try {
    const options = preparedAs(db, name);
    const result = (await db.client.query(connection, { method: 'raw', sql, bindings, options })) as {
      response?: { rows?: Record<string, unknown>[] };
    };
    return result.response?.rows?.[0] ?? {};
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/** Timestamps of a row read as JSON (`…_at` columns) as the driver gives them: Dates. */
function withDates<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...row };
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (key.endsWith('_at') && typeof value === 'string') out[key] = new Date(value);
  }
  return out as T;
}

const RESERVE_SQL = 'CALL octo_reserve($1::jsonb, $2::jsonb, $3::jsonb, $4::int)';

/**
 * Holds a reservation: its booking, OCTO and audit rows under the reseller's cap. Answers when the
 * booking was created; throws the database's error of a refusal (TS001 slot full, TS002 reference
 * taken, TR001 over the cap, 23505 the id is taken).
 */
export async function runReserve(
  db: Db,
  booking: Partial<BookingRow>,
  octo: OctoBookingRow,
  audit: AuditRow,
  maxHeldSeats: number,
): Promise<Date> {
  const row = await call(db, 'octo_reserve', RESERVE_SQL, [
    JSON.stringify(booking),
    JSON.stringify(octo),
    JSON.stringify(audit),
    maxHeldSeats,
  ]);
  return new Date(row.created_at as Date | string);
}

/** What octo_confirm writes for the booking: the contact's columns and the reseller's reference. */
export interface ConfirmChange {
  name: string;
  email: string;
  mobile_number: string;
  /** Kept as it is when null or left out. */
  reseller_reference?: string | null | undefined;
  /** The OCTO row's contact, as given. */
  contact: unknown;
  /** Kept as it is when left out. */
  notes?: string | null | undefined;
}

export interface ConfirmOutcome {
  booking: ResellerBooking;
  /** Whether this call confirmed it (false: it was not on hold, nothing was written). */
  changed: boolean;
  /** Its check-in pass's secret when this call confirmed it. */
  secret: string | null;
  /** Nothing was written: required answers are missing (octo_bookings.answers_due). */
  answersDue: boolean;
}

const CONFIRM_SQL = 'CALL octo_confirm($1::uuid, $2::uuid, $3::timestamptz, $4::jsonb, $5::jsonb)';

/**
 * Confirms the reseller's booking when it is on hold at `now`; undefined when the reseller has no
 * booking with this id. `audit.details` gets the booking's reference, reseller reference and net.
 */
export async function runConfirm(
  db: Db,
  resellerId: string,
  id: string,
  now: Date,
  change: ConfirmChange,
  audit: AuditRow,
): Promise<ConfirmOutcome | undefined> {
  const row = await call(db, 'octo_confirm', CONFIRM_SQL, [
    resellerId,
    id,
    now.toISOString(),
    JSON.stringify(change),
    JSON.stringify(audit),
  ]);
  const result = (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as {
    booking: Record<string, unknown>;
    octo: Record<string, unknown>;
    changed: boolean;
    secret?: string | null;
    answersDue?: boolean;
  } | null;
  if (!result) return undefined;
  return {
    booking: {
      ...withDates<ResellerBooking>(result.booking),
      octo: withDates<OctoBookingRow>(result.octo),
    },
    changed: result.changed,
    secret: result.secret ?? null,
    answersDue: result.answersDue === true,
  };
}

// The checkout's hold as the bench replays it outside the API: the write statement(s) captured from
// one checkout of the API, sent again with fresh values wherever a booking must be unique. Shared by
// the bare `pg` replay (bench/run.ts) and the bare HTTP hold server (bench/hold-floor-server.ts), so
// that both send exactly what the API sent.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newBookingReference } from '../../api/src/checkout/references';
import { newToken, sha256Hex } from '../../api/src/lib/tokens';

export type Statement = { sql: string; bindings: unknown[] };

export interface HoldTemplate {
  /** The hold's write statements in order: the hold (the API's one CALL) first. */
  writes: Statement[];
  /** The captured checkout's values that must be fresh for each replay. */
  unique: { reference: string; sessionId: string; uuid: string; hash: string };
}

/** SQLSTATEs of a refused hold (api/src/checkout/hold-statement.ts): slot full, sold out. */
const REFUSED = new Set(['TS001', 'TS003']);
const REFERENCE_TAKEN = 'TS002';

/**
 * One replayed checkout: the hold, refused with the API's SQLSTATEs for a full slot, then any other
 * write. As the API does (insertWithFreshReference), a reference that is taken already is drawn
 * again. Returns the booking's reference, or undefined when the slot was full.
 */
export async function replayHold(pool: pg.Pool, template: HoldTemplate): Promise<string | undefined> {
  const [hold, ...rest] = template.writes;
  for (let attempt = 1; attempt <= 5; attempt++) {
    const fresh: Record<string, string> = {
      [template.unique.reference]: newBookingReference(),
      [template.unique.hash]: sha256Hex(newToken()),
      [template.unique.sessionId]: `cs_local_${newToken().slice(0, 32)}`,
      // The API draws the booking's id itself; an INSERT answering its own id replaces it.
      [template.unique.uuid]: randomUUID(),
    };
    const rebind = (value: unknown) => {
      if (typeof value !== 'string') return value;
      let out = value;
      for (const [from, to] of Object.entries(fresh)) out = out.split(from).join(to);
      return out;
    };
    let inserted: { id?: string } | undefined;
    try {
      inserted = (await pool.query(hold!.sql, hold!.bindings.map(rebind))).rows[0];
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && REFUSED.has(code)) return undefined;
      if (code === REFERENCE_TAKEN) continue;
      throw error;
    }
    if (inserted?.id) fresh[template.unique.uuid] = inserted.id;
    for (const q of rest) await pool.query(q.sql, q.bindings.map(rebind));
    return fresh[template.unique.reference];
  }
  throw new Error('could not draw a free booking reference in 5 attempts');
}

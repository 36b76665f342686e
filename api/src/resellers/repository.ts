import type { Executor } from '../db';
import { preparedAs } from '../db/prepared';
import { LIMITER_TABLE } from '../lib/limiter';

/** A resellers row. */
export interface ResellerRow {
  id: string;
  name: string;
  commission_percent: number;
  max_held_seats: number;
  test_only: boolean;
  key_hash: string | null;
  key_hint: string | null;
  key_created_at: Date | null;
  revoked_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A reseller with the tickets it may sell. */
export type ResellerWithTickets = ResellerRow & { ticket_ids: string[] };

/** The reseller's tickets as one array column, in the order they were granted. */
const TICKET_IDS = `coalesce((SELECT array_agg(rt.ticket_id::text ORDER BY rt.ticket_id) FROM reseller_tickets rt
  WHERE rt.reseller_id = r.id), '{}') AS ticket_ids`;

export const resellersRepository = {
  list(db: Executor): Promise<ResellerWithTickets[]> {
    return db('resellers as r')
      .select('r.*', db.raw(TICKET_IDS))
      .orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
  },

  find(db: Executor, id: string): Promise<ResellerWithTickets | undefined> {
    return db('resellers as r').select('r.*', db.raw(TICKET_IDS)).where('r.id', id).first();
  },

  /** The reseller whose live key has this digest: one indexed read per OCTO request, never cached. */
  findByKeyHash(db: Executor, keyHash: string): Promise<ResellerWithTickets | undefined> {
    return db('resellers as r')
      .select('r.*', db.raw(TICKET_IDS))
      .where('r.key_hash', keyHash)
      .whereNull('r.revoked_at')
      .first()
      .options(preparedAs(db, 'reseller_by_key'));
  },

  /**
   * findByKeyHash and, in the same statement, one point of the key's rate window when the key is
   * live: the row and arithmetic of rate-limiter-flexible's Postgres store (lib/limiter.ts), on
   * `rate.key`. Answers the points used in the window and when it ends (ms since the epoch).
   */
  async findByKeyHashCounting(
    db: Executor,
    keyHash: string,
    rate: { key: string; windowMs: number },
  ): Promise<(ResellerWithTickets & { rate_points: number; rate_expire: number }) | undefined> {
    const now = Date.now();
    const { rows } = (await db
      .raw(
        `WITH r AS (SELECT r.*, ${TICKET_IDS} FROM resellers r
                   WHERE r.key_hash = :keyHash AND r.revoked_at IS NULL),
            l AS (INSERT INTO ${LIMITER_TABLE} AS l (key, points, expire)
                  SELECT :key, 1, :expire FROM r
                  ON CONFLICT (key) DO UPDATE SET
                    points = CASE WHEN l.expire <= :now THEN 1 ELSE l.points + 1 END,
                    expire = CASE WHEN l.expire <= :now THEN :expire ELSE l.expire END
                  RETURNING l.points, l.expire)
       SELECT r.*, l.points AS rate_points, l.expire AS rate_expire FROM r CROSS JOIN l`,
        { keyHash, key: rate.key, expire: now + rate.windowMs, now },
      )
      .options(preparedAs(db, 'reseller_by_key_counting'))) as {
      rows: (ResellerWithTickets & { rate_points: number; rate_expire: number | string })[];
    };
    const row = rows[0];
    return row && { ...row, rate_expire: Number(row.rate_expire) };
  },

  async insert(
    trx: Executor,
    row: Pick<
      ResellerRow,
      | 'name'
      | 'commission_percent'
      | 'max_held_seats'
      | 'test_only'
      | 'key_hash'
      | 'key_hint'
      | 'key_created_at'
      | 'created_by'
    >,
    ticketIds: readonly string[],
  ): Promise<string> {
    const [{ id }] = (await trx('resellers').insert(row).returning('id')) as [{ id: string }];
    await trx('reseller_tickets').insert(
      ticketIds.map((ticketId) => ({ reseller_id: id, ticket_id: ticketId })),
    );
    return id;
  },

  async update(trx: Executor, id: string, changes: Partial<ResellerRow>): Promise<boolean> {
    const n = await trx('resellers')
      .where({ id })
      .update({ ...changes, updated_at: trx.fn.now() });
    return n > 0;
  },

  /** How many of these ids are tickets that exist and are not deleted. */
  async liveTicketCount(db: Executor, ids: readonly string[]): Promise<number> {
    const row = (await db('tickets').whereIn('id', ids).whereNull('deleted_at').count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  },
};

import type { Executor } from '../db';

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
      .first();
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

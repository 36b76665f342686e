import type { Executor } from '../db';

/** Knex queries of the pickup points and of which tickets offer them. */

export interface PickupPointWrite {
  name: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  minutes_before: number;
  extra_price: number;
}

export interface PickupPointRow extends PickupPointWrite {
  id: string;
  created_at: Date;
  updated_at: Date;
}

/** By area, then name: the order a guest scans a list of hotels in. */
const ORDER = [{ column: 'area' }, { column: 'name' }, { column: 'id' }];

export const pickupPointsRepository = {
  async list(db: Executor): Promise<(PickupPointRow & { ticket_count: number })[]> {
    return db('pickup_points as p')
      .select(
        'p.*',
        db.raw(
          '(SELECT count(*)::int FROM ticket_pickup_points t WHERE t.pickup_point_id = p.id) AS ticket_count',
        ),
      )
      .orderBy(ORDER.map((o) => ({ column: `p.${o.column}` })));
  },

  findById(db: Executor, id: string): Promise<PickupPointRow | undefined> {
    return db<PickupPointRow>('pickup_points').where({ id }).first();
  },

  async insert(db: Executor, row: PickupPointWrite): Promise<PickupPointRow> {
    const [point] = await db<PickupPointRow>('pickup_points').insert(row).returning('*');
    return point!;
  },

  async update(db: Executor, id: string, row: PickupPointWrite): Promise<PickupPointRow | undefined> {
    const [point] = await db<PickupPointRow>('pickup_points')
      .where({ id })
      .update({ ...row, updated_at: db.fn.now() } as never)
      .returning('*');
    return point;
  },

  async remove(db: Executor, id: string): Promise<PickupPointRow | undefined> {
    const [point] = await db<PickupPointRow>('pickup_points').where({ id }).delete().returning('*');
    return point;
  },

  /** The points each of the tickets offers, by ticket id, each list by area and name. */
  async ofTickets(db: Executor, ticketIds: readonly string[]): Promise<Map<string, PickupPointRow[]>> {
    const byTicket = new Map<string, PickupPointRow[]>(ticketIds.map((id) => [id, []]));
    if (ticketIds.length === 0) return byTicket;
    const rows: (PickupPointRow & { ticket_id: string })[] = await db('ticket_pickup_points as t')
      .join('pickup_points as p', 'p.id', 't.pickup_point_id')
      .whereIn('t.ticket_id', ticketIds)
      .select('p.*', 't.ticket_id')
      .orderBy(ORDER.map((o) => ({ column: `p.${o.column}` })));
    for (const { ticket_id, ...point } of rows) byTicket.get(ticket_id)?.push(point);
    return byTicket;
  },

  /** Makes the ticket offer exactly these points. */
  async setForTicket(db: Executor, ticketId: string, pointIds: readonly string[]): Promise<void> {
    await db('ticket_pickup_points').where({ ticket_id: ticketId }).delete();
    if (pointIds.length > 0) {
      await db('ticket_pickup_points').insert(
        pointIds.map((id) => ({ ticket_id: ticketId, pickup_point_id: id })),
      );
    }
  },

  /** Those of the ids that name a point. */
  async existing(db: Executor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    return (await db('pickup_points').whereIn('id', ids).select('id')).map((r: { id: string }) => r.id);
  },
};

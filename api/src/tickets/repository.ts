import type { Executor } from '../db';

/** Columns an admin writes; everything else (id, timestamps, deleted_at) is the database's. */
export interface TicketWrite {
  service: string;
  title: string;
  ticket_type: string;
  description: string;
  included: string;
  pricing: string;
  time_slots: string;
  is_time_slot: boolean;
  adult_qr_count: number;
  child_qr_count: number;
  currency: string;
  is_adult_bogo: boolean;
  is_child_bogo: boolean;
  ticket_images: string;
  attraction_closed: string;
  capacity_per_slot: number | null;
  max_per_booking: number;
  cancellation_policy: string;
  /** Left out of an update that does not state them: what is stored stays. */
  duration_minutes?: number | null;
  meeting_point?: string | null;
  child_age_min?: number | null;
  child_age_max?: number | null;
  /** The texts in other languages, JSON (core TicketTranslationsSchema); left out, what is stored stays. */
  translations?: string;
  /** Where the meeting point is and how to find it; left out, what is stored stays. */
  meeting_point_latitude?: number | null;
  meeting_point_longitude?: number | null;
  meeting_point_instructions?: string | null;
  meeting_point_photo?: string | null;
  /** core PICKUP_MODES; left out, what is stored stays. */
  pickup_mode?: 'none' | 'optional' | 'required';
  /** The question definitions, JSON (core QuestionDefinitionsSchema); left out, what is stored stays. */
  questions?: string;
}

/** Columns holding a JSON document: written as its text, read back parsed by the driver. */
type JsonColumn =
  | 'included'
  | 'pricing'
  | 'time_slots'
  | 'ticket_images'
  | 'attraction_closed'
  | 'cancellation_policy'
  | 'translations'
  | 'questions';

export type TicketRow = Omit<TicketWrite, JsonColumn> &
  Record<JsonColumn, unknown> & {
    id: string;
    deleted_at: Date | null;
    created_at: Date;
    updated_at: Date;
  };

const live = (db: Executor) => db<TicketRow>('tickets').whereNull('deleted_at');

export const ticketsRepository = {
  listByService(db: Executor, service: string): Promise<TicketRow[]> {
    return live(db)
      .where({ service })
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  },

  findById(db: Executor, id: string, { forUpdate = false } = {}): Promise<TicketRow | undefined> {
    const q = live(db).where({ id }).first();
    return forUpdate ? q.forUpdate() : q;
  },

  /** A ticket's QR codes per adult and per child, deleted or not: its bookings outlive its sale. */
  qrCounts(
    db: Executor,
    id: string,
  ): Promise<Pick<TicketRow, 'adult_qr_count' | 'child_qr_count'> | undefined> {
    return db<TicketRow>('tickets').where({ id }).first('adult_qr_count', 'child_qr_count');
  },

  listTimeSlotTickets(db: Executor): Promise<TicketRow[]> {
    return live(db)
      .where({ is_time_slot: true })
      .orderBy([{ column: 'service' }, { column: 'title' }]);
  },

  /** Services (products) with their live ticket counts, for admin pickers. */
  services(db: Executor): Promise<{ service: string; name: string; ticket_count: number }[]> {
    return db('products as p')
      .leftJoin('tickets as t', function () {
        this.on('t.service', 'p.slug').andOnNull('t.deleted_at');
      })
      .groupBy('p.slug', 'p.name', 'p.sort_order')
      .orderBy([{ column: 'p.sort_order' }, { column: 'p.name' }])
      .select('p.slug as service', 'p.name', db.raw('count(t.id)::int as ticket_count'));
  },

  titles(
    db: Executor,
    { ticketType }: { ticketType?: string | undefined },
  ): Promise<Pick<TicketRow, 'id' | 'title' | 'service' | 'ticket_type'>[]> {
    const q = live(db)
      .select('id', 'title', 'service', 'ticket_type')
      .orderBy([{ column: 'title' }, { column: 'id' }]);
    if (ticketType) q.where({ ticket_type: ticketType });
    return q;
  },

  async insert(db: Executor, row: TicketWrite): Promise<TicketRow> {
    const [ticket] = await db<TicketRow>('tickets').insert(row).returning('*');
    return ticket!;
  },

  async update(db: Executor, id: string, row: TicketWrite): Promise<TicketRow | undefined> {
    const [ticket] = await live(db)
      .where({ id })
      .update({ ...row, updated_at: db.fn.now() } as never)
      .returning('*');
    return ticket;
  },

  async softDelete(db: Executor, id: string): Promise<TicketRow | undefined> {
    const [ticket] = await live(db)
      .where({ id })
      .update({ deleted_at: db.fn.now(), updated_at: db.fn.now() } as never)
      .returning('*');
    return ticket;
  },
};

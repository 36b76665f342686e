import type { Executor } from '../db';
import type { BookingRow } from '../bookings/repository';
import type { SellableTicket } from './catalogue';
import type { ContactInput } from './schemas';

/** Knex queries of /octo; the rules that use them are in the services. */

/** A unit item as stored: its uuid, unit and what the reseller said of it. */
export interface StoredUnitItem {
  uuid: string;
  unitId: string;
  resellerReference: string | null;
  contact: ContactInput | null;
}

/** An octo_bookings row: what OCTO says of a reseller booking beyond its bookings row. */
export interface OctoBookingRow {
  booking_id: string;
  reseller_id: string;
  option_id: string;
  unit_items: StoredUnitItem[];
  contact: ContactInput;
  notes: string | null;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  refund: 'FULL' | 'PARTIAL' | 'NONE' | null;
  /** Required answers to the ticket's questions are still missing: confirming needs them. */
  answers_due?: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A reseller's booking: its bookings row, its OCTO row and the slot's ticket capacity. */
export type ResellerBooking = BookingRow & {
  channel: string;
  reseller_id: string;
  reseller_reference: string | null;
  test_mode: boolean;
  octo: OctoBookingRow;
};

/** The OCTO row's columns, as a JSON object beside the booking's own. */
const OCTO_COLUMNS = `row_to_json(o.*) AS octo`;

const parsed = (row: (BookingRow & { octo: unknown }) | undefined): ResellerBooking | undefined => {
  if (!row) return undefined;
  const octo = (typeof row.octo === 'string' ? JSON.parse(row.octo) : row.octo) as OctoBookingRow;
  return { ...(row as unknown as ResellerBooking), octo };
};

function resellerBookings(db: Executor, resellerId: string) {
  return db('bookings as b')
    .join('octo_bookings as o', 'o.booking_id', 'b.id')
    .where('b.reseller_id', resellerId)
    .select('b.*', db.raw(OCTO_COLUMNS));
}

export const octoRepository = {
  /** The tickets a reseller may sell, with their product's content, in the storefront's order. */
  sellableTickets(db: Executor, ticketIds: readonly string[]): Promise<SellableTicket[]> {
    if (ticketIds.length === 0) return Promise.resolve([]);
    return db('tickets as t')
      .join('products as p', 'p.slug', 't.service')
      .whereIn('t.id', ticketIds)
      .whereNull('t.deleted_at')
      .select(
        't.*',
        'p.name as product_name',
        'p.description as product_description',
        'p.location as product_location',
        'p.images as product_images',
      )
      .orderBy([{ column: 'p.sort_order' }, { column: 't.title' }, { column: 't.id' }]);
  },

  /** One of a reseller's bookings; undefined for another reseller's, as for one that does not exist. */
  async find(db: Executor, resellerId: string, uuid: string, { lock = false } = {}) {
    const q = resellerBookings(db, resellerId).where('b.id', uuid).first();
    return parsed(await (lock ? q.forUpdate('b', 'o') : q));
  },

  /** Who owns a booking id, if anyone: a reseller's repeated reserve, or a uuid taken by another. */
  async ownerOf(db: Executor, uuid: string): Promise<{ reseller_id: string | null } | undefined> {
    return db('bookings').where({ id: uuid }).first('reseller_id');
  },

  async list(
    db: Executor,
    resellerId: string,
    f: {
      resellerReference?: string | undefined;
      supplierReference?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      ticketId?: string | undefined;
    },
  ): Promise<ResellerBooking[]> {
    const q = resellerBookings(db, resellerId);
    if (f.resellerReference) q.where('b.reseller_reference', f.resellerReference);
    if (f.supplierReference) q.where('b.booking_id', f.supplierReference);
    if (f.from) q.where('b.booking_date', '>=', f.from);
    if (f.to) q.where('b.booking_date', '<=', f.to);
    if (f.ticketId) q.where('b.ticket_id', f.ticketId);
    const rows = (await q
      .orderBy([{ column: 'b.created_at' }, { column: 'b.id' }])
      .limit(500)) as (BookingRow & {
      octo: unknown;
    })[];
    return rows.map((r) => parsed(r)!);
  },

  async updateOcto(trx: Executor, bookingId: string, changes: Record<string, unknown>): Promise<void> {
    await trx('octo_bookings')
      .where({ booking_id: bookingId })
      .update({ ...changes, updated_at: trx.fn.now() });
  },

  /** When a checked-in booking's party was first admitted (an admission undone since does not count). */
  async redeemedAt(db: Executor, bookingId: string): Promise<Date | null> {
    const row = (await db('checkins')
      .where({ booking_id: bookingId })
      .whereNull('undone_at')
      .first(db.raw('min(scanned_at) AS at'))) as { at: Date | null } | undefined;
    return row?.at ?? null;
  },
};

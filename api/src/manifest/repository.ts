import { PAID_STATUSES } from '@tours/core/domain';
import type { Executor } from '../db';

/** Knex queries of the manifest: a day's paid bookings with their pickup, answers and check-ins. */

export interface ManifestRow {
  id: string;
  booking_id: string;
  ticket_id: string;
  ticket_title: string;
  booking_date: string;
  time_slot: string | null;
  name: string;
  mobile_number: string;
  adult_count: number;
  child_count: number;
  pickup: unknown;
  answers: unknown;
  admitted: number;
  meeting_point: string | null;
  questions: unknown;
}

export const manifestRepository = {
  /**
   * Paid bookings (core PAID_STATUSES) of the visit date, of one ticket or all; a reseller's test
   * bookings are no guests and stay out, as they stay out of the report.
   */
  async day(db: Executor, date: string, ticketId: string | undefined): Promise<ManifestRow[]> {
    const query = db('bookings as b')
      .leftJoin('checkin_passes as p', 'p.booking_id', 'b.id')
      .leftJoin('tickets as t', 't.id', 'b.ticket_id')
      .where('b.booking_date', date)
      .whereIn('b.booking_status', PAID_STATUSES)
      .where('b.test_mode', false)
      .select(
        'b.id',
        'b.booking_id',
        'b.ticket_id',
        'b.ticket_title',
        db.raw('b.booking_date::text AS booking_date'),
        'b.time_slot',
        'b.name',
        'b.mobile_number',
        'b.adult_count',
        'b.child_count',
        'b.pickup',
        'b.answers',
        db.raw('coalesce(p.admitted, 0)::int AS admitted'),
        't.meeting_point',
        't.questions',
      );
    if (ticketId) query.where('b.ticket_id', ticketId);
    return query;
  },

  async ticketTitle(db: Executor, id: string): Promise<string | undefined> {
    const row = await db('tickets').where({ id }).first<{ title: string } | undefined>('title');
    return row?.title;
  },
};

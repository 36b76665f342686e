import {
  type Booking,
  type BookingListResponse,
  type SendTicketListResponse,
  type SendTicketSentFilter,
} from '@tours/core/schemas';
import { ATTRACTION_TIME_ZONE, isBookingReference, todayIn } from '@tours/core/domain';
import type { Executor } from '../db';
import { notFound } from '../errors';
import { presentBooking } from './presenter';
import { bookingsRepository, type BookingFilters } from './repository';

export interface BookingListParams extends BookingFilters {
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const bookingsService = {
  /** The admin list; with ticketTitle it is the report and carries a summary of the whole filter. */
  async list(db: Executor, params: BookingListParams): Promise<BookingListResponse> {
    const { page, pageSize, ...asked } = params;
    // The report (a ticket title) counts live bookings only: test bookings stay out of its revenue.
    const filters = { ...asked, liveOnly: Boolean(asked.ticketTitle) };
    const limits = { limit: pageSize, offset: (page - 1) * pageSize };
    if (filters.search && !filters.ticketTitle) {
      const found = await bookingsRepository.searchPage(db, filters, limits);
      // Past the last page the rows cannot carry the number of matches; a first page without rows has none.
      const total = found.total ?? (page > 1 ? await bookingsRepository.count(db, filters) : 0);
      return {
        bookings: found.rows.map(presentBooking),
        page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      };
    }
    // The total is the summary's count (the rollups unless it searches); only the report shows the
    // summary, so the plain list does not sum the refunds.
    const [rows, summary, counted] = await Promise.all([
      bookingsRepository.page(db, filters, limits),
      filters.ticketTitle ? bookingsRepository.summary(db, filters) : undefined,
      filters.ticketTitle ? undefined : bookingsRepository.total(db, filters),
    ]);
    const total = summary?.bookings ?? counted ?? 0;
    return {
      bookings: rows.map(presentBooking),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
      ...(summary ? { summary } : {}),
    };
  },

  /** A page of the send-ticket list, with the total so that every booking stays reachable. */
  async sendTicketList(
    db: Executor,
    query: { ticketTitle: string; sent: SendTicketSentFilter; page: number; pageSize: number },
  ): Promise<SendTicketListResponse> {
    const { ticketTitle, sent, page, pageSize } = query;
    const [rows, total] = await Promise.all([
      bookingsRepository.sendTicketList(db, ticketTitle, sent, todayIn(ATTRACTION_TIME_ZONE), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      bookingsRepository.sendTicketCount(db, ticketTitle, sent),
    ]);
    return {
      bookings: rows.map(presentBooking),
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  },

  /** One booking by its `_id` or by its reference (DXB-…). */
  async detail(db: Executor, idOrReference: string): Promise<Booking> {
    const row = UUID.test(idOrReference)
      ? await bookingsRepository.findById(db, idOrReference)
      : isBookingReference(idOrReference)
        ? await bookingsRepository.findByReference(db, idOrReference)
        : undefined;
    if (!row) throw notFound('booking');
    return presentBooking(row);
  },
};

import { z } from 'zod';
import { LIMITS } from '../domain/constants';
import { reportRangeProblem } from '../domain/booking-money';
import { BookingListQuerySchema, BookingStatusFilterSchema } from './booking';
import { CalendarDateSchema } from './common';

/**
 * The bookings report: visit dates from `dateFrom` to `dateTo`, every ticket or one, under a status
 * filter. Its money is money taken (paid minus refunded, what the bookings' payments and refunds
 * add up to) beside the value booked (their prices after discount now), each under its own name.
 */
export const BookingReportQuerySchema = z
  .object({
    dateFrom: CalendarDateSchema,
    dateTo: CalendarDateSchema,
    ticketTitle: z.string().trim().min(1).max(LIMITS.titleMax).optional(),
    bookingStatus: BookingStatusFilterSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const problem = reportRangeProblem(q.dateFrom, q.dateTo);
    if (problem) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: problem });
  });
export type BookingReportQuery = z.input<typeof BookingReportQuerySchema>;

const Money = z.int();

/** Counts and money of a group of bookings. */
export const ReportFiguresSchema = z.object({
  bookings: z.int(),
  adults: z.int(),
  children: z.int(),
  /** Their prices after discount now (totalDiscountAmount), minor units: not money taken. */
  valueBooked: Money,
  /** Money the customers paid: checkouts and paid date changes, minor units. */
  paid: Money,
  /** Money given back (pending and succeeded refunds), minor units. */
  refunded: Money,
  /** Revenue: money taken, paid minus refunded, minor units. */
  moneyTaken: Money,
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const BookingReportSchema = z.object({
  dateFrom: CalendarDateSchema,
  dateTo: CalendarDateSchema,
  ticketTitle: z.string().nullable(),
  currency: z.string(),
  summary: ReportFiguresSchema,
  /** One row per ticket title (and its service), by value booked, refunds included. */
  tickets: z.array(ReportFiguresSchema.extend({ ticketTitle: z.string(), service: z.string() })),
  /** One row per visit date of the range, days without bookings included: the chart. */
  days: z.array(ReportFiguresSchema.extend({ date: CalendarDateSchema })),
  /** Of the bookings counted, those that came from a waiting list's offer, and their seats. */
  fromWaitlist: z.object({ bookings: z.int(), seats: z.int() }).optional(),
});
export type BookingReport = z.infer<typeof BookingReportSchema>;

/** A ticket title bookings were sold under, live or since renamed or deleted. */
export const BookingTitleSchema = z.object({
  ticketTitle: z.string(),
  service: z.string(),
  /** Whether a live ticket has this title now. */
  live: z.boolean(),
});
export type BookingTitle = z.infer<typeof BookingTitleSchema>;

/** GET /admin/bookings-export: the list's filters (no page); every matching booking as CSV. */
export const BookingExportQuerySchema = BookingListQuerySchema.omit({ page: true, pageSize: true });
export type BookingExportQuery = z.input<typeof BookingExportQuerySchema>;

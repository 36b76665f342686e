import { z } from 'zod';
import {
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingListResponseSchema,
  BookingSchema,
  SendNotificationRequestSchema,
  SendResultSchema,
  SendTicketFieldsSchema,
  SendTicketListQuerySchema,
  SendTicketListResponseSchema,
  SuccessBookingQuerySchema,
  SuccessQuerySchema,
} from '../schemas/booking';
import {
  BookingExportQuerySchema,
  BookingReportQuerySchema,
  BookingReportSchema,
  BookingTitleSchema,
} from '../schemas/report';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

const tag = 'Bookings';
/** Sending marks a booking as notified or ticketed, which moves it in the lists. */
const SEND_WRITE = ['SendTicketBookings', 'Booking'] as const satisfies readonly CacheTag[];

export const bookings = endpoints(paths.bookings, tag, {
  list: {
    summary:
      'Bookings, newest first: filter by service, bookingStatus, ticketTitle (the report, with a summary) and dates; search by reference, name, email or mobile number',
    query: BookingListQuerySchema,
    response: BookingListResponseSchema,
    provides: ['Booking'],
  },
  sendTicketList: {
    summary:
      'Confirmed bookings of a ticket title, upcoming first, a page at a time: sent=unsent (default) those still waiting for their ticket, sent=sent those already sent, sent=all both',
    query: SendTicketListQuerySchema,
    response: SendTicketListResponseSchema,
    provides: ['SendTicketBookings', 'Booking'],
  },
  get: {
    summary: 'One booking by id or reference',
    params: BookingIdParamsSchema,
    response: BookingSchema,
    errors: { 404: 'No booking has this id' },
    provides: ['Booking'],
  },
  /** Not cached: it changes when the payment lands. */
  success: {
    summary:
      'The booking a success-page token belongs to, its ticket title in the language asked (else the booking’s); a pending one is first settled with the payment provider',
    query: SuccessBookingQuerySchema,
    response: BookingSchema,
    errors: { 404: 'No booking has this token, or it has expired' },
  },
  successQr: {
    summary:
      "The voucher's check-in QR code (image/svg+xml) for a success-page token, once the booking is paid",
    query: SuccessQuerySchema,
    produces: 'image/svg+xml',
    errors: { 404: 'No paid booking has this token' },
  },
  report: {
    summary:
      'The bookings of visit dates dateFrom to dateTo (at most 366 days), every ticket or one (ticketTitle), under a status filter: counts, the value booked, money paid, refunded and taken (paid minus refunded), in all, per ticket and per day',
    query: BookingReportQuerySchema,
    response: BookingReportSchema,
    provides: ['Booking'],
  },
  export: {
    summary:
      "Every booking the list's filters match (no page, no cap) as CSV, newest first, streamed; money in the currency's decimal units",
    query: BookingExportQuerySchema,
    produces: 'text/csv',
  },
  titles: {
    summary:
      'The ticket titles bookings were sold under, with their service: live tickets and those since renamed or deleted',
    response: z.array(BookingTitleSchema),
    provides: ['Booking', 'Ticket'],
  },
  successVoucher: {
    summary: 'The voucher PDF (application/pdf) of a paid booking, for its success-page token',
    query: SuccessQuerySchema,
    produces: 'application/pdf',
    errors: { 404: 'No paid booking has this token' },
  },
});

/** The admin's messages to a booking's visitor: a notification, or the provider's ticket files. */
export const sending = endpoints(paths.sending, tag, {
  notification: {
    summary: "Send a message to a booking's visitor by e-mail",
    body: SendNotificationRequestSchema,
    response: SendResultSchema,
    errors: { 404: 'No booking has this id' },
    invalidates: SEND_WRITE,
  },
  ticket: {
    summary:
      "Send a confirmed booking's provider ticket files (multipart/form-data: bookingId, message, files) by e-mail",
    body: SendTicketFieldsSchema,
    bodyKind: 'multipart',
    response: SendResultSchema,
    errors: {
      404: 'No booking has this id',
      409: 'The booking is not confirmed',
      413: 'A file is larger than allowed',
    },
    invalidates: SEND_WRITE,
  },
});

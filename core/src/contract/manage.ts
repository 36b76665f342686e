import { BookingIdParamsSchema } from '../schemas/booking';
import {
  AdminRescheduleRequestSchema,
  ManageBookingViewSchema,
  ManageCancelRequestSchema,
  ManageDetailsRequestSchema,
  ManageLookupRequestSchema,
  ManageLookupResponseSchema,
  ManageRescheduleRequestSchema,
  ManageTokenBodySchema,
  ManageTokenQuerySchema,
  RescheduleQuoteQuerySchema,
  AdminRescheduleQuoteQuerySchema,
  RescheduleQuoteSchema,
  RescheduleResultSchema,
} from '../schemas/manage';
import { endpoints, type CacheTag } from './endpoint';
import { paths } from './paths';

const TOKEN_404 = 'The token is not valid or has expired';
/** A cancel or a move changes a slot's free seats and the booking lists. */
const SEATS_MOVED = ['TimeSlot', 'Booking'] as const satisfies readonly CacheTag[];

/**
 * Manage my booking: the visitor's calls, each opened by the signed token of the
 * confirmation mail's link (never cached: they show what can be done now), and the staff's move.
 */
export const manage = endpoints(paths.manage, 'Manage booking', {
  lookup: {
    summary:
      'Mail the manage link of a booking to its address, given its reference and e-mail; answers the same whether or not they match (limited per IP and e-mail)',
    body: ManageLookupRequestSchema,
    response: ManageLookupResponseSchema,
    status: 202,
    errors: { 429: 'Too many look-ups; see Retry-After' },
  },
  get: {
    summary:
      'The booking a manage token opens: its policy in words, the refund cancelling now gives, and whether it can be cancelled or moved now (and why not)',
    query: ManageTokenQuerySchema,
    response: ManageBookingViewSchema,
    errors: { 404: TOKEN_404 },
  },
  voucher: {
    summary: "The booking's voucher PDF (application/pdf) again",
    query: ManageTokenQuerySchema,
    produces: 'application/pdf',
    errors: { 404: `${TOKEN_404}, or the booking has no voucher (not paid, or cancelled)` },
  },
  qr: {
    summary:
      "The voucher's check-in QR code (image/svg+xml) again, for a paid booking the manage token opens",
    query: ManageTokenQuerySchema,
    produces: 'image/svg+xml',
    errors: { 404: `${TOKEN_404}, or the booking has no voucher (not paid, or cancelled)` },
  },
  resend: {
    summary: 'Mail the confirmation (with its voucher) again (limited per booking and IP)',
    body: ManageTokenBodySchema,
    response: ManageLookupResponseSchema,
    status: 202,
    errors: {
      404: TOKEN_404,
      409: 'The booking is not confirmed (NOT_ALLOWED)',
      429: 'Too many resends; see Retry-After',
    },
  },
  cancel: {
    summary:
      'Cancel the booking under its policy: refunds what the policy gives now (the refund the visitor was shown, else 409 REFUND_CHANGED) and frees the seats',
    body: ManageCancelRequestSchema,
    response: ManageBookingViewSchema,
    errors: {
      404: TOKEN_404,
      409: 'Cancelling is not allowed now (NOT_CANCELLABLE), or the refund changed (REFUND_CHANGED, with the current one)',
    },
    invalidates: SEATS_MOVED,
  },
  adminRescheduleQuote: {
    tag: 'Bookings',
    summary:
      'What moving a booking to another date and slot would cost (positive: to charge or waive; negative: refunded) and the seats left, changing nothing',
    params: BookingIdParamsSchema,
    query: AdminRescheduleQuoteQuerySchema,
    response: RescheduleQuoteSchema,
    errors: {
      404: 'No booking has this id',
      409: 'The booking cannot be moved (NOT_ALLOWED), or the date or slot cannot be booked (DATE_UNAVAILABLE)',
    },
  },
  rescheduleQuote: {
    summary:
      'What moving the booking to a date and slot would cost (positive: to pay, negative: refunded) and whether seats are left',
    query: RescheduleQuoteQuerySchema,
    response: RescheduleQuoteSchema,
    errors: {
      404: TOKEN_404,
      409: 'Changing the date is not allowed now (NOT_ALLOWED), or the date or slot cannot be booked (DATE_UNAVAILABLE)',
    },
  },
  reschedule: {
    summary:
      'Move the booking to another date and slot (same ticket, preference and party) until the free-cancellation cut-off: at once for the same or a lower price (the difference refunded), or after paying a higher one at the answered URL',
    body: ManageRescheduleRequestSchema,
    response: RescheduleResultSchema,
    errors: {
      404: TOKEN_404,
      409: 'Not allowed now (NOT_ALLOWED), the date or slot cannot be booked (DATE_UNAVAILABLE), no seats left (SLOT_FULL), another change awaits its payment (CHANGE_PENDING), or the difference changed (PRICE_CHANGED, with the current one)',
    },
    invalidates: SEATS_MOVED,
  },
  details: {
    summary:
      'Change the pickup point (one of the ticket’s, at the same extra price) and the answers to the ticket’s questions until the date-change cut-off',
    body: ManageDetailsRequestSchema,
    response: ManageBookingViewSchema,
    errors: {
      404: TOKEN_404,
      409: 'Not allowed now, or the new point costs another price (NOT_ALLOWED)',
      422: 'The pickup point is not offered, a pickup is required, or an answer is missing or wrong',
    },
    invalidates: ['Booking'],
  },
  adminReschedule: {
    tag: 'Bookings',
    summary:
      "Move a booking to another date and slot on the customer's behalf: a lower price refunds the difference; a higher one needs waiveDifference (no payment asked)",
    params: BookingIdParamsSchema,
    body: AdminRescheduleRequestSchema,
    response: RescheduleResultSchema,
    errors: {
      404: 'No booking has this id',
      409: 'The booking cannot be moved (NOT_ALLOWED), the date or slot cannot be booked (DATE_UNAVAILABLE), no seats left (SLOT_FULL), or the price is higher and not waived (PRICE_CHANGED)',
    },
    invalidates: SEATS_MOVED,
  },
});

import { localeOr } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import { iso } from '../lib/present';
import type { BookingRow } from './repository';
import { bookingPickupOf } from '../pickups/presenter';

// Turns a bookings row into the specification's camelCase JSON.

/** Payment-provider ids and token hashes stay on the server. */
export function presentBooking(row: BookingRow): Booking {
  return {
    _id: row.id,
    bookingId: row.booking_id,
    bookingStatus: row.booking_status,
    ticketId: row.ticket_id,
    ticketTitle: row.ticket_title,
    service: row.service,
    ticketType: row.ticket_type,
    preference: row.preference,
    bookingDate: row.booking_date,
    bookingDateString: row.booking_date_string,
    bookingDay: row.booking_day,
    timeSlot: row.time_slot,
    adultCount: row.adult_count,
    childCount: row.child_count,
    adultTotal: row.adult_total,
    childTotal: row.child_total,
    totalAmount: row.total_amount,
    couponCode: row.coupon_code,
    discountValue: row.discount_value,
    discountAmount: row.discount_amount,
    totalDiscountAmount: row.total_discount_amount,
    currency: row.currency,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobile_number,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    ticketSentAt: iso(row.ticket_sent_at),
    notificationSentAt: iso(row.notification_sent_at),
    holdExpiresAt: iso(row.hold_expires_at),
    refundedAmount: row.refunded_amount ?? 0,
    amountPaid: row.amount_paid ?? 0,
    channel: {
      kind: row.channel ?? 'website',
      resellerId: row.reseller_id ?? null,
      resellerReference: row.reseller_reference ?? null,
      testMode: row.test_mode ?? false,
    },
    locale: localeOr(row.locale),
    pickup: bookingPickupOf(row.pickup, { bookingDate: row.booking_date, timeSlot: row.time_slot }),
    pickupTotal: row.pickup_total ?? 0,
    answers: (row.answers as Booking['answers']) ?? null,
  };
}

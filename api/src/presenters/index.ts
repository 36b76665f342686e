import type {
  ActivePromotion,
  BlockedDate,
  BlockedTimeSlot,
  Booking,
  Coupon,
  Product,
  Promotion,
  Ticket,
} from '@tours/core/schemas';

/** Presenters turn snake_case rows into the specification's camelCase JSON (DESIGN section 3). */

const iso = (v: Date | string | null | undefined): string | null => (v ? new Date(v).toISOString() : null);
const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined) return fallback;
  return (typeof v === 'string' ? JSON.parse(v) : v) as T;
};

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  product_group: string;
  host_name: string;
  description: string;
  location: string | null;
  images: unknown;
  currency: string;
  time_zone: string;
}

export function presentProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    productGroup: row.product_group,
    hostName: row.host_name,
    description: row.description,
    images: json<string[]>(row.images, []),
    currency: row.currency,
    timeZone: row.time_zone,
    ...(row.location ? { location: row.location } : {}),
  };
}

export interface TicketRow {
  id: string;
  service: string;
  title: string;
  ticket_type: string;
  description: string;
  included: unknown;
  pricing: unknown;
  time_slots: unknown;
  is_time_slot: boolean;
  adult_qr_count: number;
  child_qr_count: number;
  currency: string;
  is_adult_bogo: boolean;
  is_child_bogo: boolean;
  ticket_images: unknown;
  attraction_closed: unknown;
  capacity_per_slot: number | null;
  max_per_booking: number;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function presentTicket(row: TicketRow): Ticket {
  return {
    _id: row.id,
    service: row.service,
    title: row.title,
    ticketType: row.ticket_type,
    description: row.description,
    included: json<string[]>(row.included, []),
    pricing: json<Ticket['pricing']>(row.pricing, []),
    timeSlots: json<string[]>(row.time_slots, []),
    isTimeSlot: row.is_time_slot,
    adultQrCount: row.adult_qr_count,
    childQrCount: row.child_qr_count,
    currency: row.currency,
    isAdultByOneGetOneActive: row.is_adult_bogo,
    isChildByOneGetOneActive: row.is_child_bogo,
    ticketImages: json<string[]>(row.ticket_images, []),
    attractionClosed: json<Ticket['attractionClosed']>(row.attraction_closed, []),
    capacityPerSlot: row.capacity_per_slot,
    maxPerBooking: row.max_per_booking,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export interface BlockedDateRow {
  id: string;
  service: string;
  ticket_id: string;
  blocked_date: string;
}

export function presentBlockedDate(row: BlockedDateRow): BlockedDate {
  return { _id: row.id, service: row.service, ticketId: row.ticket_id, blockedDate: row.blocked_date };
}

export interface BlockedTimeSlotRow {
  id: string;
  service: string;
  ticket_id: string;
  date: string;
  time_slot: string;
}

export function presentBlockedTimeSlot(row: BlockedTimeSlotRow): BlockedTimeSlot {
  return {
    _id: row.id,
    date: row.date,
    ticketId: row.ticket_id,
    service: row.service,
    timeSlot: row.time_slot,
  };
}

export interface BookingRow {
  id: string;
  booking_id: string;
  booking_status: Booking['bookingStatus'];
  ticket_id: string;
  ticket_title: string;
  service: string;
  ticket_type: string;
  preference: string;
  booking_date: string;
  booking_date_string: string;
  booking_day: string;
  time_slot: string | null;
  adult_count: number;
  child_count: number;
  adult_total: number;
  child_total: number;
  total_amount: number;
  coupon_code: string | null;
  discount_value: number;
  discount_amount: number;
  total_discount_amount: number;
  currency: string;
  name: string;
  email: string;
  mobile_number: string;
  created_at: Date;
  paid_at: Date | null;
  ticket_sent_at: Date | null;
  notification_sent_at: Date | null;
  hold_expires_at: Date | null;
}

/** Payment-provider ids, token hashes and amounts paid stay on the server. */
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
  };
}

export interface CouponRow {
  id: string;
  code: string;
  discount_value: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_redemptions: number | null;
  redeemed: number;
  service: string | null;
  active: boolean;
  created_at: Date;
}

export function presentCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    discountValue: row.discount_value,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    maxRedemptions: row.max_redemptions,
    redeemed: row.redeemed,
    service: row.service,
    active: row.active,
    createdAt: iso(row.created_at)!,
  };
}

export interface PromotionRow {
  id: string;
  title: string;
  message: string;
  coupon_code: string | null;
  image_url: string | null;
  valid_from: Date | null;
  valid_until: Date | null;
  service: string | null;
  host_name: string | null;
  active: boolean;
  /** Joined from the coupon named by coupon_code. */
  discount_value: number | null;
}

export function presentPromotion(row: PromotionRow): Promotion {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    couponCode: row.coupon_code,
    discountValue: row.discount_value ?? null,
    imageUrl: row.image_url,
    validFrom: iso(row.valid_from),
    validUntil: iso(row.valid_until),
    service: row.service,
    hostName: row.host_name,
    active: row.active,
  };
}

export function presentActivePromotion(row: PromotionRow): ActivePromotion {
  return {
    title: row.title,
    message: row.message,
    couponCode: row.coupon_code,
    discountValue: row.discount_value ?? null,
    imageUrl: row.image_url,
    validUntil: iso(row.valid_until),
  };
}

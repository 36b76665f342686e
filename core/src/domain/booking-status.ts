export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'redeemed',
  'expired',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * pending -> confirmed | expired | failed; confirmed -> redeemed (checked in) | cancelled | refunded
 * (docs/ARCHITECTURE.md). A payment can arrive after its hold expired: the expired booking is then
 * confirmed when its seats are still free, or refunded when they are not. redeemed -> confirmed
 * only when every admission of a wrong scan is undone (statusAfterAdmissions in ./checkin).
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'expired', 'failed'],
  confirmed: ['redeemed', 'cancelled', 'refunded'],
  redeemed: ['confirmed'],
  expired: ['confirmed', 'refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * Statuses whose seats count against a slot's capacity (a pending one only while its hold lasts); a
 * checked-in party still occupies its seats. The bookings_track_occupancy trigger lists the same.
 */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'redeemed'];

/**
 * The list filter's values: one status, or `paid` for every booking whose money was taken and kept
 * (confirmed, or checked in since). A report on `confirmed` alone would lose revenue as guests
 * arrive, so the back office reports on `paid` by default.
 */
export const BOOKING_STATUS_FILTERS = [...BOOKING_STATUSES, 'paid'] as const;
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number];

export const PAID_STATUSES: readonly BookingStatus[] = ['confirmed', 'redeemed'];

/** The statuses a list filter value stands for. */
export function statusesMatching(filter: BookingStatusFilter): readonly BookingStatus[] {
  return filter === 'paid' ? PAID_STATUSES : [filter];
}

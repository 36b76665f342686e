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

/** Paid and kept: the money was taken, the seats are held and the voucher is valid. */
export const PAID_STATUSES: readonly BookingStatus[] = ['confirmed', 'redeemed'];

export function isPaidStatus(status: BookingStatus): boolean {
  return PAID_STATUSES.includes(status);
}

/**
 * Paid at some time: still paid, or paid and given back since (cancelled, refunded). A payment
 * arriving for such a booking finds it already settled, and the gate's list shows its withdrawn
 * voucher so that a scan of it is refused by name.
 */
export const SETTLED_STATUSES: readonly BookingStatus[] = [...PAID_STATUSES, 'cancelled', 'refunded'];

/** The statuses a list filter value stands for. */
export function statusesMatching(filter: BookingStatusFilter): readonly BookingStatus[] {
  return filter === 'paid' ? PAID_STATUSES : [filter];
}

/**
 * Whether a booking's mails carry our voucher (its check-in QR code): only once it is paid. A
 * pending, expired or failed booking was never paid and a cancelled or refunded one gave its seats
 * back, so a voucher would show the gate a code it must refuse.
 */
export function carriesVoucher(status: BookingStatus): boolean {
  return isPaidStatus(status);
}

const NO_VOUCHER_BECAUSE: Record<BookingStatus, string | null> = {
  pending: 'is not paid yet (its checkout is still open)',
  expired: 'expired before it was paid',
  failed: 'was never paid (its payment failed)',
  cancelled: 'was cancelled',
  refunded: 'was refunded',
  confirmed: null,
  redeemed: null,
};

/**
 * Why a booking's mails go without a voucher, as staff read it after "This booking …" ("was
 * cancelled"), or null when they carry one.
 */
export function voucherWithheldReason(status: BookingStatus): string | null {
  return NO_VOUCHER_BECAUSE[status];
}

import type { BookingStatus } from './booking-status';
import { addDays, zonedDateTime, type CalendarDate } from './calendar';
import { ATTRACTION_TIME_ZONE } from './constants';

/**
 * What a booking's wallet pass says of it: `active` until the visit, `used` once someone of the
 * party is checked in, `voided` once it is cancelled or refunded. Apple and Google show each in their
 * own way (a voided pass, a completed or inactive object); the barcode stays the check-in code.
 */
export type WalletPassState = 'active' | 'used' | 'voided';

const PASS_STATE: Record<BookingStatus, WalletPassState | null> = {
  confirmed: 'active',
  redeemed: 'used',
  cancelled: 'voided',
  refunded: 'voided',
  // Never paid: no pass is issued (and none could have been: a pass is issued for a paid booking).
  pending: null,
  expired: null,
  failed: null,
};

/** The state of a booking's pass, or null when the booking has none (it was never paid). */
export function walletPassState(status: BookingStatus): WalletPassState | null {
  return PASS_STATE[status];
}

/** Whether a pass may be issued now: only for a paid booking (one a voucher is issued for). */
export function issuesWalletPass(status: BookingStatus): boolean {
  return PASS_STATE[status] === 'active' || PASS_STATE[status] === 'used';
}

/**
 * When a pass matters, as ISO date-times with the attraction's offset (Dubai time on the pass):
 * `relevantDate`, when the phone shows it on the lock screen, is the slot's start (the day's start
 * for a whole-day ticket); `expirationDate`, after which the wallet files it as expired, is the
 * first instant after the visit's day.
 */
export function walletPassTimes(
  visit: { bookingDate: CalendarDate; timeSlot: string | null },
  timeZone: string = ATTRACTION_TIME_ZONE,
): { relevantDate: string; expirationDate: string } {
  return {
    relevantDate: zonedDateTime(visit.bookingDate, visit.timeSlot ?? '00:00', timeZone),
    expirationDate: zonedDateTime(addDays(visit.bookingDate, 1), '00:00', timeZone),
  };
}

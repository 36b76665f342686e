import type { BookingRow as PresentedBookingRow } from '../presenters';

/**
 * Every column of a bookings row as the checkout reads it (the shared presenter's BookingRow is the
 * subset it shows); presentBooking in ../presenters turns either into the specification's JSON.
 * snake_case; dates as YYYY-MM-DD strings, timestamps as Date.
 */
export interface BookingRow extends PresentedBookingRow {
  preference_index: number;
  success_token_hash: string | null;
  payment_provider: string | null;
  payment_session_id: string | null;
  amount_paid: number | null;
  paid_currency: string | null;
  updated_at: Date;
}

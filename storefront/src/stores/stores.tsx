import { BookingStore, CheckoutStore } from '@tours/core/stores';
import { api } from '@/lib/api';

/**
 * The visitor's in-progress booking, one per tab, kept in sessionStorage so it survives a reload.
 *
 * This module (and with it MobX) is imported only by the booking pages and loaded on demand by the
 * product page when a ticket is chosen, so the home and product pages start without it.
 */
let booking: BookingStore | null = null;
let checkout: CheckoutStore | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getBookingStore(): BookingStore {
  booking ??= new BookingStore({ storage: sessionStorageOrNull() });
  return booking;
}

export function useBooking(): BookingStore {
  return getBookingStore();
}

/** Coupon validation and checkout creation for the booking (core CheckoutStore). */
export function useCheckout(): CheckoutStore {
  checkout ??= new CheckoutStore({ api, booking: getBookingStore() });
  return checkout;
}

import { createContext, useContext, type ReactNode } from 'react';
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

/** A booking other than the visitor's in-progress one, for the part of a page that asks about it. */
const ScopedBooking = createContext<BookingStore | null>(null);

export function useBooking(): BookingStore {
  return useContext(ScopedBooking) ?? getBookingStore();
}

/**
 * Lets the booking's own parts (the pickup choice, the questions) ask about another booking than the
 * one in progress: a waiting-list offer is paid for on its own page, and the visitor may be choosing
 * another visit in the same tab.
 */
export function BookingScope({ booking, children }: { booking: BookingStore; children: ReactNode }) {
  return <ScopedBooking.Provider value={booking}>{children}</ScopedBooking.Provider>;
}

/** Coupon validation and checkout creation for the booking (core CheckoutStore). */
export function useCheckout(): CheckoutStore {
  checkout ??= new CheckoutStore({ api, booking: getBookingStore() });
  return checkout;
}

import {
  LOCALES,
  translated,
  walletPassState,
  walletPassTimes,
  type Locale,
  type Translations,
  type WalletPassState,
} from '@tours/core/domain';
import type { Executor } from '../db';
import { findPassSecret, type BookingRow } from '../bookings/repository';
import { localeOfBooking, walletRepository as repo, type WalletPassRow } from './repository';

/** Everything a booking's pass shows, in either wallet: read once, rendered by apple-pass and google-pass. */
export interface PassFacts {
  booking: BookingRow;
  state: WalletPassState;
  /** The language the booking was made in: the pass's words. */
  locale: Locale;
  attraction: {
    /** In the booking's language. */
    name: string;
    /** In every language (Google shows the one of the phone). */
    names: Record<Locale, string>;
    place: string | null;
    coordinates: { latitude: number; longitude: number } | null;
  };
  /** The voucher's check-in code: the barcode of both passes. */
  checkinCode: string;
  /** When the pass matters, with Dubai's offset (core's walletPassTimes). */
  times: { relevantDate: string; expirationDate: string };
  pass: WalletPassRow;
}

/**
 * The facts of a booking's pass, or null when it has none (never paid, so no check-in code). The
 * pass record is made here on first use, so its serial and token exist before anything is signed.
 */
export async function passFactsOf(db: Executor, booking: BookingRow): Promise<PassFacts | null> {
  const state = walletPassState(booking.booking_status);
  if (!state) return null;
  const [checkinCode, product, pass] = await Promise.all([
    findPassSecret(db, booking.id),
    repo.findAttraction(db, booking.service),
    repo.ensurePass(db, booking.id),
  ]);
  if (!checkinCode) return null;
  const english = product?.name ?? booking.service;
  const translations = (product?.translations ?? null) as Translations<'name'> | null;
  const names = Object.fromEntries(
    LOCALES.map((l) => [l, translated(english, translations, l, 'name')]),
  ) as Record<Locale, string>;
  const locale = localeOfBooking(booking);
  return {
    booking,
    state,
    locale,
    attraction: {
      name: names[locale],
      names,
      place: product?.location ?? null,
      coordinates:
        product?.latitude != null && product.longitude != null
          ? { latitude: Number(product.latitude), longitude: Number(product.longitude) }
          : null,
    },
    checkinCode,
    times: walletPassTimes({ bookingDate: booking.booking_date, timeSlot: booking.time_slot }),
    pass,
  };
}

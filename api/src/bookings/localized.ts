import { DEFAULT_LOCALE, translated, type Locale, type TranslatedLocale } from '@tours/core/domain';
import { TicketTranslationsSchema, type Booking } from '@tours/core/schemas';
import type { Executor } from '../db';
import { json } from '../lib/present';
import { storedTranslations } from '../lib/translations';
import { presentBooking } from './presenter';
import type { BookingRow } from './repository';

/**
 * A booking as a visitor's page reads it in a language: its ticket's title and option as staff
 * translated them into that language, else as it was sold (English). The booking itself keeps the
 * English words (staff, reports and the CSV read them); a ticket deleted since still has its words.
 */
export async function bookingInLanguage(db: Executor, booking: Booking, locale: Locale): Promise<Booking> {
  if (locale === 'en') return booking;
  const ticket = (await db('tickets').where({ id: booking.ticketId }).first('translations', 'pricing')) as
    { translations: unknown; pricing: unknown } | undefined;
  const translations = storedTranslations(TicketTranslationsSchema, ticket?.translations);
  // An option's words stand at its pricing entry's place.
  const at = json<{ preference: string }[]>(ticket?.pricing, []).findIndex(
    (p) => p.preference === booking.preference,
  );
  const option = at === -1 ? undefined : translations[locale as TranslatedLocale]?.preferences?.[at];
  return {
    ...booking,
    ticketTitle: translated(booking.ticketTitle, translations, locale, 'title'),
    ...(option?.trim() ? { preference: option } : {}),
  };
}

/** A booking as its mails and voucher present it: its ticket's words in the language it was made in. */
export async function presentInItsLanguage(db: Executor, row: BookingRow): Promise<Booking> {
  const presented = presentBooking(row);
  return bookingInLanguage(db, presented, presented.locale ?? DEFAULT_LOCALE);
}

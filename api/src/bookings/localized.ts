import { translated, type Locale } from '@tours/core/domain';
import { TicketTranslationsSchema, type Booking } from '@tours/core/schemas';
import type { Executor } from '../db';
import { storedTranslations } from '../lib/translations';

/**
 * A booking as a visitor's page reads it in a language: its ticket's title as staff translated it
 * into that language, else the title it was sold under (English). The booking itself keeps the
 * English title (staff, reports and the CSV read it); a ticket deleted since still has its words.
 */
export async function bookingInLanguage(db: Executor, booking: Booking, locale: Locale): Promise<Booking> {
  if (locale === 'en') return booking;
  const ticket = (await db('tickets').where({ id: booking.ticketId }).first('translations')) as
    { translations: unknown } | undefined;
  const translations = storedTranslations(TicketTranslationsSchema, ticket?.translations);
  return { ...booking, ticketTitle: translated(booking.ticketTitle, translations, locale, 'title') };
}

import { createPrivateKey } from 'node:crypto';
import { LOCALE_TAGS, LOCALES, type Locale } from '@tours/core/domain';
import { SignJWT } from 'jose';
import { wordsFor } from '../i18n';
import type { PassFacts } from './facts';
import { PASS_COLOURS } from './images';
import type { GoogleWalletSettings } from './settings';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

interface LocalizedString {
  defaultValue: { language: string; value: string };
  translatedValues?: { language: string; value: string }[];
}

const inOneLanguage = (locale: Locale, value: string): LocalizedString => ({
  defaultValue: { language: LOCALE_TAGS[locale], value },
});

/** A text in English with its other languages: Google shows the phone's. */
function inEveryLanguage(values: Record<Locale, string>): LocalizedString {
  return {
    defaultValue: { language: LOCALE_TAGS.en, value: values.en },
    translatedValues: LOCALES.filter((l) => l !== 'en' && values[l] !== values.en).map((l) => ({
      language: LOCALE_TAGS[l],
      value: values[l],
    })),
  };
}

/** Google's object states for the pass's: a used ticket is COMPLETED, a cancelled one INACTIVE. */
const OBJECT_STATE = { active: 'ACTIVE', used: 'COMPLETED', voided: 'INACTIVE' } as const;

/** Ids are `<issuer id>.<suffix>`; one class per ticket, one object per booking (its pass serial). */
export const classIdOf = (settings: GoogleWalletSettings, facts: PassFacts) =>
  `${settings.issuerId}.ticket-${facts.booking.ticket_id}`;
export const objectIdOf = (settings: GoogleWalletSettings, facts: PassFacts) =>
  `${settings.issuerId}.${facts.pass.serial_number}`;

/** The event ticket class: what every booking of a ticket shares (the attraction, its place). */
export function eventTicketClassOf(settings: GoogleWalletSettings, facts: PassFacts, issuerName: string) {
  return {
    id: classIdOf(settings, facts),
    issuerName,
    reviewStatus: 'UNDER_REVIEW',
    eventName: inEveryLanguage(facts.attraction.names),
    hexBackgroundColor: PASS_COLOURS.hex,
    ...(facts.attraction.place
      ? {
          venue: {
            name: inEveryLanguage(facts.attraction.names),
            address: inOneLanguage('en', facts.attraction.place),
          },
        }
      : {}),
  };
}

/** The booking's event ticket object: its visit, party, reference and the voucher's check-in code. */
export function eventTicketObjectOf(settings: GoogleWalletSettings, facts: PassFacts) {
  const w = wordsFor(facts.locale);
  const { booking } = facts;
  const modules = [
    { id: 'ticket', header: w.t('fact.ticket'), body: booking.ticket_title },
    { id: 'visit', header: w.t('fact.date'), body: w.date(booking.booking_date) },
    ...(booking.time_slot ? [{ id: 'time', header: w.t('fact.time'), body: booking.time_slot }] : []),
    { id: 'adults', header: w.t('fact.adults'), body: String(booking.adult_count) },
    ...(booking.child_count > 0
      ? [{ id: 'children', header: w.t('fact.children'), body: String(booking.child_count) }]
      : []),
    ...(facts.state === 'active'
      ? []
      : [{ id: 'status', header: w.t('wallet.status'), body: w.t(`wallet.state.${facts.state}`) }]),
  ];
  return {
    id: objectIdOf(settings, facts),
    classId: classIdOf(settings, facts),
    state: OBJECT_STATE[facts.state],
    ticketHolderName: booking.name,
    ticketNumber: booking.booking_id,
    barcode: { type: 'QR_CODE', value: facts.checkinCode, alternateText: booking.booking_id },
    // Shown from the visit's day until it ends, in Dubai time (the offsets are Dubai's).
    validTimeInterval: {
      start: { date: facts.times.relevantDate },
      end: { date: facts.times.expirationDate },
    },
    textModulesData: modules,
    ...(facts.attraction.coordinates ? { locations: [facts.attraction.coordinates] } : {}),
    hexBackgroundColor: PASS_COLOURS.hex,
  };
}

/**
 * The "Save to Google Wallet" link: a JWT signed RS256 with the service account's key, carrying the
 * class and the object, so Google creates both when the visitor saves it. `origins` are the sites
 * allowed to show the button.
 */
export async function googleSaveUrl(
  settings: GoogleWalletSettings,
  facts: PassFacts,
  options: { origins: string[]; issuerName: string; now?: Date },
): Promise<string> {
  const key = createPrivateKey(settings.privateKey.reveal());
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: options.origins,
    payload: {
      eventTicketClasses: [eventTicketClassOf(settings, facts, options.issuerName)],
      eventTicketObjects: [eventTicketObjectOf(settings, facts)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt(options.now ? Math.floor(options.now.getTime() / 1000) : undefined)
    .sign(key);
  return GOOGLE_SAVE_URL + jwt;
}

import {
  DEFAULT_CANCELLATION_POLICY,
  questionIn,
  translated,
  translatedList,
  type Locale,
  type QuestionDefinition,
  type TranslatedLocale,
} from '@tours/core/domain';
import { TicketTranslationsSchema, type Ticket } from '@tours/core/schemas';
import { iso, json } from '../lib/present';
import { presentPickupPoint } from '../pickups/presenter';
import type { PickupPointRow } from '../pickups/repository';
import { storedTranslations } from '../lib/translations';
import type { TicketRow } from './repository';

// Turns a tickets row into the specification's camelCase JSON.

/** A ticket as staff edit it: English in its fields, the other languages under `translations`. */
export function presentTicket(row: TicketRow, points?: readonly PickupPointRow[]): Ticket {
  // Staff read the ids of the points, as the update takes them: a read, minus its id and
  // timestamps, writes back unchanged.
  return {
    ...presentTicketFields(row),
    ...(points ? { pickupPointIds: points.map((p) => p.id) } : {}),
    translations: ticketTranslations(row),
  };
}

/**
 * A ticket as a visitor reads it: its title, description, what is included, meeting point and
 * questions in `locale`, each in English where it is not translated; each pricing entry's `label`,
 * its preference in `locale` where written (the preference itself stays the English one a booking
 * names).
 */
export function presentTicketIn(row: TicketRow, locale: Locale, points?: readonly PickupPointRow[]): Ticket {
  const ticket = presentTicketFields(row, points);
  const questions = ticket.questions?.map((q) => questionIn(q as QuestionDefinition, locale));
  if (locale === 'en') return { ...ticket, questions };
  const translations = ticketTranslations(row);
  const maybe = (english: string | null | undefined, field: 'meetingPoint' | 'meetingPointInstructions') =>
    english == null ? english : translated(english, translations, locale, field);
  return {
    ...ticket,
    title: translated(ticket.title, translations, locale, 'title'),
    description: translated(ticket.description, translations, locale, 'description'),
    included: translatedList(ticket.included, translations, locale, 'included'),
    meetingPoint: maybe(ticket.meetingPoint, 'meetingPoint'),
    meetingPointInstructions: maybe(ticket.meetingPointInstructions, 'meetingPointInstructions'),
    pricing: ticket.pricing.map((entry, i) => {
      const label = translations[locale as TranslatedLocale]?.preferences?.[i];
      return label?.trim() ? { ...entry, label } : entry;
    }),
    questions,
  };
}

export function ticketTranslations(row: Pick<TicketRow, 'translations'>) {
  return storedTranslations(TicketTranslationsSchema, row.translations);
}

function presentTicketFields(row: TicketRow, points?: readonly PickupPointRow[]): Ticket {
  return {
    _id: row.id,
    service: row.service,
    title: row.title,
    ticketType: row.ticket_type,
    description: row.description,
    included: json<string[]>(row.included, []),
    pricing: json<Ticket['pricing']>(row.pricing, []),
    timeSlots: json<string[]>(row.time_slots, []),
    isTimeSlot: row.is_time_slot,
    adultQrCount: row.adult_qr_count,
    childQrCount: row.child_qr_count,
    currency: row.currency,
    isAdultByOneGetOneActive: row.is_adult_bogo,
    isChildByOneGetOneActive: row.is_child_bogo,
    ticketImages: json<string[]>(row.ticket_images, []),
    attractionClosed: json<Ticket['attractionClosed']>(row.attraction_closed, []),
    capacityPerSlot: row.capacity_per_slot,
    maxPerBooking: row.max_per_booking,
    cancellationPolicy: json<Ticket['cancellationPolicy']>(
      row.cancellation_policy,
      DEFAULT_CANCELLATION_POLICY,
    ),
    durationMinutes: row.duration_minutes ?? null,
    meetingPoint: row.meeting_point ?? null,
    childAgeRange:
      row.child_age_min == null || row.child_age_max == null
        ? null
        : { min: row.child_age_min, max: row.child_age_max },
    meetingPointLocation:
      row.meeting_point_latitude == null || row.meeting_point_longitude == null
        ? null
        : { latitude: Number(row.meeting_point_latitude), longitude: Number(row.meeting_point_longitude) },
    meetingPointInstructions: row.meeting_point_instructions ?? null,
    meetingPointPhoto: row.meeting_point_photo ?? null,
    pickupMode: row.pickup_mode ?? 'none',
    // A ticket with no points (or read without them: a list that does not need them) names none,
    // so that what visitors read of it is what staff may write back.
    ...(points?.length ? { pickupPoints: points.map(presentPickupPoint) } : {}),
    questions: json<QuestionDefinition[]>(row.questions, []),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

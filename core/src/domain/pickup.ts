import { calendarDateOf, isTimeOfDay, timeOfDayIn, zonedDateTime, type CalendarDate } from './calendar';
import { ATTRACTION_TIME_ZONE } from './constants';
import type { MinorUnits } from './money';

/**
 * Hotel pickups and meeting points. A ticket either collects its guests (from a list of pickup
 * points, each with how long before the start the driver arrives and an optional extra price per
 * participant) or meets them somewhere; the time a guest is collected is computed here, once, for
 * the checkout, the mails, the manage page and the guide's manifest.
 */

/** Whether a ticket collects its guests: not at all, when asked, or always. */
export const PICKUP_MODES = ['none', 'optional', 'required'] as const;
export type PickupMode = (typeof PICKUP_MODES)[number];

/** The longest a driver may arrive before the start: a day. */
export const PICKUP_MINUTES_BEFORE_MAX = 1440;

export interface PickupPointDetails {
  id: string;
  /** A hotel or a place: "Atlantis The Palm". */
  name: string;
  /** The district, for the searchable list: "Palm Jumeirah". */
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  /** How many minutes before the start the driver is at the point. */
  minutesBefore: number;
  /** Extra price per participant, minor units (0: included). */
  extraPrice: MinorUnits;
}

/** A wall-clock time of the attraction's zone on a calendar date. */
export interface LocalDateTime {
  date: CalendarDate;
  /** `HH:mm` */
  time: string;
}

/**
 * When the driver is at the pickup point: the start (a calendar date and `HH:mm` in the attraction's
 * zone) minus the point's minutes, as the zone's wall clock shows it. The arithmetic is on instants,
 * so a pickup before midnight lands on the previous day and a zone that changes its clocks in
 * between still gives the time a guest reads on their watch. Null when the visit has no start time.
 */
export function pickupTime(
  start: { date: CalendarDate; time: string | null | undefined },
  minutesBefore: number,
  timeZone: string = ATTRACTION_TIME_ZONE,
): LocalDateTime | null {
  if (!start.time || !isTimeOfDay(start.time)) return null;
  if (!Number.isInteger(minutesBefore) || minutesBefore < 0 || minutesBefore > PICKUP_MINUTES_BEFORE_MAX) {
    throw new RangeError(
      `minutes before the start must be 0 to ${PICKUP_MINUTES_BEFORE_MAX}, got ${minutesBefore}`,
    );
  }
  const startsAt = Date.parse(zonedDateTime(start.date, start.time, timeZone));
  const at = new Date(startsAt - minutesBefore * 60_000);
  return { date: calendarDateOf(at, timeZone), time: timeOfDayIn(timeZone, at) };
}

/** Why a booking's pickup choice is refused, or null when it stands. */
export type PickupChoiceProblem = 'pickup_required' | 'pickup_not_offered' | 'unknown_pickup_point';

export const PICKUP_CHOICE_MESSAGES: Record<PickupChoiceProblem, string> = {
  pickup_required: 'This tour collects every guest: choose your hotel or pickup point.',
  pickup_not_offered: 'This ticket has no pickup: you meet at its meeting point.',
  unknown_pickup_point: 'This pickup point is not offered for this ticket.',
};

/**
 * The pickup choice rule: a ticket without pickups takes none, a required pickup must name one of
 * the ticket's points, an optional one may name one or none ("I'll meet you there").
 */
export function pickupChoiceProblem(
  mode: PickupMode,
  chosenPointId: string | null | undefined,
  offeredPointIds: readonly string[],
): PickupChoiceProblem | null {
  if (mode === 'none') return chosenPointId ? 'pickup_not_offered' : null;
  if (!chosenPointId) return mode === 'required' ? 'pickup_required' : null;
  return offeredPointIds.includes(chosenPointId) ? null : 'unknown_pickup_point';
}

/** The extra price per participant a chosen point adds (0 without a pickup). */
export function pickupExtraOf(point: Pick<PickupPointDetails, 'extraPrice'> | null | undefined): MinorUnits {
  return point?.extraPrice ?? 0;
}

/**
 * A link that opens maps at a place's coordinates. The https form works on every phone and desktop
 * (Android and iOS hand it to their maps app); coordinates are rounded to 6 places (about 10 cm).
 */
export function mapsUrl(latitude: number, longitude: number): string {
  const q = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}

/** The points whose name, area or address contains every word of the query (case-insensitive). */
export function searchPickupPoints<P extends Pick<PickupPointDetails, 'name' | 'area' | 'address'>>(
  points: readonly P[],
  query: string,
): P[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...points];
  return points.filter((p) => {
    const text = `${p.name} ${p.area} ${p.address}`.toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}

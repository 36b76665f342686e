import type { CalendarDate } from './calendar';
import { ATTRACTION_TIME_ZONE } from './constants';
import { pickupTime } from './pickup';
import { answeredQuestions, answerText, type BookingAnswers, type QuestionDefinition } from './questions';

/**
 * The guide's manifest: a day's paid bookings as a run sheet, grouped by where and when each party
 * is collected (a pickup point at its pickup time) or meets (the ticket's meeting point at the start),
 * each group with its totals and the day's totals below. One rule for the admin screen, the PDF and
 * the mailed copy, so the three always agree.
 */

/** Whether a party has come through the gate: nobody yet, some of them, or all. */
export type ManifestCheckIn = 'waiting' | 'partial' | 'arrived';

/** What the manifest reads of one booking. */
export interface ManifestBookingInput {
  /** The booking's id (`_id`) and its reference (`bookingId`). */
  id: string;
  reference: string;
  ticketId: string;
  ticketTitle: string;
  /** The visit's date and start (`HH:mm` or null) in the attraction's zone. */
  bookingDate: CalendarDate;
  timeSlot: string | null;
  name: string;
  phone: string;
  adultCount: number;
  childCount: number;
  /** The pickup point the booking chose (as it was then), or null: it meets at the meeting point. */
  pickup: {
    pickupPointId: string;
    name: string;
    area: string;
    address: string;
    minutesBefore: number;
  } | null;
  /** The ticket's meeting point (an address), for a booking without a pickup; null when it has none. */
  meetingPoint: string | null;
  questions: readonly QuestionDefinition[];
  answers: BookingAnswers | null;
  /** People admitted at the gate so far. */
  admitted: number;
}

export interface ManifestAnswer {
  /** null: asked once for the booking; 1, 2…: that participant's. */
  participant: number | null;
  label: string;
  text: string;
}

export interface ManifestEntry {
  id: string;
  reference: string;
  ticketId: string;
  ticketTitle: string;
  timeSlot: string | null;
  name: string;
  phone: string;
  adultCount: number;
  childCount: number;
  participants: number;
  answers: ManifestAnswer[];
  admitted: number;
  checkIn: ManifestCheckIn;
}

export interface ManifestTotals {
  bookings: number;
  adults: number;
  children: number;
  participants: number;
  /** People admitted so far (never more than a party's size). */
  checkedIn: number;
}

export interface ManifestGroup {
  /** Stable within a day: the place and the time. */
  key: string;
  /** `pickup`: a driver collects at `place`; `meeting`: guests come to the meeting point themselves. */
  kind: 'pickup' | 'meeting';
  pickupPointId: string | null;
  /** The pickup point's name, or the meeting point's address; null: "meets at the start". */
  place: string | null;
  area: string;
  address: string;
  /** When: the pickup's date and time (the day before for a pickup before midnight), or the start. */
  date: CalendarDate;
  time: string | null;
  entries: ManifestEntry[];
  totals: ManifestTotals;
}

export interface ManifestDay {
  date: CalendarDate;
  groups: ManifestGroup[];
  totals: ManifestTotals;
}

const NO_TOTALS: ManifestTotals = { bookings: 0, adults: 0, children: 0, participants: 0, checkedIn: 0 };

export function manifestCheckIn(admitted: number, participants: number): ManifestCheckIn {
  if (admitted <= 0) return 'waiting';
  return admitted >= participants ? 'arrived' : 'partial';
}

/** The sum of the entries' counts. */
export function manifestTotals(entries: readonly ManifestEntry[]): ManifestTotals {
  return entries.reduce(
    (sum, e) => ({
      bookings: sum.bookings + 1,
      adults: sum.adults + e.adultCount,
      children: sum.children + e.childCount,
      participants: sum.participants + e.participants,
      checkedIn: sum.checkedIn + Math.min(e.admitted, e.participants),
    }),
    NO_TOTALS,
  );
}

function entryOf(b: ManifestBookingInput): ManifestEntry {
  const participants = b.adultCount + b.childCount;
  const admitted = Math.max(0, b.admitted);
  return {
    id: b.id,
    reference: b.reference,
    ticketId: b.ticketId,
    ticketTitle: b.ticketTitle,
    timeSlot: b.timeSlot,
    name: b.name,
    phone: b.phone,
    adultCount: b.adultCount,
    childCount: b.childCount,
    participants,
    answers: answeredQuestions(b.questions, b.answers).map((a) => ({
      participant: a.participant,
      label: a.label,
      text: answerText(a.value),
    })),
    admitted,
    checkIn: manifestCheckIn(admitted, participants),
  };
}

type Place = Omit<ManifestGroup, 'entries' | 'totals'>;

/** Where and when a booking's party is collected or meets. */
function placeOf(b: ManifestBookingInput, timeZone: string): Place {
  if (b.pickup) {
    const at = pickupTime({ date: b.bookingDate, time: b.timeSlot }, b.pickup.minutesBefore, timeZone);
    const date = at?.date ?? b.bookingDate;
    const time = at?.time ?? null;
    return {
      key: `pickup|${b.pickup.pickupPointId}|${date}|${time ?? ''}`,
      kind: 'pickup',
      pickupPointId: b.pickup.pickupPointId,
      place: b.pickup.name,
      area: b.pickup.area,
      address: b.pickup.address,
      date,
      time,
    };
  }
  return {
    key: `meeting|${b.meetingPoint ?? ''}|${b.bookingDate}|${b.timeSlot ?? ''}`,
    kind: 'meeting',
    pickupPointId: null,
    place: b.meetingPoint,
    area: '',
    address: b.meetingPoint ?? '',
    date: b.bookingDate,
    time: b.timeSlot,
  };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * Earliest first (a pickup the evening before comes first; a group without a time last), then by
 * place: pickups by the point's name, then the meeting points; then by the key, so the order is total.
 */
function compareGroups(a: ManifestGroup, b: ManifestGroup): number {
  if ((a.time === null) !== (b.time === null)) return a.time === null ? 1 : -1;
  const when = `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`);
  if (when !== 0) return when;
  if (a.kind !== b.kind) return a.kind === 'pickup' ? -1 : 1;
  return byText(a.place ?? '', b.place ?? '') || a.key.localeCompare(b.key);
}

function compareEntries(a: ManifestEntry, b: ManifestEntry): number {
  return byText(a.name, b.name) || a.reference.localeCompare(b.reference);
}

/**
 * The run sheet of a day: every booking given appears in exactly one group (the caller gives the
 * day's paid bookings), the groups in the order the guide drives them, each with its totals, and the
 * day's totals the sum of the groups'.
 */
export function buildManifest(
  date: CalendarDate,
  bookings: readonly ManifestBookingInput[],
  timeZone: string = ATTRACTION_TIME_ZONE,
): ManifestDay {
  const groups = new Map<string, ManifestGroup>();
  for (const booking of bookings) {
    const place = placeOf(booking, timeZone);
    let group = groups.get(place.key);
    if (!group) {
      group = { ...place, entries: [], totals: NO_TOTALS };
      groups.set(place.key, group);
    }
    group.entries.push(entryOf(booking));
  }
  const ordered = [...groups.values()].sort(compareGroups);
  for (const group of ordered) {
    group.entries.sort(compareEntries);
    group.totals = manifestTotals(group.entries);
  }
  return { date, groups: ordered, totals: manifestTotals(ordered.flatMap((g) => g.entries)) };
}

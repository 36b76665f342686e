import { addDays, startOfDay } from './calendar';
import { visitStartMs, type Visit } from './cancellation';
import { ATTRACTION_TIME_ZONE, HOUR_MS } from './constants';
import { intlLocale, type Locale } from './locale';

/**
 * The waiting list of a sold-out slot: who is offered the seats that come back, and for how long.
 * An offer is a hold (a pending booking on the slot counter, like a checkout's), so the API only
 * asks these rules whom to hold for and until when; the counter keeps the seats.
 */

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** What the engine needs of an entry to decide: its place and its party. */
export interface WaitingEntry {
  id: string;
  /** Its place in the slot's list: lower goes first (the order of joining unless staff moved it). */
  position: number;
  /** Seats the party needs: adults and children together. */
  partySize: number;
}

/**
 * Whether a party fits in what came back: every seat it needs is free, and it is no larger than one
 * booking may be (a list entry is paid as one booking).
 */
export function partyFits(partySize: number, seatsFree: number, maxPerBooking: number | null): boolean {
  if (!Number.isInteger(partySize) || partySize < 1) return false;
  if (maxPerBooking !== null && partySize > maxPerBooking) return false;
  return partySize <= seatsFree;
}

/**
 * Who is offered the free seats, in order: the list is walked in the order of its positions and
 * each entry whose party fits in what is still free gets an offer for exactly its party; an entry
 * that does not fit keeps its place and is skipped, so a party of two behind a party of six is
 * offered the two seats that came back while the six wait for a larger return. Holding seats back
 * for the head of the list would leave them unsold as the visit comes closer (most returns are
 * one booking's worth), and the larger party still comes first whenever enough seats are free.
 * Entries must all be waiting; the answer keeps their order.
 */
export function pickOffers<E extends WaitingEntry>(
  waiting: readonly E[],
  seatsFree: number,
  maxPerBooking: number | null = null,
): E[] {
  let left = Math.max(0, Math.floor(seatsFree));
  const picked: E[] = [];
  for (const entry of [...waiting].sort(byPlace)) {
    if (left === 0) break;
    if (!partyFits(entry.partySize, left, maxPerBooking)) continue;
    picked.push(entry);
    left -= entry.partySize;
  }
  return picked;
}

/** Position first; equal positions (never written by the API) by id, so the order is total. */
function byPlace(a: WaitingEntry, b: WaitingEntry): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A visitor's place in the list as they are told it: 1 + the waiting entries ahead of theirs
 * (entries offered, booked, expired or gone no longer stand in front of anyone).
 */
export function placeInLine(position: number, waitingPositions: readonly number[]): number {
  return 1 + waitingPositions.filter((other) => other < position).length;
}

/**
 * The last instant a visit can be sold: the start of its slot, or the end of its day for a ticket
 * valid the whole day (the storefront sells today's day tickets until midnight in Dubai).
 */
export function bookingCutOffMs(visit: Visit, timeZone: string = ATTRACTION_TIME_ZONE): number {
  if (visit.timeSlot) return visitStartMs(visit, timeZone);
  return Date.parse(startOfDay(addDays(visit.bookingDate, 1), timeZone));
}

/**
 * How long an offer holds its seats, by the time left before the booking cut-off: a visit next
 * week leaves the visitor half a day to see the mail, one on the day half an hour, so the seats go
 * round the list while they can still be used.
 */
export const OFFER_WINDOWS: readonly { moreThanMs: number; windowMs: number }[] = [
  { moreThanMs: 72 * HOUR_MS, windowMs: 12 * HOUR_MS },
  { moreThanMs: 24 * HOUR_MS, windowMs: 4 * HOUR_MS },
  { moreThanMs: 6 * HOUR_MS, windowMs: 1 * HOUR_MS },
  { moreThanMs: 0, windowMs: 30 * 60_000 },
];

/** An offer shorter than this could not be read and paid: none is made this close to the cut-off. */
export const MIN_OFFER_MS = 10 * 60_000;

/** The offer window for a lead time (milliseconds from now to the cut-off), before the cut-off caps it. */
export function offerWindowMs(leadMs: number): number {
  for (const step of OFFER_WINDOWS) if (leadMs > step.moreThanMs) return step.windowMs;
  return 0;
}

/**
 * Until when an offer made now holds its seats: the window for its lead time, never past the
 * booking cut-off; null when too little is left before the cut-off for anyone to pay (the entry
 * is not offered, and the seats stay on sale).
 */
export function offerDeadline(
  visit: Visit,
  now: Date = new Date(),
  timeZone: string = ATTRACTION_TIME_ZONE,
): Date | null {
  const cutOff = bookingCutOffMs(visit, timeZone);
  const lead = cutOff - now.getTime();
  if (lead < MIN_OFFER_MS) return null;
  return new Date(Math.min(now.getTime() + offerWindowMs(lead), cutOff));
}

/** What a visitor may do with their entry as it stands: leave while waiting or holding an offer. */
export function waitlistMayLeave(status: WaitlistStatus): boolean {
  return status === 'waiting' || status === 'offered';
}

/** Whether an entry holds an offer that can still be paid at `now`. */
export function offerPayable(
  entry: { status: WaitlistStatus; offerExpiresAt: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (entry.status !== 'offered' || !entry.offerExpiresAt) return false;
  return new Date(entry.offerExpiresAt).getTime() > now.getTime();
}

/**
 * An offer's deadline as a visitor reads it in their language, in Dubai time: "Tuesday,
 * 1 December 2026 at 18:30" (Latin digits in Arabic too, as every other figure).
 */
export function offerDeadlineInWords(
  deadline: Date | string,
  locale: Locale,
  timeZone: string = ATTRACTION_TIME_ZONE,
): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(deadline));
}

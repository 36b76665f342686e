import { formatBookingDate, type ManifestCheckIn } from '@tours/core/domain';
import type { Manifest, ManifestEntryBody, ManifestGroupBody, ManifestTotalsBody } from '@tours/core/schemas';

/**
 * The manifest's words, shared by its PDF and its mail. It is a staff document for the guide, in
 * English as the back office and staff mail are; guests' names and answers stay as they wrote them.
 */

export const CHECK_IN_WORDS: Record<ManifestCheckIn, string> = {
  waiting: 'Not yet',
  partial: 'Partly',
  arrived: 'Checked in',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function totalsLine(t: ManifestTotalsBody): string {
  const who = [plural(t.adults, 'adult'), ...(t.children ? [plural(t.children, 'child', 'children')] : [])];
  return `${plural(t.bookings, 'booking')} · ${plural(t.participants, 'guest')} (${who.join(', ')}) · ${t.checkedIn} checked in`;
}

export function ticketsLine(manifest: Pick<Manifest, 'ticketId' | 'tickets'>): string {
  if (manifest.ticketId) return manifest.tickets[0]?.title ?? '';
  return manifest.tickets.length
    ? `All tickets: ${manifest.tickets.map((t) => t.title).join(', ')}`
    : 'All tickets';
}

/** "Pickup 14:45 · Atlantis The Palm", "Meeting point 09:00 · Gate 3", "Meets at the start". */
export function groupTitle(g: ManifestGroupBody, day: string): string {
  const when = g.time
    ? `${g.date === day ? '' : `${formatBookingDate(g.date).replace(/,.*$/, '')} `}${g.time}`
    : '';
  if (g.kind === 'pickup') return `Pickup ${when}${when ? ' · ' : '· '}${g.place ?? ''}`.replace(/ +/g, ' ');
  if (!g.place) return when ? `Meets at the start, ${when}` : 'Meets at the start';
  return `Meeting point${when ? ` ${when}` : ''} · ${g.place}`;
}

/** The pickup point's area and address, when they add to its name. */
export function groupWhere(g: ManifestGroupBody): string {
  if (g.kind !== 'pickup') return '';
  return [g.area, g.address].filter(Boolean).join(' · ');
}

export function guestsText(e: ManifestEntryBody): string {
  return e.childCount ? `${e.participants} (${e.adultCount}+${e.childCount})` : String(e.participants);
}

export function answerLines(e: ManifestEntryBody): string[] {
  return e.answers.map((a) => `${a.participant ? `Guest ${a.participant} · ` : ''}${a.label}: ${a.text}`);
}

export function checkInText(e: ManifestEntryBody): string {
  return e.checkIn === 'partial' ? `${e.admitted} of ${e.participants} in` : CHECK_IN_WORDS[e.checkIn];
}

export function dayTitle(date: string): string {
  return `Manifest · ${formatBookingDate(date)}`;
}

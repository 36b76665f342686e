import { addDays, visitStartMs } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';

/** What a calendar entry says beyond the booking itself. */
export interface CalendarExtras {
  /** The visit's length in minutes, when the ticket states it. */
  durationMinutes?: number | null;
  /** Where the visit starts, when the ticket states it. */
  meetingPoint?: string | null;
  /** Who sold it: the organiser line and the entry's unique id. */
  siteName: string;
  hostName: string;
  /** When the file is made (DTSTAMP); now by default. */
  now?: Date;
}

/** A visit whose length the ticket does not state is put in the calendar as one hour. */
const DEFAULT_MINUTES = 60;

/** `20261205T070000Z`: an instant in UTC, as iCalendar writes it. */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as an iCalendar value: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = new TextEncoder().encode(char).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The booking as an iCalendar file (.ics) to add to a calendar: a timed ticket at its slot, written
 * as the instant in UTC it is in Dubai (core's visitStartMs), so every calendar shows the right
 * hour wherever its owner is; a ticket valid all day as an all-day entry on its Dubai date.
 */
export function bookingCalendarFile(booking: Booking, extras: CalendarExtras): string {
  const visit = { bookingDate: booking.bookingDate, timeSlot: booking.timeSlot };
  const when = booking.timeSlot
    ? (() => {
        const start = visitStartMs(visit);
        const minutes = extras.durationMinutes ?? DEFAULT_MINUTES;
        return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(start + minutes * 60_000)}`];
      })()
    : [
        `DTSTART;VALUE=DATE:${booking.bookingDate.replace(/-/g, '')}`,
        `DTEND;VALUE=DATE:${addDays(booking.bookingDate, 1).replace(/-/g, '')}`,
      ];
  const people = `${booking.adultCount} adult${booking.adultCount === 1 ? '' : 's'}${
    booking.childCount > 0 ? `, ${booking.childCount} child${booking.childCount === 1 ? '' : 'ren'}` : ''
  }`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(extras.siteName)}//Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.bookingId}@${extras.hostName}`,
    `DTSTAMP:${utcStamp((extras.now ?? new Date()).getTime())}`,
    ...when,
    `SUMMARY:${text(booking.ticketTitle)}`,
    ...(extras.meetingPoint ? [`LOCATION:${text(extras.meetingPoint)}`] : []),
    `DESCRIPTION:${text(
      `Booking ${booking.bookingId} with ${extras.siteName}: ${people}. Show the check-in QR code of your voucher at the entrance.`,
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

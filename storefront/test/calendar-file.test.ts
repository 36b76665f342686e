import { describe, expect, it } from 'vitest';
import type { Booking } from '@tours/core/schemas';
import { bookingCalendarFile } from '@/features/confirmation/calendar-file';

const booking = {
  bookingId: 'DXB-7KQ2M9',
  ticketTitle: 'At the Top, Levels 124 & 125',
  bookingDate: '2026-12-05',
  timeSlot: '11:00',
  adultCount: 2,
  childCount: 1,
} as Booking;
const extras = {
  siteName: 'Dubai Attractions',
  hostName: 'localhost',
  now: new Date('2026-11-25T10:00:00Z'),
};
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the booking as a calendar file', () => {
  it('puts a timed visit at its Dubai hour, as the instant in UTC, for its stated length', () => {
    const ics = bookingCalendarFile(booking, {
      ...extras,
      durationMinutes: 90,
      meetingPoint: 'Gate 3, Zabeel; Park',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Dubai Attractions//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:DXB-7KQ2M9@localhost',
      'DTSTAMP:20261125T100000Z',
      // 11:00 in Dubai (UTC+4) is 07:00 UTC, whatever the zone of the machine that made the file.
      'DTSTART:20261205T070000Z',
      'DTEND:20261205T083000Z',
      'SUMMARY:At the Top\\, Levels 124 & 125',
      'LOCATION:Gate 3\\, Zabeel\\; Park',
      'DESCRIPTION:Booking DXB-7KQ2M9 with Dubai Attractions: 2 adults\\, 1 child. Show the check-in QR code of your voucher at the entrance.',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('gives a visit of unstated length one hour, and a ticket valid all day an all-day entry', () => {
    expect(lines(bookingCalendarFile(booking, extras))).toContain('DTEND:20261205T080000Z');
    const allDay = lines(
      bookingCalendarFile({ ...booking, timeSlot: null, bookingDate: '2026-12-31' }, extras),
    );
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261231');
    expect(allDay).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('folds lines longer than 75 octets, counting bytes, never inside a character', () => {
    const ics = bookingCalendarFile({ ...booking, ticketTitle: 'Dubaï '.repeat(30) }, extras);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines(ics)).toContain(`SUMMARY:${'Dubaï '.repeat(30)}`);
  });
});

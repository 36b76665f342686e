import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateOf, endOfDay, startOfDay } from '../src/domain';

// CI runs core under UTC, Asia/Kuala_Lumpur and America/Los_Angeles: nothing here may depend on
// the machine's zone, so every expectation is a literal instant or a round trip.

describe('Dubai calendar days as instants', () => {
  it('names the Dubai date of an instant, not the UTC one', () => {
    expect(calendarDateOf('2026-11-30T20:00:00.000Z')).toBe('2026-12-01');
    expect(calendarDateOf('2026-11-30T19:59:59.999Z')).toBe('2026-11-30');
    expect(calendarDateOf('2026-12-01T00:00:00+04:00')).toBe('2026-12-01');
    expect(calendarDateOf('2026-12-01T23:59:59+04:00')).toBe('2026-12-01');
    expect(calendarDateOf(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(calendarDateOf('2026-11-30T20:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('refuses what is not an instant', () => {
    expect(() => calendarDateOf('30 November')).toThrow(RangeError);
    expect(() => calendarDateOf('2026-12-01T00:00')).toThrow(RangeError);
    expect(() => calendarDateOf('2026-12-01')).toThrow(RangeError);
    expect(() => calendarDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('starts a Dubai day at its midnight, 20:00 UTC the day before', () => {
    expect(startOfDay('2026-12-01')).toBe('2026-11-30T20:00:00.000Z');
    expect(startOfDay('2027-01-01')).toBe('2026-12-31T20:00:00.000Z');
    expect(startOfDay('2028-03-01')).toBe('2028-02-29T20:00:00.000Z');
  });

  it('ends a Dubai day at its last millisecond, so "valid until" covers the whole day', () => {
    expect(endOfDay('2026-12-01')).toBe('2026-12-01T19:59:59.999Z');
    expect(endOfDay('2026-12-31')).toBe('2026-12-31T19:59:59.999Z');
  });

  it('asks the zone for its offset, daylight saving included', () => {
    expect(startOfDay('2026-07-01', 'America/Los_Angeles')).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDay('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01T08:00:00.000Z');
    // 8 March 2026 is 23 hours long in Los Angeles.
    expect(endOfDay('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-09T06:59:59.999Z');
    expect(startOfDay('2026-12-01', 'UTC')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => startOfDay('2026-02-30')).toThrow(RangeError);
    expect(() => endOfDay('2026-12-1')).toThrow(RangeError);
  });

  it('round-trips every date through its first and last instant', () => {
    const date = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, (d) => {
        expect(calendarDateOf(startOfDay(d))).toBe(d);
        expect(calendarDateOf(endOfDay(d))).toBe(d);
        expect(calendarDateOf(new Date(Date.parse(startOfDay(d)) - 1))).toBe(addDays(d, -1));
        expect(calendarDateOf(new Date(Date.parse(endOfDay(d)) + 1))).toBe(addDays(d, 1));
        expect(Date.parse(endOfDay(d)) - Date.parse(startOfDay(d))).toBe(86_400_000 - 1);
      }),
    );
  });
});

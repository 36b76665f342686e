import { describe, expect, it } from 'vitest';
import { dayAvailability, FEW_LEFT_THRESHOLD } from '../src/domain';

/** A Wednesday ten days ahead of "today", two slots of 10 seats, nothing taken or blocked. */
const base = {
  date: '2026-12-02',
  today: '2026-11-22',
  nowTime: '12:00',
  dateBlocked: false,
  attractionClosed: [] as string[],
  timeSlots: ['09:00', '15:00'],
  blockedSlots: new Set<string>(),
  capacity: 10,
  taken: new Map<string | null, number>(),
};

describe('dayAvailability: a day of the booking calendar', () => {
  it('is available when a slot has more than a few seats left', () => {
    expect(dayAvailability(base)).toBe('available');
    expect(dayAvailability({ ...base, taken: new Map([['09:00', 10]]) })).toBe('available');
  });

  it('is fewLeft when any open slot is nearly full, exactly at the threshold', () => {
    const left = (n: number) =>
      new Map([
        ['09:00', 10 - n],
        ['15:00', 10 - n],
      ]);
    expect(dayAvailability({ ...base, taken: left(FEW_LEFT_THRESHOLD) })).toBe('fewLeft');
    expect(dayAvailability({ ...base, taken: left(FEW_LEFT_THRESHOLD + 1) })).toBe('available');
    // One full slot and one nearly full: the open one decides.
    expect(
      dayAvailability({
        ...base,
        taken: new Map([
          ['09:00', 10],
          ['15:00', 8],
        ]),
      }),
    ).toBe('fewLeft');
    // One seat left in one slot, the other roomy: the day is marked, so the last seat is not missed.
    expect(dayAvailability({ ...base, taken: new Map([['09:00', 9]]) })).toBe('fewLeft');
    // A full slot is not "few left": it cannot be booked.
    expect(dayAvailability({ ...base, taken: new Map([['09:00', 10]]) })).toBe('available');
  });

  it('is soldOut when every slot is full or blocked and some are full', () => {
    expect(
      dayAvailability({
        ...base,
        taken: new Map([
          ['09:00', 10],
          ['15:00', 12],
        ]),
      }),
    ).toBe('soldOut');
    expect(
      dayAvailability({ ...base, blockedSlots: new Set(['15:00']), taken: new Map([['09:00', 10]]) }),
    ).toBe('soldOut');
  });

  it('is closed on a blocked date, a closed weekday, beyond the horizon, or with every slot blocked', () => {
    expect(dayAvailability({ ...base, dateBlocked: true })).toBe('closed');
    expect(dayAvailability({ ...base, attractionClosed: ['Wednesday'] })).toBe('closed');
    expect(dayAvailability({ ...base, horizonDays: 9 })).toBe('closed');
    expect(dayAvailability({ ...base, horizonDays: 10 })).toBe('available');
    expect(dayAvailability({ ...base, blockedSlots: new Set(['09:00', '15:00']) })).toBe('closed');
  });

  it('is past before today, and today once every slot has started (Dubai time)', () => {
    expect(dayAvailability({ ...base, date: '2026-11-21' })).toBe('past');
    const today = { ...base, date: base.today };
    expect(dayAvailability({ ...today, nowTime: '14:59' })).toBe('available');
    expect(dayAvailability({ ...today, nowTime: '15:00' })).toBe('past');
    // A past date stays past even when it was also blocked.
    expect(dayAvailability({ ...base, date: '2026-11-21', dateBlocked: true })).toBe('past');
  });

  it('books a ticket without slots by the whole day, open all of today, keyed null', () => {
    const whole = { ...base, timeSlots: [], date: base.today, nowTime: '23:59' };
    expect(dayAvailability(whole)).toBe('available');
    expect(dayAvailability({ ...whole, taken: new Map([[null, 10]]) })).toBe('soldOut');
    expect(dayAvailability({ ...whole, taken: new Map([[null, 7]]) })).toBe('fewLeft');
    expect(dayAvailability({ ...whole, capacity: null, taken: new Map([[null, 999]]) })).toBe('available');
  });
});

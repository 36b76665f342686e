import { describe, expect, it } from 'vitest';
import { visitRefusal } from '../src/domain';

/** A Wednesday ten days ahead of "today", a timed ticket with two slots, nothing blocked. */
const base = {
  date: '2026-12-02',
  timeSlot: '09:00' as string | null,
  today: '2026-11-22',
  nowTime: '12:00',
  blocked: { dateBlocked: false, blockedSlots: new Set<string>() },
  attractionClosed: [] as string[],
  timeSlots: ['09:00', '15:00'],
};

describe('visitRefusal: what checkout and a move refuse, seats aside', () => {
  it('lets an open date and slot be booked, and a day ticket need no slot', () => {
    expect(visitRefusal(base)).toBeNull();
    expect(visitRefusal({ ...base, timeSlot: null, timeSlots: [] })).toBeNull();
  });

  it('refuses a closed date by why, in the words a visitor reads, before looking at the slot', () => {
    expect(visitRefusal({ ...base, date: '2026-11-21', timeSlot: 'nope' })).toEqual({
      on: 'date',
      reason: 'past',
      message: 'This date has passed. Choose another date.',
    });
    expect(visitRefusal({ ...base, blocked: { ...base.blocked, dateBlocked: true } })).toMatchObject({
      on: 'date',
      reason: 'blocked',
      message: 'This date is not available for this ticket. Choose another date.',
    });
    expect(visitRefusal({ ...base, attractionClosed: ['Wednesday'] })).toMatchObject({
      on: 'date',
      reason: 'closed',
      message: 'The attraction is closed on this day of the week. Choose another date.',
    });
    expect(visitRefusal({ ...base, date: '2028-01-01' })).toMatchObject({
      on: 'date',
      reason: 'tooFar',
      message: 'This date is too far ahead to book yet.',
    });
  });

  it('refuses a slot the ticket does not have, one that has started today, and one blocked on its own', () => {
    expect(visitRefusal({ ...base, timeSlot: '10:30' })).toEqual({
      on: 'slot',
      reason: 'unknown',
      message: 'This time slot does not exist for this ticket.',
    });
    expect(visitRefusal({ ...base, date: base.today, nowTime: '09:00' })).toEqual({
      on: 'slot',
      reason: 'past',
      message: 'This time slot has already started.',
    });
    expect(visitRefusal({ ...base, date: base.today, timeSlot: '15:00', nowTime: '09:00' })).toBeNull();
    expect(
      visitRefusal({ ...base, blocked: { dateBlocked: false, blockedSlots: new Set(['09:00']) } }),
    ).toEqual({ on: 'slot', reason: 'blocked', message: 'This time slot is not available.' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingCutOffMs,
  HOUR_MS,
  MIN_OFFER_MS,
  offerDeadline,
  offerPayable,
  offerWindowMs,
  partyFits,
  pickOffers,
  placeInLine,
  waitlistMayLeave,
  type WaitingEntry,
} from '../src/domain';

const entry = (position: number, partySize: number): WaitingEntry => ({
  id: `e${position}`,
  position,
  partySize,
});

describe('who is next on the waiting list', () => {
  it('takes the entries in the order of joining', () => {
    const list = [entry(3, 1), entry(1, 1), entry(2, 1)];
    expect(pickOffers(list, 2).map((e) => e.position)).toEqual([1, 2]);
  });

  it('offers a smaller party behind a larger one that does not fit, and the larger keeps its place', () => {
    const list = [entry(1, 6), entry(2, 2), entry(3, 1)];
    expect(pickOffers(list, 2).map((e) => e.position)).toEqual([2]);
    // When enough comes back, the larger party is first again.
    expect(pickOffers(list, 6).map((e) => e.position)).toEqual([1]);
    expect(pickOffers(list, 9).map((e) => e.position)).toEqual([1, 2, 3]);
  });

  it('offers nothing when nothing is free or nobody fits', () => {
    expect(pickOffers([entry(1, 1)], 0)).toEqual([]);
    expect(pickOffers([entry(1, 3), entry(2, 4)], 2)).toEqual([]);
    expect(pickOffers([], 10)).toEqual([]);
  });

  it('skips a party larger than one booking may be, however many seats are free', () => {
    expect(pickOffers([entry(1, 12), entry(2, 3)], 50, 10).map((e) => e.position)).toEqual([2]);
  });

  it('fits a party in exactly the seats free, not one more', () => {
    expect(partyFits(4, 4, null)).toBe(true);
    expect(partyFits(5, 4, null)).toBe(false);
    expect(partyFits(4, 4, 4)).toBe(true);
    expect(partyFits(4, 10, 3)).toBe(false);
    expect(partyFits(0, 10, null)).toBe(false);
  });

  const lists = fc
    .array(fc.integer({ min: 1, max: 12 }), { maxLength: 60 })
    .map((sizes) =>
      fc.shuffledSubarray(
        sizes.map((s, i) => entry(i + 1, s)),
        { minLength: sizes.length },
      ),
    )
    .chain((a) => a);

  it('never offers more seats than are free, nor an entry twice (property)', () => {
    fc.assert(
      fc.property(
        lists,
        fc.integer({ min: 0, max: 200 }),
        fc.option(fc.integer({ min: 1, max: 12 })),
        (list, free, max) => {
          const picked = pickOffers(list, free, max);
          const seats = picked.reduce((sum, e) => sum + e.partySize, 0);
          expect(seats).toBeLessThanOrEqual(free);
          expect(new Set(picked.map((e) => e.id)).size).toBe(picked.length);
          for (const e of picked) if (max !== null) expect(e.partySize).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('picks in the order of places, and skips an entry only when it did not fit in what was left (property)', () => {
    fc.assert(
      fc.property(lists, fc.integer({ min: 0, max: 200 }), (list, free) => {
        const picked = pickOffers(list, free);
        const positions = picked.map((e) => e.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        let left = free;
        for (const e of [...list].sort((a, b) => a.position - b.position)) {
          if (picked.includes(e)) left -= e.partySize;
          else if (left > 0) expect(e.partySize).toBeGreaterThan(left);
        }
      }),
    );
  });

  it('is greedy: whenever an entry waits while seats are left, none of what is left would seat it (property)', () => {
    fc.assert(
      fc.property(lists, fc.integer({ min: 0, max: 200 }), (list, free) => {
        const picked = pickOffers(list, free);
        const left = free - picked.reduce((sum, e) => sum + e.partySize, 0);
        for (const e of list) if (!picked.includes(e)) expect(e.partySize).toBeGreaterThan(left);
      }),
    );
  });

  it('tells a visitor their place among those still waiting', () => {
    expect(placeInLine(5, [1, 3, 5, 8])).toBe(3);
    expect(placeInLine(1, [1, 3])).toBe(1);
  });

  it('lets a visitor leave while waiting or offered, not after', () => {
    expect(waitlistMayLeave('waiting')).toBe(true);
    expect(waitlistMayLeave('offered')).toBe(true);
    expect(waitlistMayLeave('booked')).toBe(false);
    expect(waitlistMayLeave('left')).toBe(false);
    expect(waitlistMayLeave('expired')).toBe(false);
  });
});

describe('the offer window', () => {
  const slotVisit = { bookingDate: '2026-12-20', timeSlot: '18:00' };
  // 18:00 in Dubai (+04:00) is 14:00 UTC.
  const cutOff = Date.parse('2026-12-20T14:00:00.000Z');
  const at = (msBefore: number) => new Date(cutOff - msBefore);

  it('cuts off at the slot start, or at the end of the day for a day ticket', () => {
    expect(bookingCutOffMs(slotVisit)).toBe(cutOff);
    expect(bookingCutOffMs({ bookingDate: '2026-12-20', timeSlot: null })).toBe(
      Date.parse('2026-12-20T20:00:00.000Z'),
    );
  });

  it('steps from 12 hours beyond three days, at the edges, down to 30 minutes on the day', () => {
    expect(offerWindowMs(72 * HOUR_MS + 1)).toBe(12 * HOUR_MS);
    expect(offerWindowMs(72 * HOUR_MS)).toBe(4 * HOUR_MS);
    expect(offerWindowMs(24 * HOUR_MS + 1)).toBe(4 * HOUR_MS);
    expect(offerWindowMs(24 * HOUR_MS)).toBe(1 * HOUR_MS);
    expect(offerWindowMs(6 * HOUR_MS + 1)).toBe(1 * HOUR_MS);
    expect(offerWindowMs(6 * HOUR_MS)).toBe(30 * 60_000);
    expect(offerWindowMs(1)).toBe(30 * 60_000);
    expect(offerWindowMs(0)).toBe(0);
  });

  it('gives 12 hours a week ahead and 30 minutes two hours before', () => {
    const weekAhead = at(7 * 24 * HOUR_MS);
    expect(offerDeadline(slotVisit, weekAhead)?.getTime()).toBe(weekAhead.getTime() + 12 * HOUR_MS);
    const twoHours = at(2 * HOUR_MS);
    expect(offerDeadline(slotVisit, twoHours)?.getTime()).toBe(twoHours.getTime() + 30 * 60_000);
  });

  it('never runs past the cut-off, and makes no offer too close to it', () => {
    expect(offerDeadline(slotVisit, at(20 * 60_000))?.getTime()).toBe(cutOff);
    expect(offerDeadline(slotVisit, at(MIN_OFFER_MS))?.getTime()).toBe(cutOff);
    expect(offerDeadline(slotVisit, at(MIN_OFFER_MS - 1))).toBeNull();
    expect(offerDeadline(slotVisit, at(-HOUR_MS))).toBeNull();
  });

  it('ends after now, never past the cut-off, and never shortens as the lead grows (property)', () => {
    const leads = fc.integer({ min: 0, max: 30 * 24 * 60 }).map((minutes) => minutes * 60_000);
    fc.assert(
      fc.property(leads, leads, (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const d = offerDeadline(slotVisit, at(near));
        if (near < MIN_OFFER_MS) expect(d).toBeNull();
        else {
          expect(d!.getTime()).toBeGreaterThan(at(near).getTime());
          expect(d!.getTime()).toBeLessThanOrEqual(cutOff);
        }
        expect(offerWindowMs(far)).toBeGreaterThanOrEqual(offerWindowMs(near));
      }),
    );
  });

  it('is payable while offered and before its deadline', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(offerPayable({ status: 'offered', offerExpiresAt: '2026-12-01T10:00:01Z' }, now)).toBe(true);
    expect(offerPayable({ status: 'offered', offerExpiresAt: '2026-12-01T10:00:00Z' }, now)).toBe(false);
    expect(offerPayable({ status: 'waiting', offerExpiresAt: null }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { SLOT_REASONS, type SlotReason } from '@tours/core/domain';
import {
  dateWideReason,
  mayCancelBookings,
  REASON_LABEL,
  slotAction,
} from '../src/renderer/src/features/schedule/slot-actions';

describe('Dates & slots: the action a slot offers', () => {
  it('offers Unblock only on a slot blocked on its own; a date-wide or final reason offers nothing', () => {
    const actions = Object.fromEntries(SLOT_REASONS.map((reason) => [reason, slotAction({ reason })]));
    expect(actions).toEqual({
      slotBlocked: 'unblock',
      soldOut: 'block',
      dateBlocked: null,
      weekdayClosed: null,
      tooFar: null,
      past: null,
    });
    expect(slotAction({ reason: null })).toBe('block');
  });

  it('labels every reason', () => {
    for (const reason of SLOT_REASONS) expect(REASON_LABEL[reason]).toBeTruthy();
  });

  it('finds the reason a whole date shares, even when today has started slots', () => {
    const day = (...reasons: (SlotReason | null)[]) => reasons.map((reason) => ({ reason }));
    expect(dateWideReason(day('past', 'dateBlocked', 'dateBlocked'))).toBe('dateBlocked');
    expect(dateWideReason(day('weekdayClosed', 'weekdayClosed'))).toBe('weekdayClosed');
    expect(dateWideReason(day('tooFar'))).toBe('tooFar');
    expect(dateWideReason(day('slotBlocked', null, 'soldOut', 'past'))).toBeUndefined();
    expect(dateWideReason([])).toBeUndefined();
  });

  it("offers to cancel a slot's bookings only where seats are taken and the slot is still to come", () => {
    expect(mayCancelBookings({ reason: null, remaining: 10 }, 10)).toBe(false);
    expect(mayCancelBookings({ reason: null, remaining: 7 }, 10)).toBe(true);
    expect(mayCancelBookings({ reason: 'soldOut', remaining: 0 }, 10)).toBe(true);
    expect(mayCancelBookings({ reason: 'slotBlocked', remaining: 4 }, 10)).toBe(true);
    // Without a capacity the seats taken are unknown: the preview says how many.
    expect(mayCancelBookings({ reason: null, remaining: null }, null)).toBe(true);
    for (const reason of ['past', 'tooFar', 'weekdayClosed', 'dateBlocked'] as const)
      expect(mayCancelBookings({ reason, remaining: 0 }, 10)).toBe(false);
  });
});

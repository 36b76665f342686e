import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  BOOKING_REFERENCE_PREFIX,
  BOOKING_STATUSES,
  COUNT_PROBLEM_MESSAGES,
  HOUR_MS,
  NON_REFUNDABLE,
  PAID_STATUSES,
  SETTLED_STATUSES,
  SLOT_CHOICE_MESSAGES,
  canTransition,
  carriesVoucher,
  dateChangeMoney,
  isBookingReference,
  isPaidStatus,
  lastRefundCutOff,
  refundableToPayment,
  slotChoiceProblem,
  staffMayMove,
  staffMoveBlockedReason,
  visitStartMs,
  type CancellationPolicy,
  type CountProblem,
  type Visit,
} from '../src/domain';

describe('the booking reference', () => {
  const issued = fc
    .array(fc.constantFrom(...BOOKING_REFERENCE_ALPHABET), {
      minLength: BOOKING_REFERENCE_LENGTH,
      maxLength: BOOKING_REFERENCE_LENGTH,
    })
    .map((chars) => `${BOOKING_REFERENCE_PREFIX}${chars.join('')}`);

  it('reads every reference the alphabet can issue as a reference', () => {
    fc.assert(fc.property(issued, (reference) => isBookingReference(reference)));
  });

  it('issues no character that reads as another over the phone', () => {
    for (const c of '01OIL') expect(BOOKING_REFERENCE_ALPHABET).not.toContain(c);
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(31);
  });

  it('reads a mistyped character as a reference still (looked up, then not found), but not other shapes', () => {
    expect(isBookingReference('DXB-7KQ2M9')).toBe(true);
    expect(isBookingReference('DXB-000000')).toBe(true);
    expect(isBookingReference('dxb-7kq2m9')).toBe(false);
    expect(isBookingReference('DXB-7KQ2M')).toBe(false);
    expect(isBookingReference('DXB-7KQ2M9X')).toBe(false);
    expect(isBookingReference('0b4d6c1e-2f7a-4d0e-9a51-5c2b8f3e6a10')).toBe(false);
  });
});

describe('the paid statuses', () => {
  it('are confirmed and checked in; the settled ones add the two that gave the money back', () => {
    expect([...PAID_STATUSES].sort()).toEqual(['confirmed', 'redeemed']);
    expect([...SETTLED_STATUSES].sort()).toEqual(['cancelled', 'confirmed', 'redeemed', 'refunded']);
    for (const status of BOOKING_STATUSES) {
      expect(isPaidStatus(status)).toBe(carriesVoucher(status));
    }
  });

  it('settled is where a paid booking can go and never come back from', () => {
    for (const status of SETTLED_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (canTransition(status, to)) expect(SETTLED_STATUSES).toContain(to);
      }
    }
  });
});

describe('what a refund may give back', () => {
  it('is what was paid and not refunded, through a payment session only', () => {
    expect(refundableToPayment({ amountPaid: 10_000, refundedAmount: 2_500, paymentSessionId: 'cs_1' })).toBe(
      7_500,
    );
    expect(refundableToPayment({ amountPaid: 10_000, refundedAmount: 2_500, paymentSessionId: null })).toBe(
      0,
    );
    expect(refundableToPayment({ amountPaid: 100, refundedAmount: 300, paymentSessionId: 'cs_1' })).toBe(0);
  });
});

describe('the money of a date change', () => {
  it('charges a dearer visit its difference and refunds nothing now', () => {
    expect(dateChangeMoney({ valueBooked: 10_000, newValue: 12_500, refundable: 10_000 })).toEqual({
      priceDifference: 2_500,
      refund: 0,
    });
  });

  it('refunds a cheaper visit its difference', () => {
    expect(dateChangeMoney({ valueBooked: 10_000, newValue: 8_000, refundable: 10_000 })).toEqual({
      priceDifference: -2_000,
      refund: 2_000,
    });
  });

  it('refunds nothing when the booking was not paid through a payment session', () => {
    expect(dateChangeMoney({ valueBooked: 10_000, newValue: 8_000, refundable: 0 }).refund).toBe(0);
  });

  it('never refunds a difference staff waived: paid 100, waived up to 150, then moved to 60 gives back 40', () => {
    expect(dateChangeMoney({ valueBooked: 15_000, newValue: 6_000, refundable: 10_000 })).toEqual({
      priceDifference: -9_000,
      refund: 4_000,
    });
    expect(dateChangeMoney({ valueBooked: 15_000, newValue: 12_000, refundable: 10_000 }).refund).toBe(0);
  });

  it('keeps at least the new visit’s value, and never refunds more than the difference or what is left', () => {
    const money = fc.nat({ max: 1_000_000 });
    fc.assert(
      fc.property(money, money, money, (valueBooked, newValue, refundable) => {
        const { priceDifference, refund } = dateChangeMoney({ valueBooked, newValue, refundable });
        expect(priceDifference).toBe(newValue - valueBooked);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(Math.max(0, -priceDifference));
        expect(refund).toBeLessThanOrEqual(refundable);
        if (refund > 0) expect(refundable - refund).toBeGreaterThanOrEqual(newValue);
      }),
    );
  });
});

describe('which bookings staff may move', () => {
  it('only a confirmed one, and says why not', () => {
    expect(BOOKING_STATUSES.filter(staffMayMove)).toEqual(['confirmed']);
    expect(staffMoveBlockedReason('DXB-7KQ2M9', 'confirmed')).toBeNull();
    expect(staffMoveBlockedReason('DXB-7KQ2M9', 'redeemed')).toBe(
      'Booking DXB-7KQ2M9 is redeemed and cannot be moved.',
    );
  });
});

describe('a time-slot ticket needs a slot', () => {
  it('refuses a slot-less visit of a slot ticket and a slot of a whole-day ticket', () => {
    expect(slotChoiceProblem(true, null)).toBe('missing');
    expect(slotChoiceProblem(false, '10:00')).toBe('unexpected');
    expect(slotChoiceProblem(true, '10:00')).toBeNull();
    expect(slotChoiceProblem(false, null)).toBeNull();
    expect(SLOT_CHOICE_MESSAGES.missing).toBe('Choose a time slot for this ticket.');
  });
});

describe('the count messages', () => {
  it('word every count problem', () => {
    const problems: CountProblem[] = ['not_whole', 'negative', 'odd_with_bogo', 'none_selected', 'too_many'];
    for (const p of problems) expect(COUNT_PROBLEM_MESSAGES[p]).toMatch(/^[A-Z].+\.$/);
  });
});

describe('the last refund cut-off', () => {
  const visit: Visit = { bookingDate: '2026-11-27', timeSlot: '15:00' };
  const start = visitStartMs(visit);

  it('is the end of the last window, whichever windows the policy has', () => {
    const policies: [CancellationPolicy, number | null][] = [
      [{ freeUntilHours: 24, partial: null }, 24],
      [{ freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } }, 6],
      [{ freeUntilHours: null, partial: { untilHours: 12, refundPercent: 25 } }, 12],
      [NON_REFUNDABLE, null],
    ];
    for (const [policy, hours] of policies) {
      expect(lastRefundCutOff(policy, visit)).toBe(
        hours === null ? null : new Date(start - hours * HOUR_MS).toISOString(),
      );
    }
  });
});

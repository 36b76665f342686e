import { describe, expect, it } from 'vitest';
import {
  cancelOption,
  lastRefundCutOff,
  NON_REFUNDABLE,
  rescheduleBlockedReason,
  type CancellationPolicy,
  type Visit,
} from '../src/domain';

// Literal UTC instants, as in cancellation.test.ts: CI runs core under three machine zones.
const friday15: Visit = { bookingDate: '2026-11-27', timeSlot: '15:00' }; // 11:00 UTC
const free24: CancellationPolicy = { freeUntilHours: 24, partial: null };
const tiered: CancellationPolicy = { freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } };
const at = (iso: string) => new Date(iso);

describe('cancelOption', () => {
  it('offers cancelling at the exact free cut-off and explains, a millisecond later, when it ended', () => {
    const open = cancelOption('confirmed', free24, friday15, 20_000, at('2026-11-26T11:00:00.000Z'));
    expect(open).toMatchObject({ reason: null, quote: { amount: 20_000, window: 'free' } });
    const closed = cancelOption('confirmed', free24, friday15, 20_000, at('2026-11-26T11:00:00.001Z'));
    expect(closed.quote.amount).toBe(0);
    expect(closed.reason).toBe('Free cancellation ended at 15:00 on Thursday 26 November.');
  });

  it('names the last refund window of a tiered policy, and the start of the visit', () => {
    expect(lastRefundCutOff(tiered, friday15)).toBe('2026-11-27T05:00:00.000Z');
    expect(cancelOption('confirmed', tiered, friday15, 100, at('2026-11-27T05:00:00.001Z')).reason).toBe(
      'Cancellation with a refund ended at 09:00 on Friday 27 November.',
    );
    expect(cancelOption('confirmed', tiered, friday15, 100, at('2026-11-27T11:00:01Z')).reason).toBe(
      'The visit has already started.',
    );
  });

  it('does not offer a non-refundable booking, nor one that is not confirmed', () => {
    expect(
      cancelOption('confirmed', NON_REFUNDABLE, friday15, 100, at('2026-11-01T00:00:00Z')).reason,
    ).toMatch(/non-refundable/);
    expect(cancelOption('cancelled', free24, friday15, 100, at('2026-11-01T00:00:00Z')).reason).toBe(
      'This booking is cancelled.',
    );
    expect(cancelOption('redeemed', free24, friday15, 100, at('2026-11-01T00:00:00Z')).reason).toMatch(
      /checked in/,
    );
  });
});

describe('rescheduleBlockedReason', () => {
  it('allows a change until the free cut-off inclusive, then says when it ended', () => {
    expect(rescheduleBlockedReason('confirmed', free24, friday15, at('2026-11-26T11:00:00.000Z'))).toBeNull();
    expect(rescheduleBlockedReason('confirmed', free24, friday15, at('2026-11-26T11:00:00.001Z'))).toBe(
      'Date changes ended at 15:00 on Thursday 26 November.',
    );
  });

  it('never lets a ticket without a free window, or an unpaid booking, change online', () => {
    expect(
      rescheduleBlockedReason('confirmed', NON_REFUNDABLE, friday15, at('2026-11-01T00:00:00Z')),
    ).toMatch(/no free cancellation/);
    expect(rescheduleBlockedReason('pending', free24, friday15, at('2026-11-01T00:00:00Z'))).toBe(
      'This booking is not paid yet.',
    );
  });
});

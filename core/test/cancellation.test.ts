import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canReschedule,
  cancellationDeadlines,
  cancellationPolicyProblem,
  cancellationTermsAt,
  describeCancellationDeadlines,
  describeCancellationPolicy,
  formatCutOff,
  NON_REFUNDABLE,
  refundQuote,
  rescheduleDeadline,
  visitStartMs,
  type CancellationPolicy,
  type Visit,
} from '../src/domain';

// CI runs core under UTC, Asia/Kuala_Lumpur and America/Los_Angeles: every expectation here is a
// literal instant in UTC, so a rule that leaned on the machine's zone would fail in two of them.

const friday15: Visit = { bookingDate: '2026-11-27', timeSlot: '15:00' }; // 11:00 UTC
const dayTicket: Visit = { bookingDate: '2026-11-27', timeSlot: null }; // 2026-11-26T20:00Z
const free24: CancellationPolicy = { freeUntilHours: 24, partial: null };
const tiered: CancellationPolicy = { freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } };
const at = (iso: string) => new Date(iso);

describe('the visit a cancellation is measured against', () => {
  it('starts at the slot in Dubai time, or at Dubai midnight for a whole-day ticket', () => {
    expect(new Date(visitStartMs(friday15)).toISOString()).toBe('2026-11-27T11:00:00.000Z');
    expect(new Date(visitStartMs(dayTicket)).toISOString()).toBe('2026-11-26T20:00:00.000Z');
  });
});

describe('refundQuote', () => {
  it('refunds everything up to and at the exact free cut-off, nothing a millisecond after', () => {
    expect(refundQuote(free24, friday15, 25_000, at('2026-11-26T11:00:00.000Z'))).toEqual({
      amount: 25_000,
      percent: 100,
      window: 'free',
      until: '2026-11-26T11:00:00.000Z',
      reason: null,
    });
    expect(refundQuote(free24, friday15, 25_000, at('2026-11-26T11:00:00.001Z'))).toMatchObject({
      amount: 0,
      window: 'none',
      reason: 'tooLate',
    });
  });

  it('moves from the free window to the partial one, then to none', () => {
    const paid = 10_001; // an odd amount: 50 % is 5,000.5 sen, rounded half up
    expect(refundQuote(tiered, friday15, paid, at('2026-11-25T11:00:00.000Z'))).toMatchObject({
      amount: paid,
      window: 'free',
    });
    expect(refundQuote(tiered, friday15, paid, at('2026-11-25T11:00:00.001Z'))).toEqual({
      amount: 5_001,
      percent: 50,
      window: 'partial',
      until: '2026-11-27T05:00:00.000Z',
      reason: null,
    });
    expect(refundQuote(tiered, friday15, paid, at('2026-11-27T05:00:00.000Z')).amount).toBe(5_001);
    expect(refundQuote(tiered, friday15, paid, at('2026-11-27T05:00:00.001Z'))).toMatchObject({
      amount: 0,
      reason: 'tooLate',
    });
  });

  it('refunds nothing once the visit has begun, whatever the policy', () => {
    const open: CancellationPolicy = { freeUntilHours: 0, partial: null };
    expect(refundQuote(open, friday15, 9_000, at('2026-11-27T11:00:00.000Z')).amount).toBe(9_000);
    expect(refundQuote(open, friday15, 9_000, at('2026-11-27T11:00:00.001Z'))).toMatchObject({
      amount: 0,
      reason: 'started',
    });
  });

  it('says a non-refundable ticket refunds nothing because of its policy, not because it is late', () => {
    expect(refundQuote(NON_REFUNDABLE, friday15, 9_000, at('2026-11-01T00:00:00Z'))).toMatchObject({
      amount: 0,
      reason: 'nonRefundable',
    });
    const partialOnly: CancellationPolicy = {
      freeUntilHours: null,
      partial: { untilHours: 72, refundPercent: 30 },
    };
    expect(refundQuote(partialOnly, friday15, 10_000, at('2026-11-24T11:00:00Z'))).toMatchObject({
      amount: 3_000,
      window: 'partial',
    });
  });

  it('measures a whole-day ticket from the Dubai midnight that starts its day', () => {
    expect(refundQuote(free24, dayTicket, 100, at('2026-11-25T20:00:00.000Z')).amount).toBe(100);
    expect(refundQuote(free24, dayTicket, 100, at('2026-11-25T20:00:00.001Z')).amount).toBe(0);
  });

  it('never refunds more than was paid, and never more as time goes on (property)', () => {
    const policy = fc.record({
      freeUntilHours: fc.option(fc.integer({ min: 1, max: 720 }), { nil: null }),
      partial: fc.option(
        fc.record({
          untilHours: fc.integer({ min: 0, max: 720 }),
          refundPercent: fc.integer({ min: 1, max: 99 }),
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(
        policy.filter((p) => cancellationPolicyProblem(p) === null),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 800 * 3_600_000 }),
        fc.integer({ min: 0, max: 800 * 3_600_000 }),
        (p, paid, before1, before2) => {
          const start = visitStartMs(friday15);
          const earlier = new Date(start - Math.max(before1, before2));
          const later = new Date(start - Math.min(before1, before2));
          const first = refundQuote(p, friday15, paid, earlier);
          const second = refundQuote(p, friday15, paid, later);
          expect(first.amount).toBeLessThanOrEqual(paid);
          expect(second.amount).toBeLessThanOrEqual(first.amount);
          expect(Number.isInteger(first.amount)).toBe(true);
        },
      ),
    );
  });

  it('refuses a paid amount that is not whole minor units', () => {
    expect(() => refundQuote(free24, friday15, 10.5)).toThrow(RangeError);
  });
});

describe('rescheduling', () => {
  it('is the visitor’s until the free cut-off, and never on a ticket without a free window', () => {
    expect(rescheduleDeadline(free24, friday15)).toBe('2026-11-26T11:00:00.000Z');
    expect(canReschedule(free24, friday15, at('2026-11-26T11:00:00.000Z'))).toBe(true);
    expect(canReschedule(free24, friday15, at('2026-11-26T11:00:00.001Z'))).toBe(false);
    expect(rescheduleDeadline(NON_REFUNDABLE, friday15)).toBeNull();
    expect(canReschedule(NON_REFUNDABLE, friday15, at('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('policy in plain words', () => {
  it('describes the policy without a date for product pages and the FAQ', () => {
    expect(describeCancellationPolicy(free24)).toBe('Free cancellation up to 24 hours before the visit');
    expect(describeCancellationPolicy(tiered)).toBe(
      'Free cancellation up to 48 hours before the visit; 50 % refund up to 6 hours before the visit',
    );
    expect(describeCancellationPolicy(NON_REFUNDABLE)).toBe('Non-refundable');
    expect(describeCancellationPolicy({ freeUntilHours: 1, partial: null })).toBe(
      'Free cancellation up to 1 hour before the visit',
    );
    expect(
      describeCancellationPolicy({ freeUntilHours: null, partial: { untilHours: 0, refundPercent: 20 } }),
    ).toBe('Non-refundable, except a 20 % refund until the visit starts');
  });

  it('names the cut-offs of one visit in Dubai time', () => {
    expect(describeCancellationDeadlines(free24, { bookingDate: '2026-11-27', timeSlot: '15:00' })).toBe(
      'Free cancellation until 15:00 on Thursday 26 November',
    );
    expect(describeCancellationDeadlines(tiered, friday15)).toBe(
      'Free cancellation until 15:00 on Wednesday 25 November; 50 % refund until 09:00 on Friday 27 November',
    );
    expect(describeCancellationDeadlines(free24, dayTicket)).toBe(
      'Free cancellation until 00:00 on Thursday 26 November',
    );
    expect(describeCancellationDeadlines(NON_REFUNDABLE, friday15)).toBe('Non-refundable');
  });
});

describe('cancellationPolicyProblem', () => {
  it('accepts coherent policies and names what is wrong with the others', () => {
    expect(cancellationPolicyProblem(free24)).toBeNull();
    expect(cancellationPolicyProblem(tiered)).toBeNull();
    expect(cancellationPolicyProblem(NON_REFUNDABLE)).toBeNull();
    expect(cancellationPolicyProblem({ freeUntilHours: -1, partial: null })).toMatch(/whole hours/);
    expect(cancellationPolicyProblem({ freeUntilHours: 1.5, partial: null })).toMatch(/whole hours/);
    expect(
      cancellationPolicyProblem({ freeUntilHours: 24, partial: { untilHours: 24, refundPercent: 50 } }),
    ).toMatch(/closer to the visit/);
    expect(
      cancellationPolicyProblem({ freeUntilHours: 24, partial: { untilHours: 6, refundPercent: 100 } }),
    ).toMatch(/1 to 99/);
  });
});

describe('cancellationTermsAt: what a visit’s policy promises from a moment on', () => {
  const free = { window: 'free', percent: 100, until: '2026-11-25T11:00:00.000Z' } as const;
  const half = { window: 'partial', percent: 50, until: '2026-11-27T05:00:00.000Z' } as const;

  it('lists the windows still ahead, the first being what cancelling now gives', () => {
    expect(cancellationTermsAt(tiered, friday15, at('2026-11-25T11:00:00.000Z'))).toEqual({
      ahead: [free, half],
      passed: [],
      reason: null,
    });
  });

  it('no longer promises free cancellation once its cut-off has passed', () => {
    expect(cancellationTermsAt(tiered, friday15, at('2026-11-25T11:00:00.001Z'))).toEqual({
      ahead: [half],
      passed: [free],
      reason: null,
    });
    expect(cancellationTermsAt(free24, friday15, at('2026-11-26T11:00:00.001Z'))).toEqual({
      ahead: [],
      passed: [{ window: 'free', percent: 100, until: '2026-11-26T11:00:00.000Z' }],
      reason: 'tooLate',
    });
  });

  it('says why nothing is refunded: the policy, the windows over, or the visit begun', () => {
    expect(cancellationTermsAt(NON_REFUNDABLE, friday15, at('2026-11-01T00:00:00Z')).reason).toBe(
      'nonRefundable',
    );
    expect(cancellationTermsAt(tiered, friday15, at('2026-11-27T06:00:00Z')).reason).toBe('tooLate');
    expect(
      cancellationTermsAt({ freeUntilHours: 0, partial: null }, friday15, at('2026-11-27T11:00:01Z')).reason,
    ).toBe('started');
  });

  it('agrees with refundQuote on what cancelling now gives, at any moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 80 }), (hoursBefore) => {
        const now = new Date(Date.parse('2026-11-27T11:00:00Z') - hoursBefore * 3_600_000 - 1);
        const terms = cancellationTermsAt(tiered, friday15, now);
        const quote = refundQuote(tiered, friday15, 10_000, now);
        expect(terms.ahead[0]?.percent ?? 0).toBe(quote.percent);
        expect(terms.ahead[0]?.until ?? null).toBe(quote.until);
      }),
    );
  });
});

describe('cut-offs in a language', () => {
  const policy: CancellationPolicy = { freeUntilHours: 24, partial: { untilHours: 6, refundPercent: 50 } };

  it('lists every window with its last instant, whenever it is read', () => {
    expect(cancellationDeadlines(policy, friday15)).toEqual([
      { window: 'free', percent: 100, until: '2026-11-26T11:00:00.000Z' },
      { window: 'partial', percent: 50, until: '2026-11-27T05:00:00.000Z' },
    ]);
    expect(cancellationDeadlines(NON_REFUNDABLE, friday15)).toEqual([]);
  });

  it('writes a cut-off in Dubai time in each language, English as before and Arabic in Latin digits', () => {
    const instant = '2026-11-26T11:00:00.000Z';
    expect(formatCutOff(instant)).toBe('15:00 on Thursday 26 November');
    expect(formatCutOff(instant, undefined, 'ms')).toBe('Khamis, 26 November pada 15:00');
    expect(formatCutOff(instant, undefined, 'ar')).toContain('15:00');
    expect(formatCutOff(instant, undefined, 'ar')).toContain('الخميس');
    expect(formatCutOff(instant, undefined, 'zh')).toContain('11月26日');
    expect(formatCutOff(instant, undefined, 'zh')).toContain('星期四');
  });
});

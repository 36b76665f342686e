import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingMoney,
  CHEAPER_MOVE_REFUND_REASON,
  moneyStatement,
  moneyTaken,
  moveMoney,
  paymentsOf,
  refundableAmount,
  reportDays,
  reportGroup,
  reportMoney,
  reportRangeProblem,
  REPORT_MAX_DAYS,
  type RefundRecord,
} from '../src/domain';

const amount = fc.integer({ min: 0, max: 10_000_000 });
const positive = fc.integer({ min: 1, max: 1_000_000 });
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

describe('a booking’s money', () => {
  it('keeps the value booked apart from money paid, refunded and kept', () => {
    // A RM 507 booking moved to a RM 567 date with the difference waived: RM 507 was paid.
    expect(bookingMoney({ totalDiscountAmount: 56700, amountPaid: 50700, refundedAmount: 0 })).toEqual({
      valueBooked: 56700,
      amountPaid: 50700,
      refundedAmount: 0,
      balance: 50700,
      refundable: 50700,
    });
  });

  it('never lets a refund exceed what was paid and not refunded yet', () => {
    fc.assert(
      fc.property(amount, amount, (amountPaid, refundedAmount) => {
        const left = refundableAmount({ amountPaid, refundedAmount });
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(amountPaid);
        if (refundedAmount <= amountPaid) expect(left + refundedAmount).toBe(amountPaid);
        expect(moneyTaken({ amountPaid, refundedAmount })).toBe(amountPaid - refundedAmount);
      }),
    );
  });

  it('splits the total paid into the checkout’s payment and each paid date change', () => {
    fc.assert(
      fc.property(
        positive,
        fc.array(fc.record({ amount: positive, at: instant }), { maxLength: 4 }),
        instant,
        (original, changes, paidAt) => {
          const total = original + changes.reduce((s, c) => s + c.amount, 0);
          const payments = paymentsOf(total, paidAt, changes);
          expect(payments[0]).toEqual({ kind: 'booking', amount: original, at: paidAt });
          expect(payments.slice(1).map((p) => p.amount)).toEqual(changes.map((c) => c.amount));
          expect(payments.reduce((s, p) => s + p.amount, 0)).toBe(total);
        },
      ),
    );
    expect(paymentsOf(0, null, [])).toEqual([]);
  });
});

describe('the money statement', () => {
  const refund = (amountGiven: number, at: string, status: RefundRecord['status'] = 'succeeded') => ({
    amount: amountGiven,
    at,
    status,
    reason: 'Customer called: flight delayed, goodwill refund above policy',
  });

  it('after a cheaper move and a cancel: the payment, each refund and a zero balance', () => {
    const statement = moneyStatement(
      [{ kind: 'booking', amount: 52380, at: '2026-11-20T10:00:00.000Z' }],
      [
        { ...refund(4950, '2026-11-21T10:00:00.000Z'), reason: CHEAPER_MOVE_REFUND_REASON },
        { ...refund(47430, '2026-11-22T10:00:00.000Z'), reason: 'Cancelled by the customer' },
      ],
    );
    expect(statement).toEqual({
      paid: 52380,
      refunded: 52380,
      balance: 0,
      lines: [
        { kind: 'payment', label: 'Payment', amount: 52380, at: '2026-11-20T10:00:00.000Z', status: null },
        {
          kind: 'refund',
          label: 'Refund: date changed to a cheaper visit',
          amount: 4950,
          at: '2026-11-21T10:00:00.000Z',
          status: 'succeeded',
        },
        {
          kind: 'refund',
          label: 'Refund: booking cancelled',
          amount: 47430,
          at: '2026-11-22T10:00:00.000Z',
          status: 'succeeded',
        },
      ],
    });
  });

  it('never shows staff’s reason to the customer, and a failed refund gives nothing back', () => {
    const statement = moneyStatement(
      [{ kind: 'booking', amount: 1000, at: '2026-11-20T10:00:00.000Z' }],
      [refund(1000, '2026-11-21T10:00:00.000Z', 'failed')],
    );
    expect(JSON.stringify(statement)).not.toContain('goodwill');
    expect(statement).toMatchObject({ paid: 1000, refunded: 0, balance: 1000 });
  });

  it('adds up: its totals are its lines, in time order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ kind: fc.constantFrom('booking', 'dateChange'), amount: positive, at: instant }),
        ),
        fc.array(
          fc.record({
            amount: positive,
            at: instant,
            status: fc.constantFrom('pending', 'succeeded', 'failed'),
            reason: fc.string(),
          }),
        ),
        (payments, refunds) => {
          const s = moneyStatement(payments as never, refunds as never);
          const sum = (kind: string) =>
            s.lines
              .filter((l) => l.kind === kind && l.status !== 'failed')
              .reduce((total, l) => total + l.amount, 0);
          expect(s.paid).toBe(sum('payment'));
          expect(s.refunded).toBe(sum('refund'));
          expect(s.balance).toBe(s.paid - s.refunded);
          expect(s.lines).toHaveLength(payments.length + refunds.length);
          const times = s.lines.map((l) => l.at!);
          expect(times).toEqual([...times].sort());
        },
      ),
    );
  });
});

describe('what a date change did with money', () => {
  it('claims a payment only when one was made', () => {
    expect(moveMoney({ priceDifference: 6000, waived: true, refundAmount: 0 })).toEqual({
      kind: 'waived',
      amount: 6000,
    });
    expect(moveMoney({ priceDifference: 6000, waived: false, refundAmount: 0 })).toEqual({
      kind: 'paid',
      amount: 6000,
    });
    expect(moveMoney({ priceDifference: -4950, waived: false, refundAmount: 4950 })).toEqual({
      kind: 'refunded',
      amount: 4950,
    });
    // A cheaper move of a booking paid nothing (a 100 % coupon) refunds nothing.
    expect(moveMoney({ priceDifference: -4950, waived: false, refundAmount: 0 })).toEqual({ kind: 'none' });
  });
});

describe('a report’s money', () => {
  it('is money taken = paid − refunded, beside the value booked', () => {
    fc.assert(
      fc.property(amount, amount, amount, (valueBooked, paid, refunded) => {
        const r = reportMoney({ valueBooked, paid, refunded });
        expect(r.moneyTaken + r.refunded).toBe(r.paid);
        expect(r.valueBooked).toBe(valueBooked);
      }),
    );
  });
});

describe('a report over dates', () => {
  it('covers an ordered range of at most a year and a day, one bar a day', () => {
    expect(reportRangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(reportRangeProblem('2026-11-30', '2026-11-01')).toBe('must be on or after the start date');
    expect(reportRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(reportRangeProblem('2026-01-01', '2027-01-02')).toBe(
      `a report covers at most ${REPORT_MAX_DAYS} days`,
    );
  });

  it('fills the days without bookings with zeros and keeps the days it has', () => {
    const day = {
      date: '2026-11-02',
      ...reportGroup({ bookings: 1, adults: 2, children: 0, valueBooked: 900, paid: 800, refunded: 300 }),
    };
    expect(day.moneyTaken).toBe(500);
    const days = reportDays('2026-11-01', '2026-11-03', [day]);
    expect(days.map((d) => [d.date, d.bookings, d.moneyTaken])).toEqual([
      ['2026-11-01', 0, 0],
      ['2026-11-02', 1, 500],
      ['2026-11-03', 0, 0],
    ]);
  });
});

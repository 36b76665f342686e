import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  computeTotals,
  countStep,
  fromPrice,
  increaseCount,
  pairPrice,
  priceDiffers,
  weekPrices,
} from '../src/domain';
import { BookingStore } from '../src/stores';
import { makeTicket, SATURDAY, VALID_CONTACT, WEDNESDAY } from './fixtures';

const price = fc.integer({ min: 0, max: 10_000_000 });
const prices = fc.record({ adult: price, child: price });
const count = fc.integer({ min: 0, max: 100 });
const percent = fc.integer({ min: 0, max: 100 });
const coupon = fc.option(fc.constantFrom('SAVE10', 'HALF'), { nil: undefined });

describe('the amount due', () => {
  it('is the sum minus the coupon discount: what the summary, the pax sheet and the server all use', () => {
    const prices = { adult: 12_000, child: 6_000 };
    expect(amountDue({ adultCount: 2, childCount: 1, prices })).toBe(30_000);
    expect(amountDue({ adultCount: 2, childCount: 1, prices, couponCode: 'SAVE10', discountValue: 10 })).toBe(
      27_000,
    );
    expect(amountDue({ adultCount: 2, childCount: 1, prices, couponCode: 'FREE', discountValue: 100 })).toBe(
      0,
    );
    // A percentage without a code is no discount.
    expect(amountDue({ adultCount: 2, childCount: 1, prices, discountValue: 50 })).toBe(30_000);
  });

  it('(property) equals the totals of section 4 after the discount, never exceeds the sum and is never negative', () => {
    fc.assert(
      fc.property(count, count, prices, coupon, percent, (a, c, p, code, pct) => {
        const input = { adultCount: a, childCount: c, prices: p, couponCode: code, discountValue: pct };
        const totals = computeTotals(input);
        const due = amountDue(input);
        expect(due).toBe(totals.totalAmount - totals.discountAmount);
        expect(due).toBe(totals.totalDiscountAmount);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(totals.totalAmount);
        expect(Number.isSafeInteger(due)).toBe(true);
        if (!code) expect(due).toBe(totals.totalAmount);
      }),
    );
  });

  it('(property) the BookingStore getter shows the same amount as the core rule, with and without a coupon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        coupon,
        percent,
        (adults, children, weekend, code, pct) => {
          const ticket = makeTicket();
          const booking = new BookingStore();
          booking.selectTicket(ticket);
          booking.selectDate(weekend ? SATURDAY : WEDNESDAY);
          for (let i = 0; i < adults; i++) booking.increaseAdult();
          for (let i = 0; i < children; i++) booking.increaseChild();
          if (code) booking.applyCoupon(code, pct);
          const expected = amountDue({
            adultCount: adults,
            childCount: children,
            prices: weekend ? ticket.pricing[0]!.weekEnds : ticket.pricing[0]!.weekDays,
            couponCode: code,
            discountValue: code ? pct : 0,
          });
          expect(booking.amountDue).toEqual({ amount: expected, currency: 'myr' });
          expect(booking.amountDue.amount).toBe(booking.totalDiscountAmount);
        },
      ),
    );
  });

  it('travels in the checkout request as the figure the server must confirm', () => {
    const booking = new BookingStore();
    booking.selectTicket(makeTicket());
    booking.selectDate(SATURDAY);
    booking.selectTimeSlot('10:00');
    booking.increaseAdult();
    booking.increaseAdult();
    booking.setContact(VALID_CONTACT);
    booking.applyCoupon('save10', 10);
    expect(booking.checkoutRequest).toMatchObject({ expectedTotal: 21_600, expectedCurrency: 'myr' });
  });
});

describe('a price shown against the price due', () => {
  it('differs on the amount, or on the currency when one was shown', () => {
    const due = { amount: 30_000, currency: 'myr' };
    expect(priceDiffers({ amount: 30_000, currency: 'myr' }, due)).toBe(false);
    expect(priceDiffers({ amount: 30_000, currency: 'MYR' }, due)).toBe(false);
    expect(priceDiffers({ amount: 30_000 }, due)).toBe(false);
    expect(priceDiffers({ amount: 29_999, currency: 'myr' }, due)).toBe(true);
    expect(priceDiffers({ amount: 30_000, currency: 'aed' }, due)).toBe(true);
  });

  it('(property) never differs from itself and always differs from another amount', () => {
    fc.assert(
      fc.property(price, price, fc.constantFrom('myr', 'aed', 'usd'), (a, b, currency) => {
        expect(priceDiffers({ amount: a, currency }, { amount: a, currency })).toBe(false);
        expect(priceDiffers({ amount: a, currency }, { amount: b, currency })).toBe(a !== b);
      }),
    );
  });
});

describe('the pair price of a buy-one-get-one ticket', () => {
  it('is what two people cost, because both in a pair are charged', () => {
    expect(pairPrice(15_000)).toBe(30_000);
    expect(pairPrice(0)).toBe(0);
    expect(() => pairPrice(-1)).toThrow(RangeError);
    expect(() => pairPrice(1.5)).toThrow(RangeError);
  });

  it('(property) n pairs cost n pair prices: the pair price says truly what each step of the count adds', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10 }), (unit, pairs) => {
        let adults = 0;
        for (let i = 0; i < pairs; i++)
          adults = increaseCount(adults, true, { otherCount: 0, maxPerBooking: 100 });
        expect(adults).toBe(pairs * countStep(true));
        const { adultTotal } = computeTotals({
          adultCount: adults,
          childCount: 0,
          prices: { adult: unit, child: 0 },
        });
        expect(adultTotal).toBe(pairs * pairPrice(unit));
      }),
    );
  });
});

describe('prices by age and by day', () => {
  it('gives the from price of either age group', () => {
    const { pricing } = makeTicket();
    expect(fromPrice(pricing)).toBe(10_000);
    expect(fromPrice(pricing, 'adult')).toBe(10_000);
    expect(fromPrice(pricing, 'child')).toBe(5_000);
    expect(fromPrice([pricing[1]!])).toBe(20_000);
  });

  it('names the days weekday and weekend prices apply to, Monday first', () => {
    const { pricing } = makeTicket();
    expect(weekPrices(pricing, 1)).toEqual({
      weekDays: {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        prices: { adult: 20_000, child: 15_000 },
      },
      weekEnds: { days: ['Saturday', 'Sunday'], prices: { adult: 25_000, child: 17_500 } },
    });
    expect(weekPrices(pricing, 5)).toBeNull();
  });
});

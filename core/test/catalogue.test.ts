import { describe, expect, it } from 'vitest';
import { decimalAmount, productDuration, productFromPrice, type PricingEntry } from '../src/domain';

const entry = (weekday: number, weekend: number, child = 1): PricingEntry => ({
  preference: 'Standard',
  weekDays: { adult: weekday, child },
  weekEnds: { adult: weekend, child },
});

describe('productFromPrice', () => {
  it('is the lowest adult price of any ticket, weekday or weekend, across preferences', () => {
    const tickets = [
      { currency: 'myr', pricing: [entry(18_900, 21_000), entry(25_000, 15_500)] },
      { currency: 'myr', pricing: [entry(16_000, 17_000)] },
    ];
    expect(productFromPrice(tickets, 'myr')).toBe(15_500);
  });

  it('ignores child prices, which are not what "from" means for an adult visitor', () => {
    expect(productFromPrice([{ currency: 'myr', pricing: [entry(9_000, 9_000, 100)] }], 'myr')).toBe(9_000);
  });

  it('leaves out tickets in another currency and is null when none is in the product currency', () => {
    const tickets = [
      { currency: 'aed', pricing: [entry(100, 100)] },
      { currency: 'MYR', pricing: [entry(5_000, 6_000)] },
    ];
    expect(productFromPrice(tickets, 'myr')).toBe(5_000);
    expect(productFromPrice(tickets, 'usd')).toBeNull();
    expect(productFromPrice([], 'myr')).toBeNull();
  });
});

describe('productDuration', () => {
  it('spans the shortest and the longest stated visit, leaving out tickets that state none', () => {
    expect(
      productDuration([{ durationMinutes: 90 }, { durationMinutes: null }, {}, { durationMinutes: 360 }]),
    ).toEqual({ min: 90, max: 360 });
    expect(productDuration([{ durationMinutes: 120 }])).toEqual({ min: 120, max: 120 });
  });

  it('is null when no ticket states one', () => {
    expect(productDuration([{ durationMinutes: null }, {}])).toBeNull();
    expect(productDuration([])).toBeNull();
  });
});

describe('decimalAmount', () => {
  it('writes minor units as a decimal string with the currency’s digits', () => {
    expect(decimalAmount(18_900, 'myr')).toBe('189.00');
    expect(decimalAmount(5, 'MYR')).toBe('0.05');
    expect(decimalAmount(0, 'aed')).toBe('0.00');
    expect(decimalAmount(500, 'jpy')).toBe('500');
    expect(decimalAmount(1_234, 'kwd')).toBe('1.234');
  });

  it('refuses what is not a whole non-negative number of minor units', () => {
    expect(() => decimalAmount(1.5, 'myr')).toThrow(RangeError);
    expect(() => decimalAmount(-1, 'myr')).toThrow(RangeError);
  });
});

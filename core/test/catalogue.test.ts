import { describe, expect, it } from 'vitest';
import { productFromPrice, type PricingEntry } from '../src/domain';

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

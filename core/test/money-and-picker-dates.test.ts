import { describe, expect, it } from 'vitest';
import { decimalAmount, fromPickerDate, parseDecimalAmount, toPickerDate } from '../src/domain';

describe('parseDecimalAmount', () => {
  it('reads what an admin types as whole minor units', () => {
    expect(parseDecimalAmount('120.50', 'myr')).toBe(12050);
    expect(parseDecimalAmount('0.1', 'myr')).toBe(10);
    expect(parseDecimalAmount(' 1,234.05 ', 'myr')).toBe(123405);
    expect(parseDecimalAmount('19.99', 'myr')).toBe(1999);
    expect(parseDecimalAmount('12', 'myr')).toBe(1200);
  });

  it('refuses what is not an amount in that currency', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '1.', '.5']) {
      expect(parseDecimalAmount(bad, 'myr')).toBeNaN();
    }
    // A currency without minor digits takes no decimals at all.
    expect(parseDecimalAmount('500', 'jpy')).toBe(500);
    expect(parseDecimalAmount('500.5', 'jpy')).toBeNaN();
  });

  it('reads back what decimalAmount writes', () => {
    for (const sen of [0, 1, 10, 99, 100, 1999, 123405, 10_000_000]) {
      expect(parseDecimalAmount(decimalAmount(sen, 'myr'), 'myr')).toBe(sen);
    }
  });
});

describe('picker dates', () => {
  it('round-trips a calendar date through a local Date in any zone the test runs in', () => {
    for (const date of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31', '2028-02-29']) {
      const local = toPickerDate(date);
      expect([local.getFullYear(), local.getMonth() + 1, local.getDate()]).toEqual(
        date.split('-').map(Number),
      );
      expect(fromPickerDate(local)).toBe(date);
    }
  });

  it('makes an Invalid Date of a string that is not a calendar date', () => {
    expect(Number.isNaN(toPickerDate('not a date').getTime())).toBe(true);
  });
});

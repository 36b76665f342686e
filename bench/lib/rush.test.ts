// npx vitest run --config bench/vitest.config.ts: the rush's arithmetic, which its figures rest on.
import { describe, expect, it } from 'vitest';
import { arrivalTimes, percentile } from './rush';
import { random } from './scale';

describe('arrivalTimes', () => {
  it('spreads every visitor over the window, in order, ending at its end', () => {
    const times = arrivalTimes(5_000, 60, random(16));
    expect(times).toHaveLength(5_000);
    expect(times.every((t, i) => t >= 0 && (i === 0 || t >= times[i - 1]!))).toBe(true);
    expect(times[times.length - 1]).toBeCloseTo(60_000, 6);
    // An open model at a steady rate: each ten seconds gets about a sixth of the crowd.
    for (let s = 0; s < 60; s += 10) {
      const n = times.filter((t) => t >= s * 1000 && t < (s + 10) * 1000).length;
      expect(n).toBeGreaterThan(700);
      expect(n).toBeLessThan(967);
    }
  });

  it('draws the same crowd from the same seed', () => {
    expect(arrivalTimes(50, 10, random(3))).toEqual(arrivalTimes(50, 10, random(3)));
    expect(arrivalTimes(50, 10, random(3))).not.toEqual(arrivalTimes(50, 10, random(4)));
  });
});

describe('percentile', () => {
  it('is the nearest rank: p99 of 100 values is the 99th, of 1,000 the 990th', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    const thousand = Array.from({ length: 1_000 }, (_, i) => i + 1);
    expect(percentile(thousand, 99)).toBe(990);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });
});

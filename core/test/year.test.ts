import { describe, expect, it } from 'vitest';
import { yearIn } from '../src/domain/year';

describe('yearIn', () => {
  it("is the year in Dubai, which starts four hours before UTC's", () => {
    expect(yearIn('2026-12-31T19:59:59Z')).toBe(2026);
    expect(yearIn('2026-12-31T20:00:00Z')).toBe(2027);
    expect(yearIn(new Date('2027-06-01T00:00:00Z'))).toBe(2027);
  });

  it('reads another zone when asked', () => {
    expect(yearIn('2027-01-01T02:00:00Z', 'America/Los_Angeles')).toBe(2026);
  });
});

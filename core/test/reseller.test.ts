import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelLabel,
  computeTotals,
  parseZonedDateTime,
  resellerNet,
  resellerTotals,
  resellerUnitNets,
  zonedDateTime,
} from '../src/domain';

const price = fc.integer({ min: 0, max: 10_000_000 });
const prices = fc.record({ adult: price, child: price });
const count = fc.integer({ min: 0, max: 100 });
const percent = fc.integer({ min: 0, max: 100 });

describe('reseller net prices', () => {
  it('take the commission off each unit, rounded half up like a coupon', () => {
    expect(resellerNet(16900, 20)).toBe(13520);
    expect(resellerNet(16900, 0)).toBe(16900);
    expect(resellerNet(16900, 100)).toBe(0);
    // 12.5 sen of commission rounds up to 13: the net is 112, not 113.
    expect(resellerNet(125, 10)).toBe(112);
    expect(() => resellerNet(100, 12.5)).toThrow(RangeError);
    expect(() => resellerNet(-1, 10)).toThrow(RangeError);
  });

  it('make a booking whose net is the sum of its units and whose retail is computeTotals', () => {
    fc.assert(
      fc.property(count, count, prices, percent, (a, c, p, pct) => {
        const t = resellerTotals({ adultCount: a, childCount: c, prices: p, commissionPercent: pct });
        const retail = computeTotals({ adultCount: a, childCount: c, prices: p });
        const nets = resellerUnitNets(p, pct);
        expect(t.adultTotal).toBe(retail.adultTotal);
        expect(t.childTotal).toBe(retail.childTotal);
        expect(t.totalAmount).toBe(retail.totalAmount);
        expect(t.totalDiscountAmount).toBe(a * nets.adult + c * nets.child);
        expect(t.discountAmount).toBeGreaterThanOrEqual(0);
        expect(t.discountAmount).toBeLessThanOrEqual(t.totalAmount);
        expect(t.totalDiscountAmount).toBe(t.totalAmount - t.discountAmount);
        // What the database's bookings_money_check demands of every row.
        expect(t.totalAmount).toBe(t.adultTotal + t.childTotal);
      }),
    );
  });

  it('charge the pickup extra per participant as computeTotals does, with the commission off it too', () => {
    fc.assert(
      fc.property(count, count, prices, percent, price, (a, c, p, pct, extra) => {
        const t = resellerTotals({
          adultCount: a,
          childCount: c,
          prices: p,
          commissionPercent: pct,
          pickupExtra: extra,
        });
        const retail = computeTotals({ adultCount: a, childCount: c, prices: p, pickupExtra: extra });
        const nets = resellerUnitNets(p, pct);
        expect(t.pickupTotal).toBe((a + c) * extra);
        expect(t.totalAmount).toBe(retail.totalAmount);
        expect(t.totalDiscountAmount).toBe(
          a * (nets.adult + resellerNet(extra, pct)) + c * (nets.child + resellerNet(extra, pct)),
        );
        expect(t.totalAmount).toBe(t.adultTotal + t.childTotal + t.pickupTotal);
      }),
    );
    // Two adults at 150.00 with a 25.00 pickup each, 20 % commission: 350.00 retail, 280.00 net.
    const t = resellerTotals({
      adultCount: 2,
      childCount: 0,
      prices: { adult: 15000, child: 9000 },
      commissionPercent: 20,
      pickupExtra: 2500,
    });
    expect(t).toMatchObject({ totalAmount: 35000, pickupTotal: 5000, totalDiscountAmount: 28000 });
  });

  it('is never more than the retail price and never less than nothing', () => {
    fc.assert(
      fc.property(price, percent, (p, pct) => {
        const net = resellerNet(p, pct);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(p);
      }),
    );
  });
});

describe('zoned local date-times (OCTO availability ids)', () => {
  it("write Dubai's offset, asked of the zone", () => {
    expect(zonedDateTime('2026-12-24', '09:00')).toBe('2026-12-24T09:00:00+04:00');
    expect(zonedDateTime('2026-07-01', '10:30', 'America/Los_Angeles')).toBe('2026-07-01T10:30:00-07:00');
    expect(zonedDateTime('2026-12-01', '10:30', 'America/Los_Angeles')).toBe('2026-12-01T10:30:00-08:00');
    expect(zonedDateTime('2026-12-24', '00:00', 'Asia/Kolkata')).toBe('2026-12-24T00:00:00+05:30');
  });

  it('read back only what they write', () => {
    expect(parseZonedDateTime('2026-12-24T09:00:00+04:00')).toEqual({ date: '2026-12-24', time: '09:00' });
    expect(parseZonedDateTime('2026-12-24T09:00:00+03:00')).toBeNull();
    expect(parseZonedDateTime('2026-12-24T09:00:00Z')).toBeNull();
    expect(parseZonedDateTime('2026-02-30T09:00:00+04:00')).toBeNull();
    expect(parseZonedDateTime('2026-12-24T25:00:00+04:00')).toBeNull();
    expect(parseZonedDateTime('2026-12-24T09:00:30+04:00')).toBeNull();
    expect(parseZonedDateTime('invalidAvailabilityId')).toBeNull();
  });

  it('round-trip every date and time', () => {
    const date = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(date, time, (d, t) => {
        expect(parseZonedDateTime(zonedDateTime(d, t))).toEqual({ date: d, time: t });
      }),
    );
  });
});

describe('a booking’s channel in words', () => {
  const KLOOK = { _id: '6f1f7a9e-0000-4000-8000-000000000001', name: 'Klook' };
  const reseller = (testMode: boolean) => ({ kind: 'reseller' as const, resellerId: KLOOK._id, testMode });

  it('names the website, staff and the reseller, test bookings marked', () => {
    expect(channelLabel(undefined, [KLOOK])).toBe('Website');
    expect(channelLabel({ kind: 'website', resellerId: null, testMode: false }, [])).toBe('Website');
    expect(channelLabel({ kind: 'staff' }, [])).toBe('Staff');
    expect(channelLabel(reseller(false), [KLOOK])).toBe('Klook');
    expect(channelLabel(reseller(true), [KLOOK])).toBe('Klook (test)');
    // The list of resellers not loaded yet, or the reseller since removed.
    expect(channelLabel(reseller(false), undefined)).toBe('Reseller');
  });
});

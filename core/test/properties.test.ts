import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, decreaseCount, increaseCount } from '../src/domain';
import { BookingStore, initialBookingState } from '../src/stores';
import { makeTicket, OTHER_TICKET_ID, VALID_CONTACT } from './fixtures';

const price = fc.integer({ min: 0, max: 10_000_000 });
const prices = fc.record({ adult: price, child: price });
const count = fc.integer({ min: 0, max: 100 });
const percent = fc.integer({ min: 0, max: 100 });

describe('totals (property)', () => {
  it('are never negative, the discount never exceeds the sum, and the sums add up', () => {
    fc.assert(
      fc.property(
        count,
        count,
        prices,
        fc.option(fc.constantFrom('SAVE10', 'X1X'), { nil: undefined }),
        percent,
        (a, c, p, code, pct) => {
          const t = computeTotals({
            adultCount: a,
            childCount: c,
            prices: p,
            couponCode: code,
            discountValue: pct,
          });
          expect(t.adultTotal).toBeGreaterThanOrEqual(0);
          expect(t.childTotal).toBeGreaterThanOrEqual(0);
          expect(t.discountAmount).toBeGreaterThanOrEqual(0);
          expect(t.totalDiscountAmount).toBeGreaterThanOrEqual(0);
          expect(t.discountAmount).toBeLessThanOrEqual(t.totalAmount);
          expect(t.totalAmount).toBe(t.adultTotal + t.childTotal);
          expect(t.totalDiscountAmount).toBe(t.totalAmount - t.discountAmount);
          expect(Number.isInteger(t.discountAmount)).toBe(true);
          // Half up: the discount is within half a minor unit of the exact percentage.
          expect(Math.abs(t.discountAmount - (code ? (t.totalAmount * pct) / 100 : 0))).toBeLessThanOrEqual(
            0.5,
          );
        },
      ),
    );
  });
});

type Action =
  | {
      kind: 'increaseAdult' | 'decreaseAdult' | 'increaseChild' | 'decreaseChild' | 'removeCoupon' | 'cancel';
    }
  | { kind: 'selectTicket'; adultBogo: boolean; childBogo: boolean; max: number; other: boolean }
  | { kind: 'selectPreference'; index: number }
  | { kind: 'selectDate'; offset: number }
  | { kind: 'selectTimeSlot'; slot: string }
  | { kind: 'pax'; open: boolean }
  | { kind: 'coupon'; value: number }
  | { kind: 'contact' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom(
    { kind: 'increaseAdult' as const },
    { kind: 'decreaseAdult' as const },
    { kind: 'increaseChild' as const },
    { kind: 'decreaseChild' as const },
    { kind: 'removeCoupon' as const },
    { kind: 'contact' as const },
  ),
  fc.record({
    kind: fc.constant('selectTicket' as const),
    adultBogo: fc.boolean(),
    childBogo: fc.boolean(),
    max: fc.integer({ min: 1, max: 30 }),
    other: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('selectPreference' as const), index: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('selectDate' as const), offset: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ kind: fc.constant('selectTimeSlot' as const), slot: fc.constantFrom('10:00', '11:00', '') }),
  fc.record({ kind: fc.constant('pax' as const), open: fc.boolean() }),
  fc.record({ kind: fc.constant('coupon' as const), value: percent }),
  fc.constant({ kind: 'cancel' as const }),
);

function apply(store: BookingStore, a: Action): void {
  switch (a.kind) {
    case 'increaseAdult':
      return store.increaseAdult();
    case 'decreaseAdult':
      return store.decreaseAdult();
    case 'increaseChild':
      return store.increaseChild();
    case 'decreaseChild':
      return store.decreaseChild();
    case 'removeCoupon':
      return store.removeCoupon();
    case 'cancel':
      return store.cancelBooking();
    case 'contact':
      return store.setContact(VALID_CONTACT);
    case 'selectTicket':
      return store.selectTicket(
        makeTicket({
          _id: a.other ? OTHER_TICKET_ID : makeTicket()._id,
          isAdultByOneGetOneActive: a.adultBogo,
          isChildByOneGetOneActive: a.childBogo,
          maxPerBooking: a.max,
        }),
      );
    case 'selectPreference':
      return store.selectPreference(`P${a.index}`, a.index);
    case 'selectDate': {
      const date = new Date(Date.UTC(2026, 10, 23 + a.offset)).toISOString().slice(0, 10);
      return store.selectDate(date);
    }
    case 'selectTimeSlot':
      return store.selectTimeSlot(a.slot);
    case 'pax':
      return store.setPaxModalOpen(a.open);
    case 'coupon':
      return store.applyCoupon('SAVE', a.value);
  }
}

describe('BookingStore (property)', () => {
  it('counts keep their buy-one-get-one parity, never go negative and never pass the bound', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const store = new BookingStore();
        for (const a of actions) {
          apply(store, a);
          expect(store.adultCount).toBeGreaterThanOrEqual(0);
          expect(store.childCount).toBeGreaterThanOrEqual(0);
          if (store.isAdultByOneGetOneActive) expect(store.adultCount % 2).toBe(0);
          if (store.isChildByOneGetOneActive) expect(store.childCount % 2).toBe(0);
          expect(store.adultCount + store.childCount).toBeLessThanOrEqual(store.maxPerBooking);
          expect(store.totalAmount).toBe(store.adultTotal + store.childTotal);
          expect(store.totalDiscountAmount).toBe(store.totalAmount - store.discountAmount);
          expect(store.discountAmount).toBeLessThanOrEqual(store.totalAmount);
          expect(store.totalDiscountAmount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('cancelBooking always restores the initial state', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const store = new BookingStore();
        for (const a of actions) apply(store, a);
        store.cancelBooking();
        expect(store.snapshot).toEqual(initialBookingState());
        expect([
          store.adultTotal,
          store.childTotal,
          store.totalAmount,
          store.discountAmount,
          store.totalDiscountAmount,
        ]).toEqual([0, 0, 0, 0, 0]);
      }),
    );
  });

  it('count steps from any start keep parity with buy-one-get-one and respect the bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).map((n) => n * 2),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.boolean(), { maxLength: 50 }),
        (start, other, max, ups) => {
          let current = Math.min(start, Math.max(0, max - other) - (Math.max(0, max - other) % 2));
          for (const up of ups) {
            current = up
              ? increaseCount(current, true, { otherCount: other, maxPerBooking: max })
              : decreaseCount(current, true);
            expect(current % 2).toBe(0);
            expect(current).toBeGreaterThanOrEqual(0);
            if (current > 0) expect(current + other).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});

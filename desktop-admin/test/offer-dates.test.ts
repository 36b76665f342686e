import { afterAll, describe, expect, it } from 'vitest';
import type { Coupon, Promotion } from '@tours/core/schemas';
import { choicesKeeping } from '../src/renderer/src/lib/choices';
import {
  couponFormToInput,
  couponToForm,
  dateInputToIso,
  isoToDateInput,
  promotionFormToInput,
  promotionToForm,
  validityLabel,
  validityPhase,
} from '../src/renderer/src/features/promotions/form-utils';

/** Dubai midnight on 1 December, as the API returns it. */
const FROM = '2026-11-30T20:00:00.000Z';
/** The last instant of 31 December in Dubai. */
const UNTIL = '2026-12-31T19:59:59.999Z';

const coupon: Coupon = {
  _id: '5b0c1a2e-0000-4000-8000-000000000101',
  code: 'WINTER10',
  discountValue: 10,
  validFrom: FROM,
  validUntil: UNTIL,
  maxRedemptions: 50,
  redeemed: 3,
  service: null,
  active: true,
};

const promotion: Promotion = {
  _id: '5b0c1a2e-0000-4000-8000-000000000201',
  title: 'Winter in Dubai',
  message: 'Ten percent off all of December.',
  couponCode: 'WINTER10',
  discountValue: 10,
  imageUrl: null,
  validFrom: FROM,
  validUntil: UNTIL,
  service: null,
  hostName: 'localhost',
  active: true,
};

// The editor runs on the back-office user's machine, wherever it is: Node re-reads TZ when it is
// assigned, so each zone below really is the machine's zone while its tests run.
const savedZone = process.env.TZ;
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe.each(['UTC', 'Asia/Kuala_Lumpur', 'America/Los_Angeles'])(
  'offer dates on a machine in %s',
  (zone) => {
    const inZone = () => {
      process.env.TZ = zone;
    };

    it('shows the Dubai calendar dates of a validity window', () => {
      inZone();
      expect(isoToDateInput(FROM)).toBe('2026-12-01');
      expect(isoToDateInput(UNTIL)).toBe('2026-12-31');
      // Windows saved before the fix ended at 23:59:59 Dubai time: still the same day.
      expect(isoToDateInput('2026-12-31T23:59:59+04:00')).toBe('2026-12-31');
      expect(isoToDateInput(null)).toBe('');
      expect(validityLabel(FROM, UNTIL)).toBe('2026-12-01 → 2026-12-31');
      expect(validityLabel(null, UNTIL)).toBe('… → 2026-12-31');
    });

    it('turns a Dubai date into the first or the last instant of that day', () => {
      inZone();
      expect(dateInputToIso('2026-12-01')).toBe(FROM);
      expect(dateInputToIso('2026-12-31', true)).toBe(UNTIL);
      expect(dateInputToIso('')).toBeNull();
      expect(dateInputToIso('2026-02-30')).toBe('2026-02-30');
    });

    it('saves a coupon opened and saved unchanged with the same window', () => {
      inZone();
      const form = couponToForm(coupon);
      expect([form.validFrom, form.validUntil]).toEqual(['2026-12-01', '2026-12-31']);
      const input = couponFormToInput(form);
      expect([input.validFrom, input.validUntil]).toEqual([FROM, UNTIL]);
      // And again: a second save does not move it either.
      const again = couponFormToInput(
        couponToForm({ ...coupon, validFrom: input.validFrom!, validUntil: input.validUntil! }),
      );
      expect([again.validFrom, again.validUntil]).toEqual([FROM, UNTIL]);
    });

    it('saves a promotion opened and saved unchanged with the same window', () => {
      inZone();
      const form = promotionToForm(promotion);
      expect([form.validFrom, form.validUntil]).toEqual(['2026-12-01', '2026-12-31']);
      const input = promotionFormToInput(form);
      expect(input).toMatchObject({
        validFrom: FROM,
        validUntil: UNTIL,
        hostName: 'localhost',
        couponCode: 'WINTER10',
      });
    });

    it('leaves an open-ended window open', () => {
      inZone();
      const input = couponFormToInput(couponToForm({ ...coupon, validFrom: null, validUntil: null }));
      expect([input.validFrom, input.validUntil]).toEqual([null, null]);
    });
  },
);

describe('editor choices and states', () => {
  it('keeps the value a record has among its choices, so saving unchanged keeps it', () => {
    const services = [{ value: 'burj-khalifa', label: 'Burj Khalifa' }];
    expect(choicesKeeping(services, 'burj-khalifa')).toBe(services);
    expect(choicesKeeping(services, '')).toBe(services);
    // Not loaded yet, or gone since: still offered, under its own name.
    expect(choicesKeeping([], 'red-dune-desert-safari')).toEqual([
      { value: 'red-dune-desert-safari', label: 'red-dune-desert-safari' },
    ]);
    expect(choicesKeeping(services, 'OLDCODE').map((c) => c.value)).toEqual(['OLDCODE', 'burj-khalifa']);
  });

  it('says whether a window is scheduled, current or ended, both bounds included', () => {
    const from = Date.parse(FROM);
    const until = Date.parse(UNTIL);
    expect(validityPhase(FROM, UNTIL, from - 1)).toBe('scheduled');
    expect(validityPhase(FROM, UNTIL, from)).toBe('current');
    expect(validityPhase(FROM, UNTIL, until)).toBe('current');
    expect(validityPhase(FROM, UNTIL, until + 1)).toBe('ended');
    expect(validityPhase(null, null, 0)).toBe('current');
  });
});

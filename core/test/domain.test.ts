import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  addDays,
  assertMinorUnits,
  BOOKING_STATUSES,
  canTransition,
  computeTotals,
  COUPON_PROBLEM_MESSAGES,
  couponProblem,
  countsProblem,
  countStep,
  daysBetween,
  dateStatus,
  decreaseCount,
  emailProblem,
  formatBookingDate,
  formatMoney,
  fromPrice,
  increaseCount,
  participantLimit,
  isCalendarDate,
  isCouponCodeFormat,
  isFewLeft,
  isTimeOfDay,
  isWeekend,
  isWeekendDay,
  minorDigits,
  mobileNumberProblem,
  nameProblem,
  normalizeCouponCode,
  normalizeMobileNumber,
  percentOf,
  SEAT_HOLDING_STATUSES,
  slotStatus,
  timeOfDayIn,
  todayIn,
  unitPrices,
  unitPricesForDate,
  validateContact,
  weekdayOf,
  type CouponTerms,
} from '../src/domain';
import { makeTicket, SATURDAY, SUNDAY, WEDNESDAY } from './fixtures';

describe('calendar', () => {
  it.each([
    ['2026-11-22', 'Sunday'],
    ['2026-11-23', 'Monday'],
    ['2026-11-24', 'Tuesday'],
    [WEDNESDAY, 'Wednesday'],
    ['2026-11-26', 'Thursday'],
    ['2026-11-27', 'Friday'],
    [SATURDAY, 'Saturday'],
    ['2024-02-29', 'Thursday'],
    ['2000-01-01', 'Saturday'],
  ])('%s is a %s whatever the machine zone', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it('weekend means Saturday or Sunday', () => {
    expect([SATURDAY, SUNDAY].map(isWeekend)).toEqual([true, true]);
    expect(['2026-11-23', '2026-11-24', WEDNESDAY, '2026-11-26', '2026-11-27'].map(isWeekend)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isWeekendDay('Saturday')).toBe(true);
    expect(isWeekendDay('')).toBe(false);
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '26-01-01',
    '',
    'today',
    '2026-11-28T00:00',
  ])('rejects %j as a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(() => weekdayOf(value)).toThrow(RangeError);
  });

  it('accepts leap days and time-of-day strings', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(['00:00', '09:30', '23:59'].every(isTimeOfDay)).toBe(true);
    expect(['24:00', '9:30', '12:60', ''].some(isTimeOfDay)).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-23', SATURDAY)).toBe(5);
    expect(daysBetween(SATURDAY, '2026-11-23')).toBe(-5);
  });

  it('formats the booking date string', () => {
    expect(formatBookingDate(SATURDAY)).toBe('Saturday, 28 November 2026');
    expect(formatBookingDate('2027-01-01')).toBe('Friday, 1 January 2027');
  });

  it('today in Dubai crosses midnight at 20:00 UTC', () => {
    expect(todayIn('Asia/Dubai', new Date('2026-11-23T19:59:00Z'))).toBe('2026-11-23');
    expect(todayIn('Asia/Dubai', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(timeOfDayIn('Asia/Dubai', new Date('2026-11-23T19:59:00Z'))).toBe('23:59');
    expect(timeOfDayIn('Asia/Dubai', new Date('2026-11-23T20:00:00Z'))).toBe('00:00');
    // A visitor in Los Angeles on the evening of the 23rd is already on the 24th in Dubai.
    expect(todayIn(undefined, new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(timeOfDayIn()).toMatch(/^\d{2}:\d{2}$/);
  });
});

describe('money and pricing', () => {
  it('rounds a percentage half up to the minor unit', () => {
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(1_005, 10)).toBe(101);
    expect(percentOf(1_004, 10)).toBe(100);
    expect(percentOf(999, 0)).toBe(0);
    expect(percentOf(999, 100)).toBe(999);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, 12.5)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(assertMinorUnits(0)).toBe(0);
    expect(() => assertMinorUnits(1.5)).toThrow(/minor units/);
    expect(() => assertMinorUnits(-1, 'price')).toThrow(/price/);
  });

  it('formats money for display only', () => {
    expect(minorDigits('myr')).toBe(2);
    expect(minorDigits('jpy')).toBe(0);
    expect(formatMoney(12_550, 'myr')).toMatch(/RM\s?125\.50/);
    expect(formatMoney(12_550, 'myr')).toBe(formatMoney(12_550, 'myr'));
  });

  it('looks up unit prices by preference and weekday or weekend', () => {
    const { pricing } = makeTicket();
    expect(unitPrices(pricing, 0, 'Wednesday')).toEqual({ adult: 10_000, child: 5_000 });
    expect(unitPrices(pricing, 0, 'Sunday')).toEqual({ adult: 12_000, child: 6_000 });
    expect(unitPrices(pricing, 1, 'Saturday')).toEqual({ adult: 25_000, child: 17_500 });
    expect(unitPrices(pricing, 2, 'Saturday')).toBeNull();
    expect(unitPricesForDate(pricing, 0, SATURDAY)).toEqual({ adult: 12_000, child: 6_000 });
    expect(fromPrice(pricing)).toBe(10_000);
    expect(fromPrice([])).toBeNull();
  });

  it('computes the totals of section 4', () => {
    const prices = { adult: 12_000, child: 6_000 };
    expect(computeTotals({ adultCount: 2, childCount: 1, prices })).toEqual({
      adultTotal: 24_000,
      childTotal: 6_000,
      pickupTotal: 0,
      totalAmount: 30_000,
      discountAmount: 0,
      totalDiscountAmount: 30_000,
    });
    expect(
      computeTotals({ adultCount: 2, childCount: 1, prices, couponCode: 'X', discountValue: 15 }),
    ).toMatchObject({
      totalAmount: 30_000,
      discountAmount: 4_500,
      totalDiscountAmount: 25_500,
    });
    // A discount value without a coupon code is not a discount.
    expect(computeTotals({ adultCount: 1, childCount: 0, prices, discountValue: 50 }).discountAmount).toBe(0);
    expect(computeTotals({ adultCount: 3, childCount: 3, prices: null }).totalAmount).toBe(0);
    expect(() => computeTotals({ adultCount: -1, childCount: 0, prices })).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('steps by 1 or by 2 with buy-one-get-one', () => {
    expect([countStep(false), countStep(true)]).toEqual([1, 2]);
    expect(increaseCount(0, false)).toBe(1);
    expect(increaseCount(0, true)).toBe(2);
    expect(decreaseCount(2, true)).toBe(0);
    expect(decreaseCount(1, true)).toBe(0);
    expect(decreaseCount(0, false)).toBe(0);
  });

  it('respects the upper bound counting the other age group', () => {
    expect(increaseCount(19, false)).toBe(20);
    expect(increaseCount(20, false)).toBe(20);
    expect(increaseCount(18, true, { otherCount: 1 })).toBe(18);
    expect(increaseCount(2, false, { otherCount: 2, maxPerBooking: 5 })).toBe(3);
    expect(increaseCount(3, false, { otherCount: 2, maxPerBooking: 5 })).toBe(3);
    expect(increaseCount(0, false, { otherCount: 0, maxPerBooking: null })).toBe(1);
  });

  it('limits a booking to the seats left when they are fewer than its bound', () => {
    expect(participantLimit(20, null)).toBe(20);
    expect(participantLimit(20, 3)).toBe(3);
    expect(participantLimit(8, 30)).toBe(8);
    expect(participantLimit(null, 0)).toBe(0);
    expect(participantLimit(undefined, null)).toBe(20);
  });

  it('names why counts cannot be booked', () => {
    const base = { isAdultByOneGetOneActive: false, isChildByOneGetOneActive: false };
    expect(countsProblem({ ...base, adultCount: 1, childCount: 0 })).toBeNull();
    expect(countsProblem({ ...base, adultCount: 1.5, childCount: 0 })).toBe('not_whole');
    expect(countsProblem({ ...base, adultCount: -1, childCount: 2 })).toBe('negative');
    expect(countsProblem({ ...base, isAdultByOneGetOneActive: true, adultCount: 3, childCount: 0 })).toBe(
      'odd_with_bogo',
    );
    expect(countsProblem({ ...base, isChildByOneGetOneActive: true, adultCount: 0, childCount: 1 })).toBe(
      'odd_with_bogo',
    );
    expect(countsProblem({ ...base, adultCount: 0, childCount: 0 })).toBe('none_selected');
    expect(countsProblem({ ...base, adultCount: 15, childCount: 6 })).toBe('too_many');
    expect(countsProblem({ ...base, adultCount: 3, childCount: 0, maxPerBooking: 2 })).toBe('too_many');
  });
});

describe('availability', () => {
  const today = '2026-11-24';

  it('classifies dates', () => {
    const input = { today, blockedDates: [SATURDAY], attractionClosed: ['Friday'] };
    expect(dateStatus({ ...input, date: '2026-11-23' })).toBe('past');
    expect(dateStatus({ ...input, date: today })).toBe('available');
    expect(dateStatus({ ...input, date: SATURDAY })).toBe('blocked');
    expect(dateStatus({ ...input, date: '2026-11-27' })).toBe('closed');
    expect(dateStatus({ ...input, date: '2027-11-25' })).toBe('tooFar');
    expect(dateStatus({ ...input, date: '2026-12-01', horizonDays: 3 })).toBe('tooFar');
    expect(dateStatus({ ...input, blockedDates: new Set([SATURDAY]), date: SATURDAY })).toBe('blocked');
  });

  it('classifies slots: past in Dubai time, then blocked, then sold out', () => {
    const base = { date: today, today, nowTime: '10:30', blocked: false, capacity: 10, taken: 0 };
    expect(slotStatus({ ...base, timeSlot: '10:00' }).status).toBe('past');
    expect(slotStatus({ ...base, timeSlot: '10:30' }).status).toBe('past');
    expect(slotStatus({ ...base, timeSlot: '11:00', blocked: true }).status).toBe('blocked');
    expect(slotStatus({ ...base, timeSlot: '11:00', taken: 10 })).toEqual({
      timeSlot: '11:00',
      status: 'soldOut',
      reason: 'soldOut',
      remaining: 0,
    });
    expect(slotStatus({ ...base, timeSlot: '11:00', taken: 12 }).remaining).toBe(0);
    expect(slotStatus({ ...base, timeSlot: '11:00', capacity: null, taken: 999 })).toEqual({
      timeSlot: '11:00',
      status: 'available',
      reason: null,
      remaining: null,
    });
    // A slot on a later day is not past even if its time is earlier than now.
    expect(slotStatus({ ...base, date: '2026-11-25', timeSlot: '09:00' }).status).toBe('available');
    expect(slotStatus({ ...base, date: '2026-11-23', timeSlot: '23:00' }).status).toBe('past');
  });

  it('says why a slot cannot be booked, so an admin is offered only the fix that applies', () => {
    const base = { date: today, today, nowTime: '10:30', blocked: false, capacity: 10, taken: 0 };
    const reasonOf = (overrides: Partial<Parameters<typeof slotStatus>[0]>) => {
      const { status, reason } = slotStatus({ ...base, timeSlot: '11:00', ...overrides });
      return { status, reason };
    };
    expect(reasonOf({})).toEqual({ status: 'available', reason: null });
    expect(reasonOf({ blocked: true })).toEqual({ status: 'blocked', reason: 'slotBlocked' });
    expect(reasonOf({ day: 'blocked' })).toEqual({ status: 'blocked', reason: 'dateBlocked' });
    expect(reasonOf({ day: 'closed' })).toEqual({ status: 'blocked', reason: 'weekdayClosed' });
    expect(reasonOf({ day: 'tooFar' })).toEqual({ status: 'blocked', reason: 'tooFar' });
    expect(reasonOf({ timeSlot: '10:00' })).toEqual({ status: 'past', reason: 'past' });
    expect(reasonOf({ date: '2026-11-23', day: 'past' })).toEqual({ status: 'past', reason: 'past' });
    expect(reasonOf({ taken: 10 })).toEqual({ status: 'soldOut', reason: 'soldOut' });
    expect(reasonOf({ day: 'available', blocked: true })).toEqual({
      status: 'blocked',
      reason: 'slotBlocked',
    });
  });

  it('names the reason that must be lifted first when several apply', () => {
    const base = { date: today, today, nowTime: '10:30', capacity: 10 };
    // A started slot is past whatever else holds: nothing an admin unblocks makes it bookable.
    expect(slotStatus({ ...base, timeSlot: '09:00', day: 'blocked', blocked: true, taken: 10 }).reason).toBe(
      'past',
    );
    // A blocked date hides the slot's own block and its sales: unblocking the slot would not open it.
    expect(slotStatus({ ...base, timeSlot: '11:00', day: 'blocked', blocked: true, taken: 10 }).reason).toBe(
      'dateBlocked',
    );
    expect(slotStatus({ ...base, timeSlot: '11:00', day: 'closed', blocked: true, taken: 0 }).reason).toBe(
      'weekdayClosed',
    );
    expect(slotStatus({ ...base, timeSlot: '11:00', blocked: true, taken: 10 }).reason).toBe('slotBlocked');
  });

  it('takes the date status from dateStatus for every slot of the day', () => {
    const input = { today, blockedDates: [SATURDAY], attractionClosed: ['Friday'] };
    const slotOn = (date: string) =>
      slotStatus({
        date,
        today,
        nowTime: '10:30',
        timeSlot: '11:00',
        day: dateStatus({ ...input, date }),
        blocked: false,
        capacity: null,
        taken: 0,
      }).reason;
    expect(slotOn(SATURDAY)).toBe('dateBlocked');
    expect(slotOn('2026-11-27')).toBe('weekdayClosed');
    expect(slotOn('2027-11-25')).toBe('tooFar');
    expect(slotOn('2026-11-23')).toBe('past');
    expect(slotOn('2026-11-25')).toBeNull();
  });

  it('flags open slots with few seats left', () => {
    expect(isFewLeft({ timeSlot: '10:00', status: 'available', reason: null, remaining: 5 })).toBe(true);
    expect(isFewLeft({ timeSlot: '10:00', status: 'available', reason: null, remaining: 6 })).toBe(false);
    expect(isFewLeft({ timeSlot: '10:00', status: 'available', reason: null, remaining: null })).toBe(false);
    expect(isFewLeft({ timeSlot: '10:00', status: 'soldOut', reason: 'soldOut', remaining: 0 })).toBe(false);
  });
});

describe('contact validation', () => {
  it('accepts a real name, email and international mobile number', () => {
    expect(
      validateContact({ name: 'Aisha Rahman', email: 'aisha@example.com', mobileNumber: '+971 50 123 4567' }),
    ).toEqual({});
    expect(normalizeMobileNumber(' +971 50 123 4567 ')).toBe('+971501234567');
    expect(normalizeMobileNumber('not a number')).toBe('not a number');
  });

  it.each([
    ['', 'Enter your full name.'],
    [' A ', 'Enter your full name.'],
    ['x'.repeat(101), 'Use at most 100 characters.'],
    ['<script>', 'Use letters, spaces and common punctuation only.'],
    ['Tab\tName', 'Use letters, spaces and common punctuation only.'],
  ])('name %j: %s', (name, message) => {
    expect(nameProblem(name)).toBe(message);
  });

  it.each([
    ['', 'Enter your email address.'],
    ['aisha', 'Enter a valid email address, like name@example.com.'],
    ['a@b', 'Enter a valid email address, like name@example.com.'],
    ['a b@example.com', 'Enter a valid email address, like name@example.com.'],
    // Markup and header tricks that the old "no spaces, one @" pattern let through.
    ['x<y@example.com>', 'Enter a valid email address, like name@example.com.'],
    ['"a"@example.com', 'Enter a valid email address, like name@example.com.'],
    ['a@example.com\r\nBcc: b@example.com', 'Enter a valid email address, like name@example.com.'],
    ['a@-example.com', 'Enter a valid email address, like name@example.com.'],
    ['aisha.k+tours@mail.example.ae', null],
  ])('email %j: %s', (email, message) => {
    expect(emailProblem(email)).toBe(message);
  });

  it('checks e-mails with the same pattern as z.email()', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    ['', 'Enter your mobile number.'],
    ['0501234567', 'Start with your country code, e.g. +971.'],
    ['+971 12', 'Enter a valid mobile number with its country code.'],
  ])('mobile number %j: %s', (mobileNumber, message) => {
    expect(mobileNumberProblem(mobileNumber)).toBe(message);
  });

  it('names every field that is wrong', () => {
    expect(Object.keys(validateContact({ name: '', email: '', mobileNumber: '' }))).toEqual([
      'name',
      'email',
      'mobileNumber',
    ]);
  });
});

describe('coupons', () => {
  const terms: CouponTerms = {
    active: true,
    discountValue: 10,
    validFrom: '2026-11-01T00:00:00Z',
    validUntil: '2026-11-30T23:59:59Z',
    maxRedemptions: 10,
    redeemed: 3,
    service: 'burj-khalifa',
  };
  const now = new Date('2026-11-23T10:00:00Z');

  it('normalises and checks the code format', () => {
    expect(normalizeCouponCode('  save10 ')).toBe('SAVE10');
    expect(isCouponCodeFormat('save-10_x')).toBe(true);
    expect(isCouponCodeFormat('ab')).toBe(false);
    expect(isCouponCodeFormat('-ABC')).toBe(false);
    expect(isCouponCodeFormat('A'.repeat(33))).toBe(false);
    expect(isCouponCodeFormat('SAVE 10')).toBe(false);
  });

  it.each([
    [{}, {}, null],
    [{ active: false }, {}, 'inactive'],
    [{}, { now: new Date('2026-10-31T23:59:59Z') }, 'not_yet_valid'],
    [{}, { now: new Date('2026-12-01T00:00:00Z') }, 'expired'],
    [{ redeemed: 10 }, {}, 'used_up'],
    [{}, { service: 'dhow-cruise' }, 'wrong_service'],
    [{ service: null }, { service: 'dhow-cruise' }, null],
    [{ validFrom: null, validUntil: null, maxRedemptions: null }, {}, null],
  ] as const)('%# coupon problem', (overrides, at, problem) => {
    expect(couponProblem({ ...terms, ...overrides }, { now, service: 'burj-khalifa', ...at })).toBe(problem);
  });

  it('has a message for every problem', () => {
    for (const problem of [
      'unknown',
      'inactive',
      'not_yet_valid',
      'expired',
      'used_up',
      'wrong_service',
    ] as const) {
      expect(COUPON_PROBLEM_MESSAGES[problem]).toMatch(/\.$/);
    }
  });
});

describe('booking status transitions', () => {
  it.each([
    ['pending', 'confirmed', true],
    ['pending', 'expired', true],
    ['pending', 'failed', true],
    ['confirmed', 'cancelled', true],
    ['confirmed', 'refunded', true],
    ['pending', 'cancelled', false],
    ['confirmed', 'pending', false],
    // A payment that lands after its hold expired confirms the booking or is refunded.
    ['expired', 'confirmed', true],
    ['expired', 'refunded', true],
    ['expired', 'cancelled', false],
    ['failed', 'confirmed', false],
    ['cancelled', 'confirmed', false],
    ['refunded', 'confirmed', false],
    ['confirmed', 'confirmed', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('terminal statuses go nowhere; pending, confirmed and redeemed hold seats', () => {
    for (const status of ['failed', 'cancelled', 'refunded'] as const) {
      expect(BOOKING_STATUSES.some((to) => canTransition(status, to))).toBe(false);
    }
    expect(SEAT_HOLDING_STATUSES).toEqual(['pending', 'confirmed', 'redeemed']);
  });
});

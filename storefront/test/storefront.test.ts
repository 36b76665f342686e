import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { ApiError } from '@tours/core/api';
import { groupLabel } from '@/features/catalogue/ProductGroups';
import { checkoutProblem, seatsLeftOf } from '@/features/checkout/checkout-errors';
import { joinMobile, splitMobile } from '@/lib/country-codes';
import { isRetryable, visitorMessage } from '@/lib/errors';
import { assetUrl } from '@/lib/assets';
import { i18nIn } from './i18n';

let en: I18n;
let ms: I18n;
beforeAll(async () => {
  [en, ms] = await Promise.all([i18nIn('en'), i18nIn('ms')]);
});

const httpError = (status: number, code: string, message: string) =>
  new ApiError({ status, data: { error: { code, message } }, message });

describe('mobile number field', () => {
  it('splits a stored number into the calling code and the rest, longest code first', () => {
    expect(splitMobile('+971 50 123 4567')).toEqual({ code: '+971', number: '50 123 4567' });
    expect(splitMobile('+1 415 555 0100')).toEqual({ code: '+1', number: '415 555 0100' });
    expect(splitMobile('+880 1712 345678')).toEqual({ code: '+880', number: '1712 345678' });
    expect(splitMobile('')).toEqual({ code: '+971', number: '' });
  });

  it('joins the two parts, and an empty number stays empty', () => {
    expect(joinMobile('+60', '12 345 6789')).toBe('+60 12 345 6789');
    expect(joinMobile('+60', '  ')).toBe('');
  });
});

describe('visitor messages for every failure category', () => {
  it('says something plain for transport failures and server errors', () => {
    expect(visitorMessage(en, new ApiError({ status: 'FETCH_ERROR', message: 'x' }))).toMatch(
      /internet connection/,
    );
    expect(visitorMessage(en, new ApiError({ status: 'TIMEOUT_ERROR', message: 'x' }))).toMatch(/too long/);
    expect(visitorMessage(en, new ApiError({ status: 'PARSING_ERROR', message: 'x' }))).toMatch(
      /could not read/,
    );
    expect(visitorMessage(en, httpError(503, 'SERVICE_UNAVAILABLE', 'db down'))).toMatch(/on our side/);
    expect(visitorMessage(en, httpError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toMatch(/wait a minute/);
    expect(visitorMessage(en, new Error('boom'))).toMatch(/unexpected/);
  });

  it("shows the server's sentence for a business rule", () => {
    expect(visitorMessage(en, httpError(422, 'COUPON_INVALID', 'This coupon has expired.'))).toBe(
      'This coupon has expired.',
    );
  });

  it('says a refusal in the visitor language by its code, and a transport failure too', () => {
    expect(visitorMessage(ms, httpError(422, 'COUPON_INVALID', 'This coupon has expired.'))).toBe(
      'Kod kupon ini tidak boleh digunakan.',
    );
    expect(visitorMessage(ms, new ApiError({ status: 'FETCH_ERROR', message: 'x' }))).toMatch(/internet/);
    expect(visitorMessage(ms, new ApiError({ status: 'FETCH_ERROR', message: 'x' }))).not.toMatch(
      /Check your/,
    );
  });

  it('offers a retry only where trying again can help', () => {
    expect(isRetryable(new ApiError({ status: 'FETCH_ERROR', message: 'x' }))).toBe(true);
    expect(isRetryable(httpError(500, 'INTERNAL_ERROR', 'x'))).toBe(true);
    expect(isRetryable(httpError(404, 'NOT_FOUND', 'x'))).toBe(false);
  });
});

describe('checkout problems', () => {
  const timed = { timed: true };
  const day = { timed: false };
  const soldOut = (remaining: number, message: string) =>
    new ApiError({
      status: 409,
      data: { error: { code: 'SOLD_OUT', message, details: { remaining } } },
      message,
    });

  it('sends the visitor back to the step that can fix a date or slot problem', () => {
    expect(checkoutProblem(en, httpError(409, 'SOLD_OUT', 'Sold out'), timed).fix?.to).toBe('/date-select');
    expect(checkoutProblem(en, httpError(409, 'DATE_UNAVAILABLE', 'Blocked'), timed).fix?.to).toBe(
      '/date-select',
    );
  });

  it("keeps the server's words when seats are short, and offers to change the participants", () => {
    const problem = checkoutProblem(en, soldOut(2, 'Only 2 seats are left.'), timed);
    expect(problem.message).toBe('Only 2 seats are left.');
    expect(problem.fix).toEqual({ to: '/date-select', label: 'Change participants' });
    expect(problem.seatsLeft).toBe(2);
    expect(seatsLeftOf(soldOut(2, 'Only 2 seats are left.'))).toBe(2);
    expect(seatsLeftOf(httpError(409, 'SOLD_OUT', 'x'))).toBeNull();
    expect(seatsLeftOf(httpError(409, 'DATE_UNAVAILABLE', 'x'))).toBeNull();
  });

  it('never tells a ticket without time slots about a time slot', () => {
    for (const error of [
      soldOut(0, 'Sold out: no seats are left.'),
      httpError(409, 'DATE_UNAVAILABLE', 'The attraction is closed on this day of the week.'),
      httpError(409, 'SLOT_UNAVAILABLE', 'This date has passed.'),
    ]) {
      const problem = checkoutProblem(en, error, day);
      expect(`${problem.message} ${problem.fix?.label}`).not.toMatch(/time|slot/i);
      expect(problem.message).toBe(error.message);
    }
    expect(checkoutProblem(en, soldOut(0, 'Sold out: no seats are left.'), timed).fix?.label).toBe(
      'Choose another time',
    );
  });

  it('drops a coupon the server refuses', () => {
    expect(checkoutProblem(en, httpError(422, 'COUPON_INVALID', 'Used up.'), timed).dropCoupon).toBe(true);
  });

  it('reassures that details are kept when the network fails', () => {
    expect(checkoutProblem(en, new ApiError({ status: 'FETCH_ERROR', message: 'x' }), timed).message).toMatch(
      /details are kept/,
    );
  });
});

describe('catalogue display', () => {
  it('turns product group slugs into labels', () => {
    expect(groupLabel(en, 'desert-safari')).toBe('Desert safari');
    expect(groupLabel(en, 'attractions')).toBe('Attractions');
    expect(groupLabel(en, 'city-tours')).toBe('City tours');
  });

  it('names the shop’s product groups in the page’s language, other groups by their slug', () => {
    expect(groupLabel(ms, 'desert-safari')).toBe('Safari padang pasir');
    expect(groupLabel(ms, 'attractions')).toBe('Tarikan');
    expect(groupLabel(ms, 'city-tours')).toBe('City tours');
    expect(groupLabel(ms, 'constructor')).toBe('Constructor');
  });

  it('keeps absolute and site paths and resolves bare names under the product folder', () => {
    expect(assetUrl('burj-khalifa', '/assets/burj-khalifa/images/hero.svg')).toBe(
      '/assets/burj-khalifa/images/hero.svg',
    );
    expect(assetUrl('burj-khalifa', 'hero.svg')).toBe('/assets/burj-khalifa/images/hero.svg');
    expect(assetUrl('x', 'https://cdn.example.com/a.svg')).toBe('https://cdn.example.com/a.svg');
  });
});

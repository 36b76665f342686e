import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { endOfDay, yearIn } from '@tours/core/domain';
import { PromotionBanner } from '@/features/catalogue/PromotionBanner';
import { LocaleProvider } from '@/i18n/i18n';
import { i18nIn } from './i18n';

let en: I18n;
beforeAll(async () => {
  en = await i18nIn('en');
});

const render = (promotion: Parameters<typeof PromotionBanner>[0]['promotion']) =>
  renderToStaticMarkup(
    createElement(LocaleProvider, { i18n: en }, createElement(PromotionBanner, { promotion })),
  );

describe('PromotionBanner', () => {
  it('shows nothing when no promotion is running (the API answers null)', () => {
    expect(render(null)).toBe('');
    expect(render(undefined)).toBe('');
  });

  const offer = (validUntil: string) =>
    render({
      title: 'Winter in Dubai',
      message: 'Ten percent off.',
      couponCode: 'WINTER10',
      discountValue: 10,
      imageUrl: null,
      validUntil,
    });

  it('names the last Dubai day of the offer, without the year when it is this year', () => {
    const html = offer(endOfDay(`${yearIn()}-12-01`));
    expect(html).toContain('Valid until 1 December<');
    expect(html).toContain('WINTER10');
    expect(html).toContain('10% off at checkout');
  });

  it('gives the year of a last day in another year, so a code valid a year does not read as today', () => {
    const next = yearIn() + 1;
    expect(offer(endOfDay(`${next}-11-25`))).toContain(`Valid until 25 November ${next}<`);
    // The last instant of 31 December in Dubai is already next year in UTC's morning: Dubai decides.
    expect(offer(endOfDay(`${yearIn()}-12-31`))).toContain('Valid until 31 December<');
  });
});

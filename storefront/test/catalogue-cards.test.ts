import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { LocaleProvider } from '@/i18n/i18n';
import type { Product } from '@tours/core/schemas';
import { durationRangeText, durationText } from '@/features/catalogue/duration';
import { ProductCard } from '@/features/catalogue/ProductCard';
import { i18nIn } from './i18n';

let en: I18n;
let ar: I18n;
beforeAll(async () => {
  [en, ar] = await Promise.all([i18nIn('en'), i18nIn('ar')]);
});

describe('a visit’s length in words', () => {
  it('says minutes, hours, or both', () => {
    expect(durationText(en, 15)).toBe('15 min');
    expect(durationText(en, 60)).toBe('1 hour');
    expect(durationText(en, 120)).toBe('2 hours');
    expect(durationText(en, 90)).toBe('1 h 30 min');
    expect(durationText(en, 390)).toBe('6 h 30 min');
  });

  it('gives a product’s shortest and longest visit, or one length when they are the same', () => {
    expect(durationRangeText(en, { min: 90, max: 120 })).toBe('1 h 30 min to 2 hours');
    expect(durationRangeText(en, { min: 120, max: 120 })).toBe('2 hours');
  });

  it('uses each of Arabic’s plural forms for hours', () => {
    expect([1, 2, 3, 11, 100].map((h) => durationText(ar, h * 60))).toEqual([
      'ساعة واحدة',
      'ساعتان',
      '3 ساعات',
      '11 ساعة',
      '100 ساعة',
    ]);
  });
});

const product: Product = {
  _id: '5b0c1a2e-0000-4000-8000-000000000101',
  slug: 'burj-khalifa',
  name: 'Burj Khalifa: At the Top',
  productGroup: 'attractions',
  hostName: 'localhost',
  description: 'The tallest building on earth. More text.',
  images: [],
  currency: 'myr',
  timeZone: 'Asia/Dubai',
};
const card = (p: Product, i18n = en) =>
  renderToStaticMarkup(
    createElement(
      LocaleProvider,
      { i18n },
      createElement(StaticRouter, { location: '/' }, createElement(ProductCard, { product: p })),
    ),
  );

describe('ProductCard', () => {
  it('shows the "from" price and the length of the visit the API gives', () => {
    const html = card({ ...product, fromPrice: 16_900, duration: { min: 90, max: 120 } });
    expect(html).toMatch(/from <strong>RM\s?169\.00<\/strong>/);
    expect(html).toContain('1 h 30 min to 2 hours');
  });

  it('says them in the page’s language, the price with Latin digits in Arabic', () => {
    const html = card({ ...product, fromPrice: 16_900, duration: { min: 120, max: 120 } }, ar);
    expect(html).toMatch(/من <strong>[^<]*169[.,]00[^<]*<\/strong>/);
    expect(html).toContain('ساعتان');
  });

  it('shows neither when they are unknown', () => {
    const html = card({ ...product, fromPrice: null, duration: null });
    expect(html).not.toContain('product-card-facts');
  });
});

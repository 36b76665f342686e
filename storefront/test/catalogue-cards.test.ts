import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@tours/core/schemas';
import { durationRangeText, durationText } from '@/features/catalogue/duration';
import { ProductCard } from '@/features/catalogue/ProductCard';

describe('a visit’s length in words', () => {
  it('says minutes, hours, or both', () => {
    expect(durationText(15)).toBe('15 min');
    expect(durationText(60)).toBe('1 hour');
    expect(durationText(120)).toBe('2 hours');
    expect(durationText(90)).toBe('1 h 30 min');
    expect(durationText(390)).toBe('6 h 30 min');
  });

  it('gives a product’s shortest and longest visit, or one length when they are the same', () => {
    expect(durationRangeText({ min: 90, max: 120 })).toBe('1 h 30 min to 2 hours');
    expect(durationRangeText({ min: 120, max: 120 })).toBe('2 hours');
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
const card = (p: Product) =>
  renderToStaticMarkup(
    createElement(StaticRouter, { location: '/' }, createElement(ProductCard, { product: p })),
  );

describe('ProductCard', () => {
  it('shows the "from" price and the length of the visit the API gives', () => {
    const html = card({ ...product, fromPrice: 16_900, duration: { min: 90, max: 120 } });
    expect(html).toMatch(/from <strong>RM\s?169\.00<\/strong>/);
    expect(html).toContain('1 h 30 min to 2 hours');
  });

  it('shows neither when they are unknown', () => {
    const html = card({ ...product, fromPrice: null, duration: null });
    expect(html).not.toContain('product-card-facts');
  });
});

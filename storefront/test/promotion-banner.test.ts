import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { endOfDay } from '@tours/core/domain';
import { PromotionBanner } from '@/features/catalogue/PromotionBanner';

const render = (promotion: Parameters<typeof PromotionBanner>[0]['promotion']) =>
  renderToStaticMarkup(createElement(PromotionBanner, { promotion }));

describe('PromotionBanner', () => {
  it('shows nothing when no promotion is running (the API answers null)', () => {
    expect(render(null)).toBe('');
    expect(render(undefined)).toBe('');
  });

  it('names the last Dubai day of the offer', () => {
    const html = render({
      title: 'Winter in Dubai',
      message: 'Ten percent off.',
      couponCode: 'WINTER10',
      discountValue: 10,
      imageUrl: null,
      validUntil: endOfDay('2026-12-01'),
    });
    expect(html).toContain('Valid until 1 December');
    expect(html).toContain('WINTER10');
    expect(html).toContain('10% off at checkout');
  });
});

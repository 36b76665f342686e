import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { cancellationTermsAt, NON_REFUNDABLE, type CancellationPolicy } from '@tours/core/domain';
import { cancellationTermsText } from '@/features/checkout/CancellationTerms';
import { i18nIn } from './i18n';

let en: I18n;
beforeAll(async () => {
  en = await i18nIn('en');
});

// A visit on Friday 27 November 2026 at 15:00 in Dubai (11:00 UTC).
const visit = { bookingDate: '2026-11-27', timeSlot: '15:00' };
const free24: CancellationPolicy = { freeUntilHours: 24, partial: null };
const tiered: CancellationPolicy = { freeUntilHours: 48, partial: { untilHours: 6, refundPercent: 50 } };
const text = (policy: CancellationPolicy, now: string) =>
  cancellationTermsText(en, cancellationTermsAt(policy, visit, new Date(now)));

describe('the checkout’s cancellation terms', () => {
  it('promises free cancellation only until its cut-off', () => {
    expect(text(free24, '2026-11-26T10:59:00Z')).toBe(
      'Free cancellation until 15:00 on Thursday 26 November.',
    );
    expect(text(tiered, '2026-11-24T00:00:00Z')).toBe(
      'Free cancellation until 15:00 on Wednesday 25 November; then a 50 % refund until 09:00 on Friday 27 November.',
    );
  });

  it('says what applies once the free cut-off has passed: the partial refund, or none', () => {
    expect(text(tiered, '2026-11-25T11:01:00Z')).toBe(
      'Free cancellation ended at 15:00 on Wednesday 25 November. 50 % refund if you cancel by 09:00 on Friday 27 November; no refund after that.',
    );
    expect(text(free24, '2026-11-26T11:01:00Z')).toBe(
      'Free cancellation ended at 15:00 on Thursday 26 November: this booking is no longer refundable.',
    );
    expect(text(tiered, '2026-11-27T06:00:00Z')).toBe(
      'The last refund window ended at 09:00 on Friday 27 November: this booking is no longer refundable.',
    );
    expect(text(NON_REFUNDABLE, '2026-11-01T00:00:00Z')).toBe('Non-refundable.');
    expect(
      text({ freeUntilHours: null, partial: { untilHours: 6, refundPercent: 30 } }, '2026-11-20T00:00:00Z'),
    ).toBe(
      'Non-refundable, except a 30 % refund if you cancel by 09:00 on Friday 27 November; no refund after that.',
    );
  });
});

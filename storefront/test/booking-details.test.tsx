import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@tours/core/domain';
import type { Booking, MoneyStatementView } from '@tours/core/schemas';
import { BookingDetails } from '@/components/BookingDetails';
import { MoneyStatement } from '@/features/manage/MoneyStatement';
import { LocaleProvider } from '@/i18n/i18n';
import { i18nIn } from './i18n';

// Only the fields the booking's details show: the rest of a booking does not reach the markup.
const booking = {
  bookingId: 'DXB-7KQ2M9',
  ticketTitle: 'Desert safari',
  preference: '',
  bookingDate: '2026-11-27',
  bookingDateString: 'Friday 27 November 2026',
  timeSlot: '15:00',
  adultCount: 3,
  childCount: 0,
  couponCode: null,
  discountValue: 0,
  discountAmount: 0,
  totalDiscountAmount: 30000,
  amountPaid: 30000,
  currency: 'MYR',
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
} as unknown as Booking;

async function details(locale: Locale, changes: Partial<Booking> = {}) {
  const i18n = await i18nIn(locale);
  return renderToStaticMarkup(
    <LocaleProvider i18n={i18n}>
      <BookingDetails booking={{ ...booking, ...changes }} />
    </LocaleProvider>,
  );
}

describe('the booking’s details after payment', () => {
  it('keep their English words on the English page', async () => {
    const html = await details('en');
    expect(html).toContain('<dt>Reference</dt>');
    expect(html).toContain('<dd>Friday 27 November 2026</dd>');
    expect(html).toContain('<dd>3 adults</dd>');
    expect(await details('en', { adultCount: 1, childCount: 2 })).toContain('<dd>1 adult, 2 children</dd>');
  });

  it('speak the page’s language: words, the visit’s date and the guests counted in its plural forms', async () => {
    const ms = await details('ms');
    expect(ms).toContain('<dt>Rujukan</dt>');
    expect(ms).toContain('<dt>Jumlah dibayar</dt>');
    expect(ms).toContain('<dd>3 dewasa</dd>');
    expect(ms).toMatch(/Jumaat, 27 November 2026/);
    const ar = await details('ar', { adultCount: 2 });
    expect(ar).toContain('<dt>رقم الحجز</dt>');
    expect(ar).toContain('<dd>بالغان</dd>');
    const zh = await details('zh');
    expect(zh).toContain('<dd>3 位成人</dd>');
    expect(zh).toContain('2026年11月27日');
  });
});

const statement: MoneyStatementView = {
  lines: [
    { kind: 'payment', label: 'Payment', amount: 30000, at: '2026-11-20T21:30:00Z', status: null },
    { kind: 'refund', label: 'Refund', amount: 10000, at: '2026-11-22T08:00:00Z', status: 'succeeded' },
  ],
  paid: 30000,
  refunded: 10000,
  balance: 20000,
};

async function moneyStatement(locale: Locale) {
  const i18n = await i18nIn(locale);
  return renderToStaticMarkup(
    <LocaleProvider i18n={i18n}>
      <MoneyStatement statement={statement} currency="MYR" />
    </LocaleProvider>,
  );
}

describe('the manage page’s payments and refunds', () => {
  it('keep their English words and days (in Dubai) on the English page', async () => {
    const html = await moneyStatement('en');
    expect(html).toContain('Payments and refunds');
    // 21:30 UTC on the 20th is already the 21st in Dubai.
    expect(html).toContain('21 Nov 2026');
    expect(html).toContain('22 Nov 2026, refunded to your card');
    expect(html).toContain('Balance kept');
  });

  it('speak the page’s language', async () => {
    const ms = await moneyStatement('ms');
    expect(ms).toContain('Bayaran dan bayaran balik');
    expect(ms).toContain('dibayar balik ke kad anda');
    expect(ms).toContain('Baki yang disimpan');
    const zh = await moneyStatement('zh');
    expect(zh).toContain('已退回您的银行卡');
    expect(zh).toContain('2026年11月21日');
  });
});

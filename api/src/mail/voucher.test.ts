import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, LOCALES } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import { qrTextOfVoucher } from '../../test/voucher-qr';
import { wordsFor } from '../i18n';
import { renderVoucherPdf, voucherFacts, voucherFooter } from './voucher';
import { typesetterFor } from './voucher-text';
import { sampleBooking } from './testing/sample-booking';

const booking = sampleBooking;

const LONG_TITLES = {
  en: 'Burj Khalifa At the Top, levels 124 and 125, with a morning tour, a welcome drink in the main lobby and the Dubai Mall aquarium',
  ms: 'Burj Khalifa At the Top, tingkat 124 dan 125, dengan lawatan pagi, minuman selamat datang di lobi utama dan akuarium Dubai Mall',
  ar: 'تذكرة برج خليفة في الأعلى، الطابقان 124 و125 مع جولة صباحية ومشروب ترحيبي في الردهة الرئيسية وحوض دبي مول',
  zh: '哈利法塔观景台门票（第124层和第125层）含早间导览、欢迎饮品及迪拜购物中心水族馆联票',
} as const;

/** The fonts a PDF names (a subset's name is prefixed with a six-letter tag). */
function fontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)];
  return [...new Set(names.map((m) => m[1]!))].sort();
}

/** A document whose text calls are recorded: what pdfkit was asked to draw, and where. */
function recordingDocument() {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  const drawn: { text: string; x: number; y: number }[] = [];
  const text = doc.text.bind(doc);
  doc.text = ((value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => {
    drawn.push({ text: value, x, y });
    return text(value, x, y, options);
  }) as typeof doc.text;
  return { doc, drawn };
}

describe('the voucher in the booking language', () => {
  it('is set in Helvetica in English and Malay (nothing embedded), in Noto Sans Arabic and SC in Arabic and Chinese', async () => {
    const fonts = async (locale: Booking['locale']) =>
      fontNames(await renderVoucherPdf({ ...booking, locale }, 'a-check-in-secret'));
    expect(await fonts('en')).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(await fonts('ms')).toEqual(['Helvetica', 'Helvetica-Bold']);
    // Arabic letters in Noto; the reference, digits and e-mail in Helvetica.
    expect(await fonts('ar')).toEqual([
      'Helvetica',
      'Helvetica-Bold',
      'NotoSansArabic-Bold',
      'NotoSansArabic-Regular',
    ]);
    expect(await fonts('zh')).toEqual(['NotoSansHans-Bold', 'NotoSansHans-Regular']);
  });

  it('sets a name in another script in its own font: Arabic on an English voucher, Chinese on an Arabic one', async () => {
    const english = await renderVoucherPdf({ ...booking, locale: 'en', name: 'عائشة رحمن' }, 'secret');
    expect(fontNames(english)).toEqual(['Helvetica', 'Helvetica-Bold', 'NotoSansArabic-Bold']);
    const arabic = await renderVoucherPdf({ ...booking, locale: 'ar', name: '王小明' }, 'secret');
    expect(fontNames(arabic)).toContain('NotoSansHans-Bold');
    const chinese = await renderVoucherPdf({ ...booking, locale: 'zh', name: 'عائشة' }, 'secret');
    expect(fontNames(chinese)).toContain('NotoSansArabic-Bold');

    // On a left-to-right page the Arabic name still reads right to left: its first word on the right.
    const { doc, drawn } = recordingDocument();
    typesetterFor(doc, 'en').text('عائشة رحمن', 0, { start: 48, width: 300 }, { size: 11, color: '#000' });
    expect([...drawn].sort((a, b) => a.x - b.x).map((d) => d.text)).toEqual(['رحمن', 'عائشة']);
    expect(Math.min(...drawn.map((d) => d.x))).toBeCloseTo(48, 1);
  });

  it('draws Latin letters Helvetica lacks in Inter, and what no font has as a plain letter or "?"', () => {
    const { doc, drawn } = recordingDocument();
    typesetterFor(doc, 'en').text(
      'Łukasz Yıldız ☕',
      0,
      { start: 48, width: 300 },
      { size: 11, color: '#000' },
    );
    expect(drawn.map((d) => d.text)).toEqual(['Ł', 'ukasz', 'Yildiz', '?']);
    const plain = recordingDocument();
    typesetterFor(plain.doc, 'en').text(
      'Aisha Rahman',
      0,
      { start: 48, width: 300 },
      { size: 11, color: '#000' },
    );
    expect(plain.drawn.map((d) => d.text)).toEqual(['Aisha Rahman']);
  });

  it('renders in every language with a long ticket title, names its language and keeps the code to scan', async () => {
    for (const locale of ['en', 'ms', 'ar', 'zh'] as const) {
      const pdf = await renderVoucherPdf(
        { ...booking, locale, ticketTitle: LONG_TITLES[locale] },
        'a-check-in-secret',
      );
      const text = pdf.toString('latin1');
      expect(text, locale).toContain(`/Lang (${wordsFor(locale).tag})`);
      expect(qrTextOfVoucher(pdf), locale).toBe('a-check-in-secret');
      const unconfirmed = await renderVoucherPdf(
        { ...booking, locale, bookingStatus: 'pending', ticketTitle: LONG_TITLES[locale] },
        null,
      );
      expect(qrTextOfVoucher(unconfirmed), locale).toBeNull();
    }
  });

  it('has a word for every booking status in every language', () => {
    for (const locale of LOCALES) {
      for (const status of BOOKING_STATUSES) {
        expect(wordsFor(locale).t(`voucher.status.${status}`), `${locale} ${status}`).toBeTruthy();
      }
    }
  });

  it("writes the footer in the booking's language, the day it was issued in Dubai in words", () => {
    const at = new Date('2026-11-30T21:30:00Z');
    expect(voucherFooter('DXB-7KQ2M9', at, wordsFor('ms'))).toBe(
      'Tempahan DXB-7KQ2M9 - dikeluarkan pada Selasa, 1 Disember 2026',
    );
    expect(voucherFooter('DXB-7KQ2M9', at, wordsFor('zh'))).toBe(
      '预订 DXB-7KQ2M9 - 开具于 2026年12月1日星期二',
    );
    expect(voucherFooter('DXB-7KQ2M9', at, wordsFor('ar'))).toBe(
      'الحجز DXB-7KQ2M9 - صدرت في الثلاثاء، 1 ديسمبر 2026',
    );
  });
});

describe('Arabic on the voucher', () => {
  it('reads right to left from the start side, the reference and the digits left to right inside', () => {
    const { doc, drawn } = recordingDocument();
    const ts = typesetterFor(doc, 'ar');
    ts.text(
      'الحجز DXB-7KQ2M9 - صدرت في 28 نوفمبر 2026',
      0,
      { start: 48, width: 499 },
      { size: 10, color: '#000' },
    );
    const seen = [...drawn].sort((a, b) => a.x - b.x).map((d) => d.text);
    // Left to right as seen; each Arabic word is handed over in reading order (fontkit joins
    // its letters and lays them out right to left).
    expect(seen).toEqual(['2026', 'نوفمبر', '28', 'في', 'صدرت', '-', 'DXB-7KQ2M9', 'الحجز']);
    // The first word ends at the box's right edge (the page's start side).
    const first = drawn.find((d) => d.text === 'الحجز')!;
    expect(first.x + doc.font('arabic-regular').fontSize(10).widthOfString('الحجز')).toBeCloseTo(
      doc.page.width - 48,
      1,
    );
  });

  it('keeps a coupon code with its percentage, and a phone number reads "+971…" in its own direction', () => {
    const { doc, drawn } = recordingDocument();
    const ts = typesetterFor(doc, 'ar');
    ts.text('القسيمة WELCOME10 (10%)', 0, { start: 48, width: 499 }, { size: 10, color: '#000' });
    expect([...drawn].sort((a, b) => a.x - b.x).map((d) => d.text)).toEqual([
      'WELCOME10',
      '(10%)',
      'القسيمة',
    ]);
    drawn.length = 0;
    ts.text('+971501234567', 0, { start: 48, width: 499, ownDirection: true }, { size: 10, color: '#000' });
    expect(drawn.map((d) => d.text)).toEqual(['+971501234567']);
  });

  it('wraps a long paragraph into lines that each start on the right, in reading order', () => {
    const { doc, drawn } = recordingDocument();
    const ts = typesetterFor(doc, 'ar');
    const words = LONG_TITLES.ar.split(' ');
    const bottom = ts.text(LONG_TITLES.ar, 100, { start: 48, width: 200 }, { size: 12, color: '#000' });
    const lines = [...new Set(drawn.map((d) => d.y))];
    expect(lines.length).toBeGreaterThan(2);
    expect(bottom).toBeGreaterThan(100 + lines.length * 12);
    // The rightmost piece of the first line is the first word; of the last line, the last word.
    const rightmost = (y: number) => drawn.filter((d) => d.y === y).sort((a, b) => b.x - a.x)[0]!.text;
    expect(rightmost(lines[0]!)).toBe(words[0]);
    const lastLine = drawn.filter((d) => d.y === lines.at(-1));
    expect(lastLine.sort((a, b) => a.x - b.x)[0]!.text).toBe(words.at(-1));
    // Nothing spills past the box.
    for (const d of drawn) expect(d.x).toBeGreaterThanOrEqual(doc.page.width - 48 - 200 - 0.01);
  });

  it('cuts a title at its last allowed line with an ellipsis', () => {
    const { doc, drawn } = recordingDocument();
    const ts = typesetterFor(doc, 'ar');
    ts.text(LONG_TITLES.ar, 0, { start: 48, width: 120, maxLines: 2 }, { size: 12, color: '#000' });
    expect(new Set(drawn.map((d) => d.y)).size).toBe(2);
    expect(drawn.map((d) => d.text)).toContain('…');
  });
});

describe('the typesetter', () => {
  it('measures a text as tall as it draws it, in every language and with a line limit', () => {
    for (const locale of ['en', 'ms', 'ar', 'zh'] as const) {
      const doc = new PDFDocument({ size: 'A4', margin: 0 });
      const ts = typesetterFor(doc, locale);
      for (const box of [
        { start: 48, width: 200, lineGap: 3 },
        { start: 48, width: 200, maxLines: 2 },
        { start: 48, width: 200, oneLine: true },
      ]) {
        const style = { size: 11, color: '#000' };
        const height = ts.height(LONG_TITLES[locale], box, style);
        expect(
          ts.text(LONG_TITLES[locale], 100, box, style) - 100,
          `${locale} ${JSON.stringify(box)}`,
        ).toBeCloseTo(height, 1);
      }
    }
  });
});

describe('Chinese on the voucher', () => {
  it('wraps a title with no spaces between its characters', () => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const ts = typesetterFor(doc, 'zh');
    const oneLine = ts.text('预订凭证', 0, { start: 48, width: 269 }, { size: 15, color: '#000' });
    const wrapped = ts.text(LONG_TITLES.zh, 0, { start: 48, width: 269 }, { size: 15, color: '#000' });
    expect(wrapped).toBeGreaterThan(oneLine * 2.5);
  });
});

describe('where the visit starts, on the voucher', () => {
  const pickup = {
    pickupPointId: '5b0c1a2e-0000-4000-8000-000000000504',
    name: 'Address Dubai Marina',
    area: 'Dubai Marina',
    address: 'Dubai Marina Mall',
    latitude: 25.077623,
    longitude: 55.139513,
    minutesBefore: 25,
    extraPrice: 0,
    date: booking.bookingDate,
    time: '14:35',
  };
  /** The link annotations' addresses (pdfkit writes each as an uncompressed /URI string). */
  const uris = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]);

  it('a pickup: its place and time among the facts, and a maps link at the hotel', async () => {
    const w = wordsFor('en');
    const facts = voucherFacts({ ...booking, pickup }, {}, w);
    expect(facts).toContainEqual(['Pickup', 'Address Dubai Marina at 14:35']);
    expect(facts).toContainEqual([
      'Map',
      'Open in maps',
      'https://www.google.com/maps/search/?api=1&query=25.077623%2C55.139513',
    ]);
    const pdf = await renderVoucherPdf({ ...booking, pickup }, 'secret');
    expect(uris(pdf)).toEqual(['https://www.google.com/maps/search/?api=1&query=25.077623%2C55.139513']);
  });

  it('a meeting point: its name and a maps link at its coordinates, in the booking’s language', async () => {
    const place = {
      meetingPoint: 'At the Top entrance',
      meetingLocation: { latitude: 25.197525, longitude: 55.279636 },
    };
    const facts = voucherFacts(booking, place, wordsFor('ar'));
    expect(facts).toContainEqual(['نقطة الالتقاء', 'At the Top entrance']);
    expect(facts.find(([, , url]) => url)?.[1]).toBe('افتح في الخرائط');
    for (const locale of LOCALES) {
      const pdf = await renderVoucherPdf({ ...booking, locale }, 'secret', place);
      expect(uris(pdf), locale).toEqual([
        'https://www.google.com/maps/search/?api=1&query=25.197525%2C55.279636',
      ]);
    }
  });

  it('neither: no map row', () => {
    expect(voucherFacts(booking, {}, wordsFor('en')).some(([, , url]) => url)).toBe(false);
  });
});

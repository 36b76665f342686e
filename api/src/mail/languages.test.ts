import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES, TRANSLATED_LOCALES } from '@tours/core/domain';
import type { Booking } from '@tours/core/schemas';
import { createFreshDatabase } from '../../test/harness';
import type { Db } from '../db';
import { readCatalogue, wordsFor } from '../i18n';
import { parsePo } from '../i18n/po';
import { enqueueMail } from './outbox';
import { cancellationMail, confirmationMail, ticketMail } from './templates';
import { smtpTransport } from './transport';
import { MailWorker } from './worker';
import { SmtpSink } from './testing/smtp-sink';
import { sampleBooking } from './testing/sample-booking';

/** The `{name}`s a message fills in (plural selectors and their `#` included once). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();
}

describe("the API's message catalogues", () => {
  const english = readCatalogue('en');

  it('translates every message into Malay, Arabic and Chinese, with the same placeholders', () => {
    expect(english.length).toBeGreaterThan(40);
    for (const locale of TRANSLATED_LOCALES) {
      const own = new Map(readCatalogue(locale).map((e) => [e.id, e.message]));
      for (const { id, message } of english) {
        const text = own.get(id);
        expect(text, `${locale}: ${id} has no translation`).toBeTruthy();
        expect(text, `${locale}: ${id} is the English text`).not.toBe(message);
        expect(placeholders(text!), `${locale}: ${id} placeholders`).toEqual(placeholders(message));
        expect(() => compileMessageOrThrow(text!), `${locale}: ${id} is not ICU`).not.toThrow();
      }
      expect(
        [...own.keys()].filter((id) => !english.some((e) => e.id === id)),
        `${locale}: stale`,
      ).toEqual([]);
    }
  });

  it("gives Arabic's plural messages all six forms", () => {
    const arabic = new Map(readCatalogue('ar').map((e) => [e.id, e.message]));
    const plurals = english.filter((e) => /\{\w+, plural,/.test(e.message));
    expect(plurals.length).toBeGreaterThan(0);
    for (const { id } of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(arabic.get(id), `${id}: ${form}`).toMatch(new RegExp(`\\b${form} \\{`));
      }
    }
    const w = wordsFor('ar');
    expect(w.t('tickets.body', { count: 2 })).toContain('ملفا تذاكر');
    expect(w.t('tickets.body', { count: 3 })).toContain('3 ملفات تذاكر');
    expect(w.t('tickets.body', { count: 11 })).toContain('11 ملف تذاكر');
  });

  it('fails the check on a catalogue that lacks a message (the check can fail)', () => {
    const broken = parsePo('msgid "fact.ticket"\nmsgstr ""\n');
    expect(broken).toEqual([{ id: 'fact.ticket', message: '', comments: [] }]);
    expect(() => parsePo('msgid fact.ticket\n')).toThrow(/cannot read every entry/);
  });

  it('reads every locale it sells in', () => {
    for (const locale of LOCALES) expect(readCatalogue(locale).length).toBe(english.length);
  });
});

const inLocale = (locale: Booking['locale']): Booking => ({ ...sampleBooking, locale });

describe('mails in the booking language', () => {
  it('writes the confirmation in Malay, Arabic (right to left, Latin digits) and Chinese; English stays as it was', () => {
    const ms = confirmationMail(inLocale('ms'), 'https://shop.test/booking?token=x');
    expect(ms.language).toBe('ms');
    expect(ms.subject).toBe(
      'Tempahan disahkan: Burj Khalifa At the Top pada Sabtu, 28 November 2026 (DXB-7KQ2M9)',
    );
    expect(ms.text).toContain('Aisha Rahman yang dihormati,');
    expect(ms.text).toMatch(/Jumlah dibayar: RM\s?492\.30/);
    expect(ms.html).toContain('<html lang="ms" dir="ltr">');
    expect(ms.html).toContain('Urus tempahan anda');

    const ar = confirmationMail(inLocale('ar'));
    expect(ar.language).toBe('ar');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toContain('تأكيد الحجز');
    expect(ar.text).toContain('رقم الحجز: DXB-7KQ2M9');
    // Prices and dates keep Latin digits, as on the voucher staff read at the gate.
    expect(ar.text).toMatch(/إجمالي المدفوع: .*492\.30/);
    expect(ar.text).not.toMatch(/[٠-٩]/);

    const zh = confirmationMail(inLocale('zh'));
    expect(zh.language).toBe('zh-Hans');
    expect(zh.subject).toContain('预订已确认');
    expect(zh.text).toContain('2026年11月28日');

    const en = confirmationMail(sampleBooking);
    expect(en.language).toBe('en');
    expect(en.subject).toBe(
      'Booking confirmed: Burj Khalifa At the Top on Saturday, 28 November 2026 (DXB-7KQ2M9)',
    );
  });

  it('writes the cancellation and the tickets mails in the booking language', () => {
    const cancelled = cancellationMail(inLocale('ar'), { refund: 49230, reason: null });
    expect(cancelled.subject).toContain('تم إلغاء الحجز');
    expect(cancelled.text).toContain('يجري رد');
    expect(cancellationMail(inLocale('zh'), { refund: 0, reason: 'storm' }).text).toContain(
      '我们不得不取消此预订：storm',
    );
    expect(ticketMail(inLocale('ms'), undefined, 1).text).toContain('1 fail tiket');
  });
});

describe('mails over SMTP in the booking language', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const sink = new SmtpSink();

  beforeAll(async () => {
    ({ db, drop } = await createFreshDatabase(false));
    await sink.start(0);
  });
  afterAll(async () => {
    await sink.stop();
    await drop?.();
  });

  it('delivers a Malay and an Arabic confirmation, each with its Content-Language', async () => {
    for (const locale of ['ms', 'ar'] as const) {
      await db.transaction((trx) =>
        enqueueMail(trx, {
          kind: 'confirmation',
          bookingId: sampleBooking._id,
          dedupeKey: `confirmation:${locale}`,
          to: sampleBooking.email,
          ...confirmationMail(inLocale(locale)),
        }),
      );
    }
    const worker = new MailWorker({
      db,
      transport: smtpTransport(sink.url),
      from: 'Bookings <bookings@example.com>',
    });
    expect(await worker.drain()).toBe(2);
    const byLanguage = new Map(sink.messages.map((m) => [m.headers.get('content-language'), m]));
    expect([...byLanguage.keys()].sort()).toEqual(['ar', 'ms']);
    const ms = byLanguage.get('ms')!;
    expect(ms.subject).toContain('Tempahan disahkan');
    expect(ms.text).toContain('Rujukan tempahan: DXB-7KQ2M9');
    const ar = byLanguage.get('ar')!;
    expect(ar.subject).toContain('تأكيد الحجز');
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('شكرًا لحجزك');
  });
});

import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Booking } from '@tours/core/schemas';
import { localeOr, mapsUrl, todayIn } from '@tours/core/domain';
import { wordsFor, type Words } from '../i18n';
import { BRAND, bookingFacts, visitAt, visitDate, type VisitDay } from './templates';
import { typesetterFor, type Typesetter } from './voucher-text';

const NAVY = '#0b3954';
const SAND = '#f4f1ec';
const MUTED = '#6b7280';

/**
 * The voucher's footer: issued on the Dubai date, which is a day ahead of UTC after 20:00 UTC
 * (English keeps the plain calendar date; the other languages say it in words).
 */
export function voucherFooter(bookingId: string, now: Date = new Date(), w: Words = wordsFor('en')): string {
  const today = todayIn(undefined, now);
  return w.t('voucher.footer', { reference: bookingId, date: w.locale === 'en' ? today : w.date(today) });
}

/** Quiet zone around the code, in modules (inside the white square; the sand card lies around it). */
const QR_MARGIN = 1;

/**
 * Draws a QR code as vector squares: one white square, then each row's runs of dark modules as
 * rectangles filled together. A PNG of the code cost about 28 of a voucher's 31 ms of CPU (encoding
 * it, then pdfkit decoding and compressing it again), on the event loop of the request confirming
 * the booking; the squares are a few hundred path operators and print sharp at any size.
 */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + QR_MARGIN * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (QR_MARGIN + start) * cell, y + (QR_MARGIN + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
}

/**
 * A one-page A4 voucher in the booking's language: the booking's check-in secret as a QR code (what
 * the gate scans; the reference beside it is for people and is never the secret) and the booking's
 * details. The Arabic voucher is the same page mirrored (see ./voucher-text.ts).
 */
export async function renderVoucherPdf(
  booking: Booking,
  checkinSecret: string | null,
  place: VoucherPlace = {},
): Promise<Buffer> {
  const w = wordsFor(localeOr(booking.locale));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: w.tag,
    info: { Title: w.t('voucher.title', { reference: booking.bookingId }), Author: BRAND },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const page = { doc, ts: typesetterFor(doc, w.locale), w };
  drawBanner(page, booking);
  const cardTop = 140;
  drawPassCard(page, booking, checkinSecret, cardTop);
  // The good-to-know block keeps its place above the footer: a long list of details is drawn
  // a little tighter rather than run into it.
  const footerTop = doc.page.height - 28;
  const y = drawDetails(page, booking, place, cardTop + 240, footerTop - 10 - goodToKnowHeight(page) - 16);
  drawGoodToKnow(page, y + 16);
  drawFooter(page, booking);
  doc.end();
  return done;
}

/** What every part of the page draws with: the document, its typesetter and the booking's words. */
interface Page {
  doc: PDFKit.PDFDocument;
  ts: Typesetter;
  w: Words;
}

const MARGIN = 48;
const INK = '#1f2933';

/** The navy band: the brand, "Booking voucher" and the booking's status. */
function drawBanner({ doc, ts, w }: Page, booking: Booking): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 110).fill(NAVY);
  const line = { start: MARGIN, width: width - MARGIN * 2 };
  ts.text(BRAND, 38, line, { size: 22, bold: true, color: '#ffffff' });
  ts.text(w.t('voucher.heading'), 68, line, { size: 12, color: '#ffffff' });
  ts.text(
    w.t(`voucher.status.${booking.bookingStatus}`),
    68,
    { ...line, align: 'end' },
    {
      size: 12,
      bold: true,
      color: '#ffffff',
    },
  );
}

/** The card: the reference, the ticket, the visit's date and slot, and the entry code to scan. */
function drawPassCard(
  { doc, ts, w }: Page,
  booking: Booking,
  checkinSecret: string | null,
  cardTop: number,
): void {
  const width = doc.page.width;
  doc.roundedRect(MARGIN, cardTop, width - MARGIN * 2, 210, 10).fill(SAND);
  const column = { start: MARGIN + 24, width: width - MARGIN * 2 - 230 };
  ts.text(w.t('voucher.reference'), cardTop + 28, column, { size: 10, color: MUTED });
  ts.text(
    booking.bookingId,
    cardTop + 44,
    { ...column, oneLine: true },
    { size: 30, bold: true, color: NAVY },
  );
  // A long ticket title wraps, at most three lines, so the date below it stays inside the card.
  const below = ts.text(
    booking.ticketTitle,
    cardTop + 96,
    { ...column, maxLines: 3 },
    {
      size: 15,
      bold: true,
      color: INK,
    },
  );
  ts.text(visitAt(w, visitDate(w, booking), booking.timeSlot), below, column, { size: 12, color: INK });
  const qrSize = 170;
  const qrStart = width - MARGIN - 24 - qrSize;
  const qrBox = { start: qrStart, width: qrSize, align: 'center' as const };
  // A booking that was never confirmed has no pass: its voucher shows no code to scan.
  if (checkinSecret) drawQrCode(doc, checkinSecret, ts.left(qrStart, qrSize), cardTop + 20, qrSize);
  else ts.text(w.t('voucher.noCode'), cardTop + 80, qrBox, { size: 10, color: MUTED });
  ts.text(
    checkinSecret ? w.t('voucher.scan', { reference: booking.bookingId }) : booking.bookingId,
    cardTop + 20 + qrSize + 4,
    qrBox,
    { size: 8, color: MUTED },
  );
}

const LABEL = { size: 11, color: MUTED };
const VALUE = { size: 11, bold: true, color: INK };
const LINK = { size: 11, bold: true, color: '#1d4ed8' };

/** Where the visit starts when the ticket meets its guests (the booking itself holds a pickup). */
export type VoucherPlace = Pick<VisitDay, 'meetingPoint' | 'meetingLocation'>;

/** One line of the details: a label, a value, and the address the value opens when it is a link. */
type Fact = readonly [label: string, value: string, url?: string];

/**
 * The booking's facts (the pickup place and time among them), then where the visit starts: the
 * meeting point when there is no pickup, and a link that opens the pickup or meeting point in maps.
 */
export function voucherFacts(booking: Booking, place: VoucherPlace, w: Words): Fact[] {
  // Helvetica has no minus sign; a hyphen reads the same.
  const facts: Fact[] = bookingFacts(booking, w).map(([label, value]) => [label, value.replace('−', '-')]);
  const pickup = booking.pickup;
  const at = pickup ?? place.meetingLocation ?? null;
  const rows: Fact[] = [];
  if (!pickup && place.meetingPoint) rows.push([w.t('fact.meetingPoint'), place.meetingPoint]);
  if (at) rows.push([w.t('voucher.map'), w.t('voucher.openMap'), mapsUrl(at.latitude, at.longitude)]);
  // After the visit's date and time (and pickup), before the guests and the money.
  const after = facts.findIndex(([label]) => label === w.t('fact.adults'));
  facts.splice(after < 0 ? facts.length : after, 0, ...rows);
  return facts;
}

/**
 * The booking's facts, one ruled line each, from `top`; returns where the next section starts.
 * A value that wraps (a long ticket title) makes its line taller; when the lines would pass
 * `bottom`, they are drawn closer together (down to four fifths of their height).
 */
function drawDetails(
  { doc, ts, w }: Page,
  booking: Booking,
  place: VoucherPlace,
  top: number,
  bottom: number,
): number {
  const width = doc.page.width;
  const heading = { start: MARGIN, width: width - MARGIN * 2 };
  ts.text(w.t('voucher.details'), top, heading, { size: 13, bold: true, color: NAVY });
  const labelBox = { start: MARGIN, width: 180 };
  const valueBox = { start: MARGIN + 190, width: width - MARGIN * 2 - 190, maxLines: 2, ownDirection: true };
  const facts = voucherFacts(booking, place, w);
  const heights = facts.map(([label, value]) =>
    Math.max(22, Math.max(ts.height(label, labelBox, LABEL), ts.height(value, valueBox, VALUE)) + 6),
  );
  const natural = heights.reduce((sum, h) => sum + h, 0);
  let y = top + 26;
  const squeeze = Math.max(0.8, Math.min(1, (bottom - y) / natural));
  facts.forEach(([label, value, url], n) => {
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    ts.text(label, y, labelBox, LABEL);
    const below = ts.text(value, y, valueBox, url ? LINK : VALUE);
    // The whole value box opens the address: a PDF reader on a phone hands it to the maps app.
    if (url) doc.link(ts.left(valueBox.start, valueBox.width), y - 2, valueBox.width, below - y + 4, url);
    y += heights[n]! * squeeze;
  });
  return y;
}

const goodToKnowBox = (doc: PDFKit.PDFDocument) => ({ start: MARGIN, width: doc.page.width - MARGIN * 2 });
const GOOD_TO_KNOW = { size: 10, color: INK };

/** The same words in the same box every time: measured once per language (wrapping them is not free). */
const goodToKnowHeights = new Map<string, number>();

function goodToKnowHeight({ doc, ts, w }: Page): number {
  let height = goodToKnowHeights.get(w.locale);
  if (height === undefined) {
    const body = w.t('voucher.goodToKnowBody', { brand: BRAND });
    height = 20 + ts.height(body, { ...goodToKnowBox(doc), lineGap: 3 }, GOOD_TO_KNOW);
    goodToKnowHeights.set(w.locale, height);
  }
  return height;
}

/** What to bring to the entrance, and who stands behind the experience. */
function drawGoodToKnow({ doc, ts, w }: Page, y: number): void {
  const box = goodToKnowBox(doc);
  ts.text(w.t('voucher.goodToKnow'), y, box, { size: 13, bold: true, color: NAVY });
  ts.text(w.t('voucher.goodToKnowBody', { brand: BRAND }), y + 20, { ...box, lineGap: 3 }, GOOD_TO_KNOW);
}

/** The footer line at the bottom of the page. */
function drawFooter({ doc, ts, w }: Page, booking: Booking): void {
  ts.text(
    voucherFooter(booking.bookingId, new Date(), w),
    doc.page.height - 28,
    { start: MARGIN, width: doc.page.width - MARGIN * 2, align: 'center', oneLine: true },
    { size: 8, color: MUTED },
  );
}

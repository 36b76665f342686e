import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Booking } from '@tours/core/schemas';
import { todayIn } from '@tours/core/domain';
import { bookingFacts } from './templates';

const NAVY = '#0b3954';
const SAND = '#f4f1ec';
const MUTED = '#6b7280';

/**
 * A one-page A4 voucher: the booking's check-in secret as a QR code (what the gate scans; the
 * reference beside it is for people and is never the secret) and the booking's details.
 */
/** The voucher's footer: issued on the Dubai date, which is a day ahead of UTC after 20:00 UTC. */
export function voucherFooter(bookingId: string, now: Date = new Date()): string {
  return `Booking ${bookingId} - issued ${todayIn(undefined, now)}`;
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

export async function renderVoucherPdf(booking: Booking, checkinSecret: string | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `Voucher ${booking.bookingId}`, Author: 'Dubai Attractions' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawBanner(doc, booking);
  const cardTop = 140;
  drawPassCard(doc, booking, checkinSecret, cardTop);
  const y = drawDetails(doc, booking, cardTop + 240);
  drawGoodToKnow(doc, y + 16);
  drawFooter(doc, booking);
  doc.end();
  return done;
}

const MARGIN = 48;

/** The navy band: the brand, "Booking voucher" and the booking's status. */
function drawBanner(doc: PDFKit.PDFDocument, booking: Booking): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 110).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Dubai Attractions', MARGIN, 38);
  doc.font('Helvetica').fontSize(12).text('Booking voucher', MARGIN, 68);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(booking.bookingStatus.toUpperCase(), MARGIN, 68, {
      width: width - MARGIN * 2,
      align: 'right',
    });
}

/** The card: the reference, the ticket, the visit's date and slot, and the entry code to scan. */
function drawPassCard(
  doc: PDFKit.PDFDocument,
  booking: Booking,
  checkinSecret: string | null,
  cardTop: number,
): void {
  const width = doc.page.width;
  doc.roundedRect(MARGIN, cardTop, width - MARGIN * 2, 210, 10).fill(SAND);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text('BOOKING REFERENCE', MARGIN + 24, cardTop + 28);
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(booking.bookingId, MARGIN + 24, cardTop + 44);
  doc
    .fillColor('#1f2933')
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(booking.ticketTitle, MARGIN + 24, cardTop + 96, {
      width: width - MARGIN * 2 - 230,
    });
  const when = booking.timeSlot
    ? `${booking.bookingDateString} at ${booking.timeSlot}`
    : booking.bookingDateString;
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#1f2933')
    .text(when, { width: width - MARGIN * 2 - 230 });
  const qrSize = 170;
  const qrLeft = width - MARGIN - 24 - qrSize;
  // A booking that was never confirmed has no pass: its voucher shows no code to scan.
  if (checkinSecret) drawQrCode(doc, checkinSecret, qrLeft, cardTop + 20, qrSize);
  else
    doc
      .fillColor(MUTED)
      .fontSize(10)
      .text('No entry code: this booking is not confirmed.', qrLeft, cardTop + 80, {
        width: qrSize,
        align: 'center',
      });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(
      checkinSecret ? `Scan at the entrance - ${booking.bookingId}` : booking.bookingId,
      qrLeft,
      cardTop + 20 + qrSize + 4,
      { width: qrSize, align: 'center' },
    );
}

/** The booking's facts, one ruled line each, from y; returns where the next section starts. */
function drawDetails(doc: PDFKit.PDFDocument, booking: Booking, top: number): number {
  const width = doc.page.width;
  let y = top;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Booking details', MARGIN, y);
  y += 26;
  for (const [label, value] of bookingFacts(booking)) {
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(label, MARGIN, y, { width: 180 });
    doc
      .fillColor('#1f2933')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(value.replace('−', '-'), MARGIN + 190, y, { width: width - MARGIN * 2 - 190 });
    y += 22;
  }
  return y;
}

/** What to bring to the entrance, and who stands behind the experience. */
function drawGoodToKnow(doc: PDFKit.PDFDocument, y: number): void {
  const width = doc.page.width;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Good to know', MARGIN, y);
  doc
    .fillColor('#1f2933')
    .font('Helvetica')
    .fontSize(10)
    .text(
      'Show this voucher on your phone or printed at the entrance together with a photo ID. ' +
        'The experience provider may also send tickets of its own; bring those too. ' +
        'Dubai Attractions acts as an intermediary between you and the experience provider; ' +
        'changes and cancellations follow the policy shown on the experience page.',
      MARGIN,
      y + 20,
      { width: width - MARGIN * 2, lineGap: 3 },
    );
}

/** The footer line at the bottom of the page. */
function drawFooter(doc: PDFKit.PDFDocument, booking: Booking): void {
  const width = doc.page.width;
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(voucherFooter(booking.bookingId), MARGIN, doc.page.height - 28, {
      width: width - MARGIN * 2,
      align: 'center',
      lineBreak: false,
    });
}

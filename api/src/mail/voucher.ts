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

  const width = doc.page.width;
  const margin = 48;

  doc.rect(0, 0, width, 110).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text('Dubai Attractions', margin, 38);
  doc.font('Helvetica').fontSize(12).text('Booking voucher', margin, 68);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(booking.bookingStatus.toUpperCase(), margin, 68, {
      width: width - margin * 2,
      align: 'right',
    });

  const cardTop = 140;
  doc.roundedRect(margin, cardTop, width - margin * 2, 210, 10).fill(SAND);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(10)
    .text('BOOKING REFERENCE', margin + 24, cardTop + 28);
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(30)
    .text(booking.bookingId, margin + 24, cardTop + 44);
  doc
    .fillColor('#1f2933')
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(booking.ticketTitle, margin + 24, cardTop + 96, {
      width: width - margin * 2 - 230,
    });
  const when = booking.timeSlot
    ? `${booking.bookingDateString} at ${booking.timeSlot}`
    : booking.bookingDateString;
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#1f2933')
    .text(when, { width: width - margin * 2 - 230 });
  const qrSize = 170;
  const qrLeft = width - margin - 24 - qrSize;
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

  let y = cardTop + 240;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Booking details', margin, y);
  y += 26;
  for (const [label, value] of bookingFacts(booking)) {
    doc
      .moveTo(margin, y - 6)
      .lineTo(width - margin, y - 6)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(label, margin, y, { width: 180 });
    doc
      .fillColor('#1f2933')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(value.replace('−', '-'), margin + 190, y, { width: width - margin * 2 - 190 });
    y += 22;
  }

  y += 16;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(13).text('Good to know', margin, y);
  doc
    .fillColor('#1f2933')
    .font('Helvetica')
    .fontSize(10)
    .text(
      'Show this voucher on your phone or printed at the entrance together with a photo ID. ' +
        'The experience provider may also send tickets of its own; bring those too. ' +
        'Dubai Attractions acts as an intermediary between you and the experience provider; ' +
        'changes and cancellations follow the policy shown on the experience page.',
      margin,
      y + 20,
      { width: width - margin * 2, lineGap: 3 },
    );

  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(voucherFooter(booking.bookingId), margin, doc.page.height - 28, {
      width: width - margin * 2,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}

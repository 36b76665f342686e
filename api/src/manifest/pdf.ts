import PDFDocument from 'pdfkit';
import { ATTRACTION_TIME_ZONE, calendarDateOf, timeOfDayIn } from '@tours/core/domain';
import type { Manifest, ManifestEntryBody, ManifestGroupBody } from '@tours/core/schemas';
import { BRAND } from '../mail/templates';
import { typesetterFor, type TextStyle, type Typesetter } from '../mail/voucher-text';
import {
  answerLines,
  checkInText,
  dayTitle,
  groupTitle,
  groupWhere,
  guestsText,
  ticketsLine,
  totalsLine,
} from './words';

const NAVY = '#0b3954';
const SAND = '#f4f1ec';
const RULE = '#d6d3ce';
const MUTED = '#4b5563';
const INK = '#111827';

const MARGIN = 36;
const PAGE = { width: 595.28, height: 841.89 };
const BOTTOM = PAGE.height - MARGIN - 18;
const CELL_PAD = 4;
const BODY: TextStyle = { size: 8.5, color: INK };
const SMALL: TextStyle = { size: 7.5, color: MUTED };

/** The table's columns, left to right across the A4 page's 523 points. */
const COLUMNS = [
  { key: 'guest', label: 'Guest', width: 148 },
  { key: 'guests', label: 'Guests', width: 44 },
  { key: 'phone', label: 'Phone', width: 92 },
  { key: 'answers', label: 'Answers', width: 177 },
  { key: 'checkin', label: 'Check-in', width: 62 },
] as const;

interface Sheet {
  doc: PDFKit.PDFDocument;
  ts: Typesetter;
  y: number;
  /** Every ticket of the day: each row names its ticket. */
  allTickets: boolean;
}

/** A cell's lines, each in its style. */
type Cell = { text: string; style: TextStyle }[];

function cellsOf(entry: ManifestEntryBody, allTickets: boolean): Cell[] {
  return [
    [
      { text: entry.name, style: { ...BODY, bold: true } },
      { text: allTickets ? `${entry.bookingId} · ${entry.ticketTitle}` : entry.bookingId, style: SMALL },
    ],
    [{ text: guestsText(entry), style: BODY }],
    [{ text: entry.phone, style: BODY }],
    answerLines(entry).map((text) => ({ text, style: BODY })),
    [{ text: checkInText(entry), style: { ...BODY, bold: entry.checkIn === 'arrived' } }],
  ];
}

function cellHeight(ts: Typesetter, cell: Cell, width: number): number {
  return cell.reduce((h, line) => h + ts.height(line.text, { start: 0, width }, line.style), 0);
}

function rowHeight(ts: Typesetter, cells: Cell[]): number {
  const inner = Math.max(
    ...cells.map((cell, i) => cellHeight(ts, cell, COLUMNS[i]!.width - CELL_PAD * 2)),
    BODY.size * 1.2,
  );
  return inner + CELL_PAD * 2;
}

function drawRow(sheet: Sheet, cells: Cell[], height: number): void {
  const { doc, ts } = sheet;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = COLUMNS[i]!.width - CELL_PAD * 2;
    let y = sheet.y + CELL_PAD;
    for (const line of cell) y = ts.text(line.text, y, { start: x + CELL_PAD, width }, line.style);
    x += COLUMNS[i]!.width;
  });
  sheet.y += height;
  doc
    .moveTo(MARGIN, sheet.y)
    .lineTo(PAGE.width - MARGIN, sheet.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

const COLUMN_HEAD_HEIGHT = 16;

function drawColumnHead(sheet: Sheet): void {
  const { doc, ts } = sheet;
  doc.rect(MARGIN, sheet.y, PAGE.width - MARGIN * 2, COLUMN_HEAD_HEIGHT).fill(SAND);
  let x = MARGIN;
  for (const column of COLUMNS) {
    ts.text(
      column.label,
      sheet.y + 4,
      { start: x + CELL_PAD, width: column.width, oneLine: true },
      {
        ...SMALL,
        bold: true,
        color: NAVY,
      },
    );
    x += column.width;
  }
  sheet.y += COLUMN_HEAD_HEIGHT;
}

function groupHeadHeight(sheet: Sheet, group: ManifestGroupBody, day: string): number {
  const where = groupWhere(group);
  const width = PAGE.width - MARGIN * 2;
  return (
    8 +
    sheet.ts.height(groupTitle(group, day), { start: 0, width }, { size: 11, bold: true, color: NAVY }) +
    (where ? sheet.ts.height(where, { start: 0, width }, SMALL) : 0) +
    sheet.ts.height(totalsLine(group.totals), { start: 0, width }, SMALL) +
    4 +
    COLUMN_HEAD_HEIGHT
  );
}

function drawGroupHead(sheet: Sheet, group: ManifestGroupBody, day: string, continued: boolean): void {
  const { ts } = sheet;
  const box = { start: MARGIN, width: PAGE.width - MARGIN * 2 };
  const title = `${groupTitle(group, day)}${continued ? ' (continued)' : ''}`;
  sheet.y = ts.text(title, sheet.y + 8, box, { size: 11, bold: true, color: NAVY });
  const where = groupWhere(group);
  if (where) sheet.y = ts.text(where, sheet.y, box, SMALL);
  sheet.y = ts.text(totalsLine(group.totals), sheet.y, box, SMALL) + 4;
  drawColumnHead(sheet);
}

function newPage(sheet: Sheet): void {
  sheet.doc.addPage();
  sheet.y = MARGIN;
}

/**
 * A group's header never ends a page: it moves to the next page with its first row. A group that
 * runs over a page break repeats its header there, marked as continued.
 */
function drawGroup(sheet: Sheet, group: ManifestGroupBody, day: string): void {
  const rows = group.entries.map((entry) => cellsOf(entry, sheet.allTickets));
  const heights = rows.map((cells) => rowHeight(sheet.ts, cells));
  if (sheet.y + groupHeadHeight(sheet, group, day) + (heights[0] ?? 0) > BOTTOM) newPage(sheet);
  drawGroupHead(sheet, group, day, false);
  rows.forEach((cells, i) => {
    if (sheet.y + heights[i]! > BOTTOM) {
      newPage(sheet);
      drawGroupHead(sheet, group, day, true);
    }
    drawRow(sheet, cells, heights[i]!);
  });
  sheet.y += 10;
}

function drawHeader(sheet: Sheet, manifest: Manifest): void {
  const { doc, ts } = sheet;
  doc.rect(0, 0, PAGE.width, 70).fill(NAVY);
  const box = { start: MARGIN, width: PAGE.width - MARGIN * 2 };
  let y = ts.text(dayTitle(manifest.date), 16, box, { size: 17, bold: true, color: '#ffffff' });
  y = ts.text(ticketsLine(manifest), y + 2, { ...box, maxLines: 2 }, { size: 9.5, color: '#dbe7ef' });
  sheet.y = Math.max(y, 70) + 10;
  sheet.y = ts.text(`Day total: ${totalsLine(manifest.totals)}`, sheet.y, box, {
    size: 10,
    bold: true,
    color: INK,
  });
  sheet.y += 6;
}

function drawFooters(doc: PDFKit.PDFDocument, ts: Typesetter, manifest: Manifest): void {
  const range = doc.bufferedPageRange();
  const at = new Date(manifest.generatedAt);
  const printed = `${calendarDateOf(at)} ${timeOfDayIn(ATTRACTION_TIME_ZONE, at)} Dubai time`;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const box = { start: MARGIN, width: PAGE.width - MARGIN * 2, oneLine: true };
    const style = { size: 7.5, color: MUTED };
    // Drawn inside the bottom margin: without it pdfkit would start a new page for the line.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    ts.text(`${BRAND} · ${manifest.date} · printed ${printed}`, PAGE.height - MARGIN, box, style);
    ts.text(`Page ${i + 1} of ${range.count}`, PAGE.height - MARGIN, { ...box, align: 'end' }, style);
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * The day's run sheet as an A4 PDF: the day's totals on top, then each pickup point or meeting point
 * in the order the guide drives them, a table of its parties below its header. Names and answers in
 * any script are set in the voucher's fonts (Arabic and Chinese embedded as needed).
 */
export async function renderManifestPdf(manifest: Manifest): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en',
    info: { Title: `${dayTitle(manifest.date)} · ${ticketsLine(manifest)}`, Author: BRAND },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ts = typesetterFor(doc, 'en');
  const sheet: Sheet = { doc, ts, y: MARGIN, allTickets: !manifest.ticketId };
  drawHeader(sheet, manifest);
  if (manifest.groups.length === 0) {
    ts.text('No paid bookings for this day.', sheet.y + 10, { start: MARGIN, width: 400 }, BODY);
  }
  for (const group of manifest.groups) drawGroup(sheet, group, manifest.date);
  drawFooters(doc, ts, manifest);
  doc.end();
  return done;
}

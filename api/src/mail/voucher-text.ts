import bidiFactory, { type Bidi, type EmbeddingLevels } from 'bidi-js';
import type { Locale } from '@tours/core/domain';
import { LATIN_FACE, voucherFace, type VoucherFace } from './voucher-fonts';

/**
 * Text on the voucher in the booking's language. The layout is written from the start side of the
 * page (left in English, right in Arabic): a box is an offset from that side and a width, and
 * `start`/`end` alignment follow the language's direction, so the Arabic voucher is the English one
 * mirrored.
 *
 * Left-to-right languages are set by pdfkit itself: it wraps lines by the Unicode line breaking
 * rules, which allow a break between any two Chinese characters, so Chinese wraps without spaces.
 * Arabic is set here: pdfkit (through fontkit) joins Arabic letters into their connected forms and
 * reverses each word, but lays the words of a line left to right and has no notion of a Latin
 * reference or a price inside an Arabic sentence. So each paragraph goes through the Unicode
 * Bidirectional Algorithm (bidi-js): lines are broken in reading order, each line is reordered into
 * the order it is seen in, and drawn piece by piece from the left, each piece in the font that has
 * its letters.
 */

export interface TextStyle {
  size: number;
  bold?: boolean;
  color: string;
}

export interface TextBox {
  /** Distance of the box from the page's start side (left in English, right in Arabic). */
  start: number;
  width: number;
  align?: 'start' | 'end' | 'center';
  /** Extra space between wrapped lines. */
  lineGap?: number;
  /** At most this many lines; the last one shown ends in an ellipsis. */
  maxLines?: number;
  /** Never wrap (a footer line). */
  oneLine?: boolean;
  /**
   * A value that reads in the direction of its first letter, as HTML's `dir="auto"`: a phone
   * number or an e-mail address stays left to right inside an Arabic page ("+971…", not "…+"),
   * still aligned to the page's start side.
   */
  ownDirection?: boolean;
}

export interface Typesetter {
  readonly dir: 'ltr' | 'rtl';
  /** The left edge on the page of a box of `width` at `start` from the start side. */
  left(start: number, width: number): number;
  /** Sets `text` in the box from `top` down, wrapping to its width; returns the y below it. */
  text(text: string, top: number, box: TextBox, style: TextStyle): number;
}

/** Names the fonts are registered under in each document. */
const REGULAR = 'voucher-regular';
const BOLD = 'voucher-bold';

/** Registers a face's fonts in the document (a parsed font is embedded once, on first use). */
function register(doc: PDFKit.PDFDocument, face: VoucherFace): void {
  // pdfkit takes a parsed fontkit font as well as a file's bytes; its types only name the latter.
  doc.registerFont(REGULAR, face.regular as unknown as Buffer);
  doc.registerFont(BOLD, face.bold as unknown as Buffer);
}

export function typesetterFor(doc: PDFKit.PDFDocument, locale: Locale): Typesetter {
  const face = voucherFace(locale);
  if (locale === 'ar') {
    register(doc, face);
    return new RightToLeft(doc);
  }
  if (face === LATIN_FACE)
    return new LeftToRight(doc, LATIN_FACE.regular as string, LATIN_FACE.bold as string);
  register(doc, face);
  return new LeftToRight(doc, REGULAR, BOLD);
}

const PDFKIT_ALIGN = { start: 'left', end: 'right', center: 'center' } as const;

class LeftToRight implements Typesetter {
  readonly dir = 'ltr';
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly regular: string,
    private readonly bold: string,
  ) {}

  left(start: number): number {
    return start;
  }

  text(text: string, top: number, box: TextBox, style: TextStyle): number {
    const { doc } = this;
    doc
      .font(style.bold ? this.bold : this.regular)
      .fontSize(style.size)
      .fillColor(style.color);
    const lineGap = box.lineGap ?? 0;
    doc.text(text, box.start, top, {
      width: box.width,
      align: PDFKIT_ALIGN[box.align ?? 'start'],
      lineGap,
      lineBreak: !box.oneLine,
      ...(box.maxLines
        ? { height: box.maxLines * (doc.currentLineHeight(true) + lineGap), ellipsis: true }
        : {}),
    });
    return doc.y;
  }
}

/** Letters of the Arabic script (with its presentation forms): set in the Arabic font. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/;
/** Bidirectional marks and isolates: they steer the order and draw nothing. */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
/** Where the baseline sits below a line's top, and how far lines are apart, in ems. */
const ASCENT = 0.9;
const LINE_HEIGHT = 1.45;

let bidi: Bidi | undefined;

interface Piece {
  text: string;
  font: string;
  width: number;
  /** A space: it separates pieces and is not drawn. */
  gap: boolean;
}

class RightToLeft implements Typesetter {
  readonly dir = 'rtl';
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  left(start: number, width: number): number {
    return this.doc.page.width - start - width;
  }

  private fontOf(char: string, bold: boolean | undefined): string {
    if (ARABIC.test(char)) return bold ? BOLD : REGULAR;
    return (bold ? LATIN_FACE.bold : LATIN_FACE.regular) as string;
  }

  private widthOf(text: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** The width of characters start..end (exclusive) in reading order, each run in its font. */
  private measure(text: string, start: number, end: number, style: TextStyle): number {
    let width = 0;
    let run = '';
    let font = '';
    for (let i = start; i <= end; i++) {
      const char = i < end ? text[i]! : '';
      const next = char && !INVISIBLE.test(char) ? this.fontOf(char, style.bold) : font;
      if (!char || next !== font) {
        if (run) width += this.widthOf(run, font, style.size);
        run = '';
        font = next;
      }
      if (char && !INVISIBLE.test(char)) run += char;
    }
    return width;
  }

  /** Lines as [start, end) ranges of the text in reading order, broken at spaces. */
  private breakLines(text: string, box: TextBox, style: TextStyle): [number, number][] {
    const space = this.widthOf(' ', LATIN_FACE.regular as string, style.size);
    const lines: [number, number, number][] = [];
    for (const match of text.matchAll(/[^ \n]+/g)) {
      const [start, end] = [match.index, match.index + match[0].length];
      const word = this.measure(text, start, end, style);
      const line = lines.at(-1);
      const sameParagraph = line && !text.slice(line[1], start).includes('\n');
      if (line && sameParagraph && (box.oneLine || line[2] + space + word <= box.width)) {
        line[1] = end;
        line[2] += space + word;
      } else lines.push([start, end, word]);
    }
    return lines.map(([start, end]) => [start, end]);
  }

  /** One line's pieces in the order they are seen, left to right. */
  private pieces(
    text: string,
    levels: EmbeddingLevels,
    mirrored: string[],
    line: [number, number],
    style: TextStyle,
  ) {
    // The indices of the whole text come back, this line's part reordered in place.
    const order = bidi!.getReorderedIndices(text, levels, line[0], line[1] - 1).slice(line[0], line[1]);
    const pieces: (Piece & { rtl: boolean; last: number })[] = [];
    for (const index of order) {
      const char = mirrored[index]!;
      if (INVISIBLE.test(char)) continue;
      const rtl = (levels.levels[index]! & 1) === 1;
      const font = this.fontOf(char, style.bold);
      const gap = char === ' ';
      const prev = pieces.at(-1);
      const between = prev ? text.slice(Math.min(prev.last, index) + 1, Math.max(prev.last, index)) : '';
      const follows =
        prev &&
        !prev.gap &&
        !gap &&
        prev.font === font &&
        prev.rtl === rtl &&
        (rtl ? index < prev.last : index > prev.last) &&
        [...between].every((c) => INVISIBLE.test(c));
      if (follows) {
        prev.text += char;
        prev.last = index;
      } else pieces.push({ text: char, font, width: 0, gap, rtl, last: index });
    }
    for (const piece of pieces) {
      // fontkit shapes Arabic in reading order and reverses it itself; other right-to-left
      // pieces (punctuation between Arabic words) are drawn as seen.
      if (piece.rtl && piece.font !== LATIN_FACE.regular && piece.font !== LATIN_FACE.bold) {
        piece.text = [...piece.text].reverse().join('');
      }
      piece.width = this.widthOf(piece.text, piece.font, style.size);
    }
    return pieces;
  }

  text(text: string, top: number, box: TextBox, style: TextStyle): number {
    bidi ??= bidiFactory();
    const levels = bidi.getEmbeddingLevels(text, box.ownDirection ? 'auto' : 'rtl');
    const mirrored = [...text];
    for (const [index, char] of bidi.getMirroredCharactersMap(text, levels.levels)) mirrored[index] = char;
    let lines = this.breakLines(text, box, style);
    let cut = false;
    if (box.maxLines && lines.length > box.maxLines) {
      lines = lines.slice(0, box.maxLines);
      cut = true;
    }
    const advance = style.size * LINE_HEIGHT + (box.lineGap ?? 0);
    const boxLeft = this.left(box.start, box.width);
    lines.forEach((line, n) => {
      const pieces = this.pieces(text, levels, mirrored, line, style);
      if (cut && n === lines.length - 1) {
        // The ellipsis ends the reading order: on the left of a right-to-left line.
        const text = '…';
        const font = LATIN_FACE.regular as string;
        const width = this.widthOf(text, font, style.size);
        pieces.unshift({ text, font, width, gap: false, rtl: true, last: 0 });
      }
      const width = pieces.reduce((sum, p) => sum + p.width, 0);
      const align = box.align ?? 'start';
      let x =
        align === 'start'
          ? boxLeft + box.width - width
          : align === 'end'
            ? boxLeft
            : boxLeft + (box.width - width) / 2;
      const baseline = top + n * advance + style.size * ASCENT;
      for (const piece of pieces) {
        if (!piece.gap) {
          this.doc
            .font(piece.font)
            .fontSize(style.size)
            .fillColor(style.color)
            .text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
        }
        x += piece.width;
      }
    });
    return top + lines.length * advance;
  }
}

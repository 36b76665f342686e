import bidiFactory, { type Bidi, type EmbeddingLevels } from 'bidi-js';
import type { Locale } from '@tours/core/domain';
import { arabicFace, chineseFace, HELVETICA, IN_HELVETICA, latinExtendedFace } from './voucher-fonts';

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
 * its letters. A text the language's own font cannot draw whole (an Arabic or a Polish name on an
 * English voucher) goes the same way, on a left-to-right page.
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
  /** The height `text` would take in the box, drawing nothing. */
  height(text: string, box: TextBox, style: TextStyle): number;
}

/** The fonts a piece of text can be set in: Helvetica's two, or a face registered in the document. */
type Script = 'arabic' | 'chinese' | 'latin-extended';
type FontName = 'Helvetica' | 'Helvetica-Bold' | `${Script}-${'regular' | 'bold'}`;

const FACES: Record<Script, () => { regular: unknown; bold: unknown }> = {
  arabic: arabicFace,
  chinese: chineseFace,
  'latin-extended': latinExtendedFace,
};

/**
 * Picks each character's font: the language's own first (Chinese in Noto Sans SC, Latin in
 * Helvetica), and for a character it lacks (an Arabic name on an English voucher, a Chinese name on
 * an Arabic one) the font of its script, registered in the document when first needed.
 */
/** Letters with no accent to strip and no font here: the plain letter a reader expects. */
const PLAIN: Record<string, string> = { ı: 'i' };

class Fonts {
  private readonly registered = new Set<string>();
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly locale: Locale,
  ) {}

  private face(script: Script, bold: boolean | undefined): FontName {
    const name = `${script}-${bold ? 'bold' : 'regular'}` as const;
    if (!this.registered.has(name)) {
      const face = FACES[script]();
      // pdfkit takes a parsed fontkit font as well as a file's bytes; its types name only the latter.
      this.doc.registerFont(name, (bold ? face.bold : face.regular) as unknown as Buffer);
      this.registered.add(name);
    }
    return name;
  }

  private inChinese(char: string): boolean {
    return chineseFace().regular.hasGlyphForCodePoint(char.codePointAt(0)!);
  }

  private inLatinExtended(char: string): boolean {
    return latinExtendedFace().regular.hasGlyphForCodePoint(char.codePointAt(0)!);
  }

  private drawable(char: string): boolean {
    return (
      IN_HELVETICA.test(char) ||
      ARABIC.test(char) ||
      INVISIBLE.test(char) ||
      this.inChinese(char) ||
      this.inLatinExtended(char)
    );
  }

  /**
   * The text with what no font here can draw replaced: by its letter without accents when that is
   * drawable, else by a question mark (Helvetica would turn the whole line into wrong letters).
   * Text in Latin-1 alone, as most of an English voucher is, is returned as it is.
   */
  readable(text: string): string {
    if (/^[\n\u0020-\u007e\u00a0-\u00ff]*$/.test(text)) return text;
    return [...text]
      .map((char) => {
        if (this.drawable(char)) return char;
        const bare = PLAIN[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
        return bare && [...bare].every((c) => this.drawable(c)) ? bare : '?';
      })
      .join('');
  }

  /** The language's own font for the whole text, or null when a character needs another. */
  whole(text: string, bold: boolean | undefined): FontName | null {
    if (this.locale === 'zh') {
      return [...text].every((c) => c === '\n' || this.inChinese(c)) ? this.face('chinese', bold) : null;
    }
    if (this.locale === 'ar') return null;
    return [...text].every((c) => IN_HELVETICA.test(c)) ? (bold ? HELVETICA.bold : HELVETICA.regular) : null;
  }

  of(char: string, bold: boolean | undefined): FontName {
    if (ARABIC.test(char)) return this.face('arabic', bold);
    if (this.locale === 'zh' && this.inChinese(char)) return this.face('chinese', bold);
    if (IN_HELVETICA.test(char) || INVISIBLE.test(char)) return bold ? HELVETICA.bold : HELVETICA.regular;
    if (this.inChinese(char)) return this.face('chinese', bold);
    if (this.inLatinExtended(char)) return this.face('latin-extended', bold);
    return bold ? HELVETICA.bold : HELVETICA.regular;
  }

  /** Whether fontkit lays a piece in this font out right to left by itself (Arabic does). */
  shapesRightToLeft(font: FontName): boolean {
    return font.startsWith('arabic');
  }
}

export function typesetterFor(doc: PDFKit.PDFDocument, locale: Locale): Typesetter {
  const fonts = new Fonts(doc, locale);
  return locale === 'ar' ? new Mixed(doc, fonts, 'rtl') : new LeftToRight(doc, fonts);
}

const PDFKIT_ALIGN = { start: 'left', end: 'right', center: 'center' } as const;

/**
 * English, Malay and Chinese: pdfkit sets a text whose characters are all in the language's font;
 * one with a character from another script (an Arabic name) goes piece by piece like Arabic.
 */
class LeftToRight implements Typesetter {
  readonly dir = 'ltr';
  private readonly mixed: Mixed;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.mixed = new Mixed(doc, fonts, 'ltr');
  }

  left(start: number): number {
    return start;
  }

  height(raw: string, box: TextBox, style: TextStyle): number {
    const text = this.fonts.readable(raw);
    const font = this.fonts.whole(text, style.bold);
    if (!font) return this.mixed.height(text, box, style);
    const { doc } = this;
    doc.font(font).fontSize(style.size);
    const lineGap = box.lineGap ?? 0;
    const line = doc.currentLineHeight(true) + lineGap;
    // Most texts fit one line: measured by their width, without pdfkit's line wrapper.
    if (box.oneLine || (!text.includes('\n') && doc.widthOfString(text) < box.width)) return line;
    const height = doc.heightOfString(text, { width: box.width, lineGap });
    return box.maxLines ? Math.min(height, box.maxLines * line) : height;
  }

  text(raw: string, top: number, box: TextBox, style: TextStyle): number {
    const text = this.fonts.readable(raw);
    const font = this.fonts.whole(text, style.bold);
    if (!font) return this.mixed.text(text, top, box, style);
    const { doc } = this;
    doc.font(font).fontSize(style.size).fillColor(style.color);
    const lineGap = box.lineGap ?? 0;
    doc.text(text, box.start, top, {
      // pdfkit wraps at the width even when told not to break lines: one line is as wide as it is.
      width: box.oneLine ? Math.max(box.width, doc.widthOfString(text) + 1) : box.width,
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

/** Characters a line may break before or after with no space (Chinese, Japanese, fullwidth forms). */
const CJK = '\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef';
/** A word (up to a space) or one CJK character: the units lines are filled with. */
const UNITS = new RegExp(`[${CJK}]|[^ \\n${CJK}]+`, 'g');

interface Piece {
  text: string;
  font: FontName;
  width: number;
  /** A space: it separates pieces and is not drawn. */
  gap: boolean;
}

/**
 * Text set piece by piece: Arabic always, and any text the language's own font cannot draw whole.
 * `dir` is the page's direction: a paragraph's base direction and the side lines start from.
 */
class Mixed implements Typesetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: Fonts,
    readonly dir: 'ltr' | 'rtl',
  ) {}

  left(start: number, width: number): number {
    return this.dir === 'rtl' ? this.doc.page.width - start - width : start;
  }

  private fontOf(char: string, bold: boolean | undefined): FontName {
    return this.fonts.of(char, bold);
  }

  private widthOf(text: string, font: FontName, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** The width of characters start..end (exclusive) in reading order, each run in its font. */
  private measure(text: string, start: number, end: number, style: TextStyle): number {
    let width = 0;
    let run = '';
    let font: FontName | '' = '';
    for (let i = start; i <= end; i++) {
      const char = i < end ? text[i]! : '';
      const next: FontName | '' = char && !INVISIBLE.test(char) ? this.fontOf(char, style.bold) : font;
      if (!char || next !== font) {
        if (run && font) width += this.widthOf(run, font, style.size);
        run = '';
        font = next;
      }
      if (char && !INVISIBLE.test(char)) run += char;
    }
    return width;
  }

  /** Lines as [start, end) ranges of the text in reading order, broken at spaces and around CJK. */
  private breakLines(text: string, box: TextBox, style: TextStyle): [number, number][] {
    const space = this.widthOf(' ', HELVETICA.regular, style.size);
    const lines: [number, number, number][] = [];
    for (const match of text.matchAll(UNITS)) {
      const [start, end] = [match.index, match.index + match[0].length];
      const word = this.measure(text, start, end, style);
      const line = lines.at(-1);
      const before = line ? text.slice(line[1], start) : '';
      const gap = before.includes(' ') ? space : 0;
      if (line && !before.includes('\n') && (box.oneLine || line[2] + gap + word <= box.width)) {
        line[1] = end;
        line[2] += gap + word;
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
      if (piece.rtl && this.fonts.shapesRightToLeft(piece.font)) {
        piece.text = [...piece.text].reverse().join('');
      }
      piece.width = this.widthOf(piece.text, piece.font, style.size);
    }
    return pieces;
  }

  height(raw: string, box: TextBox, style: TextStyle): number {
    const lines = this.breakLines(this.fonts.readable(raw), box, style).length;
    return Math.min(lines, box.maxLines ?? lines) * (style.size * LINE_HEIGHT + (box.lineGap ?? 0));
  }

  text(raw: string, top: number, box: TextBox, style: TextStyle): number {
    const text = this.fonts.readable(raw);
    bidi ??= bidiFactory();
    const levels = bidi.getEmbeddingLevels(text, box.ownDirection ? 'auto' : this.dir);
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
        const ellipsis = { text: '…', font: HELVETICA.regular, gap: false, rtl: false, last: 0 };
        const piece = { ...ellipsis, width: this.widthOf('…', ellipsis.font, style.size) };
        if (this.dir === 'rtl') pieces.unshift(piece);
        else pieces.push(piece);
      }
      const width = pieces.reduce((sum, p) => sum + p.width, 0);
      const align = box.align ?? 'start';
      const right = (align === 'start') === (this.dir === 'rtl');
      let x =
        align === 'center'
          ? boxLeft + (box.width - width) / 2
          : right
            ? boxLeft + box.width - width
            : boxLeft;
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

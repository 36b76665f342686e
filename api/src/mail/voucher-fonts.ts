import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts a voucher is set in. English and Malay use the PDF's built-in Helvetica (nothing to
 * embed). Arabic and Chinese need fonts that carry their letters, embedded in the PDF (pdfkit keeps
 * only the glyphs used), and so does a name or a title in their script on a voucher in another
 * language: Noto Sans Arabic from @expo-google-fonts (Latin letters and digits stay in
 * Helvetica) and Noto Sans SC from @embedpdf/fonts-sc (the GB 2312 characters,
 * Latin included, as OpenType; @fontsource's Chinese comes in about a hundred slices). Both are
 * under the SIL Open Font License.
 *
 * Each file is read and parsed once per process, the first time a voucher needs it (in its language,
 * or for a name in its script), and the parsed font is handed to every document after (parsing and
 * the first layout of the Chinese font's character map cost tens of milliseconds that later vouchers
 * do not pay again).
 */

export interface VoucherFace {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

const require = createRequire(import.meta.url);

/** The PDF's built-in Latin fonts: nothing to load or embed. */
export const HELVETICA = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/**
 * What Helvetica can draw: a standard PDF font knows only the Windows-1252 characters (pdfkit
 * draws anything else as a wrong letter).
 */
export const IN_HELVETICA =
  /^[\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]$/;

function parse(file: string): fontkit.Font {
  const font = fontkit.create(fs.readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

/**
 * TrueType, not WOFF: fontkit inflates a WOFF font's glyph table again for every glyph it reads,
 * which made an Arabic voucher take seconds.
 */
const arabicFile = (weight: '400Regular' | '700Bold') =>
  require.resolve(`@expo-google-fonts/noto-sans-arabic/${weight}/NotoSansArabic_${weight}.ttf`);

/** The package exports only its index, so its fonts are found beside it. */
const chineseFile = (name: 'Regular' | 'Bold') =>
  path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', `NotoSansHans-${name}.otf`);

/**
 * Inter's Latin Extended letters (ş, ł, ő, ř…: names from Turkey, Poland, Hungary, the Czech
 * Republic), which Helvetica lacks. WOFF is slow to read glyph by glyph (see above), but this font
 * only sets the odd letter of a name.
 */
const latinExtendedFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff`);

let latinExtended: VoucherFace | undefined;
let arabic: VoucherFace | undefined;
let chinese: VoucherFace | undefined;

/** Noto Sans Arabic, loaded on first use. */
export function arabicFace(): VoucherFace {
  return (arabic ??= { regular: parse(arabicFile('400Regular')), bold: parse(arabicFile('700Bold')) });
}

/** Noto Sans SC (Latin letters included), loaded on first use. */
export function chineseFace(): VoucherFace {
  return (chinese ??= { regular: parse(chineseFile('Regular')), bold: parse(chineseFile('Bold')) });
}

/** Inter's Latin Extended letters, loaded on first use. */
export function latinExtendedFace(): VoucherFace {
  return (latinExtended ??= { regular: parse(latinExtendedFile(400)), bold: parse(latinExtendedFile(700)) });
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import type { Locale } from '@tours/core/domain';

/**
 * The fonts a voucher is set in. English and Malay use the PDF's built-in Helvetica (nothing to
 * embed). Arabic and Chinese need fonts that carry their letters, embedded in the PDF (pdfkit keeps
 * only the glyphs used): Noto Sans Arabic from @expo-google-fonts (Latin letters and digits stay in
 * Helvetica) and Noto Sans SC from @embedpdf/fonts-sc (the GB 2312 characters,
 * Latin included, as OpenType; @fontsource's Chinese comes in about a hundred slices). Both are
 * under the SIL Open Font License.
 *
 * Each file is read and parsed once per process, the first time a voucher in its language is made,
 * and the parsed font is handed to every document after (parsing and the first layout of the
 * Chinese font's character map cost tens of milliseconds that later vouchers do not pay again).
 */

export interface VoucherFace {
  /** The font for regular text: a standard PDF font's name or a parsed font to embed. */
  regular: string | fontkit.Font;
  bold: string | fontkit.Font;
}

const require = createRequire(import.meta.url);

const HELVETICA: VoucherFace = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

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

let arabic: VoucherFace | undefined;
let chinese: VoucherFace | undefined;

/** The script font of a voucher in `locale`, loaded on first use; Helvetica for Latin languages. */
export function voucherFace(locale: Locale): VoucherFace {
  if (locale === 'ar')
    return (arabic ??= {
      regular: parse(arabicFile('400Regular')),
      bold: parse(arabicFile('700Bold')),
    });
  if (locale === 'zh')
    return (chinese ??= { regular: parse(chineseFile('Regular')), bold: parse(chineseFile('Bold')) });
  return HELVETICA;
}

/** The Latin face that sets what the script font lacks (in Arabic: digits, references, e-mails). */
export const LATIN_FACE = HELVETICA;

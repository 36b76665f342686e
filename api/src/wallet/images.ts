import fs from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/** The site's logo (api/assets), drawn into the PNGs a wallet pass carries. */
const LOGO_SVG = new URL('../../assets/dubai-attractions/images/logo.svg', import.meta.url);

/** The pass's brand: the mail's colours (dark blue header, white text). */
export const PASS_COLOURS = {
  backgroundColor: 'rgb(11, 57, 84)',
  foregroundColor: 'rgb(255, 255, 255)',
  labelColor: 'rgb(190, 215, 230)',
  hex: '#0b3954',
} as const;

let drawn: Record<string, Buffer> | undefined;

/**
 * icon.png (required: notifications and Mail show it) and logo.png at Apple's sizes, drawn once per
 * process from the one SVG logo, so the pass shows the site's own mark and nothing is kept twice.
 */
export function passImages(): Record<string, Buffer> {
  if (!drawn) {
    const svg = fs.readFileSync(LOGO_SVG);
    const png = (width: number) =>
      new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
    drawn = {
      'icon.png': png(29),
      'icon@2x.png': png(58),
      'icon@3x.png': png(87),
      'logo.png': png(50),
      'logo@2x.png': png(100),
      'logo@3x.png': png(150),
    };
  }
  return drawn;
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { resolveStaticFile } from '../middleware/static-files';

/**
 * Share cards: the 1200×630 PNG that WhatsApp, Messenger, X, Slack and search engines show for a
 * link (og:image). Satori lays the card out (the picture, the name, the "from" price) as SVG and
 * resvg draws it, with the Inter font shipped by @fontsource.
 *
 * A card is kept on disk under a name that is a hash of everything drawn on it (text, price and the
 * picture file's size and time), so a change to the product or its tickets makes a new file and a
 * new og:image URL: the pages never point at a stale picture and link previews that cache by URL
 * fetch the new one. The previous files of the same card are removed once the new one is written.
 * The card's key is hashed too, so that a name of any length makes a short file name and no card's
 * name is the beginning of another's; and the folder keeps at most MAX_SHARE_CARDS files.
 */

/** Part of every card's version: change it when the drawing changes, so cards on disk are redrawn. */
const CARD_DESIGN = 1;

/**
 * Cards kept on disk at most (a product's and each site's home card, about 100 KB each); past it the
 * least recently written go, and are drawn again when asked for.
 */
export const MAX_SHARE_CARDS = 500;

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export interface ShareCardContent {
  /** Which card it is (a product's slug, or the home card of a site); one file per key. */
  key: string;
  title: string;
  /** A short line above the title (the site's name, a location). */
  eyebrow: string;
  /** "From RM 189.00", or null when nothing is on sale. */
  price: string | null;
  /** A site path under /assets/ (the product's hero image), or null for a plain card. */
  picture: string | null;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await fs.promises.readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** The picture's file under the assets folder, when it is one of ours (a remote URL is not fetched). */
function pictureFile(assetsDir: string, picture: string | null): string | null {
  if (!picture?.startsWith('/assets/')) return null;
  return resolveStaticFile(path.resolve(assetsDir), picture.slice('/assets'.length));
}

/** A hash of everything the card shows: it names the file and versions the card's URL. */
export function shareCardVersion(content: ShareCardContent, assetsDir: string): string {
  const file = pictureFile(assetsDir, content.picture);
  const stat = file ? fs.statSync(file) : null;
  return createHash('sha256')
    .update(
      JSON.stringify([
        CARD_DESIGN,
        content.title,
        content.eyebrow,
        content.price,
        content.picture,
        stat ? [stat.size, Math.floor(stat.mtimeMs)] : null,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);
}

/** The picture as a PNG data URL at the card's size (SVG drawn by resvg; PNG and JPEG as they are). */
function pictureDataUrl(file: string): string {
  const bytes = fs.readFileSync(file);
  const ext = path.extname(file).toLowerCase();
  if (ext === '.svg') {
    const png = new Resvg(bytes, { fitTo: { mode: 'width', value: SHARE_CARD_WIDTH } }).render().asPng();
    return `data:image/png;base64,${png.toString('base64')}`;
  }
  const type = ext === '.png' ? 'image/png' : ext === '.jpg' || ext === '.jpeg' ? 'image/jpeg' : null;
  if (!type) throw new Error(`share card: cannot draw a ${ext} picture`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Draws a card: the picture full-bleed, a dark band at the bottom with the text on it. */
export async function drawShareCard(content: ShareCardContent, assetsDir: string): Promise<Buffer> {
  const file = pictureFile(assetsDir, content.picture);
  const picture = file ? pictureDataUrl(file) : null;
  const card = el(
    'div',
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      fontFamily: 'Inter',
      color: '#ffffff',
      backgroundColor: '#0e4f5c',
      backgroundImage: picture ? undefined : 'linear-gradient(135deg, #0e4f5c 0%, #1d3557 100%)',
    },
    [
      picture &&
        el(
          'img',
          {
            position: 'absolute',
            top: 0,
            left: 0,
            width: SHARE_CARD_WIDTH,
            height: SHARE_CARD_HEIGHT,
            objectFit: 'cover',
          },
          undefined,
          {
            src: picture,
            width: SHARE_CARD_WIDTH,
            height: SHARE_CARD_HEIGHT,
          },
        ),
      el(
        'div',
        {
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          flexDirection: 'column',
          padding: '40px 56px 48px',
          backgroundImage:
            'linear-gradient(180deg, rgba(9, 30, 40, 0) 0%, rgba(9, 30, 40, 0.82) 32%, rgba(9, 30, 40, 0.94) 100%)',
        },
        [
          el('div', { fontSize: 30, fontWeight: 400, opacity: 0.9, marginBottom: 10 }, content.eyebrow),
          el(
            'div',
            { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 32 },
            [
              el(
                'div',
                {
                  // A long name ends in an ellipsis on its second line instead of running off the card.
                  display: 'block',
                  lineClamp: 2,
                  fontSize: 64,
                  fontWeight: 700,
                  lineHeight: 1.1,
                  maxWidth: content.price ? 760 : 1088,
                },
                content.title,
              ),
              content.price &&
                el(
                  'div',
                  {
                    display: 'flex',
                    flexShrink: 0,
                    fontSize: 40,
                    fontWeight: 700,
                    color: '#0b2b33',
                    backgroundColor: '#f9c98a',
                    borderRadius: 18,
                    padding: '14px 28px',
                  },
                  content.price,
                ),
            ].filter(Boolean),
          ),
        ],
      ),
    ].filter(Boolean),
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

/** The start of a card's file names: its key's hash, the same length for every key. */
export function shareCardStem(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/** Removes the oldest cards while the folder holds more than `max`. */
async function boundCards(dir: string, max: number): Promise<void> {
  const names = (await fs.promises.readdir(dir)).filter((n) => n.endsWith('.png'));
  if (names.length <= max) return;
  const dated = await Promise.all(
    names.map(async (name) => {
      const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
      return { name, at: stat?.mtimeMs ?? 0 };
    }),
  );
  dated.sort((a, b) => a.at - b.at);
  for (const { name } of dated.slice(0, names.length - max))
    await fs.promises.rm(path.join(dir, name), { force: true });
}

export interface ShareCards {
  /** The card's PNG file: drawn once per version, then read from disk. */
  file(content: ShareCardContent): Promise<string>;
  version(content: ShareCardContent): string;
}

export function shareCards({
  dir,
  assetsDir,
  maxCards = MAX_SHARE_CARDS,
}: {
  dir: string;
  assetsDir: string;
  maxCards?: number;
}): ShareCards {
  /** Cards being drawn, so that concurrent first requests draw a card once. */
  const drawing = new Map<string, Promise<string>>();

  async function draw(content: ShareCardContent, file: string): Promise<string> {
    const png = await drawShareCard(content, assetsDir);
    await fs.promises.mkdir(dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, png);
    await fs.promises.rename(partial, file);
    const current = path.basename(file);
    const stem = `${shareCardStem(content.key)}.`;
    for (const name of await fs.promises.readdir(dir)) {
      if (name !== current && name.startsWith(stem) && name.endsWith('.png')) {
        await fs.promises.rm(path.join(dir, name), { force: true });
      }
    }
    await boundCards(dir, maxCards);
    return file;
  }

  return {
    version: (content) => shareCardVersion(content, assetsDir),
    async file(content) {
      const file = path.join(
        dir,
        `${shareCardStem(content.key)}.${shareCardVersion(content, assetsDir)}.png`,
      );
      if (fs.existsSync(file)) return file;
      let pending = drawing.get(file);
      if (!pending) {
        pending = draw(content, file).finally(() => drawing.delete(file));
        drawing.set(file, pending);
      }
      return pending;
    },
  };
}

import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '@tours/core/domain';

/**
 * The storefront's words in every language, checked in CI (`npm test`): the PO catalogues hold
 * exactly the messages the source has (run `npx lingui extract` in storefront/ after changing a
 * text), and every one of them is translated into Malay, Arabic and Chinese, with the same
 * placeholders and tags, and Arabic's six plural forms wherever a count is shown.
 */

type Catalogue = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

let extracted: Record<string, { message?: string }>;
let catalogues: Record<string, Catalogue>;

beforeAll(async () => {
  const config = getConfig({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) });
  const [catalog] = await getCatalogs(config);
  extracted = (await catalog!.collect()) as Record<string, { message?: string }>;
  catalogues = (await catalog!.readAll()) as Record<string, Catalogue>;
}, 120_000);

const live = (catalogue: Catalogue) =>
  Object.keys(catalogue)
    .filter((id) => !catalogue[id]!.obsolete)
    .sort();

/**
 * `{name}`, `{0}` and `<0>` … `</0>`: what a translation must keep from the English message (each
 * once at least: a language with fewer plural forms repeats them fewer times).
 */
const markers = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?=[,}])|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]))].sort();

describe('the storefront catalogues', () => {
  it('hold exactly the messages of the source (none stale, none missing)', () => {
    const source = Object.keys(extracted).sort();
    expect(source.length).toBeGreaterThan(100);
    for (const locale of ['en', ...TRANSLATED_LOCALES]) {
      expect(live(catalogues[locale]!), `${locale}.po: run \`npx lingui extract\` in storefront/`).toEqual(
        source,
      );
    }
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`translate every message into ${locale}, keeping its placeholders`, () => {
      const catalogue = catalogues[locale]!;
      const untranslated = Object.keys(extracted).filter((id) => !catalogue[id]?.translation?.trim());
      expect(untranslated.map((id) => extracted[id]!.message ?? id)).toEqual([]);
      const broken = Object.keys(extracted).filter((id) => {
        const message = extracted[id]!.message ?? '';
        const translation = catalogue[id]!.translation!;
        return JSON.stringify(markers(message)) !== JSON.stringify(markers(translation));
      });
      expect(broken.map((id) => extracted[id]!.message)).toEqual([]);
    });
  }

  it('give Arabic all six plural forms wherever a count is shown', () => {
    const arabic = catalogues.ar!;
    const plurals = Object.keys(extracted).filter((id) => /, plural,/.test(extracted[id]!.message ?? ''));
    expect(plurals.length).toBeGreaterThan(0);
    for (const id of plurals) {
      const translation = arabic[id]!.translation ?? '';
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(translation, extracted[id]!.message).toMatch(new RegExp(`\\b${form} \\{`));
    }
  });
});

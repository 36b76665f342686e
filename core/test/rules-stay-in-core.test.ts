import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on snippets placed where the apps and the API live.
const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function ruleHits(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

const LEAKS: Record<string, string> = {
  'a weekend test': 'export const weekend = (d: Date) => d.getDay() % 6 === 0;',
  'a UTC weekday': 'export const day = (d: Date) => d.getUTCDay();',
  'moving a day by hand': 'export const first = (d: Date) => d.setUTCDate(1);',
  'a hard-coded Dubai offset': 'export const start = (date: string) => `${date}T00:00:00+04:00`;',
  'an offset literal': "export const offset = '+04:00';",
  'a hard-coded zone': "export const zone = 'Asia/Dubai';",
  'a hard-coded currency': "export const currency = 'MYR';",
  'sen to ringgit': 'export const ringgit = (sen: number) => sen / 100;',
  'ringgit to sen': 'export const sen = (ringgit: number) => ringgit * 100;',
  'ringgit to sen, reversed': 'export const sen = (ringgit: number) => 100 * ringgit;',
};

const PLACES = [
  'storefront/src/features/x/leak.tsx',
  'desktop-admin/src/renderer/src/lib/leak.ts',
  'api/src/x/leak.ts',
];

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(() => eslint.calculateConfigForFile('storefront/src/x.ts'), 60_000);

describe('the lint rule that keeps the rules in core', { timeout: 20_000 }, () => {
  for (const place of PLACES) {
    it.each(Object.entries(LEAKS))(`refuses %s in ${place.split('/')[0]}`, async (_what, code) => {
      expect(await ruleHits(code, place)).toHaveLength(1);
    });
  }

  it('leaves what is not a rule alone', async () => {
    const fine = [
      'export const [date, setDate] = [1, (n: number) => n];',
      'setDate(2);',
      'export const half = (n: number) => n / 2;',
      "export const label = 'MYR (RM)';",
      'export const stamp = new Date().toISOString();',
    ].join('\n');
    expect(await ruleHits(fine, PLACES[0]!)).toEqual([]);
  });

  it('lets core and tests do the arithmetic', async () => {
    const code = `${LEAKS['sen to ringgit']}\n${LEAKS['a weekend test']}`;
    expect(await ruleHits(code, 'core/src/domain/leak.ts')).toEqual([]);
    expect(await ruleHits(code, 'api/src/x/leak.test.ts')).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A comment that names an issue number or a page outside the repository rots: the issue closes, the
// page moves, and the reader is left with a pointer to nothing. Comments say why in their own words
// and point only to files in the repository (docs/ARCHITECTURE.md, docs/BENCHMARKS.md, SECURITY.md).

const ROOT = join(import.meta.dirname, '..', '..');
/** Every folder or file of the product's own code: tests, fixtures and end-to-end specs are left out. */
const SOURCES = [
  'core/src',
  'api/src',
  'api/migrations',
  'storefront/src',
  'storefront/scripts',
  'desktop-admin/src',
  'scripts',
  'bench',
  'deploy',
  'eslint.config.js',
  '.dependency-cruiser.cjs',
  '.env.example',
];
const TEST_DIRS = new Set(['test', 'tests', 'testing', 'e2e', '__tests__', 'node_modules', 'dist', 'out']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const TEXT_FILE = /\.([cm]?[jt]sx?|css|html|sql|conf|service|example|yml|yaml)$|Dockerfile$/;

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues? #?\d+/i, why: 'names an issue number' },
  { pattern: /\bDESIGN\b/, why: 'points to the design page outside the repository' },
  { pattern: /\bdesign\.md\b|\/work\/shared\//i, why: 'points to a page outside the repository' },
  {
    pattern: /\bspecification,? \(?sections? \d/i,
    why: 'points to a section of the product specification, which is not in the repository',
  },
];

function files(entry: string): string[] {
  const full = join(ROOT, entry);
  if (!existsSync(full)) return [];
  const dirents = readdirSync(full, { withFileTypes: true });
  return dirents.flatMap((d) => {
    const path = `${entry}/${d.name}`;
    if (d.isDirectory()) return TEST_DIRS.has(d.name) ? [] : files(path);
    return TEXT_FILE.test(d.name) && !TEST_FILE.test(d.name) ? [path] : [];
  });
}

function sourceFiles(): string[] {
  return SOURCES.flatMap((entry) =>
    /\.[a-z]+$/.test(entry) && existsSync(join(ROOT, entry)) ? [entry] : files(entry),
  );
}

function offendingLines(text: string): { line: number; why: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ why }) => ({ line: index + 1, why })),
    );
}

describe('source comments', () => {
  it('name no issue number and point to no design page outside the repository', () => {
    const found = sourceFiles().flatMap((file) =>
      offendingLines(readFileSync(join(ROOT, file), 'utf8')).map(({ line, why }) => `${file}:${line} ${why}`),
    );
    expect(found).toEqual([]);
  });

  it('the check reads the product code, and sees each spelling', () => {
    const read = sourceFiles();
    expect(read).toContain('api/src/app.ts');
    expect(read).toContain('scripts/start.mjs');
    expect(read).toContain('api/migrations/20261124090000_abuse_limits.ts');
    expect(read.some((f) => TEST_FILE.test(f) || f.includes('/test/'))).toBe(false);
    const hits = (text: string) => Math.min(1, offendingLines(text).length);
    expect(hits('// the resource routers of issue 3')).toBe(1);
    expect(hits(' * Issue 14: a cancellation policy')).toBe(1);
    expect(hits('// (issues #12 and 13)')).toBe(1);
    expect(hits('// See DESIGN.md section 2.')).toBe(1);
    expect(hits('/** the DESIGN error shape */')).toBe(1);
    expect(hits('// see /work/shared/spec')).toBe(1);
    expect(hits('/** Weekend means Saturday or Sunday (specification section 5). */')).toBe(1);
    expect(hits('/** Business constants of the specification (section 9). */')).toBe(1);
    expect(hits('// the OCTO specification’s schemas are its contract')).toBe(0);
    expect(hits('const CARD_DESIGN = 1; // the design of the card')).toBe(0);
    expect(hits('// See docs/ARCHITECTURE.md, Errors.')).toBe(0);
  });
});

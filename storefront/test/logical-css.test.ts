import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The storefront is read left to right and right to left (Arabic): its styles say "start" and
// "end" (margin-inline-start, inset-inline, text-align: end), which follow the page's direction,
// never "left" or "right", which would stay put when the page is mirrored.

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A property named for a side (margin-left, left, border-top-right-radius). */
const PHYSICAL_PROPERTY = /(^|-)(left|right)(-|$)/;
/** A value naming a side (text-align: right, float: left, linear-gradient(to right, …)). */
const PHYSICAL_VALUE = /\b(left|right)\b/;

/**
 * Every declaration of a stylesheet that names a physical side, as `property: value`. Reads the
 * innermost blocks only, so selectors (`.day-few-left`) and at-rules are never taken for
 * declarations.
 */
function physicalDeclarations(css: string): string[] {
  const found: string[] = [];
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, body] of code.matchAll(/\{([^{}]*)\}/g)) {
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      // Custom properties are names, not sides (a token may well be called --gutter-left).
      if (property.startsWith('--')) continue;
      if (PHYSICAL_PROPERTY.test(property) || PHYSICAL_VALUE.test(value)) {
        found.push(`${property}: ${value}`);
      }
    }
  }
  return found;
}

describe('physical sides in a stylesheet', () => {
  it('finds properties and values that name left or right', () => {
    const css = `
      .a { margin-left: 1rem; padding: 0 }
      @media (min-width: 48rem) { .b { text-align: right; } }
      .c { border-top-right-radius: 4px; background: linear-gradient(to left, red, blue) }
      .d { float: right }`;
    expect(physicalDeclarations(css)).toEqual([
      'margin-left: 1rem',
      'text-align: right',
      'border-top-right-radius: 4px',
      'background: linear-gradient(to left, red, blue)',
      'float: right',
    ]);
  });

  it('leaves logical properties, selectors, comments and custom properties alone', () => {
    const css = `
      /* was margin-left: 1rem */
      .day-few-left:not(.rdp-selected) .x::before { margin-inline-start: 1rem; text-align: end }
      .bottom-bar { inset-inline: 0; border-inline-start: 6px solid; --slide-right: 1 }`;
    expect(physicalDeclarations(css)).toEqual([]);
  });
});

describe('the storefront stylesheets', () => {
  const files = cssFiles(SOURCE);

  it('are all read', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((file) => [relative(SOURCE, file), file]))(
    '%s uses logical sides only (inline-start/end), so right to left pages mirror',
    (_name, file) => {
      expect(physicalDeclarations(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allPaths, API_PREFIX, type EndpointPath } from '../src/contract/paths';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['core/src', 'api/src', 'storefront/src', 'desktop-admin/src'];
/** The one place a path may be written. */
const CONTRACT = 'core/src/contract/';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * How a path shows up when someone writes it by hand: quoted whole (`'/tickets/service'`), with
 * the API prefix or a query string after it, or as a template with its params filled in
 * (`` `/admin/coupons/${id}` ``, `` `/admin/checkin/${id}/undo` ``).
 */
function writtenForms(endpoint: EndpointPath): RegExp {
  const segments = endpoint.path.split(/:[A-Za-z0-9_]+/).map(escape);
  const filled = segments.join('\\$\\{[^}]*\\}');
  // A template may stop at its first param: `/admin/coupons/${id}` then more text or not.
  const prefix = segments.length > 1 ? `|${segments[0]}\\$\\{` : '';
  const forms = `${escape(endpoint.path)}(?=['"\`?])|${filled}(?=['"\`?])${prefix}`;
  return new RegExp(`(['"\`])(?:${escape(API_PREFIX)})?(?:${forms})`);
}

function offenders(): string[] {
  const patterns = allPaths().map((e) => ({ name: `${e.method} ${e.path}`, pattern: writtenForms(e) }));
  const found: string[] = [];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    if (file.startsWith(CONTRACT)) continue;
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const { name, pattern } of patterns) {
        if (pattern.test(line)) found.push(`${relative(ROOT, join(ROOT, file))}:${index + 1} writes ${name}`);
      }
    });
  }
  return found;
}

describe('endpoint paths', () => {
  it('are written only in core/src/contract: everything else takes them from the contract', () => {
    expect(offenders()).toEqual([]);
  });

  it('the check sees a path however it is written', () => {
    const find = (path: string, line: string) =>
      writtenForms(allPaths().find((e) => e.path === path)!).test(line);
    expect(find('/tickets/service', "get('/tickets/service', x)")).toBe(true);
    expect(find('/tickets/service', 'fetch("/api/v1/tickets/service?service=a")')).toBe(true);
    expect(find('/admin/coupons/:id', 'send(`/admin/coupons/${id(couponId)}`)')).toBe(true);
    expect(find('/admin/checkin/:id/undo', 'x(`/admin/checkin/${id}/undo`)')).toBe(true);
    expect(find('/tickets/:id', "path: '/tickets/:id',")).toBe(true);
    expect(find('/single', "route('/single-page')")).toBe(false);
    expect(find('/create', 'a comment about /create')).toBe(false);
  });
});

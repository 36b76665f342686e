import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp } from '../src/shared/csp';

/** The installer configuration at the repository root (electron-builder.yml). */
const config = readFileSync(path.resolve(__dirname, '../../electron-builder.yml'), 'utf8');

/** The `key: value` lines of one top-level mapping of the YAML file. */
function mapping(name: string): Record<string, string> {
  const lines = config.split('\n');
  const start = lines.findIndex((l) => l === `${name}:`);
  if (start < 0) return {};
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /^ {2}(\w+):\s*(\S+)\s*$/.exec(line);
    if (!m) break;
    entries[m[1]!] = m[2]!;
  }
  return entries;
}

describe('the packaged app', () => {
  it('flips the Electron fuses that would let another program drive it', () => {
    expect(mapping('electronFuses')).toMatchObject({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    });
    // Asar integrity needs the app packed into an asar.
    expect(config).toMatch(/^asar: true$/m);
  });
});

describe('the renderer CSP', () => {
  it('loads images only from the app itself and its API, not from any https host', () => {
    const csp = buildCsp({ apiOrigin: 'https://api.example.com' });
    const img = csp.split('; ').find((d) => d.startsWith('img-src '))!;
    expect(img.split(' ').slice(1).sort()).toEqual(
      ["'self'", 'blob:', 'data:', 'https://api.example.com'].sort(),
    );
    expect(buildCsp({ apiOrigin: 'http://localhost:3000', forHeader: true })).not.toMatch(
      /img-src[^;]*https:(?!\/)/,
    );
  });
});

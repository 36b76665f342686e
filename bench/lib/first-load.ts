import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
}

/**
 * JavaScript a first visit to / (and to /:service) downloads, gzip level 9, in KiB: the entry
 * (index.html) with its static imports, the route's page chunk with its static imports and the toast
 * area that every page imports right after its first paint: the same rule as
 * `npm run size -w storefront`. Builds first (via `build`) when there is no build.
 */
export function firstLoadJs(storefrontDir: string, build: () => void): { home: number; service: number } {
  const dist = path.join(storefrontDir, 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) build();
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, seen);
  };
  const kib = (page: string) => {
    const seen = new Set<string>();
    collect('index.html', seen);
    collect(page, seen);
    // The toast area is imported right after the first paint on every page: it counts as first load.
    collect('src/components/AppToaster.tsx', seen);
    return (
      [...seen]
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'))
        .reduce((total, f) => total + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0) /
      1024
    );
  };
  return { home: kib('src/app/routes/home.tsx'), service: kib('src/app/routes/service.tsx') };
}

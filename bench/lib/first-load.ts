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
 * area when the route's code can raise a toast: the same rule as `npm run size -w storefront`. Builds first (via `build`) when there is no build.
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
  // The toast area arrives with the first code that can toast: a route whose chunks include its
  // library (react-hot-toast, imported by AppToaster and not by the entry) loads it too.
  const entry = new Set<string>();
  collect('index.html', entry);
  const toaster = 'src/components/AppToaster.tsx';
  const toastLibrary = (manifest[toaster]?.imports ?? []).filter((k) => !entry.has(k));
  const kib = (page: string) => {
    const seen = new Set<string>();
    collect('index.html', seen);
    collect(page, seen);
    if (toastLibrary.some((k) => seen.has(k))) collect(toaster, seen);
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

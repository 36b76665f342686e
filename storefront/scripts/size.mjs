// Prints the gzip size of the JavaScript each route loads, from the Vite manifest of the last build.
// A route loads the entry (index.html) with its static imports, plus its own lazy page chunk and that
// chunk's static imports, and the compiled catalogue of its language (src/i18n/catalogs.ts: one chunk
// per language, loaded before the page renders). Fails when / or /:service loads more than its
// budget, or when a language's first load of / is more than LANGUAGE_MARGIN_KIB over English's.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build -w storefront` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/**
 * The first load of the two pages search engines and most visitors land on, gzip KiB. It counts
 * the page's language catalogue (every storefront message in that language, manage and legal
 * pages' included: about 9 KiB) and Lingui's runtime (about 3 KiB). One catalogue per route would
 * take the pages back under 100 KiB; until then the budget is what one catalogue per language costs.
 * The product page's went from 112 to 114 when the catalogue gained the calendar's, the pickups'
 * and the waiting list's words and the bundler began to share the entry's i18n code with the
 * pages in chunks of their own (about 1 KiB of the 2).
 */
const BUDGET_KIB = { '/': 110, '/:service': 114 };

const LANGUAGES = ['en', 'ms', 'ar', 'zh'];
const LANGUAGE_MARGIN_KIB = 5;
const catalogueOf = (language) => `src/locales/${language}.po`;

const routes = [
  ['/', 'src/app/routes/home.tsx', true],
  ['/:service', 'src/app/routes/service.tsx', true],
  ['/date-select', 'src/app/routes/date-select.tsx', false],
  ['/checkout', 'src/app/routes/checkout.tsx', false],
  ['/success', 'src/app/routes/success.tsx', false],
  ['/failed', 'src/app/routes/failed.tsx', false],
  ['/terms-condition', 'src/app/routes/terms.tsx', false],
  ['/help-center', 'src/app/routes/help.tsx', false],
  ['(not found)', 'src/app/routes/not-found.tsx', false],
];

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

/** Chunks the page may import later (e.g. on a click), apart from the other pages. */
function onDemand(keys) {
  const later = new Set();
  for (const key of keys) {
    if (key === 'index.html') continue;
    for (const dynamic of manifest[key].dynamicImports ?? []) collect(dynamic, later);
  }
  for (const key of keys) later.delete(key);
  return later;
}

const kibOf = (keys) =>
  [...keys]
    .map((k) => manifest[k].file)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSize(f), 0) / 1024;

const gzipOf = new Map();
function gzipSize(file) {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(dist + file), { level: 9 }).length);
  return gzipOf.get(file);
}

/**
 * The toast area (AppToaster) arrives with the first code that can raise a toast: the route loads
 * it when the route's own code includes react-hot-toast, the toast area's library.
 */
const entry = new Set();
collect('index.html', entry);
const TOASTER = 'src/components/AppToaster.tsx';
const toastLibrary = (manifest[TOASTER].imports ?? []).filter((k) => !entry.has(k));
const canToast = (seen) => toastLibrary.some((k) => seen.has(k));

let failed = false;
console.log(
  'JavaScript loaded per route, gzip (first load; + chunks the page imports later, e.g. on a click):',
);
/** The JavaScript a first visit to a page in a language loads: entry, page, its language's words. */
function firstLoad(page, language) {
  const seen = new Set();
  collect('index.html', seen);
  collect(page, seen);
  collect(catalogueOf(language), seen);
  if (canToast(seen)) collect(TOASTER, seen);
  return seen;
}

for (const [route, page, budgeted] of routes) {
  const seen = firstLoad(page, 'en');
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kib = files.reduce((sum, f) => sum + gzipSize(f), 0) / 1024;
  const phone = files.some((f) => readFileSync(dist + f, 'utf8').includes('country_calling_codes'));
  const later = kibOf(onDemand(seen));
  const budget = BUDGET_KIB[route];
  const over = budgeted && kib > budget;
  if (over) failed = true;
  console.log(
    `${route.padEnd(18)} ${kib.toFixed(1).padStart(7)} KiB in ${String(files.length).padStart(2)} files` +
      (budgeted ? `  (budget ${budget} KiB${over ? ', OVER' : ', ok'})` : '') +
      (later > 0 ? `  + ${later.toFixed(1)} KiB on demand` : '') +
      (phone ? '  [phone validation in first load]' : ''),
  );
}
console.log(
  `\nFirst load of / and /:service in each language, gzip (each within ${LANGUAGE_MARGIN_KIB} KiB of English):`,
);
for (const [route, page] of routes.slice(0, 2)) {
  const english = kibOf(firstLoad(page, 'en'));
  for (const language of LANGUAGES) {
    const kib = kibOf(firstLoad(page, language));
    const shown = language === 'en' ? route : `/${language}${route === '/' ? '/' : route}`;
    const over = kib - english > LANGUAGE_MARGIN_KIB;
    if (over) failed = true;
    console.log(
      `${shown.padEnd(18)} ${kib.toFixed(1).padStart(7)} KiB` +
        (language === 'en'
          ? ''
          : `  (${(kib - english >= 0 ? '+' : '') + (kib - english).toFixed(1)} KiB${over ? ', OVER' : ', ok'})`),
    );
  }
}
process.exit(failed ? 1 : 0);

// Lighthouse (mobile preset, the npm package, Debian Chromium) on / and /:service of a running product,
// in every language (English at /, then /ms/, /ar/ and /zh/).
// Fails below performance 95, accessibility 100 or SEO 100.
// Usage: npm start (or e2e/serve.ts), then: node scripts/lighthouse.mjs [baseUrl=http://localhost:3000] [service=burj-khalifa]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const service = process.argv[3] ?? 'burj-khalifa';
const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

let failed = false;
const routes = ['', '/ms', '/ar', '/zh'].flatMap((prefix) => [`${prefix}/`, `${prefix}/${service}`]);
for (const route of routes) {
  const file = path.join(out, `${route.replaceAll('/', '_') || 'home'}.json`);
  execFileSync(
    'npx',
    [
      'lighthouse',
      base + route,
      '--quiet',
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${file}`,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id].displayValue;
  if (score('performance') < 95 || score('accessibility') < 100 || score('seo') < 100) failed = true;
  console.log(
    `${route.padEnd(16)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
      `best practices ${score('best-practices')}  SEO ${score('seo')}  | FCP ${metric('first-contentful-paint')}  ` +
      `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
  );
}
console.log(`reports in ${out}`);
process.exit(failed ? 1 : 0);

import { chromium } from 'playwright-core';
const base = 'http://localhost:3000';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 360, height: 740 } });
for (const lang of ['ar']) for (const path of ['/', '/burj-khalifa', '/red-dune-desert-safari', '/dhow-cruise', '/dubai-aquarium', '/museum-of-the-future', '/old-dubai-heritage-walk', '/dubai-frame']) {
  const r = await p.goto(`${base}/${lang}${path}`, { waitUntil: 'networkidle' });
  const text = await p.evaluate(() => document.body.innerText);
  const latin = [...new Set(text.match(/[A-Za-z][A-Za-z0-9 ,.'’&()-]{3,}/g) ?? [])].filter(s => !/Dubai Attractions|WELCOME10|example|Desert Lane|DXB|Bahasa Melayu|English|MYR|FZ-LLC/.test(s));
  console.log(lang+path, r.status(), latin.slice(0, 25).join(' | '));
}
await b.close();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonForScript } from '../src/storefront-ssr';
import { createTestApp, type TestApp } from './harness';

/** The built storefront as `npm start` serves it: SPA fallback, cache rules and compression. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storefront-dist-'));
const script = `console.log(${JSON.stringify('booking '.repeat(400))});\n`;
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'static'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'static', 'index-3f9a1c.js'), script);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ storefrontDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** Raw GET (fetch would decompress and hide Content-Encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
        })
        .on('error', reject);
    },
  );
}

describe('serving the storefront build', () => {
  it('compresses hashed scripts for clients that accept it and caches them for a year', async () => {
    const url = `${t.baseUrl}/static/index-3f9a1c.js`;
    const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(script.length / 4);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(script.length);
  });

  it('revalidates the HTML shell and unhashed files', async () => {
    const shell = await rawGet(`${t.baseUrl}/help-center`, { accept: 'text/html' });
    expect(shell.status).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    const icon = await rawGet(`${t.baseUrl}/favicon.svg`, {});
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // robots.txt is made from the site's catalogue (api/src/seo), never a file of the build.
    const robots = await rawGet(`${t.baseUrl}/robots.txt`, {});
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a path no page has, without the server renderer too', async () => {
    // This build has no out/ssr/: the shell is served, with the status core's page table gives.
    for (const [p, status] of [
      ['/a/b/c', 404],
      ['/Burj-Khalifa', 404],
      ['/no-such-product', 404],
      ['/checkout/extra', 404],
      ['/help-center', 200],
      ['/booking', 200],
      ['/', 200],
    ] as const) {
      const res = await fetch(t.baseUrl + p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(status);
      expect(await res.text(), p).toContain('<div id="root">');
    }
  });

  it('leaves unknown API paths to the API (JSON 404, not the shell)', async () => {
    const res = await t.request('GET', '/api/v1/no-such-call', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

/**
 * Rendered pages (src/storefront-ssr.ts): the storefront's renderer sits in out/ssr/ beside dist/.
 * A stand-in renderer here echoes what it was given, so the tests check the API's part: which
 * paths are rendered, the data handed over, the escaping of that data and the fallbacks.
 */
describe('rendering the home and product pages into the shell', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storefront-ssr-'));
  const ssrDist = path.join(root, 'dist');
  const shell = [
    '<!doctype html><html><head><title>Shop</title></head><body>',
    '<div id="root">',
    '  <!--app-html--><p>Loading…</p><!--/app-html-->',
    '</div></body></html>',
  ].join('\n');
  const renderer = `
    export function firstPageRoute(pathname) {
      const s = pathname.split('/').filter(Boolean);
      if (s.length === 0) return { page: 'home' };
      if (s.length === 1 && s[0] !== 'help-center' && s[0] !== 'checkout') return { page: 'service', service: decodeURIComponent(s[0]) };
      return null;
    }
    export async function render(pathname, hostName, data) {
      if (pathname === '/dubai-frame') throw new Error('render failed');
      const seeds = data.product
        ? { product: data.product, tickets: data.tickets, promotion: data.promotion, hostile: '</script><script>alert(1)</script><!-- \\u2028\\u2029 &' }
        : data.products ? { products: data.products, promotion: data.promotion, faq: data.faq }
        : data.faq ? { faq: data.faq } : {};
      return { html: '<main data-path="' + pathname + '">' + hostName + '</main>', head: '<link rel="preload" as="image" href="/x.svg"/>', seeds };
    }
  `;
  let s: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(ssrDist);
    fs.writeFileSync(path.join(ssrDist, 'index.html'), shell);
    fs.mkdirSync(path.join(root, 'out', 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(root, 'out', 'ssr', 'entry-server.js'), renderer);
    s = await createTestApp({ storefrontDist: ssrDist, seed: true });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (p: string, status = 200) => {
    const res = await fetch(s.baseUrl + p, { headers: { accept: 'text/html' } });
    expect(res.status, p).toBe(status);
    return { text: await res.text(), csp: String(res.headers.get('content-security-policy')) };
  };
  const seedsOf = (text: string) => {
    const m = /<script type="application\/json" id="catalogue-data">([\s\S]*?)<\/script>/.exec(text);
    return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
  };

  it('renders / into the shell, with the page hints in the head and the site’s products and offer', async () => {
    const { text, csp } = await page('/');
    expect(text).toMatch(/<div id="root" data-ssr><main data-path="\/">[^<]+<\/main><\/div>/);
    expect(text).toContain(
      '<link rel="preload" as="image" href="/x.svg"/><script type="application/json" id="catalogue-data">',
    );
    expect(text).not.toContain('Loading…');
    // The page renders the offer and the product cards as the API answers them, not after a fetch.
    const products = await s.request('GET', '/products/hostName', { query: { hostName: 'localhost' } });
    const offer = await s.request('GET', '/single', { query: { hostName: 'localhost' } });
    expect(offer.body).toMatchObject({ couponCode: 'WELCOME10' });
    const faq = await s.request('GET', '/faq');
    expect(seedsOf(text)).toEqual({ products: products.body, promotion: offer.body, faq: faq.body });
    // The hand-over is inert JSON: script-src stays 'self' only.
    expect(csp).toContain("script-src 'self';");
  });

  it('hands a product page the product and its tickets as the API answers them, escaped for HTML', async () => {
    const { text } = await page('/burj-khalifa');
    const json = /id="catalogue-data">([\s\S]*?)<\/script>/.exec(text)![1]!;
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const seeds = seedsOf(text)!;
    expect((seeds.product as { name: string }).name).toBe('Burj Khalifa: At the Top');
    const api = await s.request('GET', '/tickets/service', { query: { service: 'burj-khalifa' } });
    expect(seeds.tickets).toEqual(api.body);
    expect(seeds.promotion).toBeNull();
    const safari = seedsOf((await page('/red-dune-desert-safari')).text)!;
    expect(safari.promotion).toMatchObject({ couponCode: 'SAFARI15' });
    expect(seeds.hostile).toBe('</script><script>alert(1)</script><!-- \u2028\u2029 &');
    expect(text.match(/<\/script>/g)).toHaveLength(1);
  });

  it("hands a language's pages the catalogue in that language, and English keeps its own", async () => {
    const malay = seedsOf((await page('/ms/burj-khalifa')).text)!;
    const msProduct = await s.request('GET', '/products/slug/burj-khalifa', { query: { lang: 'ms' } });
    const msTickets = await s.request('GET', '/tickets/service', {
      query: { service: 'burj-khalifa', lang: 'ms' },
    });
    expect((malay.product as { name: string }).name).toBe('Burj Khalifa: Dek Pemerhatian At the Top');
    expect(malay.product).toEqual(msProduct.body);
    expect(malay.tickets).toEqual(msTickets.body);
    expect((malay.tickets as { title: string }[]).map((x) => x.title)).toContain(
      'At the Top, Aras 124 & 125',
    );
    const arabicHome = seedsOf((await page('/ar/')).text)!;
    expect(
      (arabicHome.products as { slug: string; name: string }[]).find((p) => p.slug === 'dubai-frame')?.name,
    ).toBe('برواز دبي');
    expect(arabicHome.promotion).toMatchObject({ title: 'أهلًا بك في دبي: خصم 10% على تجربتك الأولى' });
    const english = seedsOf((await page('/burj-khalifa')).text)!;
    expect((english.product as { name: string }).name).toBe('Burj Khalifa: At the Top');
  });

  it('answers an unknown or malformed product with 404, rendered and not to be indexed', async () => {
    for (const p of ['/no-such-product', '/Not%20A%20Slug']) {
      const { text } = await page(p, 404);
      expect(text).toContain('data-ssr');
      expect(text).toContain('<meta name="robots" content="noindex" />');
      expect(seedsOf(text)).toBeNull();
    }
  });

  it('renders the help centre with its questions in the page’s language', async () => {
    for (const [p, lang] of [
      ['/help-center', 'en'],
      ['/zh/help-center', 'zh'],
    ] as const) {
      const { text } = await page(p);
      expect(text).toContain(`<main data-path="${p}">`);
      const faq = await s.request('GET', '/faq', { query: { lang } });
      expect(seedsOf(text)).toEqual({ faq: faq.body });
    }
    const chinese = seedsOf((await page('/zh/help-center')).text)!;
    expect((chinese.faq as { question: string }[])[0]!.question).toBe('如何预订体验项目？');
  });

  it('serves the plain shell for public fixed pages and when rendering fails', async () => {
    // The shell as built, with the page's language on <html> (the server sets it on every page).
    const english = shell.replace('<html>', '<html lang="en" dir="ltr">');
    for (const p of ['/terms-condition', '/dubai-frame']) {
      const { text } = await page(p);
      expect(text).toBe(english);
    }
  });

  it('keeps per-visitor pages out of search results even without the storefront identity', async () => {
    const { text } = await page('/checkout');
    expect(text).toBe(
      shell
        .replace('<html>', '<html lang="en" dir="ltr">')
        .replace('</head>', '<meta name="robots" content="noindex" /></head>'),
    );
  });

  it('escapes what could end the script element or the JSON line', () => {
    expect(jsonForScript({ a: '</script><!--x-->&\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--x--\\u003e\\u0026\\u2028\\u2029"}',
    );
  });
});

describe('a shop with a CAPTCHA', () => {
  it("names the widget's provider and site key in every page's head, and lets its script and frame in", async () => {
    const withHead = fs.mkdtempSync(path.join(os.tmpdir(), 'api-storefront-captcha-'));
    fs.writeFileSync(
      path.join(withHead, 'index.html'),
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
    const captcha = await createTestApp({
      storefrontDist: withHead,
      env: { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site"key', CAPTCHA_SECRET_KEY: 'secret' },
    });
    try {
      for (const p of ['/', '/checkout']) {
        const res = await fetch(`${captcha.baseUrl}${p}`, { headers: { accept: 'text/html' } });
        const html = await res.text();
        expect(html, p).toContain(
          '<meta name="captcha" content="turnstile" data-site-key="site&quot;key" data-script="https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"></head>',
        );
        const csp = res.headers.get('content-security-policy')!;
        expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
        expect(csp).toMatch(/frame-src 'self' https:\/\/challenges\.cloudflare\.com/);
      }
    } finally {
      await captcha.close();
      fs.rmSync(withHead, { recursive: true, force: true });
    }
    // Without one, no mention of it and nothing let in.
    const plain = await fetch(`${t.baseUrl}/checkout`, { headers: { accept: 'text/html' } });
    expect(await plain.text()).not.toContain('name="captcha"');
    expect(plain.headers.get('content-security-policy')).not.toContain('cloudflare');
  });
});

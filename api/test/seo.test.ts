import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decimalAmount, productFromPrice } from '@tours/core/domain';
import type { Ticket } from '@tours/core/schemas';
import { siteOrigin } from '../src/seo/site';
import { shareCardStem, shareCards } from '../src/seo/share-card';
import { createTestApp, type TestApp } from './harness';

/**
 * What search engines and link previews read of the storefront, from the server's HTML alone (no
 * script runs): each page's head, structured data, share cards, the sitemap and robots.txt, and the
 * status of a path no page has. The renderer is a stand-in with the storefront's contract
 * (storefront/src/entry-server.tsx): the head is the API's work, whatever the renderer draws.
 */

const PUBLIC_URL = 'https://shop.example.com';
const SITE = {
  name: 'Dubai Attractions',
  logo: '/assets/dubai-attractions/images/logo.svg',
  organization: {
    legalName: 'Desert Lane Experiences FZ-LLC',
    tradeName: 'Dubai Attractions',
    licence: 'Trade licence 94217',
    vat: 'TRN 100482937500003',
    address: 'Office 1407, Dubai Media City, Dubai, United Arab Emirates',
    email: 'support@dubai-attractions.example',
    phone: '+971 4 555 0142',
    hours: 'Every day',
  },
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-seo-'));
const dist = path.join(root, 'dist');
const dataDir = path.join(root, 'data');
const shell = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<!--page-head--><title>Generic</title><meta name="description" content="Generic." /><!--/page-head-->',
  '</head><body><div id="root"><!--app-html--><p>Loading…</p><!--/app-html--></div></body></html>',
].join('');
const renderer = `
  const FIXED = new Set(['date-select', 'checkout', 'success', 'failed', 'terms-condition', 'privacy-policy', 'company-details', 'help-center']);
  export const site = ${JSON.stringify(SITE)};
  export function firstPageRoute(pathname) {
    const s = pathname.split('/').filter(Boolean);
    if (s.length === 0) return { page: 'home' };
    if (s.length !== 1) return { page: 'not-found' };
    if (FIXED.has(s[0])) return null;
    let service;
    try { service = decodeURIComponent(s[0]); } catch { return { page: 'not-found' }; }
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(service) ? { page: 'service', service } : { page: 'not-found' };
  }
  // Malay heads as the storefront's catalogue words them; the other languages left to English.
  export async function headWords(locale) {
    if (locale !== 'ms') return undefined;
    return {
      home: { title: 'Dubai Attractions: tiket untuk tarikan dan lawatan di Dubai', description: 'Tempah tiket.' },
      product: (name, summary) => ({ title: 'Tiket ' + name, description: summary + ' Tempah dalam talian.' }),
      pages: { '/help-center': { title: 'Pusat bantuan', description: 'Jawapan.' } },
    };
  }
  export async function render(pathname, hostName, data) {
    const route = firstPageRoute(pathname);
    const missing = route.page === 'not-found' || data.product === null;
    return {
      html: missing ? '<main class="standalone"><h1>Page not found</h1></main>' : '<main>' + pathname + '</main>',
      head: '',
      seeds: data.product !== undefined ? { product: data.product } : {},
    };
  }
`;

let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.mkdirSync(path.join(root, 'out', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(root, 'out', 'ssr', 'entry-server.js'), renderer);
  t = await createTestApp({
    seed: true,
    storefrontDist: dist,
    catalogueCache: 'listen',
    config: { publicUrl: PUBLIC_URL, dataDir },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  status: number;
  html: string;
  title: string | undefined;
  titles: number;
  meta: Record<string, string>;
  canonical: string | undefined;
  jsonLd: { '@context': string; '@graph': Record<string, unknown>[] }[];
}

/** The page as a crawler gets it: one GET, the HTML read as text. */
async function page(pathname: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await fetch(t.baseUrl + pathname, { headers: { accept: 'text/html', ...headers } });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g))
    meta[m[2]!] = decode(m[3]!);
  return {
    status: res.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&amp;/g, '&'),
    titles: head.match(/<title>/g)?.length ?? 0,
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Head['jsonLd'][number],
    ),
  };
}

/** A page's status under another host name (fetch cannot set Host). */
function pageAt(host: string, pathname: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.baseUrl}${pathname}`, { headers: { host, accept: 'text/html' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      })
      .on('error', reject);
  });
}

/** The image behind an absolute URL the page gives, fetched from this server. */
async function image(url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  const res = await fetch(t.baseUrl + url.slice(PUBLIC_URL.length));
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    png: bytes.subarray(1, 4).toString('latin1') === 'PNG',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON-LD
type LdNode = Record<string, any>;
const nodeOf = (head: Head, type: string) =>
  head.jsonLd.flatMap((d) => d['@graph']).find((n) => n['@type'] === type) as LdNode | undefined;

async function ticketsOf(service: string): Promise<Ticket[]> {
  return (await t.request<Ticket[]>('GET', '/tickets/service', { query: { service } })).body;
}

describe('each page says what it is, in the HTML the server sends', () => {
  it('gives / and two products distinct titles, descriptions, canonical URLs and share cards', async () => {
    const pages = await Promise.all(['/', '/burj-khalifa', '/dubai-frame'].map((p) => page(p)));
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.titles).toBe(1);
      expect(p.html).not.toContain('Generic');
    }
    const [home, burj, frame] = pages as [Head, Head, Head];
    expect(home.title).toBe('Dubai Attractions: tickets for Dubai attractions and tours');
    expect(burj.title).toBe('Burj Khalifa: At the Top tickets | Dubai Attractions');
    expect(frame.title).toBe('Dubai Frame tickets | Dubai Attractions');
    expect(new Set(pages.map((p) => p.meta.description)).size).toBe(3);
    expect(pages.map((p) => p.canonical)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/burj-khalifa`,
      `${PUBLIC_URL}/dubai-frame`,
    ]);
    expect(pages.map((p) => p.meta['og:url'])).toEqual(pages.map((p) => p.canonical));
    expect(new Set(pages.map((p) => p.meta['og:image'])).size).toBe(3);
    for (const p of pages) {
      expect(p.meta['og:title']).toBe(p.title);
      expect(p.meta['twitter:card']).toBe('summary_large_image');
      expect(p.meta['twitter:image']).toBe(p.meta['og:image']);
      expect(p.meta['og:image:width']).toBe('1200');
      expect(p.meta['og:image:height']).toBe('630');
      expect(p.meta['og:image:alt']).toBeTruthy();
      expect(p.meta.robots).toBeUndefined();
      const card = await image(p.meta['og:image']!);
      expect(card).toMatchObject({ status: 200, type: 'image/png', png: true, width: 1200, height: 630 });
      expect(card.cache).toContain('immutable');
    }
    expect(burj.meta['og:type']).toBe('product');
    expect(home.meta['og:type']).toBe('website');
  });

  it('puts the product, its offers and its "from" price in JSON-LD, as core prices them', async () => {
    for (const slug of ['burj-khalifa', 'red-dune-desert-safari']) {
      const head = await page(`/${slug}`);
      const tickets = await ticketsOf(slug);
      const from = productFromPrice(tickets, 'myr')!;
      const product = nodeOf(head, 'Product')!;
      expect(product.url).toBe(`${PUBLIC_URL}/${slug}`);
      expect(product.offers['@type']).toBe('AggregateOffer');
      expect(product.offers.lowPrice).toBe(decimalAmount(from, 'myr'));
      expect(product.offers.priceCurrency).toBe('MYR');
      expect(product.offers.offers).toHaveLength(tickets.length);
      for (const offer of product.offers.offers) {
        expect(offer).toMatchObject({
          '@type': 'Offer',
          priceCurrency: 'MYR',
          availability: 'https://schema.org/InStock',
        });
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(Date.parse(offer.validFrom)).not.toBeNaN();
        expect(offer.seller).toEqual({ '@id': `${PUBLIC_URL}/#organization` });
      }
      expect(product.image[0]).toBe(`${PUBLIC_URL}/assets/${slug}/images/hero.svg`);
      expect(head.meta['product:price:amount']).toBe(decimalAmount(from, 'myr'));
      expect(head.meta['product:price:currency']).toBe('MYR');
      const org = nodeOf(head, 'TravelAgency')!;
      expect(org).toMatchObject({
        name: 'Dubai Attractions',
        legalName: SITE.organization.legalName,
        email: SITE.organization.email,
      });
      expect(org.description).toMatch(/intermediary/);
    }
    const home = await page('/');
    const list = nodeOf(home, 'ItemList')!;
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      url: expect.stringMatching(/^https:\/\/shop\.example\.com\/[a-z-]+$/),
    });
    expect(nodeOf(home, 'WebSite')).toMatchObject({ url: `${PUBLIC_URL}/` });
  });

  it('escapes catalogue text in the head and keeps JSON-LD inside its script element', async () => {
    const hostile = 'Frame "</script><script>alert(1)</script> & <b>';
    await t
      .db('products')
      .where({ slug: 'dubai-frame' })
      .update({ description: hostile, updated_at: t.db.fn.now() });
    try {
      await vi.waitFor(async () => expect((await page('/dubai-frame')).meta.description).toContain(hostile), {
        timeout: 10_000,
      });
      const head = await page('/dubai-frame');
      expect(head.html).not.toContain('<script>alert(1)');
      expect(nodeOf(head, 'Product')!.description).toBe(hostile);
    } finally {
      await t.db('products').where({ slug: 'dubai-frame' }).update({ description: 'The Dubai Frame.' });
    }
  });

  it('gives the public fixed pages their own head and marks per-visitor pages noindex', async () => {
    const help = await page('/help-center');
    expect(help.status).toBe(200);
    expect(help.title).toBe('Help center | Dubai Attractions');
    expect(help.canonical).toBe(`${PUBLIC_URL}/help-center`);
    expect(help.meta.robots).toBeUndefined();
    for (const p of ['/checkout', '/success?token=abc', '/failed?booking=DXB-1&token=x', '/date-select']) {
      const head = await page(p);
      expect(head.status, p).toBe(200);
      expect(head.meta.robots, p).toBe('noindex');
      expect(head.canonical, p).toBeUndefined();
      expect(head.titles, p).toBe(1);
    }
  });
});

describe('every page in every language', () => {
  const LANGS = [
    { prefix: '', lang: 'en', dir: 'ltr' },
    { prefix: '/ms', lang: 'ms', dir: 'ltr' },
    { prefix: '/ar', lang: 'ar', dir: 'rtl' },
    { prefix: '/zh', lang: 'zh-Hans', dir: 'ltr' },
  ];
  const alternatesOf = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]);
  const allAlternates = (path: string) => [
    ['en', `${PUBLIC_URL}${path}`],
    ['ms', `${PUBLIC_URL}/ms${path}`],
    ['ar', `${PUBLIC_URL}/ar${path}`],
    ['zh-Hans', `${PUBLIC_URL}/zh${path}`],
    ['x-default', `${PUBLIC_URL}${path}`],
  ];

  it('renders lang and dir on <html>, its own canonical and every alternate, for each public page', async () => {
    for (const { prefix, lang, dir } of LANGS) {
      for (const path of ['/', '/burj-khalifa', '/help-center', '/terms-condition']) {
        const url = path === '/' ? `${prefix}/` : `${prefix}${path}`;
        const head = await page(url);
        expect(head.status, url).toBe(200);
        expect(head.html, url).toMatch(new RegExp(`^<!doctype html><html lang="${lang}" dir="${dir}">`));
        expect(head.canonical, url).toBe(`${PUBLIC_URL}${url}`);
        expect(head.meta['og:url'], url).toBe(head.canonical);
        expect(alternatesOf(head.html), url).toEqual(allAlternates(path));
      }
    }
  });

  it("describes a language's pages in its words: title, description and structured data", async () => {
    const ms = await page('/ms/burj-khalifa');
    const msProduct = (await t.request('GET', '/products/slug/burj-khalifa', { query: { lang: 'ms' } })).body;
    expect(ms.title).toBe(`Tiket ${msProduct.name} | Dubai Attractions`);
    expect(ms.meta.description).toBe(`${msProduct.description.slice(0, 150)} Tempah dalam talian.`);
    expect(ms.meta['og:title']).toBe(ms.title);
    const node = ms.jsonLd[0]!['@graph'].find((n) => n['@type'] === 'Product')!;
    expect(node.name).toBe(msProduct.name);
    expect(JSON.stringify(node.offers)).toContain('At the Top, Aras 124 & 125');
    const home = await page('/ms/');
    expect(home.title).toBe('Dubai Attractions: tiket untuk tarikan dan lawatan di Dubai');
    const list = home.jsonLd[0]!['@graph'].find((n) => n['@type'] === 'ItemList')!;
    expect(JSON.stringify(list)).toContain('Muzium Masa Depan');
    expect((await page('/ms/help-center')).title).toBe('Pusat bantuan | Dubai Attractions');
    // English keeps its own words; the share card is the English one in every language.
    const en = await page('/burj-khalifa');
    expect(en.title).toBe('Burj Khalifa: At the Top tickets | Dubai Attractions');
    expect(JSON.stringify(en.jsonLd)).not.toContain('Aras 124');
    expect(ms.meta['og:image']).toBe(en.meta['og:image']);
    // A language the renderer has no words for: English words, its own catalogue texts.
    const zh = await page('/zh/burj-khalifa');
    expect(zh.title).toBe('哈利法塔：“At the Top”观景台 tickets | Dubai Attractions');
  });

  it('serves a language home without its trailing slash, naming the slashed one canonical', async () => {
    const head = await page('/ar');
    expect(head.status).toBe(200);
    expect(head.html).toContain('<html lang="ar" dir="rtl">');
    expect(head.canonical).toBe(`${PUBLIC_URL}/ar/`);
  });

  it('never redirects / by Accept-Language: the page the link names, in English', async () => {
    const res = await fetch(`${t.baseUrl}/`, {
      redirect: 'manual',
      headers: { accept: 'text/html', 'accept-language': 'ar,ms;q=0.8' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en" dir="ltr">');
  });

  it('gives per-visitor pages and unknown paths their language but no alternates, and keeps their status', async () => {
    for (const { prefix, lang, dir } of LANGS) {
      const checkout = await page(`${prefix}/checkout`);
      expect(checkout.status).toBe(200);
      expect(checkout.html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(checkout.meta.robots).toBe('noindex');
      expect(alternatesOf(checkout.html)).toEqual([]);
      const missing = await page(`${prefix}/no-such-product`);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(alternatesOf(missing.html)).toEqual([]);
    }
    // English has no prefix: /en/… is no page.
    expect((await page('/en/burj-khalifa')).status).toBe(404);
  });
});

describe('a path no page has', () => {
  it('answers 404 with the not-found page, server-rendered and noindex', async () => {
    for (const p of ['/a/b/c', '/burj-khalifa/extra', '/no-such-product', '/Not%20A%20Slug', '/%E0%A4%A']) {
      const head = await page(p);
      expect(head.status, p).toBe(404);
      expect(head.html, p).toContain(
        '<div id="root" data-ssr><main class="standalone"><h1>Page not found</h1>',
      );
      expect(head.meta.robots, p).toBe('noindex');
      expect(head.title, p).toBe('Page not found | Dubai Attractions');
      expect(head.canonical, p).toBeUndefined();
    }
  });

  it('tells the browser the product does not exist, so it hydrates the same not-found page', async () => {
    const { html } = await page('/no-such-product');
    const seeds = JSON.parse(/id="catalogue-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(seeds).toEqual({ product: null });
  });

  it('answers 404 for a product of another site, which does not exist on this host', async () => {
    await t.db('products').insert({
      slug: 'partner-only-cruise',
      name: 'Partner cruise',
      product_group: 'tours',
      host_name: 'partner.example',
    });
    const elsewhere = await page('/partner-only-cruise');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.meta.robots).toBe('noindex');
    expect(JSON.parse(/id="catalogue-data">([\s\S]*?)<\/script>/.exec(elsewhere.html)![1]!)).toEqual({
      product: null,
    });
    expect((await fetch(`${t.baseUrl}/share/products/partner-only-cruise.png`)).status).toBe(404);
    // On its own site's host it is there, and the demo site's products are not.
    expect((await pageAt('partner.example', '/partner-only-cruise')).status).toBe(200);
    expect((await pageAt('partner.example', '/burj-khalifa')).status).toBe(404);
  });

  it('still answers 200 for the pages that exist', async () => {
    for (const p of ['/', '/burj-khalifa', '/terms-condition', '/checkout'])
      expect((await page(p)).status, p).toBe(200);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  const allLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  /** The English pages (each is listed in every language too: see the languages tests). */
  const locs = (xml: string) => allLocs(xml).filter((loc) => !/^https?:\/\/[^/]+\/(ms|ar|zh)\//.test(loc));
  const lastmodOf = (xml: string, loc: string) =>
    new RegExp(`<loc>${loc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(
      xml,
    )?.[1];
  /** GET /sitemap.xml, under another host name when given (fetch cannot set Host). */
  const sitemap = (host?: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(`${t.baseUrl}/sitemap.xml`, { headers: host ? { host } : {} }, (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });

  it('lists the home page and every product of the site, and nothing else', async () => {
    const xml = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const products = (
      await t.request<{ slug: string }[]>('GET', '/products/hostName', { query: { hostName: 'localhost' } })
    ).body;
    expect(products.length).toBeGreaterThan(2);
    expect(locs(xml)).toEqual([`${PUBLIC_URL}/`, ...products.map((p) => `${PUBLIC_URL}/${p.slug}`)]);
    for (const loc of locs(xml)) expect(lastmodOf(xml, loc)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('shows a product added to the catalogue, on its own site only, and a ticket change as a newer lastmod', async () => {
    await t.db('products').insert({
      slug: 'global-village',
      name: 'Global Village',
      product_group: 'theme-parks',
      host_name: 'localhost',
      description: 'A festival park of pavilions from around the world.',
      images: JSON.stringify([]),
    });
    await t.db('products').insert({
      slug: 'ferrari-world',
      name: 'Ferrari World',
      product_group: 'theme-parks',
      host_name: 'abudhabi.example.com',
      description: 'Another site.',
      images: JSON.stringify([]),
    });
    // Written straight to the database, as another process would: NOTIFY reaches the cache.
    await vi.waitFor(async () => expect(locs(await sitemap())).toContain(`${PUBLIC_URL}/global-village`), {
      timeout: 10_000,
    });
    expect(locs(await sitemap())).not.toContain(`${PUBLIC_URL}/ferrari-world`);
    expect(locs(await sitemap('abudhabi.example.com'))).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/ferrari-world`,
    ]);

    // A ticket added in the admin: the product's lastmod moves on at once (the route invalidates).
    const before = lastmodOf(await sitemap(), `${PUBLIC_URL}/global-village`)!;
    await new Promise((r) => setTimeout(r, 1100)); // lastmod has whole seconds
    const token = await t.loginAsAdmin();
    const created = await t.request('POST', '/create', {
      token,
      body: {
        service: 'global-village',
        title: 'Global Village entry',
        ticketType: 'entry',
        description: 'Entry ticket.',
        pricing: [
          {
            preference: 'Standard',
            weekDays: { adult: 2500, child: 2500 },
            weekEnds: { adult: 3000, child: 3000 },
          },
        ],
        currency: 'myr',
      },
    });
    expect(created.status, created.text).toBe(201);
    const after = lastmodOf(await sitemap(), `${PUBLIC_URL}/global-village`)!;
    expect(after > before).toBe(true);
    const head = await page('/global-village');
    expect(nodeOf(head, 'Product')!.offers.lowPrice).toBe('25.00');
  });

  it('lists every page in every language, each naming all its language versions and x-default', async () => {
    const xml = await sitemap();
    const english = locs(xml);
    const prefixed = (loc: string, lang: string) => loc.replace(`${PUBLIC_URL}/`, `${PUBLIC_URL}/${lang}/`);
    expect(allLocs(xml)).toEqual(
      english.flatMap((loc) => [loc, prefixed(loc, 'ms'), prefixed(loc, 'ar'), prefixed(loc, 'zh')]),
    );
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries).toHaveLength(english.length * 4);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      const base = english.find((e) =>
        [e, prefixed(e, 'ms'), prefixed(e, 'ar'), prefixed(e, 'zh')].includes(loc),
      )!;
      const links = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((m) => [m[1], m[2]]);
      expect(links, loc).toEqual([
        ['en', base],
        ['ms', prefixed(base, 'ms')],
        ['ar', prefixed(base, 'ar')],
        ['zh-Hans', prefixed(base, 'zh')],
        ['x-default', base],
      ]);
      // Every language version of a page changed when the page did.
      expect(lastmodOf(xml, loc)).toBe(lastmodOf(xml, base));
    }
  });

  it('robots.txt allows the shop, keeps crawlers out of the API and names the sitemap', async () => {
    const res = await fetch(`${t.baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});

describe('share cards', () => {
  it('draws a new card when a ticket price changes and drops the old file', async () => {
    const cardsDir = path.join(dataDir, 'share-cards');
    const first = (await page('/dubai-aquarium')).meta['og:image']!;
    expect((await image(first)).status).toBe(200);
    const filesBefore = fs
      .readdirSync(cardsDir)
      .filter((f) => f.startsWith(`${shareCardStem('dubai-aquarium')}.`));
    expect(filesBefore).toHaveLength(1);

    const token = await t.loginAsAdmin();
    const [ticket] = await ticketsOf('dubai-aquarium');
    const { _id, createdAt, updatedAt, ...input } = ticket!;
    void createdAt;
    void updatedAt;
    const cheaper = input.pricing.map((p) => ({ ...p, weekDays: { ...p.weekDays, adult: 100 } }));
    const res = await t.request('PUT', `/update-ticket/${_id}`, {
      token,
      body: { ...input, pricing: cheaper },
    });
    expect(res.status, res.text).toBe(200);

    const head = await page('/dubai-aquarium');
    const second = head.meta['og:image']!;
    expect(second).not.toBe(first);
    expect(nodeOf(head, 'Product')!.offers.lowPrice).toBe('1.00');
    expect(await image(second)).toMatchObject({ status: 200, png: true, width: 1200, height: 630 });
    const filesAfter = fs
      .readdirSync(cardsDir)
      .filter((f) => f.startsWith(`${shareCardStem('dubai-aquarium')}.`));
    expect(filesAfter).toHaveLength(1);
    expect(filesAfter).not.toEqual(filesBefore);
    // An old link still gets a picture (the current one), not to be kept for long.
    const old = await image(first);
    expect(old.status).toBe(200);
    expect(old.cache).not.toContain('immutable');
  });

  it('answers 404 for a card of no product', async () => {
    const res = await fetch(`${t.baseUrl}/share/products/no-such-product.png`);
    expect(res.status).toBe(404);
  });

  it('keeps at most its bound of cards on disk, the oldest going first', async () => {
    const dir = path.join(root, 'bounded-cards');
    const cards = shareCards({ dir, assetsDir: path.join(root, 'no-assets'), maxCards: 2 });
    const card = (key: string) => ({
      key,
      title: key,
      eyebrow: 'Dubai Attractions',
      price: null,
      picture: null,
    });
    const first = await cards.file(card('first'));
    await new Promise((r) => setTimeout(r, 20));
    await cards.file(card('second'));
    await new Promise((r) => setTimeout(r, 20));
    const third = await cards.file(card('third'));
    const kept = fs.readdirSync(dir);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(path.basename(first));
    expect(kept).toContain(path.basename(third));
  });
});

describe('the origin of absolute URLs', () => {
  const ctx = { protocol: 'http', host: '192.168.1.20:3000' };

  it('is PUBLIC_URL, or the request origin in development when PUBLIC_URL is the loopback default', () => {
    expect(siteOrigin(ctx, { publicUrl: 'https://shop.example.com', isProduction: false })).toBe(
      'https://shop.example.com',
    );
    expect(siteOrigin(ctx, { publicUrl: 'http://localhost:3000', isProduction: false })).toBe(
      'http://192.168.1.20:3000',
    );
    expect(siteOrigin(ctx, { publicUrl: 'http://localhost:3000', isProduction: true })).toBe(
      'http://localhost:3000',
    );
  });
});

describe('a development run without PUBLIC_URL', () => {
  it('builds absolute URLs on the origin the request came to', async () => {
    const dev = await createTestApp({ storefrontDist: dist, database: { db: t.db }, config: { dataDir } });
    try {
      const res = await fetch(`${dev.baseUrl}/burj-khalifa`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      expect(dev.config.publicUrl).toMatch(/^http:\/\/localhost:/);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(`${dev.baseUrl}/burj-khalifa`);
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
      expect(card.startsWith(`${dev.baseUrl}/share/products/burj-khalifa.png?v=`)).toBe(true);
      expect((await fetch(card)).status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server';
import { call, checkoutBody, heldSeats, popularSlot, ROOT, startShop, stopShop } from './support';

/**
 * The attacks of a second review of the running shop (sign-in races, tokens in URLs, made-up hosts,
 * seat spinning with expiring holds), each shown to fail with the defaults an operator gets.
 */
let shop: RunningServer & { dataDir: string };

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await stopShop(shop);
});

describe('sign-in', () => {
  it('20 parallel wrong passwords from a fresh address get 5 checks, no more', async () => {
    const { perEmail } = shop.config.loginLimits;
    const attacker = '203.0.113.120';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(shop.apiUrl, 'POST', '/admin/login', {
          ip: attacker,
          body: { email: 'owner@example.com', password: `parallel-guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // Each 401 is one password checked; the rest were refused before any check.
    expect(statuses.filter((s) => s === 401).length, JSON.stringify(statuses)).toBe(perEmail);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const reasons = (await shop.db('audit_log').where({ action: 'admin.login_failed', ip: attacker })).map(
      (a) => (typeof a.details === 'string' ? JSON.parse(a.details) : a.details).reason as string,
    );
    expect(reasons.filter((r) => r === 'wrong_password')).toHaveLength(perEmail);
    // The owner, from their own address, is not kept out.
    const owner = await call(shop.apiUrl, 'POST', '/admin/login', {
      ip: '198.51.100.121',
      body: { email: 'owner@example.com', password: 'the-owners-long-passphrase' },
    });
    expect(owner.status).toBe(200);
  });

  it('an e-mail of 254 characters is an ordinary wrong password, not a server error', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const res = await call(shop.apiUrl, 'POST', '/admin/login', {
      ip: '2001:db8:ffff:ffff:ffff:ffff:ffff:fffe',
      body: { email, password: 'a-long-guess' },
    });
    expect(res.status).toBe(401);
  });
});

/**
 * A storefront build as `npm start` serves it: the shell and a renderer with the storefront's
 * contract (storefront/src/entry-server.tsx), which is what gives the pages their share cards.
 */
function storefrontBuild(root: string): string {
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--page-head--><title>Shop</title><!--/page-head--></head>' +
      '<body><div id="root"><!--app-html--><!--/app-html--></div></body></html>',
  );
  fs.mkdirSync(path.join(root, 'out', 'ssr'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'out', 'ssr', 'entry-server.js'),
    `export const site = { name: 'Dubai Attractions', logo: '/assets/logo.svg', organization: {} };
     export function firstPageRoute(p) {
       const s = p.split('/').filter(Boolean);
       return s.length === 0 ? { page: 'home' } : s.length === 1 ? { page: 'service', service: s[0] } : { page: 'not-found' };
     }
     export async function render() { return { html: '<main></main>', head: '', seeds: {} }; }`,
  );
  return dist;
}

/** A GET under any Host header (fetch cannot set one), as an attacker sends it. */
function getAs(base: string, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('share cards by Host header', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'security-live-cards-'));
  let site: RunningServer & { dataDir: string };
  const cardFiles = () => {
    const dir = path.join(site.dataDir, 'share-cards');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.png')) : [];
  };

  beforeAll(async () => {
    site = await startShop({}, storefrontBuild(root));
  });
  afterAll(async () => {
    await stopShop(site);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('draws and stores nothing for 30 made-up hosts, and a 250-character host is a 404, not a 500', async () => {
    for (let i = 0; i < 30; i++) {
      expect(await getAs(site.url, `made-up-${i}.example`, '/share/home.png')).toBe(404);
      expect(await getAs(site.url, `made-up-${i}.example`, '/share/products/burj-khalifa.png')).toBe(404);
    }
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
    expect(long.length).toBeGreaterThanOrEqual(250);
    expect(await getAs(site.url, long, '/share/home.png')).toBe(404);
    expect(cardFiles()).toEqual([]);
    // The shop's own site still has its card.
    expect(await getAs(site.url, 'localhost', '/share/home.png')).toBe(200);
    expect(cardFiles()).toHaveLength(1);
  });

  it("a site whose name begins another's keeps its card when the other's is drawn", async () => {
    for (const host of ['shop', 'shop.example']) {
      await site.db('products').insert({
        slug: `cruise-of-${host.replace('.', '-')}`,
        name: `Cruise of ${host}`,
        product_group: 'tours',
        host_name: host,
      });
    }
    const before = cardFiles().length;
    expect(await getAs(site.url, 'shop.example', '/share/home.png')).toBe(200);
    expect(await getAs(site.url, 'shop', '/share/home.png')).toBe(200);
    expect(cardFiles()).toHaveLength(before + 2);
  });
});

describe('tokens in URLs', () => {
  it('the manage, success and failed pages and their calls send no Referer; other pages keep theirs', async () => {
    for (const p of ['/booking?token=abc.def', '/success?token=abc', '/failed?booking=DXB-X&token=abc']) {
      const res = await fetch(`${shop.url}${p}`, { headers: { accept: 'text/html' } });
      expect(res.headers.get('referrer-policy'), p).toBe('no-referrer');
    }
    const api = await fetch(`${shop.apiUrl}/bookings/success?token=${'a'.repeat(43)}`);
    expect(api.headers.get('referrer-policy')).toBe('no-referrer');
    const home = await fetch(`${shop.url}/`, { headers: { accept: 'text/html' } });
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("the proxy's access log keeps no query string and no Referer", () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const format = /log_format\s+(\w+)([^;]*);/.exec(conf);
    expect(format, 'a log_format of its own').not.toBeNull();
    expect(format![2]).toContain('$uri');
    for (const leak of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$http_referer'])
      expect(format![2]).not.toContain(leak);
    expect(conf).toMatch(new RegExp(`access_log\\s+\\S+\\s+${format![1]};`));
  });

  it('a look-up by reference and e-mail does the same work whether or not they match', async () => {
    const slot = await popularSlot(shop, 200);
    const body = checkoutBody(slot, { adultCount: 1 });
    const held = await call(shop.apiUrl, 'POST', '/payments/create-checkout', { ip: '198.51.100.150', body });
    expect(held.status).toBe(201);
    await call(shop.apiUrl, 'POST', `/payments/local/${held.body.sessionId}/pay`);
    const statements: string[] = [];
    // The statements' beginnings; a savepoint is released on a match and rolled back otherwise.
    const record = (q: { sql: string }) =>
      statements.push(
        q.sql
          .replace(/\s+/g, ' ')
          .replace(/^(RELEASE|ROLLBACK TO) SAVEPOINT \w+;?/, 'END SAVEPOINT')
          .replace(/^SAVEPOINT \w+;?/, 'SAVEPOINT')
          .trim()
          .slice(0, 40),
      );
    const lookUp = async (reference: string, email: string, ip: string) => {
      statements.length = 0;
      shop.db.on('query', record);
      try {
        const res = await call(shop.apiUrl, 'POST', '/bookings/manage/lookup', {
          ip,
          body: { reference, email },
        });
        return { status: res.status, body: res.body, statements: [...statements] };
      } finally {
        shop.db.removeListener('query', record);
      }
    };
    const matched = await lookUp(held.body.bookingId, body.email, '198.51.100.151');
    const unmatched = await lookUp(held.body.bookingId, 'someone.else@example.com', '198.51.100.152');
    expect(matched.status).toBe(202);
    expect(unmatched).toMatchObject({ status: matched.status, body: matched.body });
    expect(unmatched.statements).toEqual(matched.statements);
    // The match was mailed; the other left nothing to send.
    const mails = await shop.db('mail_outbox').where('dedupe_key', 'like', 'manage-link:%');
    expect(mails.map((m) => m.to)).toEqual([body.email]);
  });

  it('/coupon/validate answers an expired code and a made-up one alike', async () => {
    const expired = await call(shop.apiUrl, 'POST', '/coupon/validate', {
      ip: '198.51.100.160',
      body: { couponCode: 'SUMMER25' },
    });
    const unknown = await call(shop.apiUrl, 'POST', '/coupon/validate', {
      ip: '198.51.100.160',
      body: { couponCode: 'SUMMER26' },
    });
    expect(expired.status).toBe(422);
    const { requestId: _a, ...expiredError } = expired.body.error;
    const { requestId: _b, ...unknownError } = unknown.body.error;
    expect(expiredError).toEqual(unknownError);
    expect(expired.body.error.message).toBe('This coupon code is not valid.');
  });
});

describe('seat spinning, second round', () => {
  it('two addresses that let their holds of a whole slot run out cannot take it again; a visitor can', async () => {
    const slot = await popularSlot(shop, 40);
    const spinners = ['203.0.113.201', '203.0.113.202'];
    const first = await Promise.all(
      spinners.map((ip) =>
        call(shop.apiUrl, 'POST', '/payments/create-checkout', {
          ip,
          body: checkoutBody(slot, { adultCount: 20 }),
        }),
      ),
    );
    expect(first.map((a) => a.status)).toEqual([201, 201]);
    expect(await heldSeats(shop, slot)).toBe(40);
    // Their holds run out unpaid.
    await shop
      .db('bookings')
      .where({ ticket_id: slot.ticketId, booking_date: slot.date, booking_status: 'pending' })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    const again = await Promise.all(
      spinners.map((ip) =>
        call(shop.apiUrl, 'POST', '/payments/create-checkout', {
          ip,
          body: checkoutBody(slot, { adultCount: 20 }),
        }),
      ),
    );
    expect(again.map((a) => a.status)).toEqual([429, 429]);
    expect(Number(again[0]!.headers.get('retry-after'))).toBeGreaterThan(60);
    const visitor = await call(shop.apiUrl, 'POST', '/payments/create-checkout', {
      ip: '198.51.100.203',
      body: checkoutBody(slot, { adultCount: 4 }),
    });
    expect(visitor.status).toBe(201);
  });

  it('an IPv6 host rotating addresses in its /64 is one client to the caps', async () => {
    const slot = await popularSlot(shop, 40);
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const res = await call(shop.apiUrl, 'POST', '/payments/create-checkout', {
        ip: `2001:db8:5:6:${i.toString(16)}::${(i * 13).toString(16)}`,
        body: checkoutBody(slot, { adultCount: 5 }),
      });
      statuses.push(res.status);
    }
    expect(await heldSeats(shop, slot)).toBeLessThanOrEqual(shop.config.checkoutLimits.maxHeldSeatsPerIp);
    expect(statuses).toContain(429);
  });
});

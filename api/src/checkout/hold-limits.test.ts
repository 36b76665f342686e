import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createLogger } from '../logger';
import { checkoutContext } from './context';
import { emailKey, expireLapsedSessions } from './hold-limits';
import { checkoutBody, createTicket } from './testing/fixtures';
import { expectError } from '../../test/expect';
import { HOLD_COOLDOWN_MINUTES } from '../config';

/** Limits as an operator runs them, small enough to reach in a test; one client address per test. */
const LIMITS = {
  TRUST_PROXY: 'true',
  CHECKOUT_LIMIT_PER_IP: '6',
  CHECKOUT_LIMIT_PER_EMAIL: '4',
  HOLD_MAX_SEATS_PER_IP: '12',
  HOLD_MAX_SEATS_PER_EMAIL: '12',
  HOLD_MAX_SLOT_SHARE_PERCENT: '50',
};

let t: TestApp;
let address = 0;
/** A client address of its own (the app trusts X-Forwarded-For here, as behind the compose proxy). */
const newClient = () => `198.51.100.${++address}`;
let mailbox = 0;
const newEmail = () => `visitor${++mailbox}@example.com`;

function checkout(ip: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('POST', '/payments/create-checkout', {
    body,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
}

async function pendingSeats(ticketId: string): Promise<number> {
  const row = await t
    .db('bookings')
    .where({ ticket_id: ticketId, booking_status: 'pending' })
    .sum({ seats: t.db.raw('adult_count + child_count') })
    .first();
  return Number(row?.seats ?? 0);
}

beforeAll(async () => {
  t = await createTestApp({ env: LIMITS });
});
afterAll(async () => {
  await t?.close();
});

describe('create-checkout rate limits', () => {
  it('refuse the attempts of one address past CHECKOUT_LIMIT_PER_IP, holding nothing', async () => {
    const ticket = await createTicket(t.db);
    const ip = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await checkout(
        ip,
        checkoutBody(ticket, { adultCount: 1, childCount: 0, email: newEmail() }),
      );
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
    const refused = await checkout(ip, checkoutBody(ticket, { email: newEmail() }));
    expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused attempts held nothing: only the six admitted ones hold a seat each.
    expect(await pendingSeats(ticket.id)).toBe(6);
    // Another address is not affected.
    expect((await checkout(newClient(), checkoutBody(ticket, { email: newEmail() }))).status).toBe(201);
  });

  it('refuse the attempts for one e-mail past CHECKOUT_LIMIT_PER_EMAIL, however it is spelled', async () => {
    const ticket = await createTicket(t.db);
    const statuses: number[] = [];
    const spellings = [
      'Mia@Example.com',
      'mia+1@example.com',
      'mia@example.com',
      'MIA+x@EXAMPLE.COM',
      'mia@example.com',
    ];
    for (const email of spellings) {
      const res = await checkout(newClient(), checkoutBody(ticket, { adultCount: 1, childCount: 0, email }));
      statuses.push(res.status);
      if (res.status === 201)
        await t
          .db('bookings')
          .where({ booking_id: res.body.bookingId })
          .update({ booking_status: 'expired' });
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('one mailbox is one key', () => {
    expect(emailKey(' Mia+Tours@Example.COM ')).toBe('mia@example.com');
    expect(emailKey('a@b@example.com')).toBe('a@b@example.com');
  });
});

describe('open holds per address and per e-mail', () => {
  it('hold at most HOLD_MAX_SEATS_PER_IP seats for concurrent checkouts from one address', async () => {
    const ticket = await createTicket(t.db);
    const ip = newClient();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkout(ip, checkoutBody(ticket, { adultCount: 5, childCount: 0, email: newEmail() })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect(await pendingSeats(ticket.id)).toBe(10);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.error.message).toMatch(/held in checkouts you have not finished/);
  });

  it('hold at most HOLD_MAX_SEATS_PER_EMAIL seats for one e-mail from many addresses', async () => {
    const ticket = await createTicket(t.db);
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await checkout(newClient(), checkoutBody(ticket, { adultCount: 5, childCount: 0, email }))).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('keep more than a first booking from one address below half of a slot, so others can still book', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['18:00'], capacityPerSlot: 10, maxPerBooking: 6 });
    const ip = newClient();
    const first = await checkout(
      ip,
      checkoutBody(ticket, { adultCount: 6, childCount: 0, email: newEmail() }),
    );
    expect(first.status).toBe(201);
    const second = await checkout(
      ip,
      checkoutBody(ticket, { adultCount: 1, childCount: 0, email: newEmail() }),
    );
    expect(second.status).toBe(429);
    // A visitor from elsewhere books the rest of the slot.
    const other = await checkout(
      newClient(),
      checkoutBody(ticket, { adultCount: 4, childCount: 0, email: newEmail() }),
    );
    expect(other.status).toBe(201);
    expect(await pendingSeats(ticket.id)).toBe(10);
  });

  it('stop counting a hold once it is paid, cancelled or failed', async () => {
    const ticket = await createTicket(t.db);
    const ip = newClient();
    const email = newEmail();
    const held = await checkout(ip, checkoutBody(ticket, { adultCount: 10, childCount: 0, email }));
    expect(held.status).toBe(201);
    expect((await checkout(ip, checkoutBody(ticket, { adultCount: 5, childCount: 0, email }))).status).toBe(
      429,
    );
    const paid = await fetch(`${t.apiUrl}/payments/local/${held.body.sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect((await checkout(ip, checkoutBody(ticket, { adultCount: 5, childCount: 0, email }))).status).toBe(
      201,
    );
  });

  it('gives the claim back when the checkout itself is refused', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['09:00'], capacityPerSlot: 4 });
    const ip = newClient();
    const soldOut = await checkout(
      ip,
      checkoutBody(ticket, { adultCount: 5, childCount: 0, email: newEmail() }),
    );
    expect(soldOut.status).toBe(409);
    expect(await t.db('checkout_hold_claims').where({ ticket_id: ticket.id })).toHaveLength(0);
  });
});

describe('the CAPTCHA hook', () => {
  let verifier: http.Server;
  let verifyUrl: string;
  const seen: URLSearchParams[] = [];
  let up = true;
  let captcha: TestApp;

  beforeAll(async () => {
    // A stand-in for Turnstile's siteverify: "pass" is the only token that passes.
    verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        if (!up) {
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ success: form.get('secret') === 'the-secret' && form.get('response') === 'pass' }),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', () => resolve()));
    verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
    captcha = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET_KEY: 'the-secret',
        CAPTCHA_VERIFY_URL: verifyUrl,
      },
    });
  });
  afterAll(async () => {
    await captcha?.close();
    await new Promise((resolve) => verifier?.close(resolve));
  });

  it('refuses a checkout without a solved challenge and holds nothing', async () => {
    const ticket = await createTicket(captcha.db);
    for (const headers of [{}, { 'x-captcha-token': 'guess' }] as Record<string, string>[]) {
      const res = await captcha.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { email: newEmail() }),
        headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
      });
      expect(res.status).toBe(403);
      expect(res.body.error.details).toEqual({ reason: 'captcha' });
    }
    expect(await captcha.db('bookings').where({ ticket_id: ticket.id })).toHaveLength(0);
  });

  it('lets a solved challenge through, verified on the server with the secret and the client address', async () => {
    const ticket = await createTicket(captcha.db);
    const res = await captcha.request('POST', '/payments/create-checkout', {
      body: checkoutBody(ticket, { email: newEmail() }),
      headers: { 'x-forwarded-for': '203.0.113.10', 'x-captcha-token': 'pass' },
    });
    expect(res.status).toBe(201);
    const last = seen.at(-1)!;
    expect(last.get('secret')).toBe('the-secret');
    expect(last.get('remoteip')).toBe('203.0.113.10');
  });

  it('fails closed when the verifier cannot answer', async () => {
    up = false;
    try {
      const ticket = await createTicket(captcha.db);
      const res = await captcha.request('POST', '/payments/create-checkout', {
        body: checkoutBody(ticket, { email: newEmail() }),
        headers: { 'x-forwarded-for': '203.0.113.11', 'x-captcha-token': 'pass' },
      });
      expect(res.status).toBe(503);
    } finally {
      up = true;
    }
  });

  it('asks for nothing when no secret key is configured', async () => {
    expect(t.config.captcha).toBeNull();
    const ticket = await createTicket(t.db);
    expect((await checkout(newClient(), checkoutBody(ticket, { email: newEmail() }))).status).toBe(201);
  });
});

describe('when a hold ends', () => {
  it('the sweeper closes its provider session, so it can no longer be paid, then frees the seats', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['11:00'], capacityPerSlot: 6 });
    const held = await checkout(
      newClient(),
      checkoutBody(ticket, { adultCount: 2, childCount: 0, email: newEmail() }),
    );
    expect(held.status).toBe(201);
    // The hold is shorter than the 30 minutes a Stripe session must last; the session outlives it.
    const session = await t.db('payment_local_sessions').where({ id: held.body.sessionId }).first();
    expect(new Date(session.expires_at).getTime()).toBeGreaterThan(new Date(held.body.expiresAt).getTime());

    await t
      .db('bookings')
      .where({ booking_id: held.body.bookingId })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    const { provider, settlement } = checkoutContext(t.app.context.deps);
    expect(await expireLapsedSessions(t.db, provider, createLogger('silent'))).toBe(1);
    expect(await settlement.sweepLapsedHolds()).toBe(1);
    expect((await t.db('payment_local_sessions').where({ id: held.body.sessionId }).first()).status).toBe(
      'expired',
    );
    expect(await pendingSeats(ticket.id)).toBe(0);

    const pay = await fetch(`${t.apiUrl}/payments/local/${held.body.sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect((await t.db('bookings').where({ booking_id: held.body.bookingId }).first()).booking_status).toBe(
      'expired',
    );
  });
});

describe('the cool-down after an unpaid hold ran out', () => {
  /** Lets the address's or e-mail's holds on the ticket run out, and the sweeper expire them. */
  async function letHoldsRunOut(ticketId: string) {
    await t
      .db('bookings')
      .where({ ticket_id: ticketId, booking_status: 'pending' })
      .update({ hold_expires_at: new Date(Date.now() - 1000) });
    await checkoutContext(t.app.context.deps).settlement.sweepLapsedHolds();
  }

  it('keeps the address and the e-mail off that slot for HOLD_COOLDOWN_MINUTES, not off others', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00', '14:00'], capacityPerSlot: 40 });
    const ip = newClient();
    const email = newEmail();
    expect(
      (await checkout(ip, checkoutBody(ticket, { timeSlot: '10:00', adultCount: 4, email }))).status,
    ).toBe(201);
    await letHoldsRunOut(ticket.id);

    const again = await checkout(
      ip,
      checkoutBody(ticket, { timeSlot: '10:00', adultCount: 4, email: newEmail() }),
    );
    expectError(again, 429, 'TOO_MANY_REQUESTS');
    expect(again.body.error.message).toMatch(/ran out without payment/);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(t.config.checkoutLimits.cooldownMinutes * 60);
    // The e-mail from another address is kept off too.
    expectError(await checkout(newClient(), checkoutBody(ticket, { timeSlot: '10:00', email })), 429);
    // Another slot, and other visitors on this one, are not affected.
    expect((await checkout(ip, checkoutBody(ticket, { timeSlot: '14:00', email: newEmail() }))).status).toBe(
      201,
    );
    expect(
      (await checkout(newClient(), checkoutBody(ticket, { timeSlot: '10:00', email: newEmail() }))).status,
    ).toBe(201);
    expect(t.config.checkoutLimits.cooldownMinutes).toBe(HOLD_COOLDOWN_MINUTES);
  });

  it('does not apply to a checkout the visitor cancelled before its hold ended', async () => {
    const ticket = await createTicket(t.db, { timeSlots: ['10:00'], capacityPerSlot: 40 });
    const ip = newClient();
    const created = await checkout(ip, checkoutBody(ticket, { email: newEmail() }));
    expect(created.status).toBe(201);
    // Released early (the visitor's Decline on the provider's page).
    const decline = await fetch(`${t.baseUrl}${new URL(created.body.url).pathname}/decline`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(decline.status).toBe(303);
    expect(
      (await t.db('bookings').where({ booking_id: created.body.bookingId }).first()).booking_status,
    ).toBe('expired');
    expect((await checkout(ip, checkoutBody(ticket, { email: newEmail() }))).status).toBe(201);
  });
});

describe('per-address limits over IPv6', () => {
  it('count every address of one /64 as one client', async () => {
    const ticket = await createTicket(t.db);
    const statuses: number[] = [];
    // A host that picks a new address of its /64 for every request.
    for (let i = 0; i < 8; i++) {
      const ip = `2001:db8:77:1:${(i + 1).toString(16)}:0:0:${(i * 7 + 3).toString(16)}`;
      statuses.push(
        (await checkout(ip, checkoutBody(ticket, { adultCount: 1, childCount: 0, email: newEmail() })))
          .status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(Number(LIMITS.CHECKOUT_LIMIT_PER_IP));
    expect(statuses.slice(Number(LIMITS.CHECKOUT_LIMIT_PER_IP))).toEqual([429, 429]);
    // The next /64 is another client.
    expect((await checkout('2001:db8:77:2::1', checkoutBody(ticket, { email: newEmail() }))).status).toBe(
      201,
    );
  });
});
